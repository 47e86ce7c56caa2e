import type pg from 'pg';
import { START, type GlobalPosition } from '../../position';
import { StreamNotFoundError, type EventMetadata, type ReadAllOptions, type ReadStreamOptions, type RecordedEvent } from '../port';
import { schemaIdentifier } from './schema';

const COLUMNS = 'transaction_id, global_sequence, stream_id, revision, event_id, type, data, metadata, created_at';
const LAST_REVISION = '9223372036854775807';

type MessageRow = [string, string, string, string, string, string, Record<string, unknown>, EventMetadata, Date];

// Array rows: reading $all is the hot path of every catch-up, and skipping per-row objects shows.
function toRecordedEvent(row: MessageRow): RecordedEvent {
  const [commit, prepare, streamId, revision, id, type, data, metadata, recordedAt] = row;
  return {
    id,
    type,
    data,
    metadata,
    streamId,
    revision: BigInt(revision),
    position: { commit: BigInt(commit), prepare: BigInt(prepare) },
    recordedAt,
  };
}

function limitOf(maxCount: number | undefined): number | null {
  if (maxCount === undefined) return null;
  if (!Number.isInteger(maxCount) || maxCount < 0) throw new Error(`maxCount must be a whole number ≥ 0, not ${maxCount}`);
  return maxCount;
}

/** Sees every committed event of the stream, so a command always decides on its latest state. */
export async function readStream(
  pool: pg.Pool,
  schema: string,
  streamId: string,
  { direction = 'forwards', fromRevision, maxCount }: ReadStreamOptions = {},
): Promise<RecordedEvent[]> {
  const s = schemaIdentifier(schema);
  const forwards = direction === 'forwards';
  const from = fromRevision ?? (forwards ? 0n : BigInt(LAST_REVISION));
  const { rows } = await pool.query<MessageRow>({
    name: `${s}.read_stream_${direction}`,
    text: `SELECT ${COLUMNS} FROM ${s}.messages
           WHERE stream_id = $1 AND revision ${forwards ? '>=' : '<='} $2
           ORDER BY revision ${forwards ? 'ASC' : 'DESC'} LIMIT $3`,
    values: [streamId, from.toString(), limitOf(maxCount)],
    rowMode: 'array',
  });
  if (rows.length === 0) {
    // A stream exists once its revision 0 does: a read that would have included revision 0 and
    // found nothing has found no stream. Only one that starts later, or asks for nothing, asks again.
    const couldHaveReadTheFirst = (forwards ? from <= 0n : from >= 0n) && maxCount !== 0;
    const exists =
      !couldHaveReadTheFirst &&
      (
        await pool.query({
          name: `${s}.stream_exists`,
          text: `SELECT 1 FROM ${s}.messages WHERE stream_id = $1 LIMIT 1`,
          values: [streamId],
        })
      ).rowCount !== 0;
    if (!exists) throw new StreamNotFoundError(streamId);
  }
  return rows.map(toRecordedEvent);
}

/**
 * Only rows of transactions older than every transaction still running are returned: anything a
 * later read could add then lies after the last position this read returned (ARCHITECTURE rule 8).
 * Categories and types each narrow the result; an absent or empty list does not.
 */
export async function readAll(
  pool: pg.Pool,
  schema: string,
  { after = START, maxCount, filter }: ReadAllOptions = {},
): Promise<RecordedEvent[]> {
  const s = schemaIdentifier(schema);
  const values: unknown[] = [after.commit.toString(), after.prepare.toString(), limitOf(maxCount)];
  const conditions: string[] = [];
  if (filter?.categories?.length) conditions.push(`AND category = ANY($${values.push(filter.categories)}::text[])`);
  if (filter?.types?.length) conditions.push(`AND type = ANY($${values.push(filter.types)}::text[])`);
  const { rows } = await pool.query<MessageRow>({
    name: `${s}.read_all${filter?.categories?.length ? '_by_category' : ''}${filter?.types?.length ? '_by_type' : ''}`,
    text: `SELECT ${COLUMNS} FROM ${s}.messages
           WHERE (transaction_id, global_sequence) > ($1::xid8, $2::bigint)
             AND transaction_id < pg_snapshot_xmin(pg_current_snapshot())
             ${conditions.join(' ')}
           ORDER BY transaction_id, global_sequence LIMIT $3`,
    values,
    rowMode: 'array',
  });
  return rows.map(toRecordedEvent);
}

/** The newest committed event, even while an older transaction still keeps it from readers. */
export async function headPosition(pool: pg.Pool, schema: string): Promise<GlobalPosition> {
  const s = schemaIdentifier(schema);
  const { rows } = await pool.query<{ transaction_id: string; global_sequence: string }>(
    `SELECT transaction_id, global_sequence FROM ${s}.messages
     ORDER BY transaction_id DESC, global_sequence DESC LIMIT 1`,
  );
  const head = rows[0];
  return head ? { commit: BigInt(head.transaction_id), prepare: BigInt(head.global_sequence) } : START;
}

export async function countAfter(pool: pg.Pool, schema: string, position: GlobalPosition, cap?: number): Promise<number> {
  const s = schemaIdentifier(schema);
  const { rows } = await pool.query<{ count: number }>(
    `SELECT count(*)::int AS count FROM (
       SELECT 1 FROM ${s}.messages
       WHERE (transaction_id, global_sequence) > ($1::xid8, $2::bigint) LIMIT $3
     ) AS after_position`,
    [position.commit.toString(), position.prepare.toString(), limitOf(cap)],
  );
  return rows[0]!.count;
}
