import { setTimeout as sleep } from 'node:timers/promises';

/** How a server process ended: its exit code, or the signal that killed it. */
export interface ServerExit {
  code: number | null;
  signal: NodeJS.Signals | null;
}

/** One run of the server process, as the supervisor watches it. */
export interface ServerRun {
  readonly pid: number;
  /** Settles once the process has exited, whatever the reason. */
  readonly exited: Promise<ServerExit>;
  stop(): Promise<void>;
}

export type SupervisionEvent =
  { kind: 'stopped'; message: string } | { kind: 'back'; message: string; seconds: number } | { kind: 'gave-up'; message: string };

export interface SupervisionOptions {
  /** Told in plain words, once each: the server stopped unexpectedly; it is back; or it could not be brought back. */
  report(event: SupervisionEvent): void;
  /** Waits before each start attempt after an unexpected exit; their number bounds the attempts. */
  backoffMs?: readonly number[];
  /** More unexpected exits than this within `crashWindowMs` is a crash loop: given up on, not restarted again. */
  maxCrashes?: number;
  crashWindowMs?: number;
}

export interface SupervisedServer {
  /** The process id of the run now serving (or of the last one, once given up). */
  readonly pid: number;
  /** Ends the supervision, then the server; returns at once when no server runs. */
  stop(): Promise<void>;
}

// About 16 s of attempts: enough for orphaned backends to let go of the shared memory and for crash
// recovery to replay the WAL, short enough that a server that cannot start is reported, not retried forever.
const BACKOFF_MS = [250, 500, 1000, 2000, 4000, 8000];

/**
 * Keeps a server running: when a run exits without having been asked to (a crash, SIGKILL, the OOM
 * killer), `restart` is called again, with backoff, until a run is up or the attempts are spent.
 * The app's pools keep their URL, so `restart` must bring the server back on the same address.
 */
export function superviseServer(
  first: ServerRun,
  restart: (signal: AbortSignal) => Promise<ServerRun>,
  options: SupervisionOptions,
): SupervisedServer {
  const backoff = options.backoffMs ?? BACKOFF_MS;
  const maxCrashes = options.maxCrashes ?? 3;
  const crashWindowMs = options.crashWindowMs ?? 5 * 60_000;
  const stopping = new AbortController();
  const crashes: number[] = [];
  let current: ServerRun | undefined = first;
  let pid = first.pid;
  let recovering: Promise<void> | undefined;

  const watch = (run: ServerRun) => {
    void run.exited.then((exit) => {
      if (stopping.signal.aborted) return;
      current = undefined;
      recovering = recover(exit);
    });
  };

  const recover = async (exit: ServerExit) => {
    const since = Date.now();
    crashes.push(since);
    while (crashes[0]! < since - crashWindowMs) crashes.shift();
    if (crashes.length > maxCrashes) {
      const minutes = Math.round(crashWindowMs / 60_000);
      options.report({
        kind: 'gave-up',
        message: `PostgreSQL stopped unexpectedly (${describeExit(exit)}), ${crashes.length} times within ${minutes} minutes; not restarting it again`,
      });
      return;
    }
    options.report({ kind: 'stopped', message: `PostgreSQL stopped unexpectedly (${describeExit(exit)}); restarting it on the same data` });
    let lastError: unknown;
    for (const wait of backoff) {
      try {
        await sleep(wait, undefined, { signal: stopping.signal });
        const run = await restart(stopping.signal);
        if (stopping.signal.aborted) {
          await run.stop();
          return;
        }
        current = run;
        pid = run.pid;
        watch(run);
        const seconds = Math.round((Date.now() - since) / 100) / 10;
        options.report({ kind: 'back', message: `PostgreSQL is back (after ${seconds} s)`, seconds });
        return;
      } catch (error) {
        if (stopping.signal.aborted) return;
        lastError = error;
      }
    }
    options.report({
      kind: 'gave-up',
      message: `PostgreSQL could not be restarted after ${backoff.length} tries: ${(lastError as Error | undefined)?.message ?? 'unknown error'}`,
    });
  };

  watch(first);
  return {
    get pid() {
      return pid;
    },
    async stop() {
      stopping.abort();
      await recovering;
      await current?.stop();
    },
  };
}

/** 'killed by SIGKILL', 'exit code 1': how a person reads a process's end. */
export function describeExit(exit: ServerExit): string {
  return exit.signal ? `killed by ${exit.signal}` : `exit code ${exit.code ?? 'unknown'}`;
}
