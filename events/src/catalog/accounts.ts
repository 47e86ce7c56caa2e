import { defineEvent, type EventOf } from '../definitions';
import type { PlanType } from './plans';

export type AccountRole = 'user' | 'admin' | 'superadmin';
export type OtpPurpose = 'verify-email' | 'reset-password';

// Every account event is about one person: its personal fields are sealed with that person's key,
// so deleting the account (destroying the key) makes them unreadable in the log (ARCHITECTURE rule 5).
const subject = (data: { userId: string }) => `user:${data.userId}`;

/** Someone signed up, or a superadmin created an admin. Stream `Account-{userId}`. */
export const AccountRegistered = defineEvent<{
  userId: string;
  username: string;
  /** Lower-cased and trimmed: e-mails are unique regardless of case. */
  email: string;
  /** `scrypt$N$r$p$salt$hash`; never the password. */
  passwordHash: string;
  role: AccountRole;
  /** ISO time; deciders see only payloads, and the user's "member since" needs it. */
  registeredAt: string;
}>()({
  type: 'AccountRegistered',
  version: 1,
  personalData: { subject, fields: { username: 'Deleted user', email: 'Deleted user' } },
});

/** The owner proved the e-mail address is theirs (or an admin account was created verified). */
export const EmailVerified = defineEvent<{ userId: string }>()({ type: 'EmailVerified', version: 1 });

/**
 * A one-time code was issued, to be mailed by the mail outbox (processes/). Only its keyed hash is
 * kept, bound to the purpose and e-mail. Since version 2 the code is derived from `deliveryId` under
 * the server's OTP key (see platform/auth/one-time-codes), so the outbox can mail it without the code
 * ever being stored; `deliveryId` also names the mail (stream `Mail-{deliveryId}`) and is what the
 * person's screen asks about to learn whether the mail went out. Version 1 codes were mailed by the
 * request itself and have no delivery.
 */
export const OtpIssued = defineEvent<{
  userId: string;
  purpose: OtpPurpose;
  otpHash: string;
  expiresAt: string;
  deliveryId: string | null;
}>()({
  type: 'OtpIssued',
  version: 2,
  upcasters: { 1: (data: { userId: string; purpose: OtpPurpose; otpHash: string; expiresAt: string }) => ({ ...data, deliveryId: null }) },
});

/** A wrong code was tried against the current one. */
export const OtpRejected = defineEvent<{ userId: string; purpose: OtpPurpose }>()({ type: 'OtpRejected', version: 1 });

/** The current code was entered correctly and is used up (a reset code is followed by ResetTokenIssued). */
export const OtpAccepted = defineEvent<{ userId: string; purpose: OtpPurpose; acceptedAt: string }>()({
  type: 'OtpAccepted',
  version: 1,
});

/**
 * verify-otp accepted a reset code and handed out a reset token: reset-password takes that token,
 * once, until `expiresAt` (ISO). Only its keyed hash is kept; a newer one replaces it.
 */
export const ResetTokenIssued = defineEvent<{ userId: string; tokenHash: string; expiresAt: string }>()({
  type: 'ResetTokenIssued',
  version: 1,
});

/** The password was reset; every session of the account ends. */
export const PasswordChanged = defineEvent<{ userId: string; passwordHash: string }>()({ type: 'PasswordChanged', version: 1 });

/** An admin switched the account off: it cannot log in and its sessions end. */
export const AccountDeactivated = defineEvent<{ userId: string }>()({ type: 'AccountDeactivated', version: 1 });

export const AccountReactivated = defineEvent<{ userId: string }>()({ type: 'AccountReactivated', version: 1 });

/** The billing location (SPEC §3 "Billing info"); state only for India, address fields may be empty. */
export const BillingInfoUpdated = defineEvent<{
  userId: string;
  countryId: string;
  stateId: string | null;
  pinCode: string;
  city: string;
  street: string;
  doorNo: string;
}>()({
  type: 'BillingInfoUpdated',
  version: 1,
  personalData: {
    subject,
    fields: { countryId: null, stateId: null, pinCode: null, city: null, street: null, doorNo: null },
  },
});

/** The account's subscription tier changed (a system command; payments drive it later). */
export const PlanChanged = defineEvent<{ userId: string; plan: PlanType }>()({ type: 'PlanChanged', version: 1 });

/** The owner deleted the account; its key is destroyed right after, so its personal data reads as 'Deleted user'. */
export const AccountDeleted = defineEvent<{ userId: string }>()({ type: 'AccountDeleted', version: 1 });

/**
 * A signup that reserved an e-mail or username did not register its account (it was refused, or
 * never finished), and never will: the account's id is spent, and what it reserved may be taken
 * over by another signup at once and is released by the signup reservations reactor.
 */
export const RegistrationAbandoned = defineEvent<{ userId: string }>()({ type: 'RegistrationAbandoned', version: 1 });

export type AccountEvent =
  | EventOf<typeof AccountRegistered>
  | EventOf<typeof RegistrationAbandoned>
  | EventOf<typeof EmailVerified>
  | EventOf<typeof OtpIssued>
  | EventOf<typeof OtpRejected>
  | EventOf<typeof OtpAccepted>
  | EventOf<typeof ResetTokenIssued>
  | EventOf<typeof PasswordChanged>
  | EventOf<typeof AccountDeactivated>
  | EventOf<typeof AccountReactivated>
  | EventOf<typeof BillingInfoUpdated>
  | EventOf<typeof PlanChanged>
  | EventOf<typeof AccountDeleted>;

/**
 * Reservation streams keep e-mails and usernames unique under concurrent signups:
 * `EmailReservation-{sha256 of the lower-cased e-mail}` and `UsernameReservation-{sha256 of the
 * lower-cased username}`. They name the owner only, never the e-mail or username itself.
 */
export const EmailReserved = defineEvent<{ userId: string }>()({ type: 'EmailReserved', version: 1 });
export const EmailReleased = defineEvent<{ userId: string }>()({ type: 'EmailReleased', version: 1 });
export const UsernameReserved = defineEvent<{ userId: string }>()({ type: 'UsernameReserved', version: 1 });
export const UsernameReleased = defineEvent<{ userId: string }>()({ type: 'UsernameReleased', version: 1 });

export type EmailReservationEvent = EventOf<typeof EmailReserved> | EventOf<typeof EmailReleased>;
export type UsernameReservationEvent = EventOf<typeof UsernameReserved> | EventOf<typeof UsernameReleased>;

export const accountEvents = [
  AccountRegistered,
  RegistrationAbandoned,
  EmailVerified,
  OtpIssued,
  OtpRejected,
  OtpAccepted,
  ResetTokenIssued,
  PasswordChanged,
  AccountDeactivated,
  AccountReactivated,
  BillingInfoUpdated,
  PlanChanged,
  AccountDeleted,
  EmailReserved,
  EmailReleased,
  UsernameReserved,
  UsernameReleased,
] as const;
