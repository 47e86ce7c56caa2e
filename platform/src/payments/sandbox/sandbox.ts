import { createHash, timingSafeEqual } from 'node:crypto';
import Router from '@koa/router';
import Koa from 'koa';
import type { Knex } from 'knex';
import { z } from 'zod';
import { jsonBody } from '../../http/json-body';
import type { Logger } from '../../logger';
import { checkoutSignature } from '../signatures';
import { checkoutScript } from './checkout-script';
import { RazorpayError, invalidInput, notAuthenticated } from './razorpay-errors';
import { createSandboxStore, migrateSandboxTables, type AttemptResult } from './store';
import { chargeWith, type PayInstrument } from './test-instruments';
import { createWebhookSender, type WebhookEvent } from './webhooks';

/** Where the app mounts the sandbox: every path it serves starts with this. */
export const SANDBOX_PREFIX = '/sandbox/razorpay';

export interface RazorpaySandboxOptions {
  db: Knex;
  /** The key id and secret the REST API's Basic auth accepts; the secret also signs Checkout's answers. */
  keyId: string;
  keySecret: string;
  /** Signs the webhooks (X-Razorpay-Signature). */
  webhookSecret: string;
  /** Where webhooks are POSTed, read at each delivery, e.g. http://127.0.0.1:3000/api/payments/webhook. */
  webhookUrl: () => string;
  /** The origin the sandbox is reached at, e.g. http://127.0.0.1:3000, read when a URL is asked for. */
  publicBaseUrl: () => string;
  clock?: () => Date;
  log: Logger;
  /** The waits before each webhook retry (0.5 s, 2 s, 5 s by default). */
  webhookRetryDelaysMs?: readonly number[];
  /** How long close() lets webhooks still queued be delivered before abandoning them (5 s by default). */
  closeGraceMs?: number;
}

export interface RazorpaySandbox {
  /** Serves everything under /sandbox/razorpay, and answers anything else there with Razorpay's 404. */
  app: Koa;
  /** Where the `razorpay` SDK is pointed (createRazorpayGateway's apiBaseUrl). */
  apiBaseUrl(): string;
  /** Where the browser loads Checkout from (createRazorpayGateway's checkoutScriptUrl). */
  checkoutScriptUrl(): string;
  /** Creates the sandbox's tables when missing; safe to run at every start. */
  migrate(): Promise<void>;
  /** Stops taking webhooks, gives those queued a little time to go out, then abandons the rest. */
  close(): Promise<void>;
}

/**
 * An embedded stand-in for Razorpay, so `npm start` and the tests take payments without an account
 * or a network: the REST subset the gateway adapter calls (/v1, Basic auth), Checkout's browser
 * script and the endpoint it pays through (test instruments only, see test-instruments.ts), and
 * signed webhooks to the app. Orders and payments live in its own PostgreSQL tables.
 *
 * REST: POST /v1/orders, GET /v1/orders/:id, GET /v1/orders/:id/payments, GET /v1/payments/:id,
 * POST /v1/payments/:id/capture, POST /v1/payments/:id/refund (refund.created and refund.processed
 * follow, as Razorpay sends them; a full refund makes the payment 'refunded').
 * Checkout: GET /checkout.js, POST /checkout/pay with `{ order_id, method: 'upi', vpa }` or
 * `{ order_id, method: 'card', card: { number } }` (or `card_number`), optionally `key_id`, `email`,
 * `contact`; answers `{ razorpay_payment_id, razorpay_order_id, razorpay_signature }`, or 400 with
 * Razorpay's error and `metadata: { order_id, payment_id }` when the payment failed.
 */
