import type { FavoritesEvent } from '@more-ai/events/catalog/index';

/** The movies a user keeps, oldest first. */
export interface FavoritesState {
  movieIds: readonly string[];
}

export const initialFavoritesState = (): FavoritesState => ({ movieIds: [] });

export function evolveFavorites(state: FavoritesState, event: FavoritesEvent): FavoritesState {
  switch (event.type) {
    case 'FavoriteAdded':
      return { movieIds: [...state.movieIds, event.data.movieId] };
    case 'FavoriteRemoved':
      return { movieIds: state.movieIds.filter((id) => id !== event.data.movieId) };
    default:
      return state;
  }
}
