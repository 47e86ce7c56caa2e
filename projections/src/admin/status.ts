import type { Knex } from 'knex';
import { comparePositions, formatPosition, type GlobalPosition } from '@more-ai/events/position';
import type { EventStore } from '@more-ai/events/store/port';
import { heldLocks } from '@more-ai/platform/consumers/locks';
import { LAG_COUNT_CAP } from '@more-ai/platform/consumers/figures';
import { countParkedEvents, listParkedEvents, type ParkedEvent } from '../runner/parked';
import type { Projector } from '../runner/projector';
import type { Verification } from '../runner/rebuild';
import { projectorLockKey } from '../runner/runner';
import { CHECKPOINT_TABLE, quoteIdentifier } from '../runner/schema';
import { ADMIN_SCHEMA, type ParkedActionOutcome, type RebuildState } from './requests';
import { stateOf, type ConsumerState } from './state';

export { CATCHING_UP_AFTER_MS, STALLED_AFTER_MS, stateOf, type ConsumerState } from './state';

/** One consumer of the log (projector or reactor) as the status shows it. */
export interface ConsumerStatusView {
  name: string;
  state: ConsumerState;
  /** Null until its schema exists (first start). */
  checkpoint: string | null;
  handled: number | null;
  head: string;
  lag: {
    /** Events after its checkpoint, counted up to `lagCap`. */
    events: number;
    /** How long the oldest event it has not applied has been waiting; 0 when up to date. */
    ms: number;
  };
  /** Events per second while busy (smoothed), as its runner last wrote it. */
  rate: number;
  /** Whether some instance holds its lock. */
  active: boolean;
  parked: number;
  lastError: { message: string; at: Date } | null;
  /** When its checkpoint row last moved. */
  updatedAt: Date | null;
}

export interface StatusOptions {
  db: Knex;
  store: Pick<EventStore, 'headPosition' | 'countAfter' | 'readAll'>;
  consumers: readonly Pick<Projector, 'name' | 'schema'>[];
  /** The advisory lock an active instance of a consumer holds. */
  lockKey: (name: string) => string;
  /** Consumers with a rebuild pending or running. */
  rebuilding?: ReadonlySet<string>;
  lagCap?: number;
  now?: Date;
}

interface CheckpointRow {
  name: string;
  position_commit: string;
  position_prepare: string;
  handled: string;
  events_per_second: number;
  updated_at: Date | null;
  last_error: string | null;
  last_error_at: Date | null;
}

/** Every consumer's checkpoint, lag, rate, lock, parked count, last error and state: what the CLI's `status` and the admin page show. */
export async function consumerStatuses({
  db,
  store,
  consumers,
  lockKey,
  rebuilding = new Set(),
  lagCap = LAG_COUNT_CAP,
  now = new Date(),
}: StatusOptions): Promise<{ head: GlobalPosition; consumers: ConsumerStatusView[] }> {
  const [head, checkpoints, parked, held] = await Promise.all([
    store.headPosition(),
    readCheckpoints(db, consumers),
    countParkedEvents(db, consumers),
    heldLocks(
      db,
      consumers.map((c) => lockKey(c.name)),
    ),
  ]);
  const views = await Promise.all(
    consumers.map(async ({ name }): Promise<ConsumerStatusView> => {
      const row = checkpoints.get(name);
      const active = held.has(lockKey(name));
      const base = { name, head: formatPosition(head), active, parked: parked[name] ?? 0 };
      if (!row) {
        return {
          ...base,
          state: rebuilding.has(name) ? 'rebuilding' : 'stalled',
          checkpoint: null,
          handled: null,
          lag: { events: 0, ms: 0 },
          rate: 0,
          lastError: null,
          updatedAt: null,
        };
      }
      const position = { commit: BigInt(row.position_commit), prepare: BigInt(row.position_prepare) };
      const behind = comparePositions(position, head) < 0;
      const events = behind ? await store.countAfter(position, lagCap) : 0;
      const [oldestWaiting] = behind ? await store.readAll({ after: position, maxCount: 1 }) : [];
      const ms = oldestWaiting ? Math.max(0, now.getTime() - oldestWaiting.recordedAt.getTime()) : 0;
      const lastError = row.last_error && row.last_error_at ? { message: row.last_error, at: new Date(row.last_error_at) } : null;
      const updatedAt = row.updated_at ? new Date(row.updated_at) : null;
      return {
        ...base,
        state: stateOf({ rebuilding: rebuilding.has(name), active, lagMs: events > 0 ? ms : 0, lastError, updatedAt, now }),
        checkpoint: formatPosition(position),
        handled: Number(row.handled),
        lag: { events, ms: events > 0 ? ms : 0 },
        rate: Number(row.events_per_second),
        lastError,
        updatedAt,
      };
    }),
  );
  return { head, consumers: views };
}

