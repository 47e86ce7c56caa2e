import type { ArchivedContent, PlanLimits } from '@more-ai/events/catalog/index';

/** One of the owner's live, unarchived watchlists, as the downgrade's rule weighs it. */
export interface HeldWatchlist {
  watchlistId: string;
  createdAt: string;
  isPrivate: boolean;
  /** Its visible movies, in the order they were added. */
  movieIds: readonly string[];
}

/** What the owner keeps visible now. */
export interface Holdings {
  watchlists: readonly HeldWatchlist[];
  /** Visible favourites, oldest first. */
  favoriteMovieIds: readonly string[];
}

/** The first `limit` (-1 keeps all) stay; the rest, the newest, are archived. */
function beyond<T>(items: readonly T[], limit: number): T[] {
  return limit < 0 ? [] : items.slice(limit);
}

/**
 * What going FREE archives (SPEC §3, issue 11), by the FREE plan's limits, the same rule the
 * downgrade impact shows beforehand:
 * - every private watchlist (FREE has none), and of the public ones all but the oldest
 *   `limited_watchlists` (by creation time, then id);
 * - in each list kept, the movies beyond `movies_per_watchlist`: the newest added. The movies of
 *   an archived list go with it and are not named again;
 * - the favourites beyond `limited_favorites`: the newest added.
 * The same holdings always give the same plan.
 */
export function archivePlan(holdings: Holdings, free: PlanLimits): ArchivedContent {
  const byAge = [...holdings.watchlists].sort(
    (a, b) => a.createdAt.localeCompare(b.createdAt) || a.watchlistId.localeCompare(b.watchlistId),
  );
  const publicByAge = byAge.filter((watchlist) => !watchlist.isPrivate);
  const archivedPublic = new Set(beyond(publicByAge, free.limited_watchlists));
  const archived = byAge.filter((watchlist) => watchlist.isPrivate || archivedPublic.has(watchlist));
  const kept = publicByAge.filter((watchlist) => !archivedPublic.has(watchlist));
  return {
    watchlistIds: archived.map((watchlist) => watchlist.watchlistId),
    movies: kept
      .map(({ watchlistId, movieIds }) => ({ watchlistId, movieIds: beyond(movieIds, free.movies_per_watchlist) }))
      .filter(({ movieIds }) => movieIds.length > 0),
    favoriteMovieIds: beyond(holdings.favoriteMovieIds, free.limited_favorites),
  };
}
