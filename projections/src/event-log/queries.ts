import type { Knex } from 'knex';
import type { AdminEvent, AdminEventChain } from '@more-ai/contracts/api/admin-events';
import { formatPosition, type GlobalPosition } from '@more-ai/events/position';
import { chainTree } from './chain';
import type { EventLogRow } from './row';

const EVENTS = 'rm_event_log.events';
const PEOPLE = 'rm_event_log.people';

/** Which events an admin looks at: each filter narrows, all of them together. */
export interface EventLogFilter {
  stream?: string | undefined;
  type?: string | undefined;
  /** Events by this user, or about them (their account, their watchlist, a follow of them). */
  user?: string | undefined;
  correlationId?: string | undefined;
  /** Recorded at or after. */
  from?: Date | undefined;
  /** Recorded at or before. */
  to?: Date | undefined;
}

export interface EventLogPage {
  events: AdminEvent[];
  /** The position to ask `before` for the next, older page; null when this page is the last. */
  next: GlobalPosition | null;
}

/** A row as read back: its payload parsed, with the actor's username beside it. */
type EventRow = Omit<EventLogRow, 'data'> & { actor_name: string | null; data: Record<string, unknown> };

/** Newest first, `limit` at a time, strictly before `before` (keyset by position, never OFFSET). */
export async function listEvents(
  db: Knex,
  filter: EventLogFilter,
  page: { before?: GlobalPosition | undefined; limit: number },
): Promise<EventLogPage> {
  const query = filtered(db, filter).orderBy([
    { column: 'e.position_commit', order: 'desc' },
    { column: 'e.position_prepare', order: 'desc' },
  ]);
  if (page.before) query.whereRaw('(e.position_commit, e.position_prepare) < (?::bigint, ?::bigint)', positionValues(page.before));
  const rows: EventRow[] = await query.limit(page.limit + 1);
  const events = rows.slice(0, page.limit).map(adminEventOf);
  const last = rows.length > page.limit ? rows[page.limit - 1]! : undefined;
  return { events, next: last ? positionOfRow(last) : null };
}

/** Oldest first, the events matching `filter` after `after`: what a live tail sends next. */
export async function eventsAfter(db: Knex, filter: EventLogFilter, after: GlobalPosition, limit: number): Promise<AdminEvent[]> {
  const rows: EventRow[] = await filtered(db, filter)
    .whereRaw('(e.position_commit, e.position_prepare) > (?::bigint, ?::bigint)', positionValues(after))
    .orderBy([
      { column: 'e.position_commit', order: 'asc' },
      { column: 'e.position_prepare', order: 'asc' },
    ])
    .limit(limit);
  return rows.map(adminEventOf);
}

/** The position of the newest event the log read model holds, or null while it holds none. */
export async function newestPosition(db: Knex): Promise<GlobalPosition | null> {
  const row: Pick<EventRow, 'position_commit' | 'position_prepare'> | undefined = await db(EVENTS)
    .orderBy([
      { column: 'position_commit', order: 'desc' },
      { column: 'position_prepare', order: 'desc' },
    ])
    .first('position_commit', 'position_prepare');
  return row ? positionOfRow(row) : null;
}

/**
 * A correlation id's chain: the events carrying it, and what they caused, followed through
 * causationId to any depth (a reaction that took another correlation id is found too), at most
 * `max` of them in log order; undefined when no event carries the id.
 */
export async function correlationChain(db: Knex, correlationId: string, max: number): Promise<AdminEventChain | undefined> {
  const { rows } = await db.raw<{ rows: EventRow[] }>(
    `WITH RECURSIVE chain (position_commit, position_prepare, event_id) AS (
         -- Only the first max + 1 of the request's own events can be among the first max + 1 of the
         -- chain (a reaction comes after its cause), so a huge correlation is never read whole.
         (SELECT position_commit, position_prepare, event_id FROM ${EVENTS} WHERE correlation_id = ?
           ORDER BY position_commit, position_prepare LIMIT ?)
       UNION
         SELECT e.position_commit, e.position_prepare, e.event_id FROM ${EVENTS} e JOIN chain c ON e.causation_id = c.event_id
     ), bounded AS (
       SELECT position_commit, position_prepare FROM chain ORDER BY position_commit, position_prepare LIMIT ?
     )
     SELECT e.*, p.username AS actor_name
       FROM bounded b
       JOIN ${EVENTS} e USING (position_commit, position_prepare)
       LEFT JOIN ${PEOPLE} p ON p.user_id = e.actor
      ORDER BY e.position_commit, e.position_prepare`,
    [correlationId, max + 1, max + 1],
  );
  if (rows.length === 0) return undefined;
  const events = rows.slice(0, max).map(adminEventOf);
  const started = events[0]!.time;
  const finished = events.at(-1)!.time;
  return {
    correlationId,
    started,
    finished,
    durationMs: Date.parse(finished) - Date.parse(started),
    count: events.length,
    truncated: rows.length > max,
    nodes: chainTree(events),
  };
}

function filtered(db: Knex, filter: EventLogFilter): Knex.QueryBuilder {
  const query = db({ e: EVENTS }).leftJoin({ p: PEOPLE }, 'p.user_id', 'e.actor').select('e.*', { actor_name: 'p.username' });
  if (filter.stream !== undefined) query.where('e.stream_id', filter.stream);
  if (filter.type !== undefined) query.where('e.type', filter.type);
  if (filter.correlationId !== undefined) query.where('e.correlation_id', filter.correlationId);
  if (filter.user !== undefined) query.whereRaw('e.users @> ARRAY[?]::text[]', [filter.user]);
  if (filter.from !== undefined) query.where('e.recorded_at', '>=', filter.from);
  if (filter.to !== undefined) query.where('e.recorded_at', '<=', filter.to);
  return query;
}

function adminEventOf(row: EventRow): AdminEvent {
  return {
    position: formatPosition(positionOfRow(row)),
    id: row.event_id,
    stream: row.stream_id,
    revision: Number(row.stream_revision),
    type: row.type,
    version: { written: row.written_version, current: row.current_version },
    time: row.recorded_at.toISOString(),
    metadata: {
      actor: row.actor,
      correlationId: row.correlation_id,
      causationId: row.causation_id,
      ...(row.idempotency_key === null ? {} : { idempotencyKey: row.idempotency_key }),
    },
    actorName: row.actor_name,
    data: row.data,
  };
}

function positionOfRow(row: Pick<EventRow, 'position_commit' | 'position_prepare'>): GlobalPosition {
  return { commit: BigInt(row.position_commit), prepare: BigInt(row.position_prepare) };
}

function positionValues(position: GlobalPosition): [string, string] {
  return [position.commit.toString(), position.prepare.toString()];
}
