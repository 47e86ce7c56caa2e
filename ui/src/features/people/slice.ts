import type { PersonFilms } from '@more-ai/contracts/api/browse';
import type { UnknownAction } from 'redux';
import { defineAction } from '../../app/actions';
import type { PageLoadStatus } from '../../app/load-status';
import { loggedOut } from '../auth/slice';

/** The person page on screen: the name in its address and their titles. */
export interface PersonPageState {
  readonly name: string | null;
  readonly status: PageLoadStatus;
  readonly person: PersonFilms | null;
  readonly error: string | null;
}

export const initialPersonState: PersonPageState = { name: null, status: 'loading', person: null, error: null };

export const personRequested = defineAction<string>()('people/requested');
/** Keyed by the name asked for, so a late answer for a page the user has left is dropped. */
export const personLoaded = defineAction<{ name: string; person: PersonFilms }>()('people/loaded');
export const personNotFound = defineAction<string>()('people/notFound');
export const personFailed = defineAction<{ name: string; error: string }>()('people/failed');

export function personPageReducer(state: PersonPageState = initialPersonState, action: UnknownAction): PersonPageState {
  if (loggedOut.match(action)) return initialPersonState;
  if (personRequested.match(action)) {
    const same = state.name === action.payload && state.person !== null;
    return { name: action.payload, status: same ? 'loaded' : 'loading', person: same ? state.person : null, error: null };
  }
  if (personLoaded.match(action))
    return action.payload.name === state.name ? { ...state, status: 'loaded', person: action.payload.person } : state;
  if (personNotFound.match(action)) return action.payload === state.name ? { ...state, status: 'notFound', person: null } : state;
  if (personFailed.match(action))
    return action.payload.name === state.name ? { ...state, status: 'failed', error: action.payload.error } : state;
  return state;
}
