import { isDeepStrictEqual } from 'node:util';
import { CANNOT_CHANGE_SUPERADMIN, CANNOT_DEACTIVATE_SELF, ONLY_SUPERADMIN_CHANGES_ADMINS } from '@more-ai/contracts/api/admin';
import { RESET_TOKEN_INVALID } from '@more-ai/contracts/api/auth';
import type { AccountEvent, AccountRole, OtpPurpose, PlanType } from '@more-ai/events/catalog/index';
import { Conflict, Forbidden, InvalidInput, LimitReached, NotFound, type DomainError } from '@more-ai/platform/domain/errors';
import type { Decider, DecisionContext } from '../pipeline/decider';
import { evolveAccount, initialAccountState, type AccountState, type BillingInfo } from './evolve';
import { OTP_MAX_WRONG_TRIES, OTP_RESEND_WAIT_SECONDS, OTP_VALID_MINUTES, RESET_TOKEN_VALID_MINUTES, sameOtpHash } from './otp';

export const INVALID_OTP = 'Invalid OTP';
export const TOO_MANY_WRONG_CODES = 'Too many wrong codes. Please request a new one.';
export const OTP_EXPIRED = 'This code has expired. Please request a new one.';
export const OTP_USED = 'This code has already been used. Please request a new one.';
export const EMAIL_ALREADY_VERIFIED = 'Email is already verified';
export const SIGNUP_ABANDONED = 'This signup did not finish. Please sign up again.';
export { RESET_TOKEN_INVALID };

export type AccountCommand =
  | {
      type: 'RegisterAccount';
      userId: string;
      username: string;
      email: string;
      passwordHash: string;
      role: AccountRole;
      /** Admins and seeded accounts start verified; people who sign up get a code. */
      verified: boolean;
      /** The verify-email code to mail: its hash, and the delivery id it is derived from. */
      otp?: { hash: string; deliveryId: string };
    }
  /** `deliveryId` names the mail and seeds the code (platform/auth/one-time-codes); `otpHash` is the code's hash. */
  | { type: 'IssueOtp'; purpose: OtpPurpose; otpHash: string; deliveryId: string }
  /** `otpHash` is the hash of the code the person typed, made the way the issued one was. */
  | { type: 'VerifyOtp'; purpose: 'verify-email'; otpHash: string }
  /** A right reset code hands out a reset token; the route made it and passes only its hash. */
  | { type: 'VerifyOtp'; purpose: 'reset-password'; otpHash: string; resetTokenHash: string }
  /** `resetTokenHash` is the hash of the token the person sent, made the way the issued one was. */
  | { type: 'ResetPassword'; resetTokenHash: string; passwordHash: string }
  | { type: 'UpdateBillingInfo'; billing: BillingInfo }
  | { type: 'ChangePlan'; plan: PlanType }
  /** An admin switches the account off (its sessions end) or on again; `by` is who asks, the rules are theirs. */
  | { type: 'DeactivateAccount'; by: AccountActor }
  | { type: 'ReactivateAccount'; by: AccountActor }
  | { type: 'DeleteAccount' }
  /** The signup under this id gives up: refused after it reserved something, or never finished. */
  | { type: 'AbandonRegistration'; userId: string };

/** Who switches an account off or on: an admin's own id and role. */
export interface AccountActor {
  userId: string;
  role: AccountRole;
}

/** A new code asked too soon; says how long to wait, in the message and as the wait itself. */
export class OtpResendTooSoon extends LimitReached {
  constructor(readonly secondsLeft: number) {
    super(`Please wait ${secondsLeft} seconds before requesting a new code.`, 'OTP_RESEND_TOO_SOON', secondsLeft);
  }
}

