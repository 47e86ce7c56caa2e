import { v5 as uuidv5 } from 'uuid';
import type { PlanTerms, PlanType } from '@more-ai/events/catalog/index';

const PLAN_IDS = '3b9e7c52-1f4a-4d8e-8c2b-5a6f9d0e1b27';

/** Plan ids are derived from the plan type, so they survive restarts and projection rebuilds. */
export const planIdOf = (type: PlanType): string => uuidv5(`plan:${type}`, PLAN_IDS);

/**
 * The plans MoRe AI sells (SPEC §6, §9). On the FREE card the first two description items are
 * shown as not included, so they name what PRO adds.
 */
export const STANDARD_PLANS: readonly PlanTerms[] = [
  {
    planId: planIdOf('free'),
    type: 'free',
    displayName: 'FREE',
    price: 0,
    currency: 'INR',
    gst: 18,
    durationLabel: 'forever',
    durationMonths: 0,
    description: [
      'Private watchlists and discoveries',
      'Transaction history',
      '20 AI searches per day',
      '5 watchlists with up to 5 movies each',
      '10 favorites',
      'Public watchlists and discoveries',
      'Basic movie details',
    ].join(', '),
    limits: { limited_watchlists: 5, limited_favorites: 10, limited_api_requests: 20, movies_per_watchlist: 5 },
    active: true,
  },
  {
    planId: planIdOf('pro'),
    type: 'pro',
    displayName: 'PRO',
    price: 149,
    currency: 'INR',
    gst: 18,
    durationLabel: 'per month',
    durationMonths: 1,
    description: [
      'Unlimited AI searches',
      'Unlimited watchlists and movies',
      'Unlimited favorites',
      'Private watchlists and discoveries',
      'Fuller movie details',
      'Transaction history',
    ].join(', '),
    limits: { limited_watchlists: -1, limited_favorites: -1, limited_api_requests: -1, movies_per_watchlist: -1 },
    active: true,
  },
];
