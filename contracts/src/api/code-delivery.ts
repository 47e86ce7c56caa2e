// No zod here: the UI's first chunk follows a code's mail with these, and the landing page does not
// load zod (issue 13). auth.ts builds the route's schema, CodeDeliveryView, from the same statuses.

/** A code's delivery id: 128 random bits, base64url (22 characters). */
export const DELIVERY_ID_FORMAT = /^[A-Za-z0-9_-]{22}$/;

/** What became of a code's mail; `message` says it in the person's words. */
export const CODE_DELIVERY_MESSAGES = {
  sending: 'Sending your code…',
  delayed: "Your code is taking longer than usual to send. We'll keep trying.",
  sent: 'We sent the code. Check your email (and your spam folder).',
  failed: 'We could not send your code. Please use Resend Code to get a new one.',
  replaced: 'A newer code was sent. Use the newest one.',
} as const;
export type CodeDeliveryStatus = keyof typeof CODE_DELIVERY_MESSAGES;

/**
 * An answer of GET /api/auth/code-delivery/{deliveryId} as its status and message (CodeDeliveryView
 * without its other keys), or undefined for anything else: a proxy's page, an object of another shape.
 */
export function codeDeliveryViewOf(answer: unknown): { status: CodeDeliveryStatus; message: string } | undefined {
  if (typeof answer !== 'object' || answer === null) return undefined;
  const { status, message } = answer as Record<string, unknown>;
  if (typeof status !== 'string' || !Object.hasOwn(CODE_DELIVERY_MESSAGES, status) || typeof message !== 'string') return undefined;
  return { status: status as CodeDeliveryStatus, message };
}
