import type { Knex } from 'knex';
import type { MovieView } from '@more-ai/contracts/movies';
import type { WatchlistView } from '@more-ai/contracts/watchlists';
import { movieColumns, toMovieView, type MovieRow } from '../movies/queries';

/** One watchlist with its counts, as `visibleWatchlists` selects it for one viewer. */
export interface WatchlistSummary {
  id: string;
  owner_id: string;
  owner_username: string;
  name: string;
  description: string;
  is_private: boolean;
  created_at: Date;
  updated_at: Date;
  movie_count: number;
  followers_count: number;
  is_following: boolean;
  /** Filled for the owner only. */
  follower_ids: string[];
}

export function toWatchlistView(summary: WatchlistSummary, viewerId: string, movies: MovieView[] = []): WatchlistView {
  return {
    _id: summary.id,
    name: summary.name,
    description: summary.description,
    isPrivate: summary.is_private,
    movies,
    movieCount: summary.movie_count,
    followers: summary.owner_id === viewerId ? summary.follower_ids : [],
    followersCount: summary.followers_count,
    isFollowing: summary.is_following,
    user: { _id: summary.owner_id, username: summary.owner_username },
    owner: summary.owner_id,
    createdAt: summary.created_at.toISOString(),
    updatedAt: summary.updated_at.toISOString(),
  };
}

/**
 * The watchlists `viewerId` may see, with their counts: never a deleted one, nor one whose owner
 * deleted the account, nor another user's private one, nor one a downgrade archived (hidden from its
 * owner too, until upgrading restores it; its archived movies are not counted either). This is the privacy rule of SPEC §6 in one
 * place, applied at read time on the live flag, so a list made private disappears for everyone else
 * at once. Narrow it with `.where('w.owner_id', …)` or `.where('w.id', …)`.
 */
export function visibleWatchlists(db: Knex, viewerId: string): Knex.QueryBuilder<Record<string, unknown>, WatchlistSummary[]> {
  return db('rm_watchlists.watchlists as w')
    .join('rm_users.users as u', (on) => on.on('u.id', 'w.owner_id').andOnVal('u.deleted', false))
    .where('w.deleted', false)
    .where('w.archived', false)
    .andWhere((visible) => visible.where('w.is_private', false).orWhere('w.owner_id', viewerId))
    .select(
      'w.id',
      'w.owner_id',
      'u.username as owner_username',
      'w.name',
      'w.description',
      'w.is_private',
      'w.created_at',
      'w.updated_at',
      db.raw('(SELECT count(*)::int FROM rm_watchlists.watchlist_movies m WHERE m.watchlist_id = w.id AND NOT m.archived) AS movie_count'),
      db.raw('(SELECT count(*)::int FROM rm_watchlists.watchlist_followers f WHERE f.watchlist_id = w.id) AS followers_count'),
      db.raw('EXISTS (SELECT 1 FROM rm_watchlists.watchlist_followers f WHERE f.watchlist_id = w.id AND f.user_id = ?) AS is_following', [
        viewerId,
      ]),
      db.raw(
        `CASE WHEN w.owner_id = ? THEN ARRAY(SELECT f.user_id::text FROM rm_watchlists.watchlist_followers f WHERE f.watchlist_id = w.id ORDER BY f.followed_at, f.user_id)
              ELSE '{}'::text[] END AS follower_ids`,
        [viewerId],
      ),
    );
}

/** A visible watchlist's movies not archived, newest first, as cards show them. */
export async function watchlistMovies(db: Knex, watchlistId: string): Promise<MovieView[]> {
  const rows: MovieRow[] = await db('rm_watchlists.watchlist_movies as wm')
    .join('rm_movies.movies as m', 'm.id', 'wm.movie_id')
    .where({ 'wm.watchlist_id': watchlistId, 'wm.archived': false })
    .orderBy([{ column: 'wm.added_at', order: 'desc' }, { column: 'm.id' }])
    .select(movieColumns('m'));
  return rows.map((row) => toMovieView(row));
}

/** How many watchlists the user has open and not archived (the plan's watchlists limit counts them). */
export async function watchlistsCountOf(db: Knex, ownerId: string): Promise<number> {
  const [row] = await db('rm_watchlists.watchlists').where({ owner_id: ownerId, deleted: false, archived: false }).count({ n: '*' });
  return Number(row?.n ?? 0);
}

/** Who follows a visible watchlist, first follower first: live accounts only. */
export function watchlistFollowers(db: Knex, watchlistId: string): Promise<{ _id: string; username: string }[]> {
  return db('rm_watchlists.watchlist_followers as f')
    .join('rm_users.users as u', (on) => on.on('u.id', 'f.user_id').andOnVal('u.deleted', false))
    .where('f.watchlist_id', watchlistId)
    .orderBy([{ column: 'f.followed_at' }, { column: 'u.id' }])
    .select('u.id as _id', 'u.username');
}
