import pg from 'pg';
import type { Knex } from 'knex';
import { comparePositions, formatPosition, type GlobalPosition } from '@more-ai/events/position';
import type { EventStore, RecordedEvent, Subscription } from '@more-ai/events/store/port';
import type { Logger } from '@more-ai/platform';
import { applyBatch, CheckpointMoved, CHECKPOINT_CHANNEL } from './apply-batch';
import { describeFailure } from './park';
import type { Projector } from './projector';
import { migrateProjector, readCheckpoint } from './schema';

export interface ProjectionRunnerOptions {
  store: EventStore;
  db: Knex;
  /** For the connection that holds the single-instance locks. */
  databaseUrl: string;
  projectors: readonly Projector[];
  log: Logger;
  batchSize?: number;
  /** How long a stand-by instance waits before trying to take over a projector. */
  standbyRetryMs?: number;
  /**
   * The waits between tries of a failing batch; one try more than waits. After the last try the
   * events that fail on their own are parked and the projector goes on. Default 250 and 500 ms.
   */
  retryDelaysMs?: readonly number[];
}

const DEFAULT_RETRY_DELAYS_MS = [250, 500];

/** How long a projector may leave batches without its events out of its checkpoint row. */
const IDLE_CHECKPOINT_MS = 1000;

export type ProjectorState = 'starting' | 'standby' | 'running' | 'restarting' | 'stopped';

/** The advisory lock that makes one instance, cluster-wide, the active writer of a projector. */
export function projectorLockKey(name: string): string {
  return `more-ai:projection:${name}`;
}

/**
 * Runs every projector as a catch-up subscription from its checkpoint: history first, then live.
 * One active instance per projector across processes (a session advisory lock held on a dedicated
 * connection); other instances stand by and take over when it goes away. A failing batch rolls
 * back with its checkpoint and is tried again after a short wait; after the last try, the events
 * of it that fail on their own are parked and the rest applied, so no event can stop a projector
 * (ARCHITECTURE rule 6). Only when even that cannot commit (the database is away, the checkpoint
 * moved) does the projector resume from the stored checkpoint after a pause.
 */
export class ProjectionRunner {
  private readonly states = new Map<string, ProjectorState>();
  private readonly subscriptions = new Map<string, Subscription>();
  private lockClient: pg.Client | undefined;
  private stopped = false;
  private readonly loops: Promise<void>[] = [];

  constructor(private readonly options: ProjectionRunnerOptions) {}

  async start(): Promise<void> {
    for (const projector of this.options.projectors) {
      await migrateProjector(this.options.db, projector);
      this.states.set(projector.name, 'starting');
    }
    this.lockClient = new pg.Client({ connectionString: this.options.databaseUrl, application_name: 'more-ai projections' });
    this.lockClient.on('error', (error) => this.options.log.error({ err: error }, 'projection lock connection lost'));
    await this.lockClient.connect();
    for (const projector of this.options.projectors) this.loops.push(this.run(projector));
  }

  state(name: string): ProjectorState | undefined {
    return this.states.get(name);
  }

  /** True when every projector is the active instance here and subscribed. */
  get running(): boolean {
    return this.options.projectors.every((p) => this.states.get(p.name) === 'running');
  }

  async stop(): Promise<void> {
    this.stopped = true;
    await Promise.all([...this.subscriptions.values()].map((s) => s.stop()));
    await Promise.allSettled(this.loops);
    await this.lockClient?.end().catch(() => undefined);
    for (const name of this.states.keys()) this.states.set(name, 'stopped');
  }

  private async run(projector: Projector): Promise<void> {
    const log = this.options.log.child({ projector: projector.name });
    while (!this.stopped && !(await this.tryLock(projector))) {
      this.states.set(projector.name, 'standby');
      await sleep(this.options.standbyRetryMs ?? 5000, () => this.stopped);
    }
    while (!this.stopped) {
      try {
        await this.follow(projector);
      } catch (error) {
        if (this.stopped) break;
        this.states.set(projector.name, 'restarting');
        log.warn({ err: error }, 'projector stopped; resuming from its checkpoint');
        await sleep(500, () => this.stopped);
      }
    }
  }

