import type { AnswerOf } from '@more-ai/contracts/api/contract';
import type { recentDiscoveries } from '@more-ai/contracts/api/recommendations';
import type { UnknownAction } from 'redux';
import { defineAction } from '../../app/actions';
import { loggedOut } from '../auth/slice';
import type { MovieView } from '../movies/movie';
import type { LoadStatus } from '../../app/load-status';

/** SPEC §9: the Recently Discovered feed pages by 10. */
export const FEED_PAGE_SIZE = 10;

export interface DiscoveriesState {
  readonly status: LoadStatus;
  readonly movies: readonly MovieView[];
  /** The last page shown; 0 before the first. */
  readonly page: number;
  readonly hasMore: boolean;
  /** Which load is on its way: the first page, or the next one under the cards already shown. */
  readonly loading: 'first' | 'more' | null;
}

const initialState: DiscoveriesState = { status: 'idle', movies: [], page: 0, hasMore: false, loading: null };

export type RecentMoviesAnswer = AnswerOf<typeof recentDiscoveries, 200>;

/** Load the feed from its newest discovery (on opening the screen, and after the user's own search). */
export const feedRequested = defineAction()('discoveries/feedRequested');
/** 'Load more...': the next page under the cards already shown. */
export const moreDiscoveriesRequested = defineAction()('discoveries/moreRequested');
export const discoveriesLoaded = defineAction<RecentMoviesAnswer & { page: number }>()('discoveries/loaded');
export const discoveriesFailed = defineAction()('discoveries/failed');

export function discoveriesReducer(state: DiscoveriesState = initialState, action: UnknownAction): DiscoveriesState {
  if (loggedOut.match(action)) return initialState;
  if (feedRequested.match(action)) return { ...state, status: 'loading', loading: 'first' };
  if (moreDiscoveriesRequested.match(action)) {
    if (!state.hasMore || state.loading) return state;
    return { ...state, status: 'loading', loading: 'more' };
  }
  if (discoveriesLoaded.match(action)) {
    const { movies, hasMore, page } = action.payload;
    // New discoveries push older ones down between pages, so the next page can repeat a movie shown above.
    const shown = page === 1 ? [] : state.movies;
    const fresh = movies.filter((movie) => !shown.some((seen) => seen._id === movie._id));
    return { status: 'loaded', movies: [...shown, ...fresh], page, hasMore, loading: null };
  }
  if (discoveriesFailed.match(action)) return { ...state, status: 'failed', loading: null };
  return state;
}
