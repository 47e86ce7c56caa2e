import { createHmac, randomBytes } from 'node:crypto';

/**
 * A one-time code is derived, HOTP-like, from a random delivery id under a server key
 * (SessionSecrets.otpCodeKey): the command that issues it records only the delivery id and the
 * code's keyed hash, and the mail outbox derives the same six digits when it sends the mail, so the
 * code itself is never stored, in the log or anywhere else. Knowing a delivery id (the person's
 * screen holds it) tells nothing of the code without the key.
 */
export function oneTimeCodeFor(codeKey: Buffer, deliveryId: string): string {
  const digest = createHmac('sha256', codeKey).update(`one-time code:${deliveryId}`).digest();
  // 48 bits mod 10^6: the bias toward low codes is below one in 2^28.
  return String(digest.readUIntBE(0, 6) % 1_000_000).padStart(6, '0');
}

/** 128 random bits, base64url (22 characters): names one mail and seeds its code. */
export function newDeliveryId(): string {
  return randomBytes(16).toString('base64url');
}
