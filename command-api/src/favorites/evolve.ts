import type { FavoritesEvent } from '@more-ai/events/catalog/index';

/** The movies a user keeps, oldest first, archived ones included (see visibleFavorites). */
export interface FavoritesState {
  movieIds: readonly string[];
  /** The favourites a downgrade archived: hidden, and not counted toward the plan's limit. */
  archivedMovieIds: readonly string[];
}

export const initialFavoritesState = (): FavoritesState => ({ movieIds: [], archivedMovieIds: [] });

/** The favourites the user sees and the plan's limit counts: those not archived, oldest first. */
export function visibleFavorites(state: FavoritesState): string[] {
  return state.movieIds.filter((id) => !state.archivedMovieIds.includes(id));
}

export function evolveFavorites(state: FavoritesState, event: FavoritesEvent): FavoritesState {
  switch (event.type) {
    case 'FavoriteAdded': {
      // An archived favourite added again is a new add: visible, and the newest.
      const { movieId } = event.data;
      return {
        movieIds: [...state.movieIds.filter((id) => id !== movieId), movieId],
        archivedMovieIds: state.archivedMovieIds.filter((id) => id !== movieId),
      };
    }
    case 'FavoriteRemoved':
      return { ...state, movieIds: state.movieIds.filter((id) => id !== event.data.movieId) };
    case 'FavoritesArchived':
      return { ...state, archivedMovieIds: [...state.archivedMovieIds, ...event.data.movieIds] };
    case 'FavoritesRestored':
      return { ...state, archivedMovieIds: state.archivedMovieIds.filter((id) => !event.data.movieIds.includes(id)) };
    default:
      return state;
  }
}