/** Checkpoint rows of the consumers whose schema exists; the last-error columns read as null where a runner has not added them yet. */
async function readCheckpoints(db: Knex, consumers: readonly Pick<Projector, 'name' | 'schema'>[]): Promise<Map<string, CheckpointRow>> {
  const existing = await db.raw<{ rows: { schema: string }[] }>(
    `SELECT schema FROM unnest(?::text[]) AS schema WHERE to_regclass(quote_ident(schema) || '.' || ?) IS NOT NULL`,
    [[...new Set(consumers.map((c) => c.schema))], CHECKPOINT_TABLE],
  );
  const schemas = new Set(existing.rows.map((row) => row.schema));
  const selects = [...schemas].map(
    (schema) =>
      `SELECT c.name, c.position_commit::text AS position_commit, c.position_prepare::text AS position_prepare, c.handled::text AS handled,
              c.events_per_second, c.updated_at, to_jsonb(c)->>'last_error' AS last_error, (to_jsonb(c)->>'last_error_at')::timestamptz AS last_error_at
         FROM ${quoteIdentifier(schema)}.${CHECKPOINT_TABLE} AS c`,
  );
  if (selects.length === 0) return new Map();
  const result = await db.raw<{ rows: CheckpointRow[] }>(selects.join(' UNION ALL '));
  const names = new Set(consumers.map((c) => c.name));
  return new Map(result.rows.filter((row) => names.has(row.name)).map((row) => [row.name, row]));
}

/** A rebuild as the admin page shows it. */
export interface RebuildView {
  id: string;
  state: RebuildState;
  requestedBy: string;
  requestedAt: Date;
  cancelRequested: boolean;
  phase: string | null;
  processed: number;
  total: number;
  rate: number;
  etaSeconds: number | null;
  error: string | null;
  startedAt: Date | null;
  finishedAt: Date | null;
  verification: Verification | null;
}

/** An admin's request about a parked event, and what became of it. */
export interface ParkedActionView {
  requestPosition: string;
  position: string;
  action: 'retry' | 'skip';
  requestedBy: string;
  requestedAt: Date;
  outcome: ParkedActionOutcome;
  error: string | null;
  doneAt: Date | null;
}

/** A projector on the admin page: its status, its parked events (resolved ones too), the admins' requests about them and its latest rebuild. */
export interface ProjectionView extends ConsumerStatusView {
  parkedEvents: ParkedEvent[];
  parkedActions: ParkedActionView[];
  rebuild: RebuildView | null;
}

/** How many parked events (newest first) and requests about them the page lists per projector. */
export const LISTED_PER_PROJECTOR = 50;

/**
 * The admin projections page: every projector's status with its parked events and latest
 * rebuild, and the reactors' status (read-only: they are not rebuilt, and their parked events are
 * handled by the CLI).
 */
