import type { AnswerOf } from '@more-ai/contracts/api/contract';
import type { recommend } from '@more-ai/contracts/api/recommendations';
import type { UnknownAction } from 'redux';
import { defineAction } from '../../app/actions';
import { loggedOut } from '../auth/slice';
import type { MovieView } from '../movies/movie';
import { canAsk, countFilters, filterGroups, noFilters, toggleFilter, type FilterKey, type Filters } from './filters';
import { isExhausted, type RequestsLimit } from './quota';

/** SPEC §4 Recommendation: idle (the search), loading (the overlay), results (with a way back). */
export type RecommendationStatus = 'idle' | 'loading' | 'results';

/** What the user asked for, as sent: the results view repeats it. */
export interface AskedFor {
  readonly description: string;
  readonly filters: Filters;
}

export interface RecommendationsState {
  readonly description: string;
  readonly filters: Filters;
  readonly filtersOpen: boolean;
  readonly status: RecommendationStatus;
  readonly askedFor: AskedFor | null;
  readonly results: readonly MovieView[];
  /** Today's allowance; null until the server has said. */
  readonly quota: RequestsLimit | null;
}

const initialState: RecommendationsState = {
  description: '',
  filters: noFilters,
  filtersOpen: false,
  status: 'idle',
  askedFor: null,
  results: [],
  quota: null,
};

/** What POST /recommendations/recommend answers that the screen keeps. */
export type RecommendationsAnswer = Pick<AnswerOf<typeof recommend, 200>, 'recommendations' | 'requestsLimit'>;

export const descriptionChanged = defineAction<string>()('recommendations/descriptionChanged');
export const filterToggled = defineAction<{ key: FilterKey; value: string }>()('recommendations/filterToggled');
export const filtersCleared = defineAction()('recommendations/filtersCleared');
export const filterPanelToggled = defineAction()('recommendations/filterPanelToggled');
/** The user pressed send; the reducer decides whether the request may go (SPEC §5). */
export const recommendationsRequested = defineAction()('recommendations/requested');
export const recommendationsReceived = defineAction<RecommendationsAnswer>()('recommendations/received');
/** The request failed; a refusal for the daily limit says how much is left. */
export const recommendationsFailed = defineAction<RequestsLimit | undefined>()('recommendations/failed');
export const backToSearch = defineAction()('recommendations/backToSearch');
/**
 * The browser came to a search's results entry (Forward, Back from a movie, a reload): its picks
 * again if they are the ones on hand, else the form filled in with that search.
 */
export const resultsEntryShown = defineAction<AskedFor>()('recommendations/resultsEntryShown');
export const quotaRequested = defineAction()('recommendations/quotaRequested');
export const quotaLoaded = defineAction<RequestsLimit>()('recommendations/quotaLoaded');

export function recommendationsReducer(state: RecommendationsState = initialState, action: UnknownAction): RecommendationsState {
  // The next person to sign in on this browser must not see this one's prompt, picks or allowance.
  if (loggedOut.match(action)) return initialState;
  if (descriptionChanged.match(action)) return { ...state, description: action.payload };
  if (filterToggled.match(action)) return { ...state, filters: toggleFilter(state.filters, action.payload.key, action.payload.value) };
  if (filtersCleared.match(action)) return { ...state, filters: noFilters };
  if (filterPanelToggled.match(action)) return { ...state, filtersOpen: !state.filtersOpen };
  if (recommendationsRequested.match(action)) {
    if (state.status === 'loading' || !canAsk(state.description, state.filters) || isExhausted(state.quota)) return state;
    return { ...state, status: 'loading', askedFor: { description: state.description.trim(), filters: state.filters } };
  }
  if (recommendationsReceived.match(action)) {
    const { recommendations, requestsLimit } = action.payload;
    return { ...state, status: 'results', results: recommendations, quota: requestsLimit ?? state.quota };
  }
  if (recommendationsFailed.match(action)) return { ...state, status: 'idle', quota: action.payload ?? state.quota };
  if (backToSearch.match(action)) return state.status === 'results' ? { ...state, status: 'idle' } : state;
  if (resultsEntryShown.match(action)) {
    if (state.status === 'loading') return state;
    if (state.askedFor && sameSearch(state.askedFor, action.payload)) return { ...state, status: 'results' };
    const { description, filters } = action.payload;
    return { ...state, status: 'idle', description, filters, filtersOpen: state.filtersOpen || countFilters(filters) > 0 };
  }
  if (quotaLoaded.match(action)) return { ...state, quota: action.payload };
  return state;
}

function sameSearch(one: AskedFor, other: AskedFor): boolean {
  const same = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((value, i) => value === b[i]);
  return one.description === other.description && filterGroups.every(({ key }) => same(one.filters[key], other.filters[key]));
}
