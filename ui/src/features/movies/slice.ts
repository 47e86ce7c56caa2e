import type { UnknownAction } from 'redux';
import { defineAction } from '../../app/actions';
import { loggedOut } from '../auth/slice';
import type { MovieView } from './movie';
import type { PageLoadStatus } from '../../app/load-status';

export interface MoviePageState {
  readonly movieId: string | null;
  readonly status: PageLoadStatus;
  readonly movie: MovieView | null;
  readonly error: string | null;
}

const initialState: MoviePageState = { movieId: null, status: 'loading', movie: null, error: null };

export const movieRequested = defineAction<string>()('movies/movieRequested');
/** Keyed by the id asked for, so a late answer for a page the user has left is dropped. */
export const movieLoaded = defineAction<{ movieId: string; movie: MovieView }>()('movies/movieLoaded');
export const movieNotFound = defineAction()('movies/movieNotFound');
export const movieFailed = defineAction<string>()('movies/movieFailed');

export function moviePageReducer(state: MoviePageState = initialState, action: UnknownAction): MoviePageState {
  if (loggedOut.match(action)) return initialState;
  if (movieRequested.match(action)) {
    // Another movie's details must not flash while this one loads.
    const same = state.movieId === action.payload && state.movie !== null;
    return { movieId: action.payload, status: same ? 'loaded' : 'loading', movie: same ? state.movie : null, error: null };
  }
  if (movieLoaded.match(action))
    return action.payload.movieId === state.movieId ? { ...state, status: 'loaded', movie: action.payload.movie } : state;
  if (movieNotFound.match(action)) return { ...state, status: 'notFound', movie: null };
  if (movieFailed.match(action)) return { ...state, status: 'failed', error: action.payload };
  return state;
}
