import type { UnknownAction } from 'redux';
import { defineAction } from '../../app/actions';
import { loggedOut } from '../auth/slice';
import { watchlistSaved } from './slice';
import type { WatchlistView } from './watchlist';
import type { PageLoadStatus } from '../../app/load-status';

export interface WatchlistPageState {
  readonly watchlistId: string | null;
  readonly status: PageLoadStatus;
  readonly watchlist: WatchlistView | null;
  readonly error: string | null;
}

const initialState: WatchlistPageState = { watchlistId: null, status: 'loading', watchlist: null, error: null };

export const watchlistPageRequested = defineAction<string>()('watchlistPage/requested');
export const watchlistPageLoaded = defineAction<WatchlistView>()('watchlistPage/loaded');
export const watchlistPageNotFound = defineAction()('watchlistPage/notFound');
export const watchlistPageFailed = defineAction<string>()('watchlistPage/failed');
export const movieRemoveFromWatchlistRequested = defineAction<{ watchlistId: string; movieId: string }>()(
  'watchlistPage/movieRemoveRequested',
);
export const watchlistFollowRequested = defineAction<{ watchlistId: string; follow: boolean }>()('watchlistPage/followRequested');
export const watchlistFollowChanged = defineAction<{ watchlistId: string; isFollowing: boolean; followersCount: number }>()(
  'watchlistPage/followChanged',
);

export function watchlistPageReducer(state: WatchlistPageState = initialState, action: UnknownAction): WatchlistPageState {
  if (loggedOut.match(action)) return initialState;
  if (watchlistPageRequested.match(action)) {
    // Another list must not flash while this one loads.
    const same = state.watchlistId === action.payload && state.watchlist !== null;
    return { watchlistId: action.payload, status: same ? 'loaded' : 'loading', watchlist: same ? state.watchlist : null, error: null };
  }
  if (watchlistPageLoaded.match(action))
    return action.payload._id === state.watchlistId ? { ...state, status: 'loaded', watchlist: action.payload } : state;
  if (watchlistPageNotFound.match(action)) return { ...state, status: 'notFound', watchlist: null };
  if (watchlistPageFailed.match(action)) return { ...state, status: 'failed', error: action.payload };
  if (watchlistSaved.match(action) && state.watchlist?._id === action.payload._id) {
    // Edits answer without the movies; removals answer with them.
    const movies = action.payload.movies.length > 0 || action.payload.movieCount === 0 ? action.payload.movies : state.watchlist.movies;
    return { ...state, watchlist: { ...action.payload, movies } };
  }
  if (watchlistFollowChanged.match(action) && state.watchlist?._id === action.payload.watchlistId) {
    const { isFollowing, followersCount } = action.payload;
    return { ...state, watchlist: { ...state.watchlist, isFollowing, followersCount } };
  }
  return state;
}
