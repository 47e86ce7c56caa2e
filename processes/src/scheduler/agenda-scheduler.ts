import type { EventEmitter } from 'node:events';
import { Agenda, type NotificationChannel } from 'agenda';
import { PostgresBackend } from '@agendajs/postgres-backend';
import pg from 'pg';
import type { Logger } from '@more-ai/platform';

/** What a timed job does for the key it was scheduled with, at `now` by the processes' clock. */
export type TimedJobHandler = (key: string, now: Date) => Promise<void>;

/** A job waiting in the schedule. */
export interface ScheduledRun {
  name: string;
  key: string | null;
  nextRunAt: Date | null;
}

/**
 * Time-driven work (ARCHITECTURE: scheduler): a job runs at a time, or every so often, and only
 * issues commands, each with an id derived from what it found due, so a job run twice or late
 * changes state once. Jobs are kept in the database and survive restarts.
 */
export interface JobScheduler {
  /** What the job `name` does; define every job before `start`. */
  define(name: string, handler: TimedJobHandler): void;
  /** Runs `name` for `key` at `when`; scheduling the same name and key again moves that run, never adds one. */
  scheduleAt(name: string, key: string, when: Date): Promise<void>;
  /** Drops the run of `name` for `key`, if one is waiting. */
  cancel(name: string, key: string): Promise<void>;
  /** Runs `name` every `intervalMs` (once per cluster), first after one interval. */
  every(name: string, intervalMs: number): Promise<void>;
  /** Runs the job's handler now, at the clock's time: how a run is done by hand, and how tests step the clock. */
  run(name: string, key?: string): Promise<void>;
  /** The runs waiting, soonest first. */
  scheduled(): Promise<ScheduledRun[]>;
  start(): Promise<void>;
  stop(): Promise<void>;
}

/** The scheduler's tables live in a schema of their own, beside the reactors'. */
export const SCHEDULER_SCHEMA = 'pm_scheduler';

export interface AgendaSchedulerOptions {
  databaseUrl: string;
  log: Logger;
  /** The handlers' clock (tests move it); when a run starts is agenda's own (the real) time. */
  clock?: (() => Date) | undefined;
  /** How often agenda looks for runs due (they are also signalled by LISTEN/NOTIFY). */
  processEveryMs?: number | undefined;
}

interface JobData {
  key: string | null;
}

/**
 * The scheduler on agenda with @agendajs/postgres-backend: jobs in `pm_scheduler.agenda_jobs`, locked
 * with FOR UPDATE SKIP LOCKED so each run happens on one replica, woken by LISTEN/NOTIFY. Its pool
 * sets search_path to the schema, since the backend takes a bare table name.
 */
export async function agendaScheduler({
  databaseUrl,
  log,
  clock = () => new Date(),
  processEveryMs = 30_000,
}: AgendaSchedulerOptions): Promise<JobScheduler> {
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    max: 3,
    application_name: 'more-ai scheduler',
    options: `-c search_path=${SCHEDULER_SCHEMA}`,
  });
  // An outage is logged once, not per retry, and its end once.
  let down = false;
  const lost = (error: Error) => {
    if (down) return;
    down = true;
    log.warn({ err: error }, 'scheduler connection lost; it reconnects');
  };
  pool.on('error', lost);
  // The backend holds clients between queries (its LISTEN connection, its locking transactions): a
  // connection ended then (a restart of PostgreSQL) is an error on the client, which must not crash the process.
  pool.on('connect', (client) => {
    client.on('error', lost);
    if (down) log.info('scheduler connected again');
    down = false;
  });
  // The backend creates its table as it connects, in the first schema of the search path.
  await pool.query(`CREATE SCHEMA IF NOT EXISTS ${SCHEDULER_SCHEMA}`);
  const backend = new PostgresBackend({ pool, channelName: 'more_ai_scheduler' });
  // Its LISTEN connection reconnects by itself, and says so as an 'error' event that nothing else hears.
  const channel = backend.notificationChannel as (NotificationChannel & Partial<Pick<EventEmitter, 'on'>>) | undefined;
  channel?.on?.('error', lost);
  const agenda = new Agenda({
    backend,
    name: 'more-ai processes',
    processEvery: processEveryMs,
    // A run is one command or a sweep: a run not finished in 10 minutes died with its replica.
    defaultLockLifetime: 10 * 60_000,
    removeOnComplete: true,
  });
  agenda.on('error', lost);
  const handlers = new Map<string, TimedJobHandler>();
  await agenda.ready;

  const handlerOf = (name: string): TimedJobHandler => {
    const handler = handlers.get(name);
    if (!handler) throw new Error(`No job is defined as '${name}'`);
    return handler;
  };

  return {
    define(name, handler) {
      handlers.set(name, handler);
      agenda.define<JobData>(name, async (job) => {
        try {
          await handler(job.attrs.data.key ?? '', clock());
        } catch (error) {
          log.warn({ err: error, job: name, key: job.attrs.data.key }, 'job failed; the hourly sweep finds its work again');
          throw error;
        }
      });
    },
    async scheduleAt(name, key, when) {
      await agenda.create<JobData>(name, { key }).unique({ 'data.key': key }).schedule(when).save();
    },
    async cancel(name, key) {
      await agenda.cancel({ name, data: { key } });
    },
    async every(name, intervalMs) {
      await agenda.every(intervalMs, name, { key: null } satisfies JobData, { skipImmediate: true });
    },
    run: (name, key = '') => handlerOf(name)(key, clock()),
    async scheduled() {
      const { rows } = await pool.query<{ name: string; key: string | null; next_run_at: Date | null }>(
        `SELECT name, data->>'key' AS key, next_run_at FROM agenda_jobs WHERE NOT disabled ORDER BY next_run_at NULLS LAST, name`,
      );
      return rows.map((row) => ({ name: row.name, key: row.key, nextRunAt: row.next_run_at }));
    },
    async start() {
      await agenda.start();
    },
    async stop() {
      await agenda.stop();
      await pool.end();
    },
  };
}
