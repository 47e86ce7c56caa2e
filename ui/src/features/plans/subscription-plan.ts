import type { PlanView } from '@more-ai/contracts/plans';

/** A plan as GET /subscriptions/active returns it (SPEC §3). */
export type SubscriptionPlan = PlanView;

export interface PlanFeature {
  readonly label: string;
  readonly included: boolean;
}

const rupees = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', minimumFractionDigits: 2 });

/** Amounts carry the rupee sign and two decimals (SPEC §9): ₹149.00. */
export function formatRupees(amount: number): string {
  return rupees.format(amount);
}

/**
 * The card's feature list. On the FREE plan the first two items are what PRO adds, so they are shown
 * as not included (SPEC §3).
 */
export function planFeatures(plan: SubscriptionPlan): PlanFeature[] {
  return plan.description
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item.length > 0)
    .map((label, index) => ({ label, included: plan.type !== 'free' || index >= 2 }));
}

/** GST in rupees for an Indian billing address, as the server figures it for one period. */
export function gstFor(plan: SubscriptionPlan): number {
  return plan.gstAmount;
}
