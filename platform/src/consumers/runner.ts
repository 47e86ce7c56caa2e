import type { Knex } from 'knex';
import { Backoff } from '@more-ai/events/backoff';
import { comparePositions, formatPosition, type GlobalPosition } from '@more-ai/events/position';
import type { EventStore, RecordedEvent, Subscription } from '@more-ai/events/store/port';
import { forEachConcurrently } from '../concurrency';
import type { Logger } from '../logger';
import { PositionAnnouncer } from './position-announcer';
import { applyBatch, CheckpointMoved } from './apply-batch';
import { migrateConsumer, readCheckpoint, recordLastError } from './checkpoint';
import type { Consumer } from './consumer';
import { consumerFigures, type ConsumerFigures } from './figures';
import { ConsumerLocks, type LockSession } from './locks';
import { describeFailure, errorText } from './park';
import type { ConsumerError, ConsumerState, ConsumerStatus } from './status';

export interface ConsumerRunnerOptions<C extends Consumer> {
  store: EventStore;
  db: Knex;
  /** For the connection that holds the single-instance locks. */
  databaseUrl: string;
  consumers: readonly C[];
  log: Logger;
  /** The advisory lock that makes one instance, cluster-wide, the active writer of a consumer. */
  lockKey: (name: string) => string;
  /** How the lock connection shows in pg_stat_activity: 'more-ai projections'. */
  applicationName: string;
  /** What the consumers are, in logs: 'projector', 'reactor'. */
  role: string;
  /** A NOTIFY channel that hears `{name} {position}` whenever a checkpoint moves (read-your-writes). */
  channel?: string | undefined;
  batchSize?: number;
  /** How long a stand-by instance waits before trying to take over a consumer. */
  standbyRetryMs?: number;
  /**
   * The waits between tries of a failing batch; one try more than waits. After the last try the
   * events that fail on their own are parked and the consumer goes on. Default 250 and 500 ms.
   */
  retryDelaysMs?: readonly number[];
}

const DEFAULT_RETRY_DELAYS_MS = [250, 500];

/** Consumers migrated at once when the runner starts. */
const MIGRATING_AT_ONCE = 6;

/** How long a consumer may leave batches without its events out of its checkpoint row. */
const IDLE_CHECKPOINT_MS = 1000;

export type { ConsumerError, ConsumerState, ConsumerStatus } from './status';

/** The waits before a consumer here tries again after a failure: quick first, growing to a couple of seconds. */
const RETRY_BACKOFF = { firstMs: 100, capMs: 2000 };
/** A subscription that ran this long before failing starts its waits over from the first. */
const RECOVERED_AFTER_MS = 10_000;

/**
 * Runs every consumer as a catch-up subscription from its checkpoint: history first, then live.
 * One active instance per consumer across processes (a session advisory lock held on a dedicated
 * connection); other instances stand by and take over when it goes away, and an instance whose lock
 * connection drops stands by itself until the connection is open again, then takes its locks back.
 * A failing batch rolls back with its checkpoint and is tried again after a short wait; after the
 * last try, the events of it that fail on their own are parked and the rest applied, so no event
 * can stop a consumer (ARCHITECTURE rule 6). Only when even that cannot commit (the database is
 * away, the checkpoint moved) does the consumer resume from the stored checkpoint, after waits that
 * grow while the failures go on.
 */
export class ConsumerRunner<C extends Consumer> {
  private readonly states = new Map<string, ConsumerState>();
  private readonly lastErrors = new Map<string, ConsumerError>();
  /** Since when some consumer here has not been running after it was (a lost lock, a failing subscription); for one line on recovery. */
  private troubledSince: number | undefined;
  private readonly subscriptions = new Map<string, Subscription>();
  private readonly locks: ConsumerLocks;
  private stopped = false;
  private readonly settledWaiters = new Set<() => void>();
  private readonly loops: Promise<void>[] = [];
  /** Announces the positions of batches a consumer had nothing to do in, together with the others'. */
  private readonly announcer: PositionAnnouncer | undefined;

  constructor(protected readonly options: ConsumerRunnerOptions<C>) {
    this.locks = new ConsumerLocks(options.databaseUrl, options.applicationName, options.log, (error) => this.standDown(error));
    this.announcer = options.channel ? new PositionAnnouncer(options.db, options.channel) : undefined;
  }

  async start(): Promise<void> {
    // Each consumer owns a schema of its own, so their migrations run side by side (a few at a
    // time: each opens a connection of its own), the time of one start rather than of all in a row.
    await forEachConcurrently(this.options.consumers, MIGRATING_AT_ONCE, (consumer) => migrateConsumer(this.options.db, consumer));
    for (const consumer of this.options.consumers) this.states.set(consumer.name, 'starting');
    await this.locks.connect();
    for (const consumer of this.options.consumers) this.loops.push(this.run(consumer));
  }

