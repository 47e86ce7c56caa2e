import type { UnknownAction } from 'redux';
import { defineAction } from '../../app/actions';
import type { SubscriptionPlan } from './subscription-plan';
import type { LoadStatus } from '../../app/load-status';

export interface PlansState {
  readonly status: LoadStatus;
  readonly plans: readonly SubscriptionPlan[];
  readonly error: string | null;
}

const initialState: PlansState = { status: 'idle', plans: [], error: null };

export const plansRequested = defineAction()('plans/requested');
export const plansLoaded = defineAction<SubscriptionPlan[]>()('plans/loaded');
export const plansFailed = defineAction<string>()('plans/failed');

export function plansReducer(state: PlansState = initialState, action: UnknownAction): PlansState {
  if (plansRequested.match(action)) return { ...state, status: 'loading', error: null };
  if (plansLoaded.match(action)) return { status: 'loaded', plans: action.payload, error: null };
  if (plansFailed.match(action)) return { ...state, status: 'failed', error: action.payload };
  return state;
}
