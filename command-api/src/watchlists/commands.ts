import type { PlanType } from '@more-ai/events/catalog/index';

export interface WatchlistDetails {
  name: string;
  description: string;
  isPrivate: boolean;
}

/**
 * Commands on one watchlist's stream. `userId` is who asks; `plan` is the asker's plan. What a
 * decider cannot see in its own stream is passed in by the route: the plan's limit of movies per
 * watchlist (-1 unlimited) and whether the owner's account still exists.
 */
export type WatchlistCommand =
  | ({ type: 'CreateWatchlist'; watchlistId: string; userId: string; plan: PlanType } & WatchlistDetails)
  | { type: 'UpdateWatchlist'; userId: string; plan: PlanType; changes: Partial<WatchlistDetails> }
  | { type: 'DeleteWatchlist'; userId: string }
  | { type: 'AddMovie'; userId: string; movieId: string; moviesPerWatchlist: number }
  | { type: 'RemoveMovie'; userId: string; movieId: string }
  | { type: 'FollowWatchlist'; userId: string; ownerExists: boolean }
  | { type: 'UnfollowWatchlist'; userId: string }
  /** A downgrade's archive (command-api/src/payments/archive.ts): each repeated appends nothing. */
  | { type: 'ArchiveWatchlist' }
  | { type: 'RestoreWatchlist' }
  | { type: 'ArchiveMovies'; movieIds: readonly string[] }
  | { type: 'RestoreMovies'; movieIds: readonly string[] };
