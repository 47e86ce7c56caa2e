import type { Knex } from 'knex';
import { formatPosition, type GlobalPosition } from '@more-ai/events/position';
import type { EventStore, RecordedEvent } from '@more-ai/events/store/port';
import { errorText } from '@more-ai/platform/consumers/park';
import { storableEvent } from '@more-ai/platform/consumers/storable';
import type { Projector } from './projector';
import { CHECKPOINT_TABLE, PARKED_TABLE, quoteIdentifier } from './schema';

/** 'parked' until an admin retries it successfully ('retried') or gives up on it ('skipped'). */
export type ParkedStatus = 'parked' | 'retried' | 'skipped';

/** An event a projector could not apply, as the CLI and the admin page show it. */
export interface ParkedEvent {
  projector: string;
  /** Its global position, as the runner and clients write it ('123-4'). */
  position: string;
  eventId: string;
  stream: string;
  type: string;
  /** Why the last try failed. */
  error: string;
  attempts: number;
  parkedAt: Date;
  status: ParkedStatus;
  resolvedAt: Date | null;
}

/** Which parked events of a projector an admin acts on: the one at a position, or all of them. */
export type ParkedSelection = GlobalPosition | 'all';

export interface RetryOutcome {
  event: ParkedEvent;
  /** Applied and resolved, or still parked with `error`, the new reason. */
  applied: boolean;
  error?: string;
}

type Named = Pick<Projector, 'name' | 'schema'>;

interface ParkedRow {
  projector: string;
  position_commit: string;
  position_prepare: string;
  event_id: string;
  stream_id: string;
  stream_revision: string;
  type: string;
  error: string;
  attempts: number;
  parked_at: Date;
  status: ParkedStatus;
  resolved_at: Date | null;
}

/** The projectors' parked events in the order of the log; with `includeResolved`, retried and skipped ones too. */
export async function listParkedEvents(db: Knex, projectors: readonly Named[], { includeResolved = false } = {}): Promise<ParkedEvent[]> {
  const selects = (await withParkedTable(db, projectors)).map(
    (p) => `SELECT * FROM ${quoteIdentifier(p.schema)}.${PARKED_TABLE}${includeResolved ? '' : ` WHERE status = 'parked'`}`,
  );
  if (selects.length === 0) return [];
  const result = await db.raw<{ rows: ParkedRow[] }>(
    `${selects.join(' UNION ALL ')} ORDER BY position_commit, position_prepare, projector`,
  );
  return result.rows.map(toParkedEvent);
}

/** How many events each projector has parked (projectors with none are left out): health's 'degraded'. */
export async function countParkedEvents(db: Knex, projectors: readonly Named[]): Promise<Record<string, number>> {
  const selects = (await withParkedTable(db, projectors)).map(
    (p) =>
      `SELECT projector, count(*)::int AS parked FROM ${quoteIdentifier(p.schema)}.${PARKED_TABLE} WHERE status = 'parked' GROUP BY projector`,
  );
  if (selects.length === 0) return {};
  const result = await db.raw<{ rows: { projector: string; parked: number }[] }>(selects.join(' UNION ALL '));
  return Object.fromEntries(result.rows.map((row) => [row.projector, row.parked]));
}

/**
 * Applies parked events again through the projector, oldest first, each in one transaction with
 * its row's resolution; an event that fails again stays parked with the new reason and one more
 * attempt. The checkpoint row is locked meanwhile, so the event lands between two live batches.
 */
