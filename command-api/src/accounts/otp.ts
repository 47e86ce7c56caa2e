import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import type { OtpPurpose } from '@more-ai/events/catalog/index';

/** A code works for 10 minutes after it is mailed. */
export const OTP_VALID_MINUTES = 10;
/** A new code can be asked for 60 s after the last one (SPEC §9), also enforced here. */
export const OTP_RESEND_WAIT_SECONDS = 60;
/** After this many wrong tries the code is dead and a new one must be requested. */
export const OTP_MAX_WRONG_TRIES = 5;
/** The reset token verify-otp hands out works for this long. */
export const RESET_TOKEN_VALID_MINUTES = 10;

/** Six random digits. */
export function newOtp(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

/**
 * What is stored of a code: an HMAC under the server's OTP pepper, over the purpose and the e-mail
 * too, so a code mailed for one purpose or address never matches another.
 */
export function otpHash(pepper: Buffer, purpose: OtpPurpose, email: string, code: string): string {
  return createHmac('sha256', pepper).update(`otp:${purpose}:${email}:${code}`).digest('base64url');
}

export function sameOtpHash(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** A reset token: 256 random bits, base64url (43 characters). */
export function newResetToken(): string {
  return randomBytes(32).toString('base64url');
}

/**
 * What is stored of a reset token: an HMAC under the same pepper, bound to the account, so a token
 * (or its hash) from one account is worth nothing on another.
 */
export function resetTokenHash(pepper: Buffer, userId: string, token: string): string {
  return createHmac('sha256', pepper).update(`reset-token:${userId}:${token}`).digest('base64url');
}
