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

/**
 * Names one mail and seeds its code: the time it was made (48 bits of milliseconds) and 80 random
 * bits, base64url (22 characters). The time lets a screen that asks about a delivery too early,
 * before the code's event has reached the read side, be told 'sending' rather than a guess.
 */
export function newDeliveryId(now: Date = new Date()): string {
  const id = Buffer.alloc(16);
  id.writeUIntBE(now.getTime(), 0, 6);
  randomBytes(10).copy(id, 6);
  return id.toString('base64url');
}

/** When a delivery id was made, as it says (anyone may make up an id: it decides nothing but what 'too early' means). */
export function deliveryIdMadeAt(deliveryId: string): Date {
  return new Date(Buffer.from(deliveryId, 'base64url').readUIntBE(0, 6));
}
