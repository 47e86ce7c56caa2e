import type { PaymentErrorCode } from '@more-ai/contracts/api/payments';
import { ApiRequestFailed } from '../../api/client';

/** Failures the browser itself notices (SPEC §8): the checkout closed, the gateway refused, it never opened. */
export type ClientPaymentErrorCode = 'PAYMENT_WINDOW_CLOSED' | 'PAYMENT_FAILED' | 'PAYMENT_INITIATION_FAILED';

/** The request never got an answer. */
export const NETWORK_ERROR = 'NETWORK_ERROR';

/** What the Payment Failed dialog shows. */
export interface PaymentFailure {
  readonly code: string;
  readonly title: string;
  readonly message: string;
  /** What the user quotes to support: the server's, else one made here. */
  readonly reference: string;
}

interface Words {
  readonly title: string;
  readonly message: string;
}

/** SPEC §8 'Payments': each code's title and message. */
const CATALOGUE: Readonly<Record<PaymentErrorCode | ClientPaymentErrorCode | typeof NETWORK_ERROR, Words>> = {
  PAYMENT_VERIFICATION_FAILED: {
    title: 'Payment verification failed',
    message: 'The payment signature was invalid. Please contact support with your payment reference.',
  },
  RAZORPAY_FETCH_FAILED: {
    title: 'Payment details unavailable',
    message: 'We could not verify your payment with Razorpay. It may still have gone through: please check with your bank.',
  },
  SUBSCRIPTION_NOT_FOUND: {
    title: 'Subscription plan not found',
    message: 'This plan is no longer available. Please select a different plan.',
  },
  PAYMENT_STATUS_NOT_SUCCESSFUL: {
    title: 'Payment not completed',
    message: 'Your payment was not processed. No amount was deducted.',
  },
  SERVER_ERROR: { title: 'Server error', message: 'Something went wrong on our side. Our team has been notified.' },
  [NETWORK_ERROR]: { title: 'Network error', message: 'Please check your internet connection and try again.' },
  PAYMENT_WINDOW_CLOSED: {
    title: 'Payment cancelled',
    message: 'The payment window was closed before the payment was made. No amount was deducted.',
  },
  PAYMENT_FAILED: { title: 'Payment declined', message: 'Your bank or the payment method declined the payment.' },
  PAYMENT_INITIATION_FAILED: { title: 'Payment could not start', message: 'Please try again or contact support' },
};

const DEFAULT_WORDS: Words = { title: 'Payment processing failed', message: 'Please try again or contact support' };

/** SDK load failure (SPEC §8). */
export const CHECKOUT_SCRIPT_FAILED = 'Razorpay SDK failed to load. Please check your internet connection.';

/**
 * The dialog's words for a code (the catalogue's, else the default), with `detail` (the gateway's or
 * server's own sentence) as the message where the catalogue leaves it to the circumstances or does
 * not know the code (e.g. BILLING_INFO_REQUIRED).
 */
export function paymentFailure(code: string, reference: string, detail?: string): PaymentFailure {
  const known = (CATALOGUE as Readonly<Record<string, Words>>)[code];
  const words = known ?? DEFAULT_WORDS;
  const useDetail = detail && (!known || code === 'PAYMENT_FAILED' || code === 'PAYMENT_INITIATION_FAILED');
  return { code, title: words.title, message: useDetail ? detail : words.message, reference };
}

/**
 * A failed server call as the dialog shows it: its code (SERVER_ERROR for a 5xx without one,
 * NETWORK_ERROR when no answer came) and the server's reference if it gave one.
 */
export function failureOfCall(error: unknown, fallbackCode: string, newReference: () => string): PaymentFailure {
  if (!(error instanceof ApiRequestFailed)) return paymentFailure(NETWORK_ERROR, newReference());
  const body = error.body as { reference?: unknown } | undefined;
  const reference = typeof body?.reference === 'string' && body.reference ? body.reference : newReference();
  const code = error.code ?? (error.status >= 500 ? 'SERVER_ERROR' : fallbackCode);
  return paymentFailure(code, reference, error.serverMessage);
}

/** A reference support can find in the logs by time: PAY-<time in base 36>-<random>, e.g. PAY-MIF3K2QZ-7XQ4. */
export function newSupportReference(now: number = Date.now(), random: () => number = Math.random): string {
  const suffix = Math.floor(random() * 36 ** 4)
    .toString(36)
    .padStart(4, '0');
  return `PAY-${now.toString(36)}-${suffix}`.toUpperCase();
}
