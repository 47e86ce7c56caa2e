import { z } from 'zod';
import { Country, State } from './locations';

/**
 * The user as login, verify-email, refresh and GET /auth/me return it (SPEC §3 "User"): the
 * command-api shapes it from the account's stream, the read-api from the users read model.
 */
export const UserView = z.object({
  _id: z.string(),
  id: z.string(),
  username: z.string(),
  email: z.string(),
  role: z.enum(['user', 'admin', 'superadmin']),
  isActive: z.boolean(),
  createdAt: z.string(),
  subscriptionType: z.enum(['free', 'pro']),
  name: z.string().optional(),
  firstName: z.string().optional(),
  phone: z.string().optional(),
  /** The billing country, when known: the UI shows GST to users in India (SPEC §6). */
  country: Country.optional(),
});
export type UserView = z.infer<typeof UserView>;

/** Billing info as update-billing-info and GET /auth/billing-info return it (SPEC §3). */
export const BillingInfoView = z.object({
  country: Country.nullable(),
  state: State.nullable(),
  pinCode: z.string(),
  city: z.string(),
  street: z.string(),
  doorNo: z.string(),
});
export type BillingInfoView = z.infer<typeof BillingInfoView>;