  private async follow(projector: Projector): Promise<void> {
    const { db, store } = this.options;
    // `persisted` is what the checkpoint row says; the projector may be ahead of it by batches that
    // held none of its events (see below).
    let persisted: GlobalPosition = (await readCheckpoint(db, projector)).position;
    let persistedAt = Date.now();
    let rate = 0;
    let unrecorded: RecordedEvent | undefined;
    let flushTimer: NodeJS.Timeout | undefined;
    const handled = new Set(projector.handles);
    const log = this.options.log.child({ projector: projector.name });

    // Batches and the deferred checkpoint write take turns, so `persisted` is never raced.
    let turn: Promise<unknown> = Promise.resolve();
    const inTurn = <T>(work: () => Promise<T>): Promise<T> => {
      const run = turn.then(work);
      turn = run.catch(() => undefined);
      return run;
    };
    const retryDelays = this.options.retryDelaysMs ?? DEFAULT_RETRY_DELAYS_MS;
    const record = async (events: readonly RecordedEvent[]) => {
      for (let attempt = 1; ; attempt += 1) {
        const lastTry = attempt > retryDelays.length;
        try {
          const applied = await applyBatch(db, projector, projector.schema, events, persisted, rate, lastTry ? attempt : undefined);
          for (const failure of applied.parked) log.error(describeFailure(failure), 'event parked: the projector could not apply it and goes on without it');
          persisted = applied.position;
          break;
        } catch (error) {
          if (lastTry || error instanceof CheckpointMoved || this.stopped) throw error;
          log.warn({ err: error, correlationIds: correlationIdsOf(events), attempt, events: events.length }, 'batch failed; nothing of it was applied; trying again');
          await sleep(retryDelays[attempt - 1]!, () => this.stopped);
          if (this.stopped) throw error;
        }
      }
      persistedAt = Date.now();
      unrecorded = undefined;
    };
    const flushLater = () => {
      flushTimer ??= setTimeout(() => {
        flushTimer = undefined;
        void inTurn(async () => {
          if (unrecorded && comparePositions(unrecorded.position, persisted) > 0) await record([unrecorded]);
        }).catch((error: unknown) => log.warn({ err: error }, 'could not record the checkpoint of skipped events'));
      }, IDLE_CHECKPOINT_MS);
    };

    const subscription = store.subscribe({ after: persisted, maxBatchSize: this.options.batchSize ?? 500 }, (events) =>
      inTurn(async () => {
        const last = events.at(-1)!;
        // Most events concern few projectors. A batch with nothing for this one changes none of its
        // rows, so it only announces the new position (read-your-writes); the checkpoint row
        // follows within a second. After a restart such events are read again and skipped again.
        if (!events.some((event) => handled.has(event.type)) && Date.now() - persistedAt < IDLE_CHECKPOINT_MS) {
          unrecorded = last;
          await db.raw('SELECT pg_notify(?, ?)', [CHECKPOINT_CHANNEL, `${projector.name} ${formatPosition(last.position)}`]);
          flushLater();
          return;
        }
        const started = performance.now();
        const correlationIds = correlationIdsOf(events);
        try {
          await record(events);
        } catch (error) {
          log.error({ err: error, correlationIds, events: events.length }, 'batch failed; nothing of it was applied');
          throw error;
        }
        log.debug({ correlationIds, events: events.length, position: formatPosition(persisted) }, 'batch projected');
        const seconds = (performance.now() - started) / 1000;
        // Smoothed events per second while busy, for `projections status` and the admin page.
        rate = rate === 0 ? events.length / seconds : rate * 0.8 + (events.length / seconds) * 0.2;
      }),
    );
    void subscription.done.catch(() => undefined).finally(() => clearTimeout(flushTimer));
    this.subscriptions.set(projector.name, subscription);
    // stop() may have run while this subscription was being set up; it could not stop it then.
    if (this.stopped) await subscription.stop();
    this.states.set(projector.name, 'running');
    try {
      await subscription.done;
    } finally {
      this.subscriptions.delete(projector.name);
    }
  }

  private lockQueries: Promise<unknown> = Promise.resolve();

  /** Lock queries share one connection (the locks live in its session), so they take turns. */
  private tryLock(projector: Projector): Promise<boolean> {
    const attempt = this.lockQueries.then(async () => {
      const result = await this.lockClient!.query('SELECT pg_try_advisory_lock(hashtext($1)) AS locked', [projectorLockKey(projector.name)]);
      return result.rows[0].locked === true;
    });
    this.lockQueries = attempt.catch(() => undefined);
    return attempt;
  }
}

/** Correlation ids tie a projected batch (or its failure) to the requests that caused it. */
function correlationIdsOf(events: readonly RecordedEvent[]): string[] {
  return [...new Set(events.map((event) => event.metadata.correlationId))].slice(0, 20);
}

function sleep(ms: number, cancelled: () => boolean): Promise<void> {
  return new Promise((resolve) => {
    const started = Date.now();
    const tick = () => (cancelled() || Date.now() - started >= ms ? resolve() : setTimeout(tick, Math.min(100, ms)));
    tick();
  });
}