export function createRazorpaySandbox(options: RazorpaySandboxOptions): RazorpaySandbox {
  const clock = options.clock ?? (() => new Date());
  const store = createSandboxStore(options.db, clock);
  const webhooks = createWebhookSender({
    accountId: accountIdOf(options.keyId),
    webhookSecret: options.webhookSecret,
    url: options.webhookUrl,
    clock,
    log: options.log,
    retryDelaysMs: options.webhookRetryDelaysMs,
  });
  const payUrl = () => `${options.publicBaseUrl()}${SANDBOX_PREFIX}/checkout/pay`;

  const api = new Router({ prefix: `${SANDBOX_PREFIX}/v1` });
  api.use(basicAuth(options.keyId, options.keySecret), jsonBody());
  api.post('/orders', async (ctx) => {
    const input = parse(OrderInput, ctx.request.body);
    const autoCapture = input.payment
      ? input.payment.capture === 'automatic'
      : input.payment_capture === undefined || Boolean(input.payment_capture);
    ctx.body = await store.createOrder({
      amount: input.amount,
      currency: input.currency,
      receipt: input.receipt ?? null,
      notes: input.notes ?? {},
      autoCapture,
    });
  });
  api.get('/orders/:id', async (ctx) => {
    ctx.body = await store.order(ctx.params.id!);
  });
  api.get('/orders/:id/payments', async (ctx) => {
    const items = await store.orderPayments(ctx.params.id!);
    ctx.body = { entity: 'collection', count: items.length, items };
  });
  api.get('/payments/:id', async (ctx) => {
    ctx.body = await store.payment(ctx.params.id!);
  });
  api.post('/payments/:id/capture', async (ctx) => {
    const input = parse(CaptureInput, ctx.request.body);
    const { payment, order } = await store.capture(ctx.params.id!, input.amount, input.currency);
    webhooks.send([
      { event: 'payment.captured', payload: { payment } },
      { event: 'order.paid', payload: { payment, order } },
    ]);
    ctx.body = payment;
  });
  api.post('/payments/:id/refund', async (ctx) => {
    const input = parse(RefundInput, ctx.request.body ?? {});
    const { refund, payment } = await store.refund(ctx.params.id!, {
      amount: input.amount,
      receipt: input.receipt ?? null,
      notes: input.notes ?? {},
    });
    webhooks.send([
      { event: 'refund.created', payload: { refund, payment } },
      { event: 'refund.processed', payload: { refund, payment } },
    ]);
    ctx.body = refund;
  });

  const checkout = new Router({ prefix: SANDBOX_PREFIX });
  checkout.get('/checkout.js', (ctx) => {
    ctx.type = 'application/javascript; charset=utf-8';
    ctx.set('Cache-Control', 'no-cache');
    ctx.body = checkoutScript(payUrl());
  });
  // Checkout runs on the merchant's page, which may be another origin than the sandbox's.
  checkout.options('/checkout/pay', anyOrigin, (ctx) => {
    ctx.set('Access-Control-Allow-Methods', 'POST');
    ctx.set('Access-Control-Allow-Headers', 'Content-Type');
    ctx.status = 204;
  });
  checkout.post('/checkout/pay', anyOrigin, jsonBody({ limit: '4kb' }), async (ctx) => {
    const input = parse(PayInput, ctx.request.body);
    if (input.key_id !== undefined && input.key_id !== options.keyId) throw notAuthenticated('The api key provided is invalid');
    const charge = chargeWith(instrumentOf(input));
    const result = await store.attempt(input.order_id, {
      method: input.method,
      vpa: charge.vpa,
      card: charge.card,
      email: input.email ?? null,
      contact: input.contact ?? null,
      outcome: charge.outcome,
    });
    webhooks.send(eventsOf(result));
    const { payment } = result;
    if (payment.status === 'failed') {
      throw new RazorpayError(400, {
        code: 'BAD_REQUEST_ERROR',
        description: payment.error_description!,
        source: payment.error_source!,
        step: payment.error_step!,
        reason: payment.error_reason!,
        metadata: { order_id: payment.order_id, payment_id: payment.id },
      });
    }
    ctx.body = {
      razorpay_payment_id: payment.id,
      razorpay_order_id: payment.order_id,
      razorpay_signature: checkoutSignature(payment.order_id, payment.id, options.keySecret),
    };
  });

  const app = new Koa();
  app.use(razorpayErrors(options.log));
  app.use(api.routes()).use(api.allowedMethods());
  app.use(checkout.routes()).use(checkout.allowedMethods());

  return {
    app,
    apiBaseUrl: () => `${options.publicBaseUrl()}${SANDBOX_PREFIX}`,
    checkoutScriptUrl: () => `${options.publicBaseUrl()}${SANDBOX_PREFIX}/checkout.js`,
    migrate: () => migrateSandboxTables(options.db),
    close: () => webhooks.close(options.closeGraceMs ?? 5_000),
  };
}

