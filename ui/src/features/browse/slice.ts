import type { BrowsePage } from '@more-ai/contracts/api/browse';
import type { UnknownAction } from 'redux';
import { defineAction } from '../../app/actions';
import type { LoadStatus } from '../../app/load-status';
import { loggedOut } from '../auth/slice';

/** The browse page: the query asked for last and the page it answered. */
export interface BrowseState {
  readonly search: string | null;
  readonly status: LoadStatus;
  readonly page: BrowsePage | null;
  readonly error: string | null;
}

export const initialBrowseState: BrowseState = { search: null, status: 'idle', page: null, error: null };

/** The query string of the filters (searchOf), as the API takes it. */
export const browseRequested = defineAction<string>()('browse/requested');
/** Keyed by the query asked for, so a late answer for filters the user has changed is dropped. */
export const browseLoaded = defineAction<{ search: string; page: BrowsePage }>()('browse/loaded');
export const browseFailed = defineAction<{ search: string; error: string }>()('browse/failed');

export function browseReducer(state: BrowseState = initialBrowseState, action: UnknownAction): BrowseState {
  if (loggedOut.match(action)) return initialBrowseState;
  if (browseRequested.match(action)) {
    if (action.payload === state.search && state.status === 'loaded') return state;
    // The last page's platforms stay for the filter bar while the next page loads.
    return { ...state, search: action.payload, status: 'loading', error: null };
  }
  if (browseLoaded.match(action))
    return action.payload.search === state.search ? { ...state, status: 'loaded', page: action.payload.page } : state;
  if (browseFailed.match(action))
    return action.payload.search === state.search ? { ...state, status: 'failed', error: action.payload.error } : state;
  return state;
}
