import { defineEvent, type EventOf } from '../definitions';

export type PlanType = 'free' | 'pro';

/** Per-plan limits by feature key; -1 means unlimited (SPEC §3, §9). */
export interface PlanLimits {
  limited_watchlists: number;
  limited_favorites: number;
  limited_api_requests: number;
  movies_per_watchlist: number;
}

export interface PlanTerms {
  planId: string;
  type: PlanType;
  displayName: string;
  /** Rupees per billing period, before GST. */
  price: number;
  currency: 'INR';
  /** GST percentage charged on Indian billing addresses. */
  gst: number;
  durationLabel: string;
  /** Billing period in months; 0 for the free plan. */
  durationMonths: number;
  /** Comma-separated feature list shown on the plan card. */
  description: string;
  limits: PlanLimits;
  active: boolean;
}

/** A plan was put on sale with these terms. */
export const SubscriptionPlanDefined = defineEvent<PlanTerms>()({ type: 'SubscriptionPlanDefined', version: 1 });

/** A plan's terms changed; the payload carries all of them. */
export const SubscriptionPlanRevised = defineEvent<PlanTerms>()({ type: 'SubscriptionPlanRevised', version: 1 });

export type PlanEvent = EventOf<typeof SubscriptionPlanDefined> | EventOf<typeof SubscriptionPlanRevised>;
