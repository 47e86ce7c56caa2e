import { randomBytes } from 'node:crypto';
import { expect } from 'chai';
import { accountDecider } from '@more-ai/command-api/accounts/decide';
import { financialYearOf } from '@more-ai/command-api/payments/invoice-number';
import { invoiceSeriesDecider } from '@more-ai/command-api/payments/invoice-series';
import { paymentDecider } from '@more-ai/command-api/payments/payment';
import { subscriptionDecider } from '@more-ai/command-api/payments/subscription';
import { startApp } from '@more-ai/launcher/app';
import { ABANDON_AFTER_MS, PAYMENT_JOBS } from '@more-ai/processes';
import { startTestApp, type TestApp } from '@more-ai/testing/app';
import { eventTypesIn } from '@more-ai/testing/streams';
import { until } from '@more-ai/testing/until';
import { payForPro, proPlanId, sandboxPay, SANDBOX_KEYS, setBilling, UPI_SUCCESS } from '@more-ai/testing/payments';
import { signedUpVisitor, type Visitor } from '@more-ai/testing/visitor';

const metadata = { actor: 'system:test', correlationId: 'test', causationId: 'test' };

const DAY_MS = 24 * 3600_000;
// Kept for the restart: the restarted app reads the same personal data.
const masterKey = randomBytes(32);