export async function retryParkedEvents(
  db: Knex,
  store: EventStore,
  projector: Projector,
  selection: ParkedSelection,
): Promise<RetryOutcome[]> {
  const outcomes: RetryOutcome[] = [];
  for (const row of await selectParked(db, projector, selection)) {
    try {
      const event = await readParkedEvent(store, row);
      await db.transaction(async (trx) => {
        await trx.raw(`SET LOCAL search_path TO ${quoteIdentifier(projector.schema)}`);
        await trx.raw(`SELECT 1 FROM ${CHECKPOINT_TABLE} WHERE name = ? FOR UPDATE`, [projector.name]);
        const still = await trx.raw(`SELECT 1 FROM ${PARKED_TABLE} WHERE ${AT_POSITION} AND status = 'parked' FOR UPDATE`, atPosition(row));
        // Resolved by someone else meanwhile: applying it again could apply it twice.
        if (still.rows.length === 0) return;
        if (projector.handles.includes(event.type)) await projector.handle([storableEvent(event)], trx);
        await trx.raw(
          `UPDATE ${PARKED_TABLE} SET status = 'retried', resolved_at = now(), attempts = attempts + 1 WHERE ${AT_POSITION}`,
          atPosition(row),
        );
        await trx.raw(`UPDATE ${CHECKPOINT_TABLE} SET handled = handled + 1 WHERE name = ?`, [projector.name]);
      });
      outcomes.push({ event: toParkedEvent(row), applied: true });
    } catch (error) {
      const reason = errorText(error);
      await db.raw(
        `UPDATE ${quoteIdentifier(projector.schema)}.${PARKED_TABLE} SET error = ?, attempts = attempts + 1 WHERE ${AT_POSITION} AND status = 'parked'`,
        [reason, ...atPosition(row)],
      );
      outcomes.push({ event: { ...toParkedEvent(row), error: reason, attempts: row.attempts + 1 }, applied: false, error: reason });
    }
  }
  return outcomes;
}

/** Gives up on parked events: kept for the record as 'skipped', no longer counted as degraded. */
export async function skipParkedEvents(db: Knex, projector: Named, selection: ParkedSelection): Promise<ParkedEvent[]> {
  const [where, bindings] = selectionFilter(selection);
  const result = await db.raw<{ rows: ParkedRow[] }>(
    `WITH skipped AS (
       UPDATE ${quoteIdentifier(projector.schema)}.${PARKED_TABLE} SET status = 'skipped', resolved_at = now()
        WHERE status = 'parked'${where} RETURNING *)
     SELECT * FROM skipped ORDER BY position_commit, position_prepare`,
    bindings,
  );
  return result.rows.map(toParkedEvent);
}

const AT_POSITION = 'position_commit = ? AND position_prepare = ?';

function atPosition(row: ParkedRow): string[] {
  return [row.position_commit, row.position_prepare];
}

function selectionFilter(selection: ParkedSelection): [string, string[]] {
  if (selection === 'all') return ['', []];
  return [` AND ${AT_POSITION}`, [selection.commit.toString(), selection.prepare.toString()]];
}

async function selectParked(db: Knex, projector: Named, selection: ParkedSelection): Promise<ParkedRow[]> {
  const [where, bindings] = selectionFilter(selection);
  const result = await db.raw<{ rows: ParkedRow[] }>(
    `SELECT * FROM ${quoteIdentifier(projector.schema)}.${PARKED_TABLE} WHERE status = 'parked'${where} ORDER BY position_commit, position_prepare`,
    bindings,
  );
  return result.rows;
}

/** The parked event as the log gives it now (decrypted, upcast), found by its stream and revision. */
async function readParkedEvent(store: EventStore, row: ParkedRow): Promise<RecordedEvent> {
  const [event] = await store.readStream(row.stream_id, { fromRevision: BigInt(row.stream_revision), maxCount: 1 });
  if (event?.id !== row.event_id) throw new Error(`Event ${row.event_id} is no longer at ${row.stream_id}@${row.stream_revision}`);
  return event;
}

/** Projectors whose schema has a parked-events table yet (created with the schema, see migrateProjector). */
async function withParkedTable<P extends Named>(db: Knex, projectors: readonly P[]): Promise<P[]> {
  const result = await db.raw<{ rows: { schema: string }[] }>(
    `SELECT schema FROM unnest(?::text[]) AS schema WHERE to_regclass(quote_ident(schema) || '.' || ?) IS NOT NULL`,
    [projectors.map((p) => p.schema), PARKED_TABLE],
  );
  const present = new Set(result.rows.map((row) => row.schema));
  return projectors.filter((p) => present.has(p.schema));
}

function toParkedEvent(row: ParkedRow): ParkedEvent {
  return {
    projector: row.projector,
    position: formatPosition({ commit: BigInt(row.position_commit), prepare: BigInt(row.position_prepare) }),
    eventId: row.event_id,
    stream: row.stream_id,
    type: row.type,
    error: row.error,
    attempts: row.attempts,
    parkedAt: row.parked_at,
    status: row.status,
    resolvedAt: row.resolved_at,
  };
}
