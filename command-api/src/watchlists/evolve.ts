import type { WatchlistEvent } from '@more-ai/events/catalog/index';

export interface WatchlistState {
  status: 'none' | 'active' | 'deleted';
  watchlistId: string;
  ownerId: string;
  name: string;
  description: string;
  isPrivate: boolean;
  /** ISO times: created, and last renamed, described or made public or private. */
  createdAt: string;
  updatedAt: string;
  /** In the order they were added. */
  movieIds: readonly string[];
  /** In the order they followed. */
  followerIds: readonly string[];
}

export const initialWatchlistState = (): WatchlistState => ({
  status: 'none',
  // Stryker disable StringLiteral,BooleanLiteral: equivalent, a list not created yet is shown to no one, and WatchlistCreated sets each of these
  watchlistId: '',
  ownerId: '',
  name: '',
  description: '',
  isPrivate: false,
  createdAt: '',
  updatedAt: '',
  // Stryker restore StringLiteral,BooleanLiteral
  movieIds: [],
  followerIds: [],
});

export function evolveWatchlist(state: WatchlistState, event: WatchlistEvent): WatchlistState {
  switch (event.type) {
    case 'WatchlistCreated': {
      const { watchlistId, ownerId, name, description, isPrivate, createdAt } = event.data;
      return {
        ...initialWatchlistState(),
        status: 'active',
        watchlistId,
        ownerId,
        name,
        description,
        isPrivate,
        createdAt,
        updatedAt: createdAt,
      };
    }
    case 'WatchlistUpdated': {
      const { name, description, isPrivate, updatedAt } = event.data;
      return { ...state, name, description, isPrivate, updatedAt };
    }
    case 'WatchlistDeleted':
      return { ...state, status: 'deleted', movieIds: [], followerIds: [] };
    case 'MovieAddedToWatchlist':
      return { ...state, movieIds: [...state.movieIds, event.data.movieId] };
    case 'MovieRemovedFromWatchlist':
      return { ...state, movieIds: state.movieIds.filter((id) => id !== event.data.movieId) };
    case 'WatchlistFollowed':
      return { ...state, followerIds: [...state.followerIds, event.data.userId] };
    case 'WatchlistUnfollowed':
      return { ...state, followerIds: state.followerIds.filter((id) => id !== event.data.userId) };
    default:
      return state;
  }
}
