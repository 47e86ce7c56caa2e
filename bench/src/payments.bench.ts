import { startApp, type RunningApp } from '@more-ai/launcher/app';
import { createLogger } from '@more-ai/platform';
import { percentile, type Figure } from './harness';

const SAMPLES = 40;
const KEYS = {
  mode: 'sandbox',
  keyId: 'rzp_test_BenchPayments1',
  keySecret: 'bench-key-secret',
  webhookSecret: 'bench-webhook-secret',
} as const;

/**
 * A purchase end to end, as a browser makes it: create-order → pay in the sandbox checkout →
 * verify → GET /api/user-subscriptions/current (with verify's position) shows the period it bought.
 * One buyer pays again and again (each payment extends PRO). Baseline: a plain command (a contact
 * message) in the same run.
 */
export async function paymentsBenchmark(databaseUrl: string): Promise<Figure[]> {
  const app = await startApp({ databaseUrl, port: 0, log: createLogger('bench', 'silent'), payments: KEYS });
  try {
    const buyer = await signedUpBuyer(app);
    const plans = (await (await fetch(`${app.url}/api/subscriptions/active`)).json()) as { _id: string; type: string }[];
    const subscriptionId = plans.find((plan) => plan.type === 'pro')!._id;
    const purchase = async () => {
      const started = performance.now();
      const order = await buyer.send('POST', '/api/payments/create-order', { subscriptionId });
      const paid = await fetch(`${app.url}/sandbox/razorpay/checkout/pay`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ order_id: order.id, method: 'upi', vpa: 'success@razorpay' }),
      });
      if (paid.status !== 200) throw new Error(`sandbox pay answered ${paid.status}`);
      const verified = await buyer.send('POST', '/api/payments/verify', {
        ...((await paid.json()) as Record<string, string>),
        subscriptionId,
      });
      const current = await buyer.send('GET', '/api/user-subscriptions/current', undefined, { 'X-Min-Position': verified.position });
      if (current.subscription.type !== 'pro' || current.endDate !== verified.subscription.endDate) throw new Error('PRO not visible');
      return performance.now() - started;
    };
    const command = async () => {
      const started = performance.now();
      await buyer.send('POST', '/api/contacts/submit', { name: 'Bench', email: 'bench@example.com', message: 'A plain command' });
      return performance.now() - started;
    };
    await purchase();
    await command();
    const purchases: number[] = [];
    const commands: number[] = [];
    for (let i = 0; i < SAMPLES; i += 1) {
      purchases.push(await purchase());
      commands.push(await command());
    }
    return [50, 95].map((p) => ({
      name: `create-order → verify → PRO visible p${p}`,
      value: percentile(purchases, p),
      unit: 'ms',
      baselineName: `plain command p${p}`,
      baseline: percentile(commands, p),
      target: '-',
      met: true,
    }));
  } finally {
    await app.stop();
  }
}

interface Buyer {
  send(method: string, path: string, body?: unknown, headers?: Record<string, string>): Promise<any>;
}

/** Signs up and verifies through the API (the code from the embedded mailbox), billed in Telangana. */
async function signedUpBuyer(app: RunningApp): Promise<Buyer> {
  const cookies = new Map<string, string>();
  const send = async (method: string, path: string, body?: unknown, headers: Record<string, string> = {}) => {
    const xsrf = cookies.get('XSRF-TOKEN');
    const response = await fetch(`${app.url}${path}`, {
      method,
      headers: {
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        Cookie: [...cookies].map(([name, value]) => `${name}=${value}`).join('; '),
        ...(xsrf ? { 'X-XSRF-TOKEN': decodeURIComponent(xsrf) } : {}),
        ...headers,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    for (const header of response.headers.getSetCookie()) {
      const [pair = ''] = header.split(';');
      const name = pair.slice(0, pair.indexOf('='));
      const value = pair.slice(pair.indexOf('=') + 1);
      if (value) cookies.set(name, value);
      else cookies.delete(name);
    }
    const answer = (await response.json()) as unknown;
    if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${JSON.stringify(answer)}`);
    return answer as any;
  };
  const email = 'bench-buyer@example.com';
  await send('POST', '/api/auth/signup', { username: 'benchbuyer', email, password: 'Secret#123' });
  let otp: string | undefined;
  for (let attempt = 0; attempt < 300 && !otp; attempt += 1) {
    otp =
      app.mailbox?.messages().find((mail) => mail.to === email) &&
      /^\s+(\d{6})$/m.exec(app.mailbox!.messages().find((mail) => mail.to === email)!.text)?.[1];
    if (!otp) await new Promise((resolve) => setTimeout(resolve, 50));
  }
  if (!otp) throw new Error('no verification code was mailed');
  await send('POST', '/api/auth/verify-email', { email, otp });
  await send('POST', '/api/auth/update-billing-info', {
    countryId: 'IN',
    stateId: 'IN-TG',
    pinCode: '500081',
    city: 'Hyderabad',
    street: 'HITEC City Road',
    doorNo: '1',
  });
  return { send };
}