export function decideAccount(command: AccountCommand, state: AccountState, { now }: DecisionContext): AccountEvent[] {
  if (command.type === 'RegisterAccount') return register(command, state, now);
  if (command.type === 'AbandonRegistration') return abandon(command.userId, state);
  if (state.status !== 'registered') {
    if (command.type === 'DeleteAccount' && state.status === 'deleted') return [];
    throw new NotFound('Account not found', 'ACCOUNT_NOT_FOUND');
  }
  const { userId } = state;
  switch (command.type) {
    case 'IssueOtp': {
      if (command.purpose === 'verify-email' && state.emailVerified) throw new Conflict(EMAIL_ALREADY_VERIFIED, 'EMAIL_ALREADY_VERIFIED');
      const last = state.otps[command.purpose];
      const waitedMs = last ? now.getTime() - last.issuedAt.getTime() : Infinity;
      if (waitedMs < OTP_RESEND_WAIT_SECONDS * 1000) throw new OtpResendTooSoon(Math.ceil(OTP_RESEND_WAIT_SECONDS - waitedMs / 1000));
      return [issued(userId, command.purpose, { hash: command.otpHash, deliveryId: command.deliveryId }, now)];
    }
    case 'VerifyOtp': {
      const events = verifyOtp(command.purpose, command.otpHash, state, now);
      // Stryker disable next-line OptionalChaining: equivalent, verifyOtp decides at least one event or throws
      if (command.purpose !== 'reset-password' || events[0]?.type !== 'OtpAccepted') return events;
      const expiresAt = new Date(now.getTime() + RESET_TOKEN_VALID_MINUTES * 60_000).toISOString();
      return [...events, { type: 'ResetTokenIssued', data: { userId, tokenHash: command.resetTokenHash, expiresAt } }];
    }
    case 'ResetPassword':
      // PasswordChanged clears the token: under concurrent resets with one token, the pipeline
      // re-decides the later ones against that, so exactly one succeeds.
      if (resetTokenRefusal(state, command.resetTokenHash, now)) throw resetTokenInvalid();
      return [{ type: 'PasswordChanged', data: { userId, passwordHash: command.passwordHash } }];
    case 'UpdateBillingInfo':
      if (isDeepStrictEqual(state.billing, command.billing)) return [];
      return [{ type: 'BillingInfoUpdated', data: { userId, ...command.billing } }];
    case 'ChangePlan':
      return state.plan === command.plan ? [] : [{ type: 'PlanChanged', data: { userId, plan: command.plan } }];
    case 'DeactivateAccount':
      assertMayChangeStatus(command.by, state);
      return state.active ? [{ type: 'AccountDeactivated', data: { userId } }] : [];
    case 'ReactivateAccount':
      assertMayChangeStatus(command.by, state);
      return state.active ? [] : [{ type: 'AccountReactivated', data: { userId } }];
    case 'DeleteAccount':
      return [{ type: 'AccountDeleted', data: { userId } }];
  }
}

/**
 * Who may switch an account off or on, checked before whether anything would change: admins only, nobody their
 * own (an admin could lock themself out), nobody a superadmin's (the one account that can always
 * get back in), and only a superadmin an admin's.
 */
function assertMayChangeStatus(by: AccountActor, state: AccountState): void {
  // The route admits admins only; a decision never rests on that alone.
  if (by.role === 'user') throw new Forbidden();
  if (by.userId === state.userId) throw new Forbidden(CANNOT_DEACTIVATE_SELF, 'CANNOT_DEACTIVATE_SELF');
  if (state.role === 'superadmin') throw new Forbidden(CANNOT_CHANGE_SUPERADMIN, 'CANNOT_CHANGE_SUPERADMIN');
  if (state.role === 'admin' && by.role !== 'superadmin')
    throw new Forbidden(ONLY_SUPERADMIN_CHANGES_ADMINS, 'ONLY_SUPERADMIN_CHANGES_ADMINS');
}

/**
 * Abandoning and registering are decided on the same stream, so of a late registration and the
 * reactor's abandonment of the same signup exactly one happens: what a signup reserved is released
 * only when its account can no longer appear. A registered (or deleted) account has nothing to abandon.
 */
function abandon(userId: string, state: AccountState): AccountEvent[] {
  return state.status === 'none' ? [{ type: 'RegistrationAbandoned', data: { userId } }] : [];
}

function register(command: Extract<AccountCommand, { type: 'RegisterAccount' }>, state: AccountState, now: Date): AccountEvent[] {
  // Its names may already be another signup's: an abandoned id never registers (see abandon).
  if (state.status === 'abandoned') throw new Conflict(SIGNUP_ABANDONED, 'SIGNUP_ABANDONED');
  // Ids are fresh per signup, or derived from an Idempotency-Key: a stream that exists is a retry.
  if (state.status !== 'none') return [];
  const { userId, username, email, passwordHash, role } = command;
  const events: AccountEvent[] = [
    { type: 'AccountRegistered', data: { userId, username, email, passwordHash, role, registeredAt: now.toISOString() } },
  ];
  if (command.verified) events.push({ type: 'EmailVerified', data: { userId } });
  if (command.otp) events.push(issued(userId, 'verify-email', command.otp, now));
  return events;
}

