import type { Knex } from 'knex';
import { comparePositions, formatPosition, START, type GlobalPosition } from '@more-ai/events/position';
import type { EventStore, RecordedEvent } from '@more-ai/events/store/port';
import { applyBatch, applyEvents } from '@more-ai/platform/consumers/apply-batch';
import type { Projector } from './projector';
import { CHECKPOINT_CHANNEL } from './runner';
import { CHECKPOINT_TABLE, createParkedTable, migrateProjector, PARKED_TABLE, quoteIdentifier, readCheckpoint } from './schema';

export interface RebuildProgress {
  projector: string;
  processed: number;
  /** Events in the log when the rebuild started, plus those appended since that it has read. */
  total: number;
  phase: 'replaying' | 'swapping' | 'done';
  /** Events replayed per second since the rebuild started. */
  rate: number;
  /** Seconds until the replay reaches `total` at that rate; null before the rate is known. */
  etaSeconds: number | null;
}

export interface RebuildOptions {
  store: EventStore;
  db: Knex;
  projector: Projector;
  batchSize?: number;
  onProgress?: (progress: RebuildProgress) => void;
  /** Aborting it stops the rebuild between two batches (or before the swap): the shadow schema is dropped, the live tables stay. */
  signal?: AbortSignal;
}

/** How one table of the read model compares, live against rebuilt, when both stood at the same position. */
export interface TableVerification {
  table: string;
  /** Null when the table is missing on that side. */
  rowsLive: number | null;
  rowsRebuilt: number | null;
  hashLive: string | null;
  hashRebuilt: string | null;
  equal: boolean;
}

/** The rebuilt-equals-live check made inside the swap: every table of the read model, its checkpoint and parked events aside. */
export interface Verification {
  /** The position both schemas stood at when compared. */
  position: string;
  equal: boolean;
  tables: TableVerification[];
}

export interface RebuildResult {
  events: number;
  seconds: number;
  position: GlobalPosition;
  /** Events the rebuilt tables lack: parked in the rebuilt schema (skipped where an admin had skipped them). */
  parked: number;
  verification: Verification;
}

/** The rebuild was cancelled through its AbortSignal; nothing of it remains. */
export class RebuildCancelled extends Error {
  override readonly name = 'RebuildCancelled';
  constructor(projector: string) {
    super(`The rebuild of ${projector} was cancelled`);
  }
}

/** The schema a projector's rebuild builds its tables in. */
export function shadowSchemaOf(projector: Pick<Projector, 'schema'>): string {
  return `${projector.schema}__rebuild`;
}

/**
 * Builds the projector's tables afresh from position 0 in a shadow schema while the live ones keep
 * serving, then swaps them in at once (ARCHITECTURE rule 6). The swap locks the live checkpoint, so
 * the live projector pauses; the last events that arrived during the replay are applied under that
 * lock; the live tables are brought to the same position too, and both are compared table by
 * table (row count and a hash of the rows: the verification); then the live schema is dropped and
 * the shadow renamed in the same transaction. The live projector's next batch finds the new
 * checkpoint and carries on from there.
 *
 * An event the rebuild cannot apply does not fail it: it is parked in the shadow schema, whose
 * parked events then replace the live ones with the swap, so they always describe the tables that
 * serve. An event the live schema had parked and an admin skipped stays skipped if the rebuild
 * parks it again (the decision stands); one it now applies has nothing left to record.
 *
 * Cancelled (its signal aborted) or failed, it drops the shadow schema and leaves the live tables
 * as they were.
 */
export async function rebuildProjection(options: RebuildOptions): Promise<RebuildResult> {
  const { projector, db } = options;
  try {
    return await rebuild(options);
  } catch (error) {
    await db.raw(`DROP SCHEMA IF EXISTS ${quoteIdentifier(shadowSchemaOf(projector))} CASCADE`).catch(() => undefined);
    if (options.signal?.aborted) throw new RebuildCancelled(projector.name);
    throw error;
  }
}

