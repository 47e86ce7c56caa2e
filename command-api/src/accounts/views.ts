import type { AccountRole, PlanType } from '@more-ai/events/catalog/index';
import { findCountry, findState, type Country, type State } from '@more-ai/platform/locations';
import type { AccountState, BillingInfo } from './evolve';

/**
 * The user as login, verify-email, refresh and GET /auth/me return it (SPEC §3 "User"). The read
 * side builds the same shape from its read model.
 */
export interface UserView {
  _id: string;
  id: string;
  username: string;
  email: string;
  role: AccountRole;
  isActive: boolean;
  createdAt: string;
  subscriptionType: PlanType;
  name?: string;
  firstName?: string;
  phone?: string;
  /** The billing country, when known: the UI shows GST to users in India (SPEC §6). */
  country?: Country;
}

/** Billing info as update-billing-info and GET /auth/billing-info return it (SPEC §3). */
export interface BillingInfoView {
  country: Country | null;
  state: State | null;
  pinCode: string;
  city: string;
  street: string;
  doorNo: string;
}

export function billingInfoView({ countryId, stateId, pinCode, city, street, doorNo }: BillingInfo): BillingInfoView {
  return { country: findCountry(countryId) ?? null, state: stateId ? (findState(stateId) ?? null) : null, pinCode, city, street, doorNo };
}

export function userViewOf(state: AccountState): UserView {
  const country = state.billing ? findCountry(state.billing.countryId) : undefined;
  return {
    _id: state.userId,
    id: state.userId,
    username: state.username,
    email: state.email,
    role: state.role,
    isActive: state.active,
    createdAt: state.registeredAt,
    subscriptionType: state.plan,
    ...(country ? { country } : {}),
  };
}
