import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Razorpay's two signatures, both HMAC-SHA256 in lowercase hex. Checked in constant time: the SDK's
 * own helper compares with `===`, which tells an attacker how many leading characters were right.
 * A missing, malformed or wrong-length signature is simply not valid; nothing here throws on input
 * a client sent.
 */

const SHA256_HEX = /^[0-9a-f]{64}$/;

/** What Checkout hands the browser after a payment: HMAC of `order_id|payment_id` with the key secret. */
export function checkoutSignature(orderId: string, paymentId: string, keySecret: string): string {
  return hmacHex(`${orderId}|${paymentId}`, keySecret);
}

/** Whether the browser's `razorpay_signature` vouches for this order and payment. */
export function checkoutSignatureValid(orderId: string, paymentId: string, signature: unknown, keySecret: string): boolean {
  return sameHex(checkoutSignature(orderId, paymentId, keySecret), signature);
}

/** The X-Razorpay-Signature of a webhook: HMAC of the exact raw body with the webhook secret. */
export function webhookSignature(rawBody: Buffer | string, webhookSecret: string): string {
  return hmacHex(rawBody, webhookSecret);
}

/**
 * Whether X-Razorpay-Signature vouches for this raw body. Verify the bytes as received: a body parsed
 * and serialized again may differ in spacing or key order and no longer match.
 */
export function webhookSignatureValid(rawBody: Buffer | string, signature: string | undefined, webhookSecret: string): boolean {
  return sameHex(webhookSignature(rawBody, webhookSecret), signature);
}

function hmacHex(data: Buffer | string, secret: string): string {
  return createHmac('sha256', secret).update(data).digest('hex');
}

/** timingSafeEqual throws on buffers of different lengths, so the shape is checked first. */
function sameHex(expected: string, given: unknown): boolean {
  if (typeof given !== 'string' || !SHA256_HEX.test(given)) return false;
  return timingSafeEqual(Buffer.from(expected, 'hex'), Buffer.from(given, 'hex'));
}
