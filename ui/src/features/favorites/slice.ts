import type { UnknownAction } from 'redux';
import { defineAction } from '../../app/actions';
import { loggedOut } from '../auth/slice';
import type { MovieView } from '../movies/movie';
import type { LoadStatus } from '../../app/load-status';

/** The user's own favourites, newest first: the /favorites page and every card's toggle read them. */
export interface FavoritesState {
  readonly status: LoadStatus;
  readonly movies: readonly MovieView[];
  readonly error: string | null;
}

const initialState: FavoritesState = { status: 'idle', movies: [], error: null };

export const favoritesRequested = defineAction()('favorites/requested');
export const favoritesLoaded = defineAction<readonly MovieView[]>()('favorites/loaded');
export const favoritesFailed = defineAction<string>()('favorites/failed');
export const favoriteAddRequested = defineAction<MovieView>()('favorites/addRequested');
export const favoriteAdded = defineAction<MovieView>()('favorites/added');
export const favoriteRemoveRequested = defineAction<string>()('favorites/removeRequested');
export const favoriteRemoved = defineAction<string>()('favorites/removed');

export function favoritesReducer(state: FavoritesState = initialState, action: UnknownAction): FavoritesState {
  if (loggedOut.match(action)) return initialState;
  if (favoritesRequested.match(action)) return { ...state, status: state.status === 'loaded' ? 'loaded' : 'loading', error: null };
  if (favoritesLoaded.match(action)) return { status: 'loaded', movies: action.payload, error: null };
  if (favoritesFailed.match(action)) return { ...state, status: 'failed', error: action.payload };
  if (favoriteAdded.match(action))
    return { ...state, movies: [action.payload, ...state.movies.filter((m) => m._id !== action.payload._id)] };
  if (favoriteRemoved.match(action)) return { ...state, movies: state.movies.filter((m) => m._id !== action.payload) };
  return state;
}

export function isFavorite(state: FavoritesState, movieId: string): boolean {
  return state.movies.some((movie) => movie._id === movieId);
}