async function rebuild(options: RebuildOptions): Promise<RebuildResult> {
  const { store, db, projector, signal } = options;
  const batchSize = options.batchSize ?? 2000;
  const shadow = shadowSchemaOf(projector);
  const started = performance.now();
  const total = await store.countAfter(START, Number.MAX_SAFE_INTEGER);
  let processed = 0;
  const report = (phase: RebuildProgress['phase'], seen = total) => {
    const seconds = (performance.now() - started) / 1000;
    const rate = seconds > 0 ? processed / seconds : 0;
    const outOf = Math.max(seen, processed);
    options.onProgress?.({
      projector: projector.name,
      processed,
      total: outOf,
      phase,
      rate,
      etaSeconds: phase === 'done' ? 0 : rate > 0 ? Math.ceil((outOf - processed) / rate) : null,
    });
  };
  const checkCancelled = () => {
    if (signal?.aborted) throw new RebuildCancelled(projector.name);
  };

  await db.raw(`DROP SCHEMA IF EXISTS ${quoteIdentifier(shadow)} CASCADE`);
  await migrateProjector(db, projector, shadow);
  // The live schema may predate parking; the swap reads its skipped events.
  await createParkedTable(db, projector.schema);
  let parked = 0;

  // Reading the next batch while the current one is applied keeps both the log and the database busy.
  let position = START;
  let next: Promise<RecordedEvent[]> | undefined = store.readAll({ after: position, maxCount: batchSize });
  while (next) {
    const events: RecordedEvent[] = await next;
    checkCancelled();
    if (events.length === 0) break;
    next = events.length === batchSize ? store.readAll({ after: events.at(-1)!.position, maxCount: batchSize }) : undefined;
    // A rebuild is one pass, not a live feed: an event that fails is parked at the first try.
    const applied = await applyBatch(db, projector, shadow, events, position, { eventsPerSecond: 0, parkAtAttempt: 1 });
    position = applied.position;
    parked += applied.parked.length;
    processed += events.length;
    report('replaying');
  }
  checkCancelled();

  report('swapping');
  let verification: Verification | undefined;
  await db.transaction(async (trx) => {
    await trx.raw(`LOCK TABLE ${quoteIdentifier(projector.schema)}.${CHECKPOINT_TABLE} IN ACCESS EXCLUSIVE MODE`);
    // Events that arrived during the replay, applied inside the swap so none is missed.
    for (;;) {
      const events = await store.readAll({ after: position, maxCount: batchSize });
      if (events.length === 0) break;
      parked += (await applyEvents(trx, projector, shadow, events, { eventsPerSecond: 0, parkAtAttempt: 1 })).length;
      position = events.at(-1)!.position;
      processed += events.length;
      if (events.length < batchSize) break;
    }
    checkCancelled();
    await bringLiveTo(trx, store, projector, position, batchSize);
    verification = await verify(trx, projector.schema, shadow, position);
    await trx.raw(
      `UPDATE ${quoteIdentifier(shadow)}.${PARKED_TABLE} AS rebuilt SET status = 'skipped', resolved_at = live.resolved_at
         FROM ${quoteIdentifier(projector.schema)}.${PARKED_TABLE} AS live
        WHERE live.event_id = rebuilt.event_id AND live.status = 'skipped' AND rebuilt.status = 'parked'`,
    );
    await trx.raw(`DROP SCHEMA ${quoteIdentifier(projector.schema)} CASCADE`);
    await trx.raw(`ALTER SCHEMA ${quoteIdentifier(shadow)} RENAME TO ${quoteIdentifier(projector.schema)}`);
    await trx.raw('SELECT pg_notify(?, ?)', [CHECKPOINT_CHANNEL, `${projector.name} ${formatPosition(position)}`]);
  });
  report('done', processed);
  const checkpoint = await readCheckpoint(db, projector);
  return {
    events: processed,
    seconds: (performance.now() - started) / 1000,
    position: checkpoint.position,
    parked,
    verification: verification!,
  };
}

/**
 * The live tables may lag behind the shadow (the live projector is paused by the swap's lock at
 * whatever batch it had reached): the events between are applied to them too, inside the swap's
 * transaction, so the comparison sees both at one position. The live schema is dropped right
 * after, so nothing of this outlives the transaction.
 */
async function bringLiveTo(
  trx: Knex.Transaction,
  store: EventStore,
  projector: Projector,
  position: GlobalPosition,
  batchSize: number,
): Promise<void> {
  let live = (await readCheckpoint(trx, projector, projector.schema, { forUpdate: true })).position;
  while (comparePositions(live, position) < 0) {
    const events = (await store.readAll({ after: live, maxCount: batchSize })).filter((e) => comparePositions(e.position, position) <= 0);
    if (events.length === 0) break;
    await applyEvents(trx, projector, projector.schema, events, { eventsPerSecond: 0, parkAtAttempt: 1 });
    live = events.at(-1)!.position;
  }
}

/** Tables a projector's schema holds that are not its read model: the runner's and knex's own. */
const BOOKKEEPING_TABLES = [CHECKPOINT_TABLE, PARKED_TABLE, 'knex_migrations', 'knex_migrations_lock'];

/**
 * Compares every table of the two schemas: how many rows, and a hash of their contents that does
 * not depend on the order the rows were written in (with or without a primary key): each row's
 * text form is hashed (md5, its first 64 bits), the row hashes are added up, and the hash is the
 * md5 of that sum. Adding needs no sort, which took most of a large table's comparison.
 */
export async function verify(trx: Knex.Transaction, live: string, rebuilt: string, position: GlobalPosition): Promise<Verification> {
  const tables = await trx.raw<{ rows: { table_schema: string; table_name: string }[] }>(
    `SELECT table_schema, table_name FROM information_schema.tables
      WHERE table_schema IN (?, ?) AND table_type = 'BASE TABLE' AND NOT (table_name = ANY(?))`,
    [live, rebuilt, BOOKKEEPING_TABLES],
  );
  const names = [...new Set(tables.rows.map((row) => row.table_name))].sort();
  const has = (schema: string, table: string) => tables.rows.some((row) => row.table_schema === schema && row.table_name === table);
  const figures = async (schema: string, table: string) => {
    if (!has(schema, table)) return { rows: null, hash: null };
    const result = await trx.raw<{ rows: { rows: string; hash: string }[] }>(
      `SELECT count(*) AS rows, md5(coalesce(sum(('x' || left(md5(t::text), 16))::bit(64)::bigint::numeric), 0)::text) AS hash
         FROM ${quoteIdentifier(schema)}.${quoteIdentifier(table)} AS t`,
    );
    return { rows: Number(result.rows[0]!.rows), hash: result.rows[0]!.hash };
  };
  const compared: TableVerification[] = [];
  for (const table of names) {
    const [a, b] = [await figures(live, table), await figures(rebuilt, table)];
    compared.push({
      table,
      rowsLive: a.rows,
      rowsRebuilt: b.rows,
      hashLive: a.hash,
      hashRebuilt: b.hash,
      equal: a.rows !== null && a.rows === b.rows && a.hash === b.hash,
    });
  }
  return { position: formatPosition(position), equal: compared.every((t) => t.equal), tables: compared };
}
