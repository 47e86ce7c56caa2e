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
  /** In the order they were added, archived ones included (see visibleMovieIds). */
  movieIds: readonly string[];
  /** In the order they followed. */
  followerIds: readonly string[];
  /** Archived by a downgrade: hidden and closed to changes until upgrading restores it. */
  archived: boolean;
  /** The movies a downgrade archived: hidden, and not counted toward the plan's limit. */
  archivedMovieIds: readonly string[];
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
  archived: false,
  archivedMovieIds: [],
});

/** The list's movies its owner sees and the plan's limit counts: those not archived, in the order they were added. */
export function visibleMovieIds(state: WatchlistState): string[] {
  return state.movieIds.filter((id) => !state.archivedMovieIds.includes(id));
}

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
      return { ...state, status: 'deleted', movieIds: [], followerIds: [], archivedMovieIds: [] };
    case 'MovieAddedToWatchlist': {
      // An archived movie added again is a new add: visible, and the newest.
      const { movieId } = event.data;
      return {
        ...state,
        movieIds: [...state.movieIds.filter((id) => id !== movieId), movieId],
        archivedMovieIds: state.archivedMovieIds.filter((id) => id !== movieId),
      };
    }
    case 'MovieRemovedFromWatchlist':
      return { ...state, movieIds: state.movieIds.filter((id) => id !== event.data.movieId) };
    case 'WatchlistFollowed':
      return { ...state, followerIds: [...state.followerIds, event.data.userId] };
    case 'WatchlistUnfollowed':
      return { ...state, followerIds: state.followerIds.filter((id) => id !== event.data.userId) };
    case 'WatchlistArchived':
      return { ...state, archived: true };
    case 'WatchlistRestored':
      return { ...state, archived: false };
    case 'WatchlistMoviesArchived':
      return { ...state, archivedMovieIds: [...state.archivedMovieIds, ...event.data.movieIds] };
    case 'WatchlistMoviesRestored':
      return { ...state, archivedMovieIds: state.archivedMovieIds.filter((id) => !event.data.movieIds.includes(id)) };
    default:
      return state;
  }
}
