import type { WatchlistEvent } from '@more-ai/events/catalog/index';
import { Conflict, NotFound, RuleViolated } from '@more-ai/platform/domain/errors';
import type { Decider, DecisionContext } from '../pipeline/decider';
import type { WatchlistCommand } from './commands';
import { evolveWatchlist, initialWatchlistState, type WatchlistState } from './evolve';
import { ensureMayMakePrivate, MoviesPerWatchlistLimitReached } from './limits';

export const WATCHLIST_NOT_FOUND = 'Watchlist not found';
export const MOVIE_ALREADY_IN_WATCHLIST = 'Movie is already in this watchlist';
export const MOVIE_NOT_IN_WATCHLIST = 'Movie is not in this watchlist';
export const CANNOT_FOLLOW_OWN_WATCHLIST = 'You cannot follow your own watchlist';
export const ALREADY_FOLLOWING_WATCHLIST = 'You are already following this watchlist';
export const NOT_FOLLOWING_WATCHLIST = 'You are not following this watchlist';

const notFound = () => new NotFound(WATCHLIST_NOT_FOUND, 'WATCHLIST_NOT_FOUND');

export function decideWatchlist(command: WatchlistCommand, state: WatchlistState, { now }: DecisionContext): WatchlistEvent[] {
  if (command.type === 'CreateWatchlist') return create(command, state, now);
  const { userId } = command;
  const { watchlistId, ownerId } = state;
  // Stryker disable next-line ConditionalExpression,StringLiteral: equivalent, a list not created yet has no owner id ('') to match
  const owns = state.status !== 'none' && ownerId === userId;
  // Someone else's watchlist is not there for changes, and a private one is not there at all:
  // the answer must not even confirm that it exists.
  if (command.type === 'DeleteWatchlist') {
    if (!owns) throw notFound();
    // Deleting again appends nothing; its slot at the owner's gate is the watchlist slots reactor's to close.
    return state.status === 'active' ? [{ type: 'WatchlistDeleted', data: { watchlistId } }] : [];
  }
  if (state.status !== 'active') throw notFound();
  switch (command.type) {
    case 'UpdateWatchlist':
      if (!owns) throw notFound();
      return update(command, state, now);
    case 'AddMovie': {
      if (!owns) throw notFound();
      const { movieId, moviesPerWatchlist } = command;
      if (state.movieIds.includes(movieId)) throw new Conflict(MOVIE_ALREADY_IN_WATCHLIST, 'MOVIE_ALREADY_IN_WATCHLIST');
      if (moviesPerWatchlist >= 0 && state.movieIds.length >= moviesPerWatchlist)
        throw new MoviesPerWatchlistLimitReached(moviesPerWatchlist);
      return [{ type: 'MovieAddedToWatchlist', data: { watchlistId, movieId } }];
    }
    case 'RemoveMovie': {
      if (!owns) throw notFound();
      const { movieId } = command;
      if (!state.movieIds.includes(movieId)) throw new NotFound(MOVIE_NOT_IN_WATCHLIST, 'MOVIE_NOT_IN_WATCHLIST');
      return [{ type: 'MovieRemovedFromWatchlist', data: { watchlistId, movieId } }];
    }
    case 'FollowWatchlist':
      if (owns) throw new RuleViolated(CANNOT_FOLLOW_OWN_WATCHLIST, 'CANNOT_FOLLOW_OWN_WATCHLIST');
      if (state.isPrivate || !command.ownerExists) throw notFound();
      if (state.followerIds.includes(userId)) throw new Conflict(ALREADY_FOLLOWING_WATCHLIST, 'ALREADY_FOLLOWING_WATCHLIST');
      return [{ type: 'WatchlistFollowed', data: { watchlistId, userId } }];
    case 'UnfollowWatchlist':
      // A follower of a list made private since cannot see it any more, and so cannot leave it either.
      if (state.isPrivate && !owns) throw notFound();
      if (!state.followerIds.includes(userId)) throw new NotFound(NOT_FOLLOWING_WATCHLIST, 'NOT_FOLLOWING_WATCHLIST');
      return [{ type: 'WatchlistUnfollowed', data: { watchlistId, userId } }];
  }
}

function create(command: Extract<WatchlistCommand, { type: 'CreateWatchlist' }>, state: WatchlistState, now: Date): WatchlistEvent[] {
  const { watchlistId, userId, name, description, isPrivate } = command;
  // Ids are fresh per request, or derived from an Idempotency-Key: a stream that exists is a retry.
  if (state.status !== 'none') {
    if (state.ownerId !== userId) throw notFound();
    return [];
  }
  if (isPrivate) ensureMayMakePrivate(command.plan);
  return [{ type: 'WatchlistCreated', data: { watchlistId, ownerId: userId, name, description, isPrivate, createdAt: now.toISOString() } }];
}

function update(command: Extract<WatchlistCommand, { type: 'UpdateWatchlist' }>, state: WatchlistState, now: Date): WatchlistEvent[] {
  const { name = state.name, description = state.description, isPrivate = state.isPrivate } = command.changes;
  // A list already private stays editable after a downgrade; only making one private needs PRO.
  if (isPrivate && !state.isPrivate) ensureMayMakePrivate(command.plan);
  if (name === state.name && description === state.description && isPrivate === state.isPrivate) return [];
  const { watchlistId, ownerId } = state;
  return [{ type: 'WatchlistUpdated', data: { watchlistId, ownerId, name, description, isPrivate, updatedAt: now.toISOString() } }];
}

/** One stream per watchlist: `Watchlist-{watchlistId}`: its details, movies and followers. */
export const watchlistDecider: Decider<WatchlistCommand, WatchlistState, WatchlistEvent> = {
  category: 'Watchlist',
  initialState: initialWatchlistState,
  evolve: evolveWatchlist,
  decide: decideWatchlist,
};
