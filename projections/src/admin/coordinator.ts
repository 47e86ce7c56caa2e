import type { Knex } from 'knex';
import { parsePosition } from '@more-ai/events/position';
import type { EventStore } from '@more-ai/events/store/port';
import type { Logger } from '@more-ai/platform';
import { errorText } from '@more-ai/platform/consumers/park';
import { ConsumerRunner, sleep } from '@more-ai/platform/consumers/runner';
import { retryParkedEvents, skipParkedEvents } from '../runner/parked';
import type { Projector } from '../runner/projector';
import { rebuildProjection, RebuildCancelled, shadowSchemaOf, type RebuildProgress } from '../runner/rebuild';
import { quoteIdentifier } from '../runner/schema';
import { ADMIN_SCHEMA, adminRequestsConsumer, FINISHED_REBUILD_STATES, type ParkedActionOutcome, type RebuildState } from './requests';

/** How a rebuild ended, as the log records it (ProjectionRebuildEnded). */
export interface RebuildEnd {
  projector: string;
  rebuildId: string;
  outcome: 'swapped' | 'cancelled' | 'failed';
}

export interface RebuildCoordinatorOptions {
  store: EventStore;
  db: Knex;
  /** For the connection that holds the single-instance lock. */
  databaseUrl: string;
  projectors: readonly Projector[];
  log: Logger;
  /** Appends ProjectionRebuildEnded through the command side, so the next rebuild request may be decided. */
  recordEnd: (end: RebuildEnd) => Promise<void>;
  /** Events per batch of a rebuild's replay. */
  batchSize?: number;
  /** How often the coordinator looks for work and for a cancel of the rebuild it runs. */
  pollMs?: number;
  /** How long a stand-by instance waits before trying to take over. */
  standbyRetryMs?: number;
}

/** The advisory lock of the active coordinator. */
export function coordinatorLockKey(name: string): string {
  return `more-ai:projection-admin:${name}`;
}

/** Why a rebuild stops that no admin cancelled: this instance stops or lost its lock; the next active instance starts it over. */
const STANDING_DOWN = new Error('the coordinator here is standing down');

/** How often a running rebuild's progress is written to its row. */
const PROGRESS_EVERY_MS = 250;

interface RunningRebuild {
  id: string;
  projector: string;
  controller: AbortController;
  done: Promise<void>;
}

/**
 * Carries out what admins ask of the projections (the admin page's commands): rebuilds, their
 * cancels, and retries and skips of parked events. It follows their events in the log into its
 * own tables (adminRequestsConsumer, one active instance across replicas through its advisory
 * lock, as every consumer), and while this instance is the active one, works through them: one
 * rebuild at a time, with its progress, ETA, error and verification written to its row, and the
 * parked events' requests with their outcome. A rebuild left 'running' by an instance that died is
 * started over by the next. An error is kept with the rebuild or request it concerns; none stops
 * the service.
 */
export class RebuildCoordinator {
  private readonly runner: ConsumerRunner<typeof adminRequestsConsumer>;
  private stopped = false;
  private loop: Promise<void> | undefined;
  private current: RunningRebuild | undefined;

  constructor(private readonly options: RebuildCoordinatorOptions) {
    this.runner = new ConsumerRunner({
      store: options.store,
      db: options.db,
      databaseUrl: options.databaseUrl,
      consumers: [adminRequestsConsumer],
      log: options.log,
      lockKey: coordinatorLockKey,
      applicationName: 'more-ai projections coordinator',
      role: 'coordinator',
      ...(options.standbyRetryMs !== undefined ? { standbyRetryMs: options.standbyRetryMs } : {}),
    });
  }

  async start(): Promise<void> {
    await this.runner.start();
    this.loop = this.work();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    this.current?.controller.abort(STANDING_DOWN);
    await this.loop;
    await this.current?.done;
    await this.runner.stop();
  }

  /** True while this instance is the one that carries requests out. */
  private get active(): boolean {
    return !this.stopped && this.runner.state(adminRequestsConsumer.name) === 'running';
  }

  private async work(): Promise<void> {
    const pollMs = this.options.pollMs ?? 200;
    while (!this.stopped) {
      if (this.active) {
        try {
          await this.step();
        } catch (error) {
          this.options.log.warn({ err: error }, 'projection coordinator: could not look for work; trying again');
        }
      } else if (this.current) {
        // Another instance may take over: it starts the rebuild over, this one stops it.
        this.current.controller.abort(STANDING_DOWN);
      }
      await sleep(pollMs, () => this.stopped);
    }
  }

  private async step(): Promise<void> {
    await this.recordEnds();
    await this.applyParkedActions();
    if (this.current) {
      const row = await this.options.db(`${ADMIN_SCHEMA}.rebuilds`).where({ id: this.current.id }).first('cancel_requested');
      if (row?.cancel_requested) this.current.controller.abort();
      return;
    }
    const next = await this.options
      .db(`${ADMIN_SCHEMA}.rebuilds`)
      .whereIn('state', ['pending', 'running'])
      .orderBy([{ column: 'requested_at' }, { column: 'id' }])
      .first('id', 'projector', 'cancel_requested', 'state');
    if (!next) return;
    const projector = this.options.projectors.find((p) => p.name === next.projector);
    if (next.cancel_requested || !projector) {
      if (next.state === 'running' && projector) await this.dropShadow(projector);
      await this.finish(next.id, next.cancel_requested ? 'cancelled' : 'failed', {
        error: projector ? null : `No projector is named ${next.projector}`,
      });
      return;
    }
    const controller = new AbortController();
    const running: RunningRebuild = { id: next.id, projector: projector.name, controller, done: Promise.resolve() };
    running.done = this.rebuild(running, projector).finally(() => {
      if (this.current === running) this.current = undefined;
    });
    this.current = running;
  }