function issued(userId: string, purpose: OtpPurpose, otp: { hash: string; deliveryId: string }, now: Date): AccountEvent {
  const expiresAt = new Date(now.getTime() + OTP_VALID_MINUTES * 60_000).toISOString();
  return { type: 'OtpIssued', data: { userId, purpose, otpHash: otp.hash, expiresAt, deliveryId: otp.deliveryId } };
}

/**
 * A wrong code is a fact worth keeping (it counts towards the five tries), so it is appended as
 * OtpRejected rather than thrown; `otpRefusal` turns it into the answer afterwards.
 *
 * A wrong code gets 'Invalid OTP' whatever the account's state (no code out, used, expired, too many
 * tries, e-mail already verified), the very answer an e-mail without an account gets: only someone
 * who has the right code learns more, and that person is the owner.
 */
function verifyOtp(purpose: OtpPurpose, candidate: string, state: AccountState, now: Date): AccountEvent[] {
  const { userId } = state;
  const otp = state.otps[purpose];
  if (!otp || !sameOtpHash(candidate, otp.hash)) {
    const counting = otp && !otp.used && otp.wrongTries < OTP_MAX_WRONG_TRIES && now.getTime() <= otp.expiresAt.getTime();
    if (counting && !(purpose === 'verify-email' && state.emailVerified)) return [{ type: 'OtpRejected', data: { userId, purpose } }];
    throw invalidOtp();
  }
  if (purpose === 'verify-email' && state.emailVerified) throw new Conflict(EMAIL_ALREADY_VERIFIED, 'EMAIL_ALREADY_VERIFIED');
  if (otp.used) throw new InvalidInput(OTP_USED, 'OTP_USED');
  if (otp.wrongTries >= OTP_MAX_WRONG_TRIES) throw new LimitReached(TOO_MANY_WRONG_CODES, 'OTP_TOO_MANY_TRIES');
  if (now.getTime() > otp.expiresAt.getTime()) throw new InvalidInput(OTP_EXPIRED, 'OTP_EXPIRED');
  const accepted: AccountEvent = { type: 'OtpAccepted', data: { userId, purpose, acceptedAt: now.toISOString() } };
  return purpose === 'verify-email' ? [accepted, { type: 'EmailVerified', data: { userId } }] : [accepted];
}

/** What a wrong code, or a code for an e-mail without an account, is answered with. */
export const invalidOtp = () => new InvalidInput(INVALID_OTP, 'OTP_INVALID');

/**
 * Why a reset token does not open a reset, if it does not: none issued (or already used), another
 * one, or expired. `now` is optional so a route can check the token before spending a password hash
 * on it; the decision checks again with the clock.
 */
export function resetTokenRefusal(state: AccountState, candidate: string, now?: Date): 'none' | 'wrong' | 'expired' | undefined {
  const token = state.resetToken;
  if (!token) return 'none';
  if (!sameOtpHash(candidate, token.hash)) return 'wrong';
  if (now && now.getTime() > token.expiresAt.getTime()) return 'expired';
  return undefined;
}

export const resetTokenInvalid = () => new InvalidInput(RESET_TOKEN_INVALID, 'RESET_TOKEN_INVALID');

/** The error for a VerifyOtp whose code was wrong (even the fifth time: see verifyOtp); undefined when it was accepted. */
export function otpRefusal(events: readonly AccountEvent[]): DomainError | undefined {
  // Stryker disable next-line OptionalChaining: equivalent, a VerifyOtp decides at least one event or throws
  return events[0]?.type === 'OtpRejected' ? invalidOtp() : undefined;
}

/** One stream per account: `Account-{userId}`. */
export const accountDecider: Decider<AccountCommand, AccountState, AccountEvent> = {
  category: 'Account',
  initialState: initialAccountState,
  evolve: evolveAccount,
  decide: decideAccount,
};