export async function projectionsOverview({
  db,
  store,
  projectors,
  reactors = [],
  reactorLockKey = (name) => name,
  now,
}: {
  db: Knex;
  store: StatusOptions['store'];
  projectors: readonly Pick<Projector, 'name' | 'schema'>[];
  reactors?: readonly Pick<Projector, 'name' | 'schema'>[];
  reactorLockKey?: (name: string) => string;
  now?: Date;
}): Promise<{ head: string; projections: ProjectionView[]; reactors: ConsumerStatusView[] }> {
  const [rebuilds, actions, parked] = await Promise.all([
    latestRebuilds(db),
    recentParkedActions(db),
    listParkedEvents(db, projectors, { includeResolved: true }),
  ]);
  const rebuilding = new Set([...rebuilds.values()].filter((r) => r.state === 'pending' || r.state === 'running').map((r) => r.projector));
  const [projected, reacting] = await Promise.all([
    consumerStatuses({ db, store, consumers: projectors, lockKey: projectorLockKey, rebuilding, ...(now ? { now } : {}) }),
    consumerStatuses({ db, store, consumers: reactors, lockKey: reactorLockKey, ...(now ? { now } : {}) }),
  ]);
  return {
    head: formatPosition(projected.head),
    projections: projected.consumers.map((status) => {
      const rebuild = rebuilds.get(status.name);
      const events = parked.filter((event) => event.projector === status.name);
      return {
        ...status,
        // Counted from the same reading as the list, so the two always agree.
        parked: events.filter((event) => event.status === 'parked').length,
        parkedEvents: events.reverse().slice(0, LISTED_PER_PROJECTOR),
        parkedActions: actions.filter((action) => action.projector === status.name).map(({ projector: _, ...action }) => action),
        rebuild: rebuild ? rebuildView(rebuild) : null,
      };
    }),
    reactors: reacting.consumers,
  };
}

interface RebuildRow {
  id: string;
  projector: string;
  state: RebuildState;
  requested_by: string;
  requested_at: Date;
  cancel_requested: boolean;
  phase: string | null;
  processed: string;
  total: string;
  rate: number;
  eta_seconds: number | null;
  error: string | null;
  started_at: Date | null;
  finished_at: Date | null;
  verification: Verification | null;
}

async function adminTablesExist(db: Knex): Promise<boolean> {
  const result = await db.raw<{ rows: { present: boolean }[] }>(`SELECT to_regclass(?) IS NOT NULL AS present`, [
    `${ADMIN_SCHEMA}.parked_actions`,
  ]);
  return result.rows[0]!.present;
}

/** Each projector's latest rebuild, by name. */
export async function latestRebuilds(db: Knex): Promise<Map<string, RebuildRow>> {
  if (!(await adminTablesExist(db))) return new Map();
  const result = await db.raw<{ rows: RebuildRow[] }>(
    `SELECT DISTINCT ON (projector) * FROM ${ADMIN_SCHEMA}.rebuilds ORDER BY projector, requested_at DESC, id DESC`,
  );
  return new Map(result.rows.map((row) => [row.projector, row]));
}

/** A rebuild by its id. */
export async function rebuildById(db: Knex, id: string): Promise<RebuildView | undefined> {
  if (!(await adminTablesExist(db))) return undefined;
  const row = await db<RebuildRow>(`${ADMIN_SCHEMA}.rebuilds`).where({ id }).first();
  return row ? rebuildView(row) : undefined;
}

function rebuildView(row: RebuildRow): RebuildView {
  return {
    id: row.id,
    state: row.state,
    requestedBy: row.requested_by,
    requestedAt: row.requested_at,
    cancelRequested: row.cancel_requested,
    phase: row.phase,
    processed: Number(row.processed),
    total: Number(row.total),
    rate: row.rate,
    etaSeconds: row.eta_seconds,
    error: row.error,
    startedAt: row.started_at,
    finishedAt: row.finished_at,
    verification: row.verification,
  };
}

async function recentParkedActions(db: Knex): Promise<(ParkedActionView & { projector: string })[]> {
  if (!(await adminTablesExist(db))) return [];
  const result = await db.raw<{
    rows: {
      projector: string;
      request_position: string;
      position: string;
      action: 'retry' | 'skip';
      requested_by: string;
      requested_at: Date;
      outcome: ParkedActionOutcome;
      error: string | null;
      done_at: Date | null;
    }[];
  }>(
    `SELECT * FROM (
       SELECT *, row_number() OVER (PARTITION BY projector ORDER BY request_commit DESC, request_prepare DESC) AS n
         FROM ${ADMIN_SCHEMA}.parked_actions) AS recent
      WHERE n <= ? ORDER BY request_commit DESC, request_prepare DESC`,
    [LISTED_PER_PROJECTOR],
  );
  return result.rows.map((row) => ({
    projector: row.projector,
    requestPosition: row.request_position,
    position: row.position,
    action: row.action,
    requestedBy: row.requested_by,
    requestedAt: row.requested_at,
    outcome: row.outcome,
    error: row.error,
    doneAt: row.done_at,
  }));
}