  state(name: string): ConsumerState | undefined {
    return this.states.get(name);
  }

  /** What health reports of each consumer: its lock, state here, lag, parked events and last error. */
  figures(): Promise<Record<string, ConsumerFigures>> {
    const { db, store, consumers, lockKey } = this.options;
    return consumerFigures({ db, store, consumers, lockKey, here: this.statuses() });
  }

  /** Every consumer's state here and last error, by name. */
  statuses(): Map<string, ConsumerStatus> {
    return new Map(
      this.options.consumers.map((c) => [c.name, { state: this.states.get(c.name) ?? 'stopped', lastError: this.lastErrors.get(c.name) }]),
    );
  }

  /** True when every consumer is the active instance here and subscribed. */
  get running(): boolean {
    return this.options.consumers.every((c) => this.states.get(c.name) === 'running');
  }

  async stop(): Promise<void> {
    this.stopped = true;
    await Promise.all([...this.subscriptions.values()].map((s) => s.stop()));
    await Promise.allSettled(this.loops);
    await this.locks.close();
    for (const name of this.states.keys()) this.states.set(name, 'stopped');
  }

  protected get isStopped(): boolean {
    return this.stopped;
  }

  /**
   * One consumer's life here, for as long as the runner runs: take the lock (standing by while
   * another instance holds it), follow the log from the checkpoint, and after any failure or loss
   * of the lock start over. Retries wait a little longer each time while the failures go on, so a
   * database that is away costs a try every couple of seconds, and a warning only at the first.
   */
  private async run(consumer: C): Promise<void> {
    const log = this.options.log.child({ [this.options.role]: consumer.name });
    const backoff = new Backoff(RETRY_BACKOFF);
    while (!this.stopped) {
      const session = await this.acquire(consumer, backoff);
      if (!session) break;
      while (!this.stopped && !session.lost) {
        const started = Date.now();
        try {
          await this.follow(consumer, session);
        } catch (error) {
          if (this.stopped || session.lost) break;
          this.setState(consumer.name, 'restarting');
          // A moved checkpoint (a rebuild swapped in, another instance ran) is no failure: it resumes from there.
          this.noteError(consumer.name, error, { persist: !(error instanceof CheckpointMoved) });
          if (Date.now() - started > RECOVERED_AFTER_MS) backoff.reset();
          const wait = backoff.next();
          if (backoff.failed === 1) log.warn({ err: error }, `${this.options.role} stopped; resuming from its checkpoint`);
          else log.debug({ err: error, attempt: backoff.failed, waitMs: wait }, `${this.options.role} still failing; trying again`);
          await sleep(wait, () => this.stopped || session.lost);
        }
      }
      if (session.lost && !this.stopped) {
        this.setState(consumer.name, 'standby');
        log.debug(`${this.options.role} lock lost with its connection; standing by`);
      }
    }
  }

  /**
   * Waits until this instance holds the consumer's lock; undefined once stopped. While another
   * instance holds it, stands by and asks again at the stand-by interval; while the database
   * cannot be asked, tries again as soon as the lock connection may be opened again.
   */
  private async acquire(consumer: C, backoff: Backoff): Promise<LockSession | undefined> {
    for (;;) {
      if (this.stopped) return undefined;
      let session: LockSession | undefined;
      try {
        session = await this.locks.tryLock(this.options.lockKey(consumer.name));
      } catch (error) {
        this.setState(consumer.name, 'standby');
        this.noteError(consumer.name, error);
        await sleep(this.locks.retryInMs() || backoff.next(), () => this.stopped);
        continue;
      }
      if (session) {
        backoff.reset();
        return session;
      }
      this.setState(consumer.name, 'standby');
      await sleep(this.options.standbyRetryMs ?? 5000, () => this.stopped);
    }
  }

  /**
   * Keeps the error here (health) and in the consumer's checkpoint row (the CLI, the admin page),
   * where its next progress clears it. A parked event is noted here only: the projector went on,
   * and the parked row keeps its error.
   */
  private noteError(name: string, error: unknown, { persist = true } = {}): void {
    const noted = { message: errorText(error), at: new Date() };
    this.lastErrors.set(name, noted);
    const consumer = this.options.consumers.find((c) => c.name === name);
    if (persist && consumer && !this.stopped) void recordLastError(this.options.db, consumer, noted.message, noted.at);
  }

  /** Keeps the state, and says once when every consumer here runs again after some stopped. */
  /** True once no consumer here is still starting: each runs here, or stands by for another instance. */
  get settled(): boolean {
    return this.options.consumers.every((c) => this.states.get(c.name) !== 'starting');
  }

