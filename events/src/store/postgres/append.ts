import pg from 'pg';
import { schemaIdentifier } from './schema';
import { WrongExpectedRevisionError, type AppendResult, type ExpectedRevision, type NewEvent, type NewStream } from '../port';

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
 * Under 'no-stream' or an exact revision, as commands append, the statement is a plain INSERT of
 * the revisions the expectation gives (writeExpected): the revision index refuses them when the
 * stream already has them, and an exact revision that is not the stream's writes nothing. Either
 * way the store's function then decides: a retry of a batch already written is answered as it was,
 * anything else is a conflict. 'any' and 'stream-exists' ask the function at once, as a retry would
 * pass their expectation. In a caller's transaction a refused INSERT has aborted it, so the refusal
 * is thrown as it is (see isRacingAppend).
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
    const written = await writeExpected(db, s, streamId, events, expected).catch((error: unknown) => {
      if (isRacingAppend(error) && db instanceof pg.Pool) return undefined;
      throw error;
    });
    if (written) return written;
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
 * One INSERT of the events ($2-$5: ids, types, data, metadata) as the stream's first revisions
 * ('no-stream') or those after the expected one ($6), which must be the stream's: a revision after
 * one that does not exist is not written, so revisions never leave a gap. The revision index
 * refuses revisions the stream has (unique_violation); of two appends racing for the same revision,
 * the second waits for the first to commit and is refused. Answers undefined when nothing was
 * written for want of the expected revision. The revisions are known; only the position is read
 * back, one bare row per event.
 */
async function writeExpected(
  db: pg.Pool | pg.ClientBase,
  s: string,
  streamId: string,
  events: readonly NewEvent[],
  expected: 'no-stream' | bigint,
): Promise<AppendResult | undefined> {
  const first = expected === 'no-stream' ? 0n : expected + 1n;
  const atRevision = typeof expected === 'bigint';
  const one = events.length === 1;
  const values: unknown[] = one
    ? [streamId, events[0]!.id, events[0]!.type, JSON.stringify(events[0]!.data), JSON.stringify(events[0]!.metadata)]
    : [
        streamId,
        events.map((e) => e.id),
        events.map((e) => e.type),
        events.map((e) => JSON.stringify(e.data)),
        events.map((e) => JSON.stringify(e.metadata)),
      ];
  if (atRevision) values.push(String(expected));
  const { rows } = await db.query<[string, string]>({
    name: `${s}.append_${atRevision ? 'at_revision' : 'new_stream'}_${one ? 'one' : 'many'}`,
    text: insertExpected(s, atRevision, one),
    values,
    rowMode: 'array',
  });
  if (rows.length === 0) return undefined;
  // One INSERT: one transaction id, and sequence numbers drawn in revision order.
  let last = rows[0]!;
  for (const row of rows) if (BigInt(row[1]) > BigInt(last[1])) last = row;
  return {
    nextRevision: first + BigInt(events.length) - 1n,
    position: { commit: BigInt(last[0]), prepare: BigInt(last[1]) },
  };
}

function insertExpected(s: string, atRevision: boolean, one: boolean): string {
  const insert = `INSERT INTO ${s}.messages (stream_id, revision, event_id, type, data, metadata)`;
  const returning = 'RETURNING transaction_id, global_sequence';
  const guard = `EXISTS (SELECT 1 FROM ${s}.messages WHERE stream_id = $1 AND revision = $6::bigint)`;
  if (one) {
    return atRevision
      ? `${insert} SELECT $1, $6::bigint + 1, $2::uuid, $3::text, $4::jsonb, $5::jsonb WHERE ${guard} ${returning}`
      : `${insert} VALUES ($1, 0, $2, $3, $4, $5) ${returning}`;
  }
  return `${insert}
    SELECT $1, ${atRevision ? '$6::bigint' : '-1'} + e.ordinality, e.id, e.type, e.data::jsonb, e.metadata::jsonb
    FROM unnest($2::uuid[], $3::text[], $4::text[], $5::text[]) WITH ORDINALITY AS e(id, type, data, metadata, ordinality)
    ${atRevision ? `WHERE ${guard}` : ''}
    ORDER BY e.ordinality
    ${returning}`;
}

/**
 * Several new streams in one INSERT, each stream's events at revisions from 0: all of them, or,
 * when the revision index finds one of the streams there (unique_violation), none.
 */
export async function appendNewStreams(
  db: pg.Pool | pg.ClientBase,
  schema: string,
  streams: readonly NewStream[],
): Promise<AppendResult[]> {
  const s = schemaIdentifier(schema);
  const ids: string[] = [];
  const revisions: string[] = [];
  const eventIds: string[] = [];
  const types: string[] = [];
  const data: string[] = [];
  const metadata: string[] = [];
  for (const { streamId, events } of streams) {
    if (events.length === 0) throw new Error(`Stream ${streamId}: an append needs at least one event`);
    events.forEach((event, revision) => {
      ids.push(streamId);
      revisions.push(String(revision));
      eventIds.push(event.id);
      types.push(event.type);
      data.push(JSON.stringify(event.data));
      metadata.push(JSON.stringify(event.metadata));
    });
  }
  const { rows } = await db.query<[string, string, string, string]>({
    name: `${s}.append_new_streams`,
    text: `INSERT INTO ${s}.messages (stream_id, revision, event_id, type, data, metadata)
           SELECT e.stream_id, e.revision, e.id, e.type, e.data::jsonb, e.metadata::jsonb
           FROM unnest($1::text[], $2::bigint[], $3::uuid[], $4::text[], $5::text[], $6::text[]) WITH ORDINALITY
             AS e(stream_id, revision, id, type, data, metadata, ordinality)
           ORDER BY e.ordinality
           RETURNING stream_id, revision, transaction_id, global_sequence`,
    values: [ids, revisions, eventIds, types, data, metadata],
    rowMode: 'array',
  });
  // Each stream's answer is its last event's revision and position.
  const last = new Map<string, AppendResult>();
  for (const [streamId, revision, commit, prepare] of rows) {
    const known = last.get(streamId);
    if (!known || BigInt(revision) > known.nextRevision)
      last.set(streamId, { nextRevision: BigInt(revision), position: { commit: BigInt(commit), prepare: BigInt(prepare) } });
  }
  return streams.map(({ streamId }) => last.get(streamId)!);
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
 * An append that lost a race with another writing the same revisions (or, for a retry, the same
 * event ids) to the stream: it wrote nothing, and asked again it finds the winner's events and
 * decides on them: a conflict, a retry answered like the original, or (under 'any' and
 * 'stream-exists') the events appended after the winner's.
 */
export function isRacingAppend(error: unknown): boolean {
  const { code, constraint } = error as { code?: string; constraint?: string };
  return code === '23505' && (constraint === 'messages_event_id' || constraint === 'messages_stream_revision');
}
