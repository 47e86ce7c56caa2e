import { isDeepStrictEqual } from 'node:util';
import type { PlanEvent, PlanTerms } from '@more-ai/events/catalog/index';
import type { Decider } from '../pipeline/decider';

/** System command: put a plan on sale with these terms, or bring its terms up to date. */
export interface DefinePlan {
  type: 'DefinePlan';
  terms: PlanTerms;
}

export interface PlanState {
  terms: PlanTerms | null;
}

export function evolvePlan(state: PlanState, event: PlanEvent): PlanState {
  switch (event.type) {
    case 'SubscriptionPlanDefined':
    case 'SubscriptionPlanRevised':
      return { terms: event.data };
    default:
      return state;
  }
}

/** Defining a plan again with the same terms changes nothing, so seeding can run at every start. */
export function decidePlan(command: DefinePlan, state: PlanState): PlanEvent[] {
  if (!state.terms) return [{ type: 'SubscriptionPlanDefined', data: command.terms }];
  if (isDeepStrictEqual(state.terms, command.terms)) return [];
  return [{ type: 'SubscriptionPlanRevised', data: command.terms }];
}

/** One stream per plan: `SubscriptionPlan-{planId}`. */
export const planDecider: Decider<DefinePlan, PlanState, PlanEvent> = {
  category: 'SubscriptionPlan',
  // Stryker disable next-line ObjectLiteral: equivalent, a plan without terms (null or left out) is put on sale
  initialState: () => ({ terms: null }),
  evolve: evolvePlan,
  decide: decidePlan,
};