/** The webhooks Razorpay sends for a payment attempt, in its order. */
function eventsOf({ payment, authorized, order }: AttemptResult): WebhookEvent[] {
  if (payment.status === 'failed') return [{ event: 'payment.failed', payload: { payment } }];
  const events: WebhookEvent[] = [{ event: 'payment.authorized', payload: { payment: authorized! } }];
  if (payment.status === 'captured') {
    events.push({ event: 'payment.captured', payload: { payment } }, { event: 'order.paid', payload: { payment, order } });
  }
  return events;
}

/** Razorpay's account ids look like 'acc_…'; the sandbox's stays the same for a key across restarts. */
function accountIdOf(keyId: string): string {
  const digest = createHash('sha256')
    .update(keyId)
    .digest('base64')
    .replace(/[^A-Za-z0-9]/g, '');
  return `acc_${digest.slice(0, 14)}`;
}

/** HTTP Basic with the key id as user and the secret as password, answered as Razorpay answers. */
function basicAuth(keyId: string, keySecret: string): Koa.Middleware {
  const digest = (text: string) => createHash('sha256').update(text).digest();
  return async (ctx, next) => {
    const [scheme, encoded] = (ctx.get('Authorization') || '').split(' ');
    if (scheme?.toLowerCase() !== 'basic' || !encoded) throw notAuthenticated('Please provide your api key for authentication purposes.');
    const decoded = Buffer.from(encoded, 'base64').toString('utf8');
    const colon = decoded.indexOf(':');
    const [id, secret] = colon < 0 ? [decoded, ''] : [decoded.slice(0, colon), decoded.slice(colon + 1)];
    if (id !== keyId) throw notAuthenticated('The api key provided is invalid');
    // Digests of equal length, so the comparison takes the same time whatever was sent.
    if (!timingSafeEqual(digest(secret), digest(keySecret))) throw notAuthenticated('The api key/secret provided is invalid');
    await next();
  };
}

/** Set first, so that refusals (a body that is not JSON too) reach the page's script as well. */
const anyOrigin: Koa.Middleware = (ctx, next) => {
  ctx.set('Access-Control-Allow-Origin', '*');
  return next();
};

/** Every failure as Razorpay's error body; a path the sandbox does not serve as Razorpay's 404. */
function razorpayErrors(log: Logger): Koa.Middleware {
  return async (ctx, next) => {
    try {
      await next();
      if (ctx.status === 404 && ctx.body == null)
        throw new RazorpayError(404, { ...invalidInput('The requested URL was not found on the server.').body, reason: 'NA' });
    } catch (error) {
      const answer = asRazorpayError(error);
      if (answer.status >= 500) log.error({ err: error }, 'sandbox request failed');
      ctx.status = answer.status;
      ctx.body = { error: answer.body };
    }
  };
}

function asRazorpayError(error: unknown): RazorpayError {
  if (error instanceof RazorpayError) return error;
  const { status, message, expose } = (error ?? {}) as { status?: unknown; message?: unknown; expose?: unknown };
  if (typeof status === 'number' && status >= 400 && status < 500) {
    const answer = invalidInput(typeof message === 'string' && (expose || status === 400) ? message : 'Bad request');
    return new RazorpayError(status, answer.body);
  }
  return new RazorpayError(500, {
    code: 'SERVER_ERROR',
    description: 'The server encountered an error. The incident has been reported to admins.',
    source: 'NA',
    step: 'NA',
    reason: 'server_error',
    metadata: {},
  });
}

