import { execFileSync } from 'node:child_process';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { startEmbeddedPostgres, type EmbeddedPostgresHandle } from '@more-ai/launcher/embedded-postgres';
import type { SupervisionEvent } from '@more-ai/launcher/postgres-supervisor';

/**
 * A supervised embedded PostgreSQL of a fault run's own, as `npm start` runs it, with the faults the
 * run injects: every connection of a database ended (pg_terminate_backend), the whole server paused
 * (SIGSTOP of the postmaster and its backends), the postmaster killed (SIGKILL; the supervisor
 * brings it back on the same data and port). No other spec's database shares it.
 */
export interface FaultyPostgres {
  readonly cluster: EmbeddedPostgresHandle;
  /** What the supervisor reported, in order. */
  readonly supervision: readonly SupervisionEvent[];
  /** Ends every connection to `database` but the caller's; resolves with their application names. */
  terminateConnections(database: string, applicationName?: string): Promise<string[]>;
  /** Stops the server for `ms`, then lets it run again, whatever happens meanwhile. */
  pause(ms: number): Promise<void>;
  /** Lets a paused server run again (a no-op when none is paused): for `after` hooks. */
  resume(): void;
  /** SIGKILL of the postmaster; resolves once the supervisor says it is back, with how long that took. */
  kill(boundMs?: number): Promise<{ killedPid: number; backAfterMs: number }>;
  /** Lets it run, stops it and removes its files. */
  stop(): Promise<void>;
}

export async function startFaultyPostgres(label: string): Promise<FaultyPostgres> {
  const supervision: SupervisionEvent[] = [];
  const cluster = await startEmbeddedPostgres({
    dataDir: path.join(tmpdir(), `more-ai-${label}-${process.pid}`),
    persistent: false,
    supervise: {
      report: (event) => void supervision.push(event),
    },
  });
  let paused: number[] = [];

  const resume = () => {
    for (const pid of paused.splice(0)) {
      try {
        process.kill(pid, 'SIGCONT');
      } catch {
        // That process has gone: nothing to resume.
      }
    }
  };

  return {
    cluster,
    supervision,
    terminateConnections: async (database, applicationName) => {
      const client = new pg.Client({ connectionString: cluster.url });
      await client.connect();
      try {
        const { rows } = await client.query<{ application_name: string; terminated: boolean }>(
          `SELECT application_name, pg_terminate_backend(pid) AS terminated FROM pg_stat_activity
            WHERE datname = $1 AND pid <> pg_backend_pid() AND ($2::text IS NULL OR application_name = $2)`,
          [database, applicationName ?? null],
        );
        return rows.filter((row) => row.terminated).map((row) => row.application_name);
      } finally {
        await client.end();
      }
    },
    pause: async (ms) => {
      // The postmaster first, so it forks no backend after its children were listed.
      process.kill(cluster.pid, 'SIGSTOP');
      paused = serverProcesses(cluster.pid);
      try {
        for (const pid of paused) process.kill(pid, 'SIGSTOP');
        await new Promise((resolve) => setTimeout(resolve, ms));
      } finally {
        resume();
      }
    },
    resume,
    kill: async (boundMs = 30_000) => {
      const killedPid = cluster.pid;
      const reported = supervision.length;
      const killedAt = performance.now();
      process.kill(killedPid, 'SIGKILL');
      const outcome = () => supervision.slice(reported).find((event) => event.kind !== 'stopped');
      while (!outcome() && performance.now() - killedAt < boundMs) await new Promise((resolve) => setTimeout(resolve, 100));
      const event = outcome();
      if (event?.kind !== 'back')
        throw new Error(`PostgreSQL was not back within ${boundMs} ms of its SIGKILL: ${event?.message ?? 'no word'}`);
      return { killedPid, backAfterMs: performance.now() - killedAt };
    },
    stop: async () => {
      resume();
      await cluster.stop();
    },
  };
}

/** The server's processes: the postmaster and its children (each backend is a session leader of its own, so not in its group). */
export function serverProcesses(postmaster: number): number[] {
  const children = execFileSync('ps', ['-o', 'pid=', '--ppid', String(postmaster)], { encoding: 'utf8' });
  return [
    postmaster,
    ...children
      .split('\n')
      .filter((line) => line.trim())
      .map(Number),
  ];
}
