import type Razorpay from 'razorpay';
import type { Orders } from 'razorpay/dist/types/orders';
import type { Payments } from 'razorpay/dist/types/payments';
import {
  GatewayError,
  type CreateGatewayOrder,
  type GatewayOrder,
  type GatewayOrderStatus,
  type GatewayPayment,
  type GatewayPaymentStatus,
  type PaymentGateway,
} from './gateway';

export const LIVE_CHECKOUT_SCRIPT_URL = 'https://checkout.razorpay.com/v1/checkout.js';

/** Razorpay's own limits on an order, checked before asking so a mistake of ours fails at once and says why. */
export const ORDER_LIMITS = { minAmountPaise: 100, receiptLength: 40, notesKeys: 15, noteLength: 256 } as const;

/** Longest a call may take: a hung gateway fails the request that waits on it instead of holding it. */
const CALL_TIMEOUT_MS = 10_000;

/** Ids Razorpay hands out: a prefix and base62. Anything else (a '/' above all) never reaches a URL. */
const GATEWAY_ID = /^[A-Za-z]+_[A-Za-z0-9]+$/;

export interface RazorpayGatewayOptions {
  keyId: string;
  keySecret: string;
  /** Where the REST API is: Razorpay's by default, the embedded sandbox's under `npm start`. */
  apiBaseUrl?: string | undefined;
  /** Where the browser loads Checkout from; Razorpay's by default. */
  checkoutScriptUrl?: string | undefined;
  mode: PaymentGateway['mode'];
  /** Longest one call may take before it fails with GatewayError; 10 s by default. */
  timeoutMs?: number | undefined;
}

/** The payment gateway over the official `razorpay` SDK, against Razorpay or the sandbox. */
export function createRazorpayGateway(options: RazorpayGatewayOptions): PaymentGateway {
  // The SDK and its HTTP client load on the first call rather than with the app, which most starts never make.
  let sdk: Promise<Razorpay> | undefined;
  const razorpay = () =>
    (sdk ??= import('razorpay').then(({ default: Sdk }) => {
      const client = new Sdk({ key_id: options.keyId, key_secret: options.keySecret });
      configureTransport(client, options.apiBaseUrl, options.timeoutMs ?? CALL_TIMEOUT_MS);
      return client;
    }));

  return {
    mode: options.mode,
    keyId: options.keyId,
    checkoutScriptUrl: options.checkoutScriptUrl ?? LIVE_CHECKOUT_SCRIPT_URL,

    async createOrder(order) {
      checkOrder(order);
      const created = await ask('create an order', async () =>
        (await razorpay()).orders.create({
          amount: order.amountPaise,
          currency: order.currency,
          receipt: order.receipt,
          notes: { ...order.notes },
        }),
      );
      return toOrder(created);
    },

    async fetchOrder(orderId) {
      return toOrder(await ask('fetch an order', async () => (await razorpay()).orders.fetch(knownId(orderId))));
    },

    async fetchPayment(paymentId) {
      return toPayment(await ask('fetch a payment', async () => (await razorpay()).payments.fetch(knownId(paymentId))));
    },

    async orderPayments(orderId) {
      const { items } = await ask('list an order’s payments', async () => (await razorpay()).orders.fetchPayments(knownId(orderId)));
      // Razorpay lists newest first; the port promises oldest first. Reversed before the (stable) sort,
      // since created_at has only whole seconds and payments of one second keep Razorpay's order.
      return items
        .map(toPayment)
        .reverse()
        .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
    },

    async capturePayment(paymentId, amountPaise, currency) {
      return toPayment(
        await ask('capture a payment', async () => (await razorpay()).payments.capture(knownId(paymentId), amountPaise, currency)),
      );
    },
  };
}

/**
 * The SDK fixes its base URL to https://api.razorpay.com and offers no timeout or other host. It
 * keeps one axios instance (node_modules/razorpay/dist/api.js: `this.rq`), whose defaults are set
 * here after construction: another base URL for the sandbox, a timeout for every call. The SDK also
 * turns every rejection into `{ statusCode: err.response.status, … }`, which throws a TypeError when
 * there was no answer at all (refused, reset, timed out); such failures are given an answer-shaped
 * form here first, so they arrive as `statusCode: 0` with the transport's own message.
 */
function configureTransport(razorpay: Razorpay, apiBaseUrl: string | undefined, timeoutMs: number): void {
  const transport = (razorpay.api as unknown as { rq: SdkAxios }).rq;
  if (apiBaseUrl) transport.defaults.baseURL = apiBaseUrl;
  transport.defaults.timeout = timeoutMs;
  transport.interceptors.response.use(undefined, (error: { response?: unknown; message?: string; code?: string }) => {
    if (error.response) return Promise.reject(error);
    const description = [error.code, error.message].filter(Boolean).join(': ') || 'no answer';
    return Promise.reject({ response: { status: 0, data: { error: { code: 'GATEWAY_UNREACHABLE', description } } } });
  });
}

