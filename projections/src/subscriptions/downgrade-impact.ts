import type { Knex } from 'knex';
import type { DowngradeImpactView } from '@more-ai/contracts/payments';
import type { PlanLimits } from '@more-ai/events/catalog/index';
import { favoritesCountOf } from '../favorites/queries';
import { planLimitsOf } from '../plans/queries';

/** One of the user's open watchlists, as the downgrade's rule weighs it. */
export interface HeldWatchlist {
  id: string;
  isPrivate: boolean;
  createdAt: Date;
  movieCount: number;
}

/** What the user keeps now, counted. */
export interface Holdings {
  watchlists: readonly HeldWatchlist[];
  favorites: number;
}

/** How many of `count` lie beyond `limit` (-1 is unlimited). */
function beyond(count: number, limit: number): number {
  return limit < 0 ? 0 : Math.max(0, count - limit);
}

/**
 * What going FREE would archive (SPEC §3 "Downgrade impact response"), by the FREE plan's limits:
 * - watchlists: every private one (FREE has no private lists), and of the public ones all but the
 *   oldest `limited_watchlists` (by creation, then id). `watchlists.toRemove` counts both, so it is
 *   the number of lists that would go; `privateWatchlists.toRemove` the private ones among them.
 * - movies: in each list kept, the movies beyond `movies_per_watchlist` (the newest added go). The
 *   movies of an archived list go with it and are not counted again.
 * - favorites: those beyond `limited_favorites` (the newest go).
 */
export function downgradeImpact(holdings: Holdings, free: PlanLimits): DowngradeImpactView {
  const publicByAge = holdings.watchlists
    .filter((watchlist) => !watchlist.isPrivate)
    .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.id.localeCompare(b.id));
  const kept = free.limited_watchlists < 0 ? publicByAge : publicByAge.slice(0, free.limited_watchlists);
  const privates = holdings.watchlists.length - publicByAge.length;
  return {
    watchlists: { limit: free.limited_watchlists, toRemove: privates + (publicByAge.length - kept.length) },
    privateWatchlists: { toRemove: privates },
    moviesInWatchlists: { toRemove: kept.reduce((sum, watchlist) => sum + beyond(watchlist.movieCount, free.movies_per_watchlist), 0) },
    moviesPerWatchlist: { limit: free.movies_per_watchlist },
    favorites: { limit: free.limited_favorites, toRemove: beyond(holdings.favorites, free.limited_favorites) },
    apiRequests: { limit: free.limited_api_requests },
  };
}

/** The user's open watchlists with their movie counts, and their favourites count, archived ones left out. */
export async function holdingsOf(db: Knex, userId: string): Promise<Holdings> {
  const watchlists: { id: string; is_private: boolean; created_at: Date; movie_count: number }[] = await db('rm_watchlists.watchlists as w')
    .where({ 'w.owner_id': userId, 'w.deleted': false, 'w.archived': false })
    .select(
      'w.id',
      'w.is_private',
      'w.created_at',
      db.raw('(SELECT count(*)::int FROM rm_watchlists.watchlist_movies m WHERE m.watchlist_id = w.id AND NOT m.archived) AS movie_count'),
    );
  return {
    watchlists: watchlists.map((w) => ({ id: w.id, isPrivate: w.is_private, createdAt: w.created_at, movieCount: w.movie_count })),
    favorites: await favoritesCountOf(db, userId),
  };
}

/** What going FREE would archive of the user's lists and favourites now. */
export async function downgradeImpactOf(db: Knex, userId: string): Promise<DowngradeImpactView> {
  return downgradeImpact(await holdingsOf(db, userId), await planLimitsOf(db, 'free'));
}
