import type { UserView } from '@more-ai/contracts/accounts';
import { findCountry } from '@more-ai/platform/locations';
import type { AccountState } from './evolve';

/** The user as the command answers show it, from the account's stream (the read-api shapes the same from its read model). */
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
