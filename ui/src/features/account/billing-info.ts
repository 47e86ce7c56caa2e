import type { BillingInfoView } from '@more-ai/contracts/accounts';
import type { Country, State } from '../locations/location';
import { isIndia } from '../locations/location';

/** SPEC §3 billing info as GET /auth/billing-info returns it. */
export type BillingInfo = BillingInfoView;

/** SPEC §3 billing info as POST /auth/update-billing-info takes it. */
export interface BillingUpdate {
  readonly countryId: string;
  readonly stateId: string | null;
  readonly pinCode: string;
  readonly city: string;
  readonly street: string;
  readonly doorNo: string;
}

/** What the billing dialog edits. */
export interface BillingDraft {
  readonly country: Country | null;
  readonly state: State | null;
  readonly pinCode: string;
  readonly city: string;
  readonly street: string;
  readonly doorNo: string;
}

export const addressFields = [
  { key: 'pinCode', label: 'Pin code', autoComplete: 'postal-code' },
  { key: 'city', label: 'City', autoComplete: 'address-level2' },
  { key: 'street', label: 'Street', autoComplete: 'address-line1' },
  { key: 'doorNo', label: 'Door number', autoComplete: 'address-line2' },
] as const;

export function draftFrom(info: BillingInfo | null): BillingDraft {
  return {
    country: info?.country ?? null,
    state: info?.state ?? null,
    pinCode: info?.pinCode ?? '',
    city: info?.city ?? '',
    street: info?.street ?? '',
    doorNo: info?.doorNo ?? '',
  };
}

export function updateFrom(draft: BillingDraft): BillingUpdate | null {
  if (!draft.country) return null;
  return {
    countryId: draft.country._id,
    // The state belongs to the billing address only in India (SPEC §5).
    stateId: isIndia(draft.country) ? (draft.state?._id ?? null) : null,
    pinCode: draft.pinCode.trim(),
    city: draft.city.trim(),
    street: draft.street.trim(),
    doorNo: draft.doorNo.trim(),
  };
}

/**
 * SPEC §5: Next/Update is enabled once a country (and for India a state) is chosen and something
 * differs from what the dialog was opened with.
 */
export function canSaveBilling(draft: BillingDraft, prefilled: BillingDraft): boolean {
  const update = updateFrom(draft);
  if (!update || (isIndia(draft.country) && !update.stateId)) return false;
  return JSON.stringify(update) !== JSON.stringify(updateFrom(prefilled));
}

/** SPEC §4: complete means a country, a state for India, and every address field. */
export function isBillingComplete(info: BillingInfo | null): boolean {
  if (!info?.country) return false;
  if (isIndia(info.country) && !info.state) return false;
  return [info.pinCode, info.city, info.street, info.doorNo].every((value) => Boolean(value?.trim()));
}
