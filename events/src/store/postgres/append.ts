import type pg from 'pg';
import { schemaIdentifier } from './schema';
import { WrongExpectedRevisionError, type AppendResult, type ExpectedRevision, type NewEvent } from '../port';

interface AppendRow {
  result: 'appended' | 'replayed' | 'conflict';
  next_revision: string | null;
  position_commit: string | null;
  position_prepare: string | null;
}

/**
 * Appends in one statement on `db`: a pool (its own transaction) or a client inside a transaction
 * the caller holds, in which case the events become visible to readers only when it commits.
 * Event ids must be UUIDs, as in EventStoreDB.
 */
export async function appendToStream(
  db: pg.Pool | pg.ClientBase,
  schema: string,
  streamId: string,
  events: readonly NewEvent[],
  expected: ExpectedRevision,
): Promise<AppendResult> {
  if (events.length === 0) throw new Error(`Stream ${streamId}: an append needs at least one event`);
  const s = schemaIdentifier(schema);
  const batch = JSON.stringify(events.map(({ id, type, data, metadata }) => ({ id, type, data, metadata })));
  const { rows } = await db.query<AppendRow>({
    name: `${s}.append_to_stream`,
    text: `SELECT * FROM ${s}.append_to_stream($1, $2, $3)`,
    values: [streamId, String(expected), batch],
  });
  const row = rows[0]!;
  if (row.result === 'conflict') {
    throw new WrongExpectedRevisionError(streamId, expected, row.next_revision === null ? 'no-stream' : BigInt(row.next_revision));
  }
  return {
    nextRevision: BigInt(row.next_revision!),
    position: { commit: BigInt(row.position_commit!), prepare: BigInt(row.position_prepare!) },
  };
}

/**
 * Two retries of one batch racing each other both pass the "already stored?" check; the loser hits
 * the event id's unique index and, asked again, finds the winner's events and answers like it.
 */
export function isRacingRetry(error: unknown): boolean {
  const { code, constraint } = error as { code?: string; constraint?: string };
  return code === '23505' && constraint === 'messages_event_id';
}
