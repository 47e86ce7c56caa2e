import type { PaymentsOption } from '@more-ai/launcher/payments';
import type { ApiResponse, TestApp } from './app';
import type { Visitor } from './visitor';

/** Known sandbox keys, so a test can sign what the gateway signs (and tamper with it). */
export const SANDBOX_KEYS = {
  mode: 'sandbox',
  keyId: 'rzp_test_SandboxTests01',
  keySecret: 'sandbox-key-secret-for-tests',
  webhookSecret: 'sandbox-webhook-secret-for-tests',
} as const satisfies PaymentsOption;

/** Razorpay's test instruments, as the sandbox honours them. */
export const UPI_SUCCESS = { method: 'upi', vpa: 'success@razorpay' } as const;
export const UPI_FAILURE = { method: 'upi', vpa: 'failure@razorpay' } as const;
export const CARD_SUCCESS = { method: 'card', card: { number: '4100280000001007' } } as const;

export type Instrument = typeof UPI_SUCCESS | typeof UPI_FAILURE | typeof CARD_SUCCESS;

/** Billing locations with every field, so an order can be opened: Telangana, Karnataka, abroad. */
export const BILLING = {
  telangana: { countryId: 'IN', stateId: 'IN-TG', pinCode: '500081', city: 'Hyderabad', street: 'HITEC City Road', doorNo: '1-2-3' },
  karnataka: { countryId: 'IN', stateId: 'IN-KA', pinCode: '560001', city: 'Bengaluru', street: 'MG Road', doorNo: '42' },
  abroad: { countryId: 'US', stateId: null, pinCode: '94105', city: 'San Francisco', street: 'Market Street', doorNo: '500' },
} as const;

export async function setBilling(visitor: Visitor, where: keyof typeof BILLING): Promise<void> {
  const answer = await visitor.request('POST', '/api/auth/update-billing-info', { json: BILLING[where] });
  if (answer.status !== 200) throw new Error(`billing info refused: ${answer.status} ${JSON.stringify(answer.body)}`);
}

/** The PRO plan's id, as the plan list shows it. */
export async function proPlanId(app: TestApp): Promise<string> {
  await app.settled();
  const plans = await app.request<{ _id: string; type: string }[]>('GET', '/api/subscriptions/active');
  return plans.body.find((plan) => plan.type === 'pro')!._id;
}

/** What the browser's checkout does on Pay: the sandbox's checkout endpoint. */
export async function sandboxPay(app: TestApp, orderId: string, instrument: Instrument): Promise<ApiResponse> {
  return app.request('POST', '/sandbox/razorpay/checkout/pay', { json: { order_id: orderId, ...instrument } });
}

/** create-order → pay in the sandbox → verify, as the UI does; returns the verify answer. */
export async function payForPro(app: TestApp, visitor: Visitor, instrument: Instrument = UPI_SUCCESS): Promise<ApiResponse> {
  const subscriptionId = await proPlanId(app);
  const order = await visitor.request('POST', '/api/payments/create-order', { json: { subscriptionId } });
  if (order.status !== 200) throw new Error(`create-order failed: ${order.status} ${JSON.stringify(order.body)}`);
  const paid = await sandboxPay(app, order.body.id, instrument);
  if (paid.status !== 200) return paid;
  return visitor.request('POST', '/api/payments/verify', { json: { ...paid.body, subscriptionId } });
}
