import type { WatchlistEvent } from '@more-ai/events/catalog/index';
import { Conflict, Forbidden, NotFound, RuleViolated } from '@more-ai/platform/domain/errors';
import type { Decider, DecisionContext } from '../pipeline/decider';
import type { WatchlistCommand } from './commands';
import { evolveWatchlist, initialWatchlistState, visibleMovieIds, type WatchlistState } from './evolve';
import { ensureMayMakePrivate, MoviesPerWatchlistLimitReached } from './limits';

export const WATCHLIST_NOT_FOUND = 'Watchlist not found';
export const MOVIE_ALREADY_IN_WATCHLIST = 'Movie is already in this watchlist';
export const MOVIE_NOT_IN_WATCHLIST = 'Movie is not in this watchlist';
export const CANNOT_FOLLOW_OWN_WATCHLIST = 'You cannot follow your own watchlist';
export const ALREADY_FOLLOWING_WATCHLIST = 'You are already following this watchlist';
export const NOT_FOLLOWING_WATCHLIST = 'You are not following this watchlist';
export const WATCHLIST_ARCHIVED = 'This watchlist is archived. Upgrade to PRO to restore it.';

const notFound = () => new NotFound(WATCHLIST_NOT_FOUND, 'WATCHLIST_NOT_FOUND');

export function decideWatchlist(command: WatchlistCommand, state: WatchlistState, { now }: DecisionContext): WatchlistEvent[] {
  switch (command.type) {
    case 'CreateWatchlist':
      return create(command, state, now);
    case 'ArchiveWatchlist':
    case 'RestoreWatchlist':
    case 'ArchiveMovies':
    case 'RestoreMovies':
      return archiving(command, state, now);
  }
  const { userId } = command;
  const { watchlistId, ownerId } = state;
  // Stryker disable next-line ConditionalExpression,StringLiteral: equivalent, a list not created yet has no owner id ('') to match
  const owns = state.status !== 'none' && ownerId === userId;
  // An archived list is hidden from everyone: only its owner learns why it refuses changes.
  if (state.archived) throw owns ? new Forbidden(WATCHLIST_ARCHIVED, 'WATCHLIST_ARCHIVED') : notFound();
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
      // An archived movie is not in the list as its owner sees it: adding it again is a new add, within the limit.
      const visible = visibleMovieIds(state);
      if (visible.includes(movieId)) throw new Conflict(MOVIE_ALREADY_IN_WATCHLIST, 'MOVIE_ALREADY_IN_WATCHLIST');
      if (moviesPerWatchlist >= 0 && visible.length >= moviesPerWatchlist) throw new MoviesPerWatchlistLimitReached(moviesPerWatchlist);
      return [{ type: 'MovieAddedToWatchlist', data: { watchlistId, movieId } }];
    }
    case 'RemoveMovie': {
      if (!owns) throw notFound();
      const { movieId } = command;
      if (!visibleMovieIds(state).includes(movieId)) throw new NotFound(MOVIE_NOT_IN_WATCHLIST, 'MOVIE_NOT_IN_WATCHLIST');
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

/**
 * A downgrade's archive and its restore. Each is idempotent, so a run stopped halfway is simply
 * run again: a list archived (or restored) already, or movies already so, append nothing. Only a
 * live list is archived; movies are archived only while visible and restored only while archived.
 */
function archiving(
  command: Extract<WatchlistCommand, { type: 'ArchiveWatchlist' | 'RestoreWatchlist' | 'ArchiveMovies' | 'RestoreMovies' }>,
  state: WatchlistState,
  now: Date,
): WatchlistEvent[] {
  const { watchlistId } = state;
  if (state.status !== 'active') return [];
  switch (command.type) {
    case 'ArchiveWatchlist':
      return state.archived ? [] : [{ type: 'WatchlistArchived', data: { watchlistId, archivedAt: now.toISOString() } }];
    case 'RestoreWatchlist':
      return state.archived ? [{ type: 'WatchlistRestored', data: { watchlistId, restoredAt: now.toISOString() } }] : [];
    case 'ArchiveMovies': {
      const visible = visibleMovieIds(state);
      const movieIds = [...new Set(command.movieIds)].filter((id) => visible.includes(id));
      return movieIds.length > 0 ? [{ type: 'WatchlistMoviesArchived', data: { watchlistId, movieIds } }] : [];
    }
    case 'RestoreMovies': {
      const movieIds = [...new Set(command.movieIds)].filter((id) => state.archivedMovieIds.includes(id));
      return movieIds.length > 0 ? [{ type: 'WatchlistMoviesRestored', data: { watchlistId, movieIds } }] : [];
    }
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
