import type { UnknownAction } from 'redux';
import { defineAction } from '../../app/actions';
import type { Country, State } from './location';
import type { LoadStatus } from '../../app/load-status';

export interface LocationsState {
  readonly countriesStatus: LoadStatus;
  readonly countries: readonly Country[];
  /** States per country id, loaded when a country needs them. */
  readonly states: Readonly<Record<string, { readonly status: LoadStatus; readonly list: readonly State[] }>>;
}

const initialState: LocationsState = { countriesStatus: 'idle', countries: [], states: {} };

export const countriesRequested = defineAction()('locations/countriesRequested');
export const countriesLoaded = defineAction<Country[]>()('locations/countriesLoaded');
export const countriesFailed = defineAction()('locations/countriesFailed');
export const statesRequested = defineAction<string>()('locations/statesRequested');
export const statesLoaded = defineAction<{ countryId: string; states: State[] }>()('locations/statesLoaded');
export const statesFailed = defineAction<string>()('locations/statesFailed');

export function locationsReducer(state: LocationsState = initialState, action: UnknownAction): LocationsState {
  if (countriesRequested.match(action)) return { ...state, countriesStatus: 'loading' };
  if (countriesLoaded.match(action)) return { ...state, countriesStatus: 'loaded', countries: action.payload };
  if (countriesFailed.match(action)) return { ...state, countriesStatus: 'failed' };
  if (statesRequested.match(action)) {
    return {
      ...state,
      states: { ...state.states, [action.payload]: { status: 'loading', list: state.states[action.payload]?.list ?? [] } },
    };
  }
  if (statesLoaded.match(action)) {
    return { ...state, states: { ...state.states, [action.payload.countryId]: { status: 'loaded', list: action.payload.states } } };
  }
  if (statesFailed.match(action)) {
    return { ...state, states: { ...state.states, [action.payload]: { status: 'failed', list: [] } } };
  }
  return state;
}