/** The part of the SDK's axios instance configured above (axios itself is not a dependency of ours). */
interface SdkAxios {
  defaults: { baseURL?: string; timeout?: number };
  interceptors: { response: { use(onFulfilled: undefined, onRejected: (error: never) => Promise<never>): number } };
}

function checkOrder({ amountPaise, receipt, notes }: CreateGatewayOrder): void {
  if (!Number.isInteger(amountPaise) || amountPaise < ORDER_LIMITS.minAmountPaise) {
    throw new RangeError(`An order's amount must be a whole number of paise, at least ${ORDER_LIMITS.minAmountPaise}: ${amountPaise}`);
  }
  if (receipt.length === 0 || receipt.length > ORDER_LIMITS.receiptLength) {
    throw new RangeError(`An order's receipt must have 1 to ${ORDER_LIMITS.receiptLength} characters: '${receipt}'`);
  }
  const keys = Object.keys(notes);
  if (keys.length > ORDER_LIMITS.notesKeys)
    throw new RangeError(`An order takes at most ${ORDER_LIMITS.notesKeys} notes, not ${keys.length}`);
  const long = keys.find((key) => String(notes[key]).length > ORDER_LIMITS.noteLength);
  if (long !== undefined) throw new RangeError(`The note '${long}' is longer than ${ORDER_LIMITS.noteLength} characters`);
}

/** An id that cannot be Razorpay's is one it does not know, without asking. */
function knownId(id: string): string {
  if (!GATEWAY_ID.test(id)) throw new GatewayError(`The id provided does not exist: '${id}'`, { notFound: true });
  return id;
}

/** One SDK call, its failures as GatewayError (Razorpay's code and description kept). */
async function ask<T>(what: string, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof GatewayError) throw error;
    const { statusCode, error: answer } = (error ?? {}) as Partial<SdkError>;
    const status = statusCode === undefined ? undefined : Number(statusCode);
    if (status === 0 || status === undefined) {
      throw new GatewayError(
        `Razorpay could not be asked to ${what}: ${answer?.description ?? String(error)}`,
        { code: answer?.code },
        { cause: error },
      );
    }
    const notFound = status === 404 || (answer?.code === 'BAD_REQUEST_ERROR' && /does not exist/i.test(answer.description ?? ''));
    const description = answer?.description ?? `HTTP ${status}`;
    throw new GatewayError(
      `Razorpay refused to ${what}: ${description}`,
      { code: answer?.code, statusCode: status, notFound },
      { cause: error },
    );
  }
}

/** How the SDK rejects (its `normalizeError`). */
interface SdkError {
  statusCode: number | string;
  error?: { code?: string; description?: string; reason?: string };
}

const ORDER_STATUSES: readonly GatewayOrderStatus[] = ['created', 'attempted', 'paid'];
const PAYMENT_STATUSES: readonly GatewayPaymentStatus[] = ['created', 'authorized', 'captured', 'refunded', 'failed'];

function toOrder(order: Orders.RazorpayOrder): GatewayOrder {
  if (!ORDER_STATUSES.includes(order.status)) throw new GatewayError(`Razorpay answered an order of unknown status '${order.status}'`);
  if (order.currency !== 'INR') throw new GatewayError(`Razorpay answered an order in ${order.currency}, not INR`);
  return {
    id: order.id,
    amountPaise: Number(order.amount),
    currency: 'INR',
    receipt: order.receipt ?? '',
    status: order.status,
    notes: toNotes(order.notes),
    createdAt: new Date(order.created_at * 1000),
  };
}

function toPayment(payment: Payments.RazorpayPayment): GatewayPayment {
  if (!PAYMENT_STATUSES.includes(payment.status))
    throw new GatewayError(`Razorpay answered a payment of unknown status '${payment.status}'`);
  return {
    id: payment.id,
    orderId: payment.order_id,
    amountPaise: Number(payment.amount),
    currency: payment.currency,
    status: payment.status,
    method: payment.method,
    error: payment.error_code
      ? { code: payment.error_code, description: payment.error_description ?? '', reason: payment.error_reason ?? null }
      : null,
    createdAt: new Date(payment.created_at * 1000),
  };
}

/** Razorpay answers notes as `[]` when there are none (its PHP roots), an object otherwise. */
function toNotes(notes: unknown): Record<string, string> {
  if (typeof notes !== 'object' || notes === null || Array.isArray(notes)) return {};
  return Object.fromEntries(Object.entries(notes).map(([key, value]) => [key, String(value)]));
}
