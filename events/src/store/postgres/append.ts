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
 *
 * Under 'no-stream' or an exact revision, as commands append, the statement is plain SQL that takes
 * the stream's row and inserts the events when the expectation holds (writeIfExpected). When it does
 * not, it writes nothing and answers no row, and the store's function decides: a retry of a batch
 * already written is answered as it was, anything else is a conflict. 'any' and 'stream-exists'
 * ask the function at once, as a retry would pass their expectation.
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
  if (expected === 'no-stream' || typeof expected === 'bigint') {
    const shape = events.length === 1 ? 'one' : 'many';
    const columns =
      shape === 'one'
        ? [events[0]!.id, events[0]!.type, JSON.stringify(events[0]!.data), JSON.stringify(events[0]!.metadata)]
        : [
            events.map((e) => e.id),
            events.map((e) => e.type),
            events.map((e) => JSON.stringify(e.data)),
            events.map((e) => JSON.stringify(e.metadata)),
          ];
    const { rows } = await db.query<AppendRow>(
      expected === 'no-stream'
        ? { name: `${s}.append_new_stream_${shape}`, text: writeIfExpected(s, 'new', shape), values: [streamId, ...columns] }
        : {
            name: `${s}.append_at_revision_${shape}`,
            text: writeIfExpected(s, 'revision', shape),
            values: [streamId, ...columns, String(expected)],
          },
    );
    // One row per event; the last is the append's answer.
    const last = rows.reduce<AppendRow | undefined>(
      (a, b) => (a === undefined || BigInt(b.next_revision!) > BigInt(a.next_revision!) ? b : a),
      undefined,
    );
    if (last) return resultOf(streamId, expected, last);
  }
  const batch = JSON.stringify(events.map(({ id, type, data, metadata }) => ({ id, type, data, metadata })));
  const { rows } = await db.query<AppendRow>({
    name: `${s}.append_to_stream`,
    text: `SELECT * FROM ${s}.append_to_stream($1, $2, $3)`,
    values: [streamId, String(expected), batch],
  });
  return resultOf(streamId, expected, rows[0]!);
}

/**
 * One statement: create the stream ('new') or move it on from the expected revision ('revision',
 * $6), taking its row lock, and insert the events ($2-$5: ids, types, data, metadata) after it.
 * When the stream's row is not taken (it exists, or stands elsewhere), nothing is inserted and no
 * row is answered. The same writes as the store's append_to_stream, without its interpreter.
 */
function writeIfExpected(s: string, expectation: 'new' | 'revision', shape: 'one' | 'many'): string {
  const count = shape === 'one' ? '1' : 'cardinality($2::uuid[])';
  const stream =
    expectation === 'new'
      ? `INSERT INTO ${s}.streams AS st (stream_id, last_revision) VALUES ($1, ${count} - 1)
           ON CONFLICT (stream_id) DO NOTHING RETURNING st.last_revision`
      : `UPDATE ${s}.streams st SET last_revision = st.last_revision + ${count}
           WHERE st.stream_id = $1 AND st.last_revision = $6::bigint RETURNING st.last_revision`;
  const rows =
    shape === 'one'
      ? `SELECT $1, taken.last_revision, $2::uuid, $3::text, $4::jsonb, $5::jsonb FROM taken`
      : `SELECT $1, taken.last_revision - ${count} + e.ordinality, e.id, e.type, e.data::jsonb, e.metadata::jsonb
         FROM taken, unnest($2::uuid[], $3::text[], $4::text[], $5::text[]) WITH ORDINALITY AS e(id, type, data, metadata, ordinality)
         ORDER BY e.ordinality`;
  return `WITH taken AS (${stream})
  INSERT INTO ${s}.messages (stream_id, revision, event_id, type, data, metadata)
  ${rows}
  RETURNING 'appended' AS result, revision AS next_revision, transaction_id AS position_commit, global_sequence AS position_prepare`;
}

function resultOf(streamId: string, expected: ExpectedRevision, row: AppendRow): AppendResult {
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
