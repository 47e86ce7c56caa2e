import { expect } from 'chai';
import type { PlanEvent } from '@more-ai/events/catalog/index';
import { deciderSpec } from '@more-ai/testing/decider-spec';
import { planDecider } from './decide';
import { planIdOf, STANDARD_PLANS } from './standard-plans';

const spec = deciderSpec(planDecider, { now: new Date('2026-01-01T00:00:00Z') });
const free = STANDARD_PLANS.find((terms) => terms.type === 'free')!;
const pro = STANDARD_PLANS.find((terms) => terms.type === 'pro')!;
const defined: PlanEvent = { type: 'SubscriptionPlanDefined', data: free };

describe('subscription plans: deciding', () => {
  it('puts a plan on sale with its terms', () => {
    spec.given([]).when({ type: 'DefinePlan', terms: free }).then([defined]);
  });

  it('appends nothing when the same terms are defined again, so seeding can run at every start', () => {
    spec
      .given([defined])
      .when({ type: 'DefinePlan', terms: { ...free, limits: { ...free.limits } } })
      .then([]);
  });

  it('revises a plan whose terms changed, with all of them', () => {
    const revised = { ...free, limits: { ...free.limits, limited_favorites: 3 } };
    spec
      .given([defined])
      .when({ type: 'DefinePlan', terms: revised })
      .then([{ type: 'SubscriptionPlanRevised', data: revised }]);
    // The revised terms are the plan's terms from then on.
    spec
      .given([defined, { type: 'SubscriptionPlanRevised', data: revised }])
      .when({ type: 'DefinePlan', terms: revised })
      .then([]);
  });
});

describe('the standard plans', () => {
  it('give FREE 5 watchlists of 5 movies, 10 favorites and 20 AI searches a day, and PRO all unlimited', () => {
    expect(free.limits).to.deep.equal({ limited_watchlists: 5, limited_favorites: 10, limited_api_requests: 20, movies_per_watchlist: 5 });
    expect(pro.limits).to.deep.equal({ limited_watchlists: -1, limited_favorites: -1, limited_api_requests: -1, movies_per_watchlist: -1 });
  });

  it('keep their ids across restarts, one per plan type', () => {
    expect(free.planId).to.equal(planIdOf('free'));
    expect(pro.planId).to.equal(planIdOf('pro')).and.not.equal(free.planId);
  });
});