  private async rebuild({ id, controller }: RunningRebuild, projector: Projector): Promise<void> {
    const { db, store, log } = this.options;
    const rows = () => db(`${ADMIN_SCHEMA}.rebuilds`).where({ id });
    await rows().update({
      state: 'running',
      phase: 'replaying',
      processed: 0,
      total: 0,
      rate: 0,
      eta_seconds: null,
      error: null,
      verification: null,
      started_at: new Date(),
      finished_at: null,
    });
    let latest: RebuildProgress | undefined;
    let written: Promise<unknown> = Promise.resolve();
    const writeProgress = () => {
      const progress = latest;
      if (!progress) return written;
      latest = undefined;
      written = written
        .then(() =>
          rows().where({ state: 'running' }).update({
            phase: progress.phase,
            processed: progress.processed,
            total: progress.total,
            rate: progress.rate,
            eta_seconds: progress.etaSeconds,
          }),
        )
        .catch((error: unknown) => log.debug({ err: error }, 'could not write rebuild progress'));
      return written;
    };
    const timer = setInterval(() => void writeProgress(), PROGRESS_EVERY_MS);
    try {
      const result = await rebuildProjection({
        store,
        db,
        projector,
        signal: controller.signal,
        ...(this.options.batchSize ? { batchSize: this.options.batchSize } : {}),
        onProgress: (progress) => (latest = progress),
      });
      clearInterval(timer);
      await writeProgress();
      await this.finish(id, 'swapped', { phase: 'done', verification: JSON.stringify(result.verification), eta_seconds: 0 });
      log.info({ projector: projector.name, events: result.events, equal: result.verification.equal }, 'rebuild swapped in');
    } catch (error) {
      clearInterval(timer);
      await writeProgress();
      if (controller.signal.reason === STANDING_DOWN) return;
      if (error instanceof RebuildCancelled) await this.finish(id, 'cancelled', {});
      else {
        log.error({ err: error, projector: projector.name }, 'rebuild failed; the live tables are unchanged');
        await this.finish(id, 'failed', { error: errorText(error) });
      }
    }
  }

  private async finish(id: string, state: RebuildState, fields: Record<string, unknown>): Promise<void> {
    await this.options
      .db(`${ADMIN_SCHEMA}.rebuilds`)
      .where({ id })
      .update({ ...fields, state, finished_at: new Date() });
    await this.recordEnds();
  }

  /** Appends the end of each finished rebuild the log does not record yet; one that fails is tried again at the next look. */
  private async recordEnds(): Promise<void> {
    const unrecorded = await this.options
      .db(`${ADMIN_SCHEMA}.rebuilds`)
      .whereIn('state', FINISHED_REBUILD_STATES)
      .where({ end_recorded: false })
      .select('id', 'projector', 'state');
    for (const row of unrecorded) {
      try {
        await this.options.recordEnd({ projector: row.projector, rebuildId: row.id, outcome: row.state });
        await this.options.db(`${ADMIN_SCHEMA}.rebuilds`).where({ id: row.id }).update({ end_recorded: true });
      } catch (error) {
        this.options.log.warn({ err: error, rebuildId: row.id }, 'could not record the end of a rebuild; trying again');
      }
    }
  }

  private async applyParkedActions(): Promise<void> {
    const { db, store } = this.options;
    const pending = await db(`${ADMIN_SCHEMA}.parked_actions`)
      .where({ outcome: 'pending' })
      .orderBy([{ column: 'request_commit' }, { column: 'request_prepare' }])
      .select('request_position', 'projector', 'position', 'action');
    for (const request of pending) {
      const projector = this.options.projectors.find((p) => p.name === request.projector);
      const position = parsePosition(request.position);
      let outcome: ParkedActionOutcome = 'not found';
      let error: string | null = null;
      try {
        if (projector && position) {
          if (request.action === 'retry') {
            const [result] = await retryParkedEvents(db, store, projector, position);
            if (result) {
              outcome = result.applied ? 'applied' : 'still parked';
              error = result.error ?? null;
            }
          } else if ((await skipParkedEvents(db, projector, position)).length > 0) outcome = 'skipped';
        }
        if (outcome === 'not found') error = `${request.projector} has no event parked at ${request.position}`;
      } catch (failure) {
        outcome = 'still parked';
        error = errorText(failure);
      }
      await db(`${ADMIN_SCHEMA}.parked_actions`)
        .where({ request_position: request.request_position })
        .update({ outcome, error, done_at: new Date() });
    }
  }

  private async dropShadow(projector: Projector): Promise<void> {
    await this.options.db.raw(`DROP SCHEMA IF EXISTS ${quoteIdentifier(shadowSchemaOf(projector))} CASCADE`);
  }
}
