import { expect } from 'chai';
import { accountDecider } from '@more-ai/command-api/accounts/decide';
import { financialYearOf } from '@more-ai/command-api/payments/invoice-number';
import { invoiceSeriesDecider } from '@more-ai/command-api/payments/invoice-series';
import { paymentDecider } from '@more-ai/command-api/payments/payment';
import { subscriptionDecider } from '@more-ai/command-api/payments/subscription';
import { startTestApp, type TestApp } from '@more-ai/testing/app';
import { until } from '@more-ai/testing/until';
import { proPlanId, SANDBOX_KEYS, setBilling } from '@more-ai/testing/payments';
import { signedUpVisitor, type Visitor } from '@more-ai/testing/visitor';

const metadata = { actor: 'system:test', correlationId: 'test', causationId: 'test' };

/** The types of a stream's events, oldest first. */
async function typesIn(app: TestApp, stream: string): Promise<string[]> {
  try {
    return (await app.events.store.readStream(stream)).map((event) => event.type);
  } catch {
    return [];
  }
}

describe('payments: the processes finish what a capture started', function () {
  this.timeout(90_000);
  let app: TestApp;
  let serial = 0;

  before(async () => {
    app = await startTestApp('payments_processes', { payments: SANDBOX_KEYS });
  });
  after(async () => app?.close());

  async function buyer(): Promise<{ visitor: Visitor; userId: string }> {
    serial += 1;
    const visitor = await signedUpVisitor(app, `reactorbuyer${serial}`);
    await setBilling(visitor, 'telangana');
    const userId = (await visitor.request('GET', '/api/auth/me')).body.user._id as string;
    return { visitor, userId };
  }

  async function openOrder(visitor: Visitor): Promise<string> {
    const order = await visitor.request('POST', '/api/payments/create-order', { json: { subscriptionId: await proPlanId(app) } });
    expect(order.status, JSON.stringify(order.body)).to.equal(200);
    return order.body.id as string;
  }

  /** The capture's first steps only (invoice number, PaymentCaptured): as if the process died right after. */
  async function captureOnly(orderId: string): Promise<void> {
    const { state } = await app.commands.load(paymentDecider, orderId);
    const paidAt = new Date();
    const series = await app.commands.handle(
      invoiceSeriesDecider,
      financialYearOf(paidAt),
      { type: 'AssignInvoiceNumber', paymentId: orderId, financialYear: financialYearOf(paidAt) },
      metadata,
    );
    await app.commands.handle(
      paymentDecider,
      orderId,
      {
        type: 'RecordCapture',
        orderId,
        gatewayEventId: null,
        paymentId: `pay_${orderId.slice(6)}`,
        method: 'upi',
        amountPaise: state.terms!.totalPaise,
        invoiceNumber: series.state.numberOf.get(orderId)!,
        capturedAt: paidAt.toISOString(),
      },
      metadata,
    );
  }

  const planOf = async (userId: string) => (await app.commands.load(accountDecider, userId)).state.plan;

  it('makes the buyer PRO with one paid period when the capture stopped after PaymentCaptured', async () => {
    const { visitor, userId } = await buyer();
    const orderId = await openOrder(visitor);
    await captureOnly(orderId);
    await until('the buyer to be PRO', async () => ((await planOf(userId)) === 'pro' ? true : undefined));
    expect(await typesIn(app, `Subscription-${userId}`)).to.deep.equal(['ProPeriodPaid']);
    // The reactor's commands are idempotent: nothing more comes of the same events.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await typesIn(app, `Subscription-${userId}`)).to.deep.equal(['ProPeriodPaid']);
    expect((await typesIn(app, `Account-${userId}`)).filter((type) => type === 'PlanChanged')).to.have.length(1);
  });

  it('makes the account FREE when the subscription went FREE but the tier was not changed', async () => {
    const { visitor, userId } = await buyer();
    await captureOnly(await openOrder(visitor));
    await until('the buyer to be PRO', async () => ((await planOf(userId)) === 'pro' ? true : undefined));
    await app.commands.handle(subscriptionDecider, userId, { type: 'DowngradeNow', userId, plan: 'pro' }, metadata);
    await until('the buyer to be FREE', async () => ((await planOf(userId)) === 'free' ? true : undefined));
  });
});