  /** Resolves true once the runner has settled (see `settled`), false when `timeoutMs` passes first. */
  whenSettled(timeoutMs: number): Promise<boolean> {
    if (this.settled) return Promise.resolve(true);
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        this.settledWaiters.delete(waiter);
        resolve(false);
      }, timeoutMs);
      const waiter = () => {
        clearTimeout(timer);
        resolve(true);
      };
      this.settledWaiters.add(waiter);
    });
  }

  private setState(name: string, state: ConsumerState): void {
    const was = this.states.get(name);
    this.states.set(name, state);
    if (state !== 'starting' && this.settledWaiters.size > 0 && this.settled) {
      for (const waiter of this.settledWaiters) waiter();
      this.settledWaiters.clear();
    }
    if (was === 'running' && state !== 'running' && !this.stopped) this.troubledSince ??= Date.now();
    if (state === 'running' && this.troubledSince !== undefined && this.running) {
      this.options.log.info({ afterMs: Date.now() - this.troubledSince }, `every ${this.options.role} here is running again`);
      this.troubledSince = undefined;
    }
  }

  /**
   * The lock connection is gone, and with it every lock: another instance may be applying these
   * consumers already. Their subscriptions end here; a batch in flight may still try to commit, and
   * the checkpoint compare in applyBatch turns that into a no-op.
   */
  private standDown(cause: unknown): void {
    for (const [name, state] of this.states) {
      if (state !== 'running' && state !== 'restarting') continue;
      this.setState(name, 'standby');
      this.noteError(name, new Error(`lock lost with its connection: ${errorText(cause)}`));
    }
    for (const subscription of this.subscriptions.values()) void subscription.stop().catch(() => undefined);
  }

  private async follow(consumer: C, session: LockSession): Promise<void> {
    const { db, store } = this.options;
    // `persisted` is what the checkpoint row says; the consumer may be ahead of it by batches that
    // held none of its events (see below).
    let persisted: GlobalPosition = (await readCheckpoint(db, consumer)).position;
    let persistedAt = Date.now();
    let rate = 0;
    let unrecorded: RecordedEvent | undefined;
    let flushTimer: NodeJS.Timeout | undefined;
    const handled = new Set(consumer.handles);
    const log = this.options.log.child({ [this.options.role]: consumer.name });
    const channel = this.options.channel;

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
          const applied = await applyBatch(db, consumer, consumer.schema, events, persisted, {
            eventsPerSecond: rate,
            parkAtAttempt: lastTry ? attempt : undefined,
            channel,
          });
          for (const failure of applied.parked) {
            log.error(describeFailure(failure), `event parked: the ${this.options.role} could not apply it and goes on without it`);
            this.noteError(
              consumer.name,
              new Error(`event parked at ${formatPosition(failure.event.position)}: ${errorText(failure.error)}`),
              { persist: false },
            );
          }
          persisted = applied.position;
          break;
        } catch (error) {
          if (lastTry || error instanceof CheckpointMoved || this.stopped) throw error;
          log.warn(
            { err: error, correlationIds: correlationIdsOf(events), attempt, events: events.length },
            'batch failed; nothing of it was applied; trying again',
          );
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

    const maxBatchSize = this.options.batchSize ?? consumer.batchSize ?? 500;
    const subscription = store.subscribe({ after: persisted, maxBatchSize }, (events) =>
      inTurn(async () => {
        const last = events.at(-1)!;
        // Most events concern few consumers. A batch with nothing for this one changes none of its
        // rows, so it only announces the new position (read-your-writes); the checkpoint row
        // follows within a second. After a restart such events are read again and skipped again.
        if (!events.some((event) => handled.has(event.type)) && Date.now() - persistedAt < IDLE_CHECKPOINT_MS) {
          unrecorded = last;
          if (this.announcer) await this.announcer.announce(consumer.name, last.position);
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
        log.debug({ correlationIds, events: events.length, position: formatPosition(persisted) }, 'batch applied');
        const seconds = (performance.now() - started) / 1000;
        // Smoothed events per second while busy, for `projections status` and the admin page.
        rate = rate === 0 ? events.length / seconds : rate * 0.8 + (events.length / seconds) * 0.2;
      }),
    );
    void subscription.done.catch(() => undefined).finally(() => clearTimeout(flushTimer));
    this.subscriptions.set(consumer.name, subscription);
    // stop() may have run while this subscription was being set up; it could not stop it then.
    if (this.stopped || session.lost) await subscription.stop();
    else this.setState(consumer.name, 'running');
    try {
      await subscription.done;
    } finally {
      this.subscriptions.delete(consumer.name);
    }
  }
}

/** Correlation ids tie an applied batch (or its failure) to the requests that caused it. */
function correlationIdsOf(events: readonly RecordedEvent[]): string[] {
  return [...new Set(events.map((event) => event.metadata.correlationId))].slice(0, 20);
}

export function sleep(ms: number, cancelled: () => boolean): Promise<void> {
  return new Promise((resolve) => {
    const started = Date.now();
    const tick = () => (cancelled() || Date.now() - started >= ms ? resolve() : setTimeout(tick, Math.min(100, ms)));
    tick();
  });
}
