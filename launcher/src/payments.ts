import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type Koa from 'koa';
import type { Knex } from 'knex';
import type { Logger } from '@more-ai/platform';
import type { PaymentGateway, PaymentsSettings } from '@more-ai/platform/payments/gateway';
import { createRazorpayGateway } from '@more-ai/platform/payments/razorpay-adapter';
import { createRazorpaySandbox, SANDBOX_PREFIX } from '@more-ai/platform/payments/sandbox/sandbox';

/** PAYMENTS=razorpay with its three keys, or the sandbox with keys of its own when none are given. */
export type PaymentsOption =
  | { mode: 'razorpay'; keyId: string; keySecret: string; webhookSecret: string }
  | { mode: 'sandbox'; keyId?: string | undefined; keySecret?: string | undefined; webhookSecret?: string | undefined };

export interface ComposedPayments {
  gateway: PaymentGateway;
  settings: PaymentsSettings;
  /** The embedded sandbox's routes (under /sandbox/razorpay), in sandbox mode only. */
  sandbox: Koa | undefined;
  close(): Promise<void>;
}

/**
 * The payment gateway the app runs with. In sandbox mode the embedded sandbox answers the same
 * REST calls Razorpay would, over HTTP on the app's own port, so the production adapter (the SDK)
 * is what runs; its webhooks come back to the app's webhook route.
 */
export async function composePayments(
  option: PaymentsOption,
  { db, log, origin }: { db: Knex; log: Logger; origin: () => string },
): Promise<ComposedPayments> {
  if (option.mode === 'razorpay') {
    const settings: PaymentsSettings = { ...option };
    return { gateway: createRazorpayGateway({ ...option }), settings, sandbox: undefined, close: async () => undefined };
  }
  const settings: PaymentsSettings = {
    mode: 'sandbox',
    keyId: option.keyId ?? sandboxKeyId(),
    keySecret: option.keySecret ?? randomSecret(),
    webhookSecret: option.webhookSecret ?? randomSecret(),
  };
  const sandbox = createRazorpaySandbox({
    db,
    keyId: settings.keyId,
    keySecret: settings.keySecret,
    webhookSecret: settings.webhookSecret,
    webhookUrl: () => `${origin()}/api/payments/webhook`,
    publicBaseUrl: origin,
    log,
  });
  await sandbox.migrate();
  // The app's port is known once it listens: the SDK is pointed at it on the first call.
  let adapter: PaymentGateway | undefined;
  const gatewayOf = () =>
    (adapter ??= createRazorpayGateway({
      mode: 'sandbox',
      keyId: settings.keyId,
      keySecret: settings.keySecret,
      apiBaseUrl: sandbox.apiBaseUrl(),
      checkoutScriptUrl: `${SANDBOX_PREFIX}/checkout.js`,
    }));
  const gateway: PaymentGateway = {
    mode: 'sandbox',
    keyId: settings.keyId,
    checkoutScriptUrl: `${SANDBOX_PREFIX}/checkout.js`,
    createOrder: (order) => gatewayOf().createOrder(order),
    fetchOrder: (id) => gatewayOf().fetchOrder(id),
    fetchPayment: (id) => gatewayOf().fetchPayment(id),
    orderPayments: (id) => gatewayOf().orderPayments(id),
    capturePayment: (id, amount, currency) => gatewayOf().capturePayment(id, amount, currency),
  };
  return { gateway, settings, sandbox: sandbox.app, close: () => sandbox.close() };
}

/**
 * `npm start`'s sandbox keys: those given (RAZORPAY_*), else generated at the first start and kept
 * in DATA_DIR/secrets, so orders opened before a restart still verify after it.
 */
export async function keptSandboxKeys(dataDir: string, given: Partial<Omit<PaymentsSettings, 'mode'>>): Promise<PaymentsOption> {
  const file = path.join(dataDir, 'secrets', 'razorpay-sandbox.json');
  let kept: Partial<Omit<PaymentsSettings, 'mode'>> = {};
  try {
    kept = JSON.parse(await readFile(file, 'utf8')) as typeof kept;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    kept = { keyId: sandboxKeyId(), keySecret: randomSecret(), webhookSecret: randomSecret() };
    await mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
    await writeFile(file, JSON.stringify(kept), { mode: 0o600, flag: 'wx' });
  }
  return {
    mode: 'sandbox',
    keyId: given.keyId ?? kept.keyId,
    keySecret: given.keySecret ?? kept.keySecret,
    webhookSecret: given.webhookSecret ?? kept.webhookSecret,
  };
}

/** PAYMENTS=razorpay's keys; the settings refuse to start without all three. */
export function razorpayKeys(given: Partial<Omit<PaymentsSettings, 'mode'>>): PaymentsOption {
  const { keyId, keySecret, webhookSecret } = given;
  if (!keyId || !keySecret || !webhookSecret)
    throw new Error('PAYMENTS=razorpay needs RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET and RAZORPAY_WEBHOOK_SECRET');
  return { mode: 'razorpay', keyId, keySecret, webhookSecret };
}

function sandboxKeyId(): string {
  return `rzp_test_${randomBytes(10).toString('base64url').replace(/[-_]/g, 'x').slice(0, 14)}`;
}

function randomSecret(): string {
  return randomBytes(18).toString('base64url');
}
