import type { Suggestions } from '@more-ai/contracts/api/browse';
import type { UnknownAction } from 'redux';
import { defineAction } from '../../app/actions';
import type { LoadStatus } from '../../app/load-status';
import { loggedOut } from '../auth/slice';

/** The header's title search: what is typed and the suggestions for it. */
export interface TitleSearchState {
  readonly query: string;
  readonly status: LoadStatus;
  readonly suggestions: Suggestions | null;
}

export const initialTitleSearchState: TitleSearchState = { query: '', status: 'idle', suggestions: null };

/** Fewer characters suggest nothing: a single letter matches too much to help. */
export const SEARCH_MIN_LENGTH = 2;
export const SEARCH_MAX_LENGTH = 100;

export const searchTyped = defineAction<string>()('search/typed');
/** Keyed by the text asked about, so a late answer for older text is dropped. */
export const suggestionsLoaded = defineAction<{ query: string; suggestions: Suggestions }>()('search/loaded');
export const suggestionsFailed = defineAction<string>()('search/failed');

/** The text as the server is asked about it: trimmed and at most 100 characters. */
export function searchText(query: string): string {
  return [...query.trim()].slice(0, SEARCH_MAX_LENGTH).join('');
}

export function titleSearchReducer(state: TitleSearchState = initialTitleSearchState, action: UnknownAction): TitleSearchState {
  if (loggedOut.match(action)) return initialTitleSearchState;
  if (searchTyped.match(action)) {
    const text = searchText(action.payload);
    if (text.length < SEARCH_MIN_LENGTH) return { query: action.payload, status: 'idle', suggestions: null };
    // The last suggestions stay on screen until the new ones come, so the list does not flicker.
    return { ...state, query: action.payload, status: 'loading' };
  }
  if (suggestionsLoaded.match(action))
    return searchText(state.query) === action.payload.query
      ? { ...state, status: 'loaded', suggestions: action.payload.suggestions }
      : state;
  if (suggestionsFailed.match(action))
    return searchText(state.query) === action.payload ? { ...state, status: 'failed', suggestions: null } : state;
  return state;
}
