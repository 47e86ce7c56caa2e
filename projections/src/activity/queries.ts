import type { Knex } from 'knex';
import { ACTIVITY_MOVIES_SHOWN, type ActivityItem, type ActivityMovie, type ActivityPage } from '@more-ai/contracts/api/following';
import { formatPosition, parsePosition } from '@more-ai/events/position';
import { displayUsername } from '../follows/queries';
import { visibleWatchlists, type WatchlistSummary } from '../watchlists/queries';
import type { ActivityKind } from './batching';

interface ItemRow {
  position_commit: string;
  position_prepare: string;
  kind: ActivityKind;
  actor_id: string;
  actor_username: string | null;
  actor_email: string | null;
  watchlist_id: string | null;
  watchlist_name: string | null;
  movie_ids: string[];
  previous_name: string | null;
  rating: string | null;
  occurred_at: Date;
}

/**
 * One page of what the people and watchlists `viewerId` follows did, newest first, older than the
 * item `before` (the id of the last item shown). Keyset paging on the items' fixed keys: items that
 * arrive while someone pages go above the first page, so the next page neither repeats nor skips.
 *
 * Only what anyone may see: the actor's account is live; an item about a watchlist shows only while
 * the list is public, live and not archived (read here, so a list made private hides its past
 * items at once, and a list made public again shows them); titles the catalog no longer has are
 * left out, and an item left with none is not shown.
 *
 * The plan: the caller's follows are read once each, by follower (the primary key of
 * rm_follows.follows leads with follower_id; rm_watchlists.watchlist_followers has an index on
 * user_id), as hashed sets (`IN (subquery)` under an OR stays a hashed subplan), and the items'
 * primary key is walked backwards from the cursor, each item tested against the sets, until a page
 * is full. Its cost is the page, not the graph: with 10,000 members all following each other a
 * join from the follows (an index scan per followee, then a sort of all their items) would read
 * every item of everyone to show twenty.
 */
export async function followingActivity(
  db: Knex,
  viewerId: string,
  page: { before?: string | undefined; limit: number },
): Promise<ActivityPage> {
  const before = parsePosition(page.before);
  const rows: ItemRow[] = await db('rm_activity.items as i')
    .join('rm_users.users as u', (on) => on.on('u.id', 'i.actor_id').andOnVal('u.deleted', false))
    .leftJoin('rm_activity.watchlists as w', 'w.id', 'i.watchlist_id')
    .where((followed) =>
      followed
        .whereIn('i.actor_id', db('rm_follows.follows').where('follower_id', viewerId).select('followee_id'))
        .orWhereIn('i.watchlist_id', db('rm_watchlists.watchlist_followers').where('user_id', viewerId).select('watchlist_id')),
    )
    .where((visible) =>
      visible.whereNull('i.watchlist_id').orWhere((list) => list.where({ 'w.is_private': false, 'w.deleted': false, 'w.archived': false })),
    )
    .where((titled) =>
      titled
        .whereRaw('cardinality(i.movie_ids) = 0')
        .orWhereExists(db('rm_movies.movies as m').whereRaw('m.id = ANY(i.movie_ids)').select(db.raw('1'))),
    )
    .modify((query) => {
      if (before)
        query.whereRaw('(i.position_commit, i.position_prepare) < (?::numeric, ?::numeric)', [
          before.commit.toString(),
          before.prepare.toString(),
        ]);
    })
    .orderBy([
      { column: 'i.position_commit', order: 'desc' },
      { column: 'i.position_prepare', order: 'desc' },
    ])
    .limit(page.limit + 1)
    .select(
      'i.position_commit',
      'i.position_prepare',
      'i.kind',
      'i.actor_id',
      'u.username as actor_username',
      'u.email as actor_email',
      'i.watchlist_id',
      'w.name as watchlist_name',
      'i.movie_ids',
      'i.previous_name',
      'i.rating',
      'i.occurred_at',
    );
  const shown = rows.slice(0, page.limit);
  const movies = await activityMovies(db, [...new Set(shown.flatMap((row) => row.movie_ids))]);
  const items = shown.map((row) => toItem(row, movies));
  return { items, nextCursor: rows.length > page.limit ? (items.at(-1)?.id ?? null) : null };
}

async function activityMovies(db: Knex, ids: string[]): Promise<Map<string, ActivityMovie>> {
  if (ids.length === 0) return new Map();
  const rows: { id: string; title: string; year: number; genres: string[] }[] = await db('rm_movies.movies')
    .whereIn('id', ids)
    .select('id', 'title', 'year', 'genres');
  return new Map(rows.map((row) => [row.id, { _id: row.id, title: row.title, year: row.year, posterUrl: null, genre: row.genres }]));
}

function toItem(row: ItemRow, movies: Map<string, ActivityMovie>): ActivityItem {
  const known = row.movie_ids.flatMap((id) => movies.get(id) ?? []);
  return {
    id: formatPosition({ commit: BigInt(row.position_commit), prepare: BigInt(row.position_prepare) }),
    kind: row.kind,
    at: row.occurred_at.toISOString(),
    actor: { _id: row.actor_id, username: displayUsername({ username: row.actor_username, email: row.actor_email }) },
    movies: known.slice(0, ACTIVITY_MOVIES_SHOWN),
    movieCount: known.length,
    watchlist: row.watchlist_id === null ? null : { _id: row.watchlist_id, name: row.watchlist_name ?? '' },
    previousName: row.previous_name,
    rating: row.rating === null ? null : Number(row.rating),
  };
}

/** The watchlists `viewerId` follows that anyone may see (a list made private drops out), newest follow first. */
export function followedWatchlists(db: Knex, viewerId: string): Promise<WatchlistSummary[]> {
  return visibleWatchlists(db, viewerId)
    .join('rm_watchlists.watchlist_followers as mine', (on) => on.on('mine.watchlist_id', 'w.id').andOnVal('mine.user_id', viewerId))
    .where('w.is_private', false)
    .orderBy([{ column: 'mine.followed_at', order: 'desc' }, { column: 'w.id' }]);
}