/** Checks a body against its schema; the first problem answers 400 in Razorpay's words. */
function parse<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input ?? {});
  if (result.success) return result.data;
  const issue = result.error.issues[0]!;
  throw invalidInput(issue.message, issue.path.length ? issue.path.join('.') : undefined);
}

const required = (field: string, what: string) => (issue: { input: unknown }) =>
  issue.input === undefined ? `The ${field} field is required.` : `The ${field} must be ${what}.`;

/** Razorpay refuses fields it does not know, in these words. */
const strict = <T extends z.ZodRawShape>(shape: T) =>
  z.strictObject(shape, {
    error: (issue) =>
      issue.code === 'unrecognized_keys' ? `${issue.keys.join(', ')} is/are not required and should not be sent` : undefined,
  });

const Notes = z
  .record(z.string(), z.union([z.string().max(256, 'Notes values may not be greater than 256 characters.'), z.number()]), {
    error: 'The notes must be an object.',
  })
  .refine((notes) => Object.keys(notes).length <= 15, 'Number of fields in notes should be less than or equal to 15');

const OrderInput = strict({
  amount: z
    .number({ error: required('amount', 'an integer') })
    .int('The amount must be an integer.')
    .min(100, 'The amount must be atleast INR 1.00'),
  currency: z.literal('INR', {
    error: (issue) => (issue.input === undefined ? 'The currency field is required.' : `Currency ${String(issue.input)} is not supported`),
  }),
  receipt: z
    .string({ error: required('receipt', 'a string') })
    .max(40, 'The receipt may not be greater than 40 characters.')
    .optional(),
  notes: Notes.optional(),
  partial_payment: z.boolean().optional(),
  payment_capture: z.union([z.boolean(), z.literal(0), z.literal(1)]).optional(),
  payment: z.object({ capture: z.enum(['automatic', 'manual']), capture_options: z.record(z.string(), z.unknown()).optional() }).optional(),
});

const CaptureInput = strict({
  amount: z.number({ error: required('amount', 'an integer') }).int('The amount must be an integer.'),
  currency: z.string({ error: required('currency', 'a string') }),
});

const RefundInput = strict({
  amount: z
    .number({ error: required('amount', 'an integer') })
    .int('The amount must be an integer.')
    .min(100, 'The amount must be atleast INR 1.00')
    .optional(),
  speed: z.enum(['normal', 'optimum']).optional(),
  receipt: z.string().max(40, 'The receipt may not be greater than 40 characters.').optional(),
  notes: Notes.optional(),
});

const PayInput = strict({
  key_id: z.string().optional(),
  order_id: z.string({ error: required('order_id', 'a string') }).min(1, 'The order_id field is required.'),
  method: z.enum(['upi', 'card'], {
    error: (issue) => (issue.input === undefined ? 'The method field is required.' : 'Invalid payment method given: upi or card.'),
  }),
  vpa: z.string({ error: 'The vpa must be a string.' }).max(100, 'Invalid VPA.').optional(),
  card: strict({ number: z.string({ error: required('card.number', 'a string') }).max(30, 'Card number is invalid.') }).optional(),
  card_number: z.string({ error: 'The card_number must be a string.' }).max(30, 'Card number is invalid.').optional(),
  email: z.email('The email must be a valid email address.').max(254).optional(),
  contact: z
    .string()
    .regex(/^\+?[0-9 -]{8,20}$/, 'The contact must be a valid phone number.')
    .optional(),
});

function instrumentOf(input: z.output<typeof PayInput>): PayInstrument {
  if (input.method === 'upi') {
    if (!input.vpa) throw invalidInput('The vpa field is required when method is upi.', 'vpa');
    return { method: 'upi', vpa: input.vpa };
  }
  const number = input.card?.number ?? input.card_number;
  if (!number) throw invalidInput('The card.number field is required when method is card.', 'card.number');
  return { method: 'card', number };
}
