import pg from 'pg';
import type { Knex } from 'knex';
import { formatPosition, type GlobalPosition } from '@more-ai/events/position';
import type { EventStore, Subscription } from '@more-ai/events/store/port';
import type { Logger } from '@more-ai/platform';
import { applyBatch } from './apply-batch';
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
}

export type ProjectorState = 'starting' | 'standby' | 'running' | 'restarting' | 'stopped';

/** The advisory lock that makes one instance, cluster-wide, the active writer of a projector. */
export function projectorLockKey(name: string): string {
  return `more-ai:projection:${name}`;
}

/**
 * Runs every projector as a catch-up subscription from its checkpoint: history first, then live.
 * One active instance per projector across processes (a session advisory lock held on a dedicated
 * connection); other instances stand by and take over when it goes away. A failing batch rolls
 * back with its checkpoint and the projector resumes from the stored checkpoint after a pause.
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
    let position: GlobalPosition = (await readCheckpoint(db, projector)).position;
    let rate = 0;
    const log = this.options.log.child({ projector: projector.name });
    const subscription = store.subscribe({ after: position, maxBatchSize: this.options.batchSize ?? 500 }, async (events) => {
      const started = performance.now();
      // Correlation ids tie a projected batch (or its failure) to the requests that caused it.
      const correlationIds = [...new Set(events.map((event) => event.metadata.correlationId))].slice(0, 20);
      try {
        position = await applyBatch(db, projector, projector.schema, events, position, rate);
      } catch (error) {
        log.error({ err: error, correlationIds, events: events.length }, 'batch failed; nothing of it was applied');
        throw error;
      }
      log.debug({ correlationIds, events: events.length, position: formatPosition(position) }, 'batch projected');
      const seconds = (performance.now() - started) / 1000;
      // Smoothed events per second while busy, for `projections status` and the admin page.
      rate = rate === 0 ? events.length / seconds : rate * 0.8 + (events.length / seconds) * 0.2;
    });
    this.subscriptions.set(projector.name, subscription);
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

function sleep(ms: number, cancelled: () => boolean): Promise<void> {
  return new Promise((resolve) => {
    const started = Date.now();
    const tick = () => (cancelled() || Date.now() - started >= ms ? resolve() : setTimeout(tick, Math.min(100, ms)));
    tick();
  });
}