describe('payments: the processes finish what a capture started, and do what falls due', function () {
  this.timeout(120_000);
  let app: TestApp;
  let serial = 0;
  // The clock the commands and the jobs share: moved, never waited for.
  let offsetMs = 0;
  const now = () => new Date(Date.now() + offsetMs);

  before(async () => {
    app = await startTestApp('payments_processes', { payments: SANDBOX_KEYS, clock: now, masterKey });
  });
  afterEach(() => {
    offsetMs = 0;
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
    expect(await eventTypesIn(app, `Subscription-${userId}`)).to.deep.equal(['ProPeriodPaid']);
    // The reactor's commands are idempotent: nothing more comes of the same events.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await eventTypesIn(app, `Subscription-${userId}`)).to.deep.equal(['ProPeriodPaid']);
    expect((await eventTypesIn(app, `Account-${userId}`)).filter((type) => type === 'PlanChanged')).to.have.length(1);
  });

  it('makes the account FREE when the subscription went FREE but the tier was not changed', async () => {
    const { visitor, userId } = await buyer();
    await captureOnly(await openOrder(visitor));
    await until('the buyer to be PRO', async () => ((await planOf(userId)) === 'pro' ? true : undefined));
    await app.commands.handle(subscriptionDecider, userId, { type: 'DowngradeNow', userId, plan: 'pro' }, metadata);
    await until('the buyer to be FREE', async () => ((await planOf(userId)) === 'free' ? true : undefined));
  });

  /** The runs waiting for a job and key. */
  const runsOf = async (job: string, key: string) => (await app.scheduler.scheduled()).filter((run) => run.name === job && run.key === key);

  /** A buyer who paid for PRO through the sandbox, once the reactor has scheduled the end of the period. */
  async function proBuyer(): Promise<{ visitor: Visitor; userId: string; endDate: string }> {
    const { visitor, userId } = await buyer();
    const paid = await payForPro(app, visitor);
    expect(paid.status, JSON.stringify(paid.body)).to.equal(200);
    const endDate = paid.body.subscription.endDate as string;
    await until('the end of the period scheduled', async () => {
      const [run] = await runsOf(PAYMENT_JOBS.endPeriod, userId);
      return run?.nextRunAt?.toISOString() === endDate ? true : undefined;
    });
    return { visitor, userId, endDate };
  }

  const downgrades = async (userId: string) =>
    (await eventTypesIn(app, `Subscription-${userId}`)).filter((type) => type === 'SubscriptionDowngraded');

  it('schedules one end of the period per subscriber, moved (not added) by a scheduled downgrade and by paying again', async () => {
    const { visitor, userId, endDate } = await proBuyer();
    expect(await runsOf(PAYMENT_JOBS.endPeriod, userId)).to.have.length(1);
    expect((await visitor.request('POST', '/api/user-subscriptions/schedule-downgrade', { json: { reason: 'Not now' } })).status).to.equal(
      200,
    );
    expect((await visitor.request('POST', '/api/user-subscriptions/cancel-downgrade')).status).to.equal(200);
    const again = await payForPro(app, visitor);
    expect(again.status).to.equal(200);
    const extended = again.body.subscription.endDate as string;
    expect(extended > endDate).to.equal(true);
    await until('the end moved to the extended date', async () => {
      const runs = await runsOf(PAYMENT_JOBS.endPeriod, userId);
      return runs.length === 1 && runs[0]!.nextRunAt?.toISOString() === extended ? true : undefined;
    });
  });

  it('ends the period at its end date once, however often the job runs, and the account goes FREE', async () => {
    const { userId, endDate } = await proBuyer();
    // A day early, the job finds nothing due.
    offsetMs = Date.parse(endDate) - DAY_MS - Date.now();
    await app.scheduler.run(PAYMENT_JOBS.endPeriod, userId);
    expect(await downgrades(userId)).to.have.length(0);
    offsetMs = Date.parse(endDate) + 60_000 - Date.now();
    await app.scheduler.run(PAYMENT_JOBS.endPeriod, userId);
    await app.scheduler.run(PAYMENT_JOBS.endPeriod, userId);
    expect(await downgrades(userId)).to.have.length(1);
    const [downgraded] = (await app.events.store.readStream(`Subscription-${userId}`)).filter((e) => e.type === 'SubscriptionDowngraded');
    expect(downgraded!.data).to.include({ cause: 'expired' });
    await until('the buyer to be FREE', async () => ((await planOf(userId)) === 'free' ? true : undefined));
    await until('the end run dropped', async () => ((await runsOf(PAYMENT_JOBS.endPeriod, userId)).length === 0 ? true : undefined));
    await app.scheduler.run(PAYMENT_JOBS.endPeriod, userId);
    await app.scheduler.run(PAYMENT_JOBS.sweep);
    expect(await downgrades(userId)).to.have.length(1);
  });

  it('downgrades on the scheduled date as the owner asked', async () => {
    const { visitor, userId, endDate } = await proBuyer();
    expect(
      (await visitor.request('POST', '/api/user-subscriptions/schedule-downgrade', { json: { reason: 'Too expensive' } })).status,
    ).to.equal(200);
    offsetMs = Date.parse(endDate) + 60_000 - Date.now();
    await app.scheduler.run(PAYMENT_JOBS.endPeriod, userId);
    const [downgraded] = (await app.events.store.readStream(`Subscription-${userId}`)).filter((e) => e.type === 'SubscriptionDowngraded');
    expect(downgraded!.data).to.include({ cause: 'scheduled' });
  });

  it('catches up a missed end date in the safety sweep', async () => {
    const { userId, endDate } = await proBuyer();
    // The job's run is lost (a replica died with it): only the sweep is left.
    await app.scheduler.cancel(PAYMENT_JOBS.endPeriod, userId);
    offsetMs = Date.parse(endDate) + 3 * 3600_000 - Date.now();
    await app.scheduler.run(PAYMENT_JOBS.sweep);
    await app.scheduler.run(PAYMENT_JOBS.sweep);
    expect(await downgrades(userId)).to.have.length(1);
    await until('the buyer to be FREE', async () => ((await planOf(userId)) === 'free' ? true : undefined));
  });

  it('marks an order left unpaid for 30 minutes failed, once, and a late capture still makes the buyer PRO', async () => {
    const { visitor, userId } = await buyer();
    const orderId = await openOrder(visitor);
    await until('the abandonment scheduled', async () =>
      (await runsOf(PAYMENT_JOBS.abandonOrder, orderId)).length === 1 ? true : undefined,
    );
    offsetMs = ABANDON_AFTER_MS - 60_000;
    await app.scheduler.run(PAYMENT_JOBS.abandonOrder, orderId);
    expect(await eventTypesIn(app, `Payment-${orderId}`)).to.deep.equal(['PaymentOrderCreated']);
    offsetMs = ABANDON_AFTER_MS + 60_000;
    await app.scheduler.run(PAYMENT_JOBS.abandonOrder, orderId);
    await app.scheduler.run(PAYMENT_JOBS.abandonOrder, orderId);
    await app.scheduler.run(PAYMENT_JOBS.sweep);
    expect(await eventTypesIn(app, `Payment-${orderId}`)).to.deep.equal(['PaymentOrderCreated', 'PaymentFailed']);
    const [failed] = (await app.events.store.readStream(`Payment-${orderId}`)).filter((e) => e.type === 'PaymentFailed');
    expect(failed!.data).to.include({ paymentId: null, code: 'ORDER_ABANDONED', description: 'The payment was not completed' });
    offsetMs = 0;
    // The buyer pays after all: the gateway's webhooks capture it.
    expect((await sandboxPay(app, orderId, UPI_SUCCESS)).status).to.equal(200);
    await until('the late capture', async () =>
      (await eventTypesIn(app, `Payment-${orderId}`)).includes('PaymentCaptured') ? true : undefined,
    );
    await until('the buyer to be PRO', async () => ((await planOf(userId)) === 'pro' ? true : undefined));
    await until('the abandonment run dropped', async () =>
      (await runsOf(PAYMENT_JOBS.abandonOrder, orderId)).length === 0 ? true : undefined,
    );
  });

  it('keeps the scheduled runs across a restart', async () => {
    const { userId, endDate } = await proBuyer();
    await app.stop();
    const restarted = await startApp({
      databaseUrl: app.database.url,
      port: 0,
      payments: SANDBOX_KEYS,
      seed: false,
      clock: now,
      masterKey,
    });
    try {
      const runs = (await restarted.scheduler.scheduled()).filter((run) => run.name === PAYMENT_JOBS.endPeriod && run.key === userId);
      expect(runs.map((run) => run.nextRunAt?.toISOString())).to.deep.equal([endDate]);
      expect((await restarted.scheduler.scheduled()).filter((run) => run.name === PAYMENT_JOBS.sweep)).to.have.length(1);
    } finally {
      await restarted.stop();
    }
  });
});
