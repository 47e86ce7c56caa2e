import { expect } from 'chai';
import { randomUUID } from 'node:crypto';
import { accountDecider } from '@more-ai/command-api/accounts/decide';
import { paymentDecider, type OrderTerms } from '@more-ai/command-api/payments/payment';
import { subscriptionDecider } from '@more-ai/command-api/payments/subscription';
import { receiptView } from '@more-ai/command-api/payments/workflow';
import { startTestApp, type TestApp } from '@more-ai/testing/app';
import { registerAccounts } from '@more-ai/testing/members';
import { capture, openOrder, reportPayment } from '@more-ai/testing/paid-orders';
import { rebuildProjection } from '../runner/rebuild';
import { paymentsProjector } from './projector';
import { paymentHistoryOf, receiptRowOf, toReceiptView } from './queries';

describe('the payments read model', function () {
  this.timeout(60_000);
  let app: TestApp;
  const metadata = { actor: 'system', correlationId: 'test', causationId: 'test' };
  const ids = { asha: randomUUID(), ravi: randomUUID(), gone: randomUUID() };
  // Ahead of the test's real time: the payment jobs (an order unpaid for 30 minutes is abandoned) leave these orders alone.
  const minute = (n: number) => new Date(Date.UTC(2027, 1, 20, 10, n));
  const orders = {} as Record<'paid' | 'retried' | 'pending' | 'abandoned' | 'refunded' | 'abroad' | 'gone', OrderTerms>;
  const payments: Record<string, string> = {};
  const rowOf = (terms: OrderTerms) => app.db('rm_payments.payments').where({ order_id: terms.orderId }).first();
  const rows = () => app.db('rm_payments.payments').whereIn('user_id', Object.values(ids)).orderBy('order_id');
  const fail = (terms: OrderTerms, paymentId: string | null, failedAt: Date) =>
    reportPayment(app, {
      type: 'RecordFailure',
      orderId: terms.orderId,
      gatewayEventId: null,
      paymentId,
      code: paymentId ? 'BAD_REQUEST_ERROR' : 'ORDER_ABANDONED',
      description: paymentId ? 'Payment failed' : 'The order was left unpaid',
      reason: null,
      failedAt: failedAt.toISOString(),
    });

  before(async () => {
    app = await startTestApp('payments_projector');
    await registerAccounts(app, ids);
    orders.paid = await openOrder(app, ids.asha, 'telangana', minute(0));
    payments.paid = await capture(app, orders.paid, minute(1));
    orders.retried = await openOrder(app, ids.asha, 'telangana', minute(2));
    await fail(orders.retried, 'pay_failedTry001', minute(3));
    payments.retried = await capture(app, orders.retried, minute(4), 'card');
    orders.pending = await openOrder(app, ids.asha, 'telangana', minute(5));
    orders.abandoned = await openOrder(app, ids.asha, 'karnataka', minute(6));
    await fail(orders.abandoned, null, minute(7));
    orders.refunded = await openOrder(app, ids.asha, 'telangana', minute(8));
    payments.refunded = await capture(app, orders.refunded, minute(9));
    await reportPayment(app, {
      type: 'RecordRefund',
      orderId: orders.refunded.orderId,
      gatewayEventId: 'evt_refund',
      paymentId: payments.refunded,
      refundId: 'rfnd_1',
      amountPaise: orders.refunded.totalPaise,
      refundedAt: minute(10).toISOString(),
    });
    orders.abroad = await openOrder(app, ids.ravi, 'abroad', minute(11));
    payments.abroad = await capture(app, orders.abroad, minute(12));
    orders.gone = await openOrder(app, ids.gone, 'karnataka', minute(13));
    payments.gone = await capture(app, orders.gone, minute(14));
    await app.commands.handle(accountDecider, ids.gone, { type: 'DeleteAccount' }, metadata);
    await app.events.keys.destroy(`user:${ids.gone}`);
    await app.settled();
  });
  after(() => app.close());

  it('holds a captured order with its charge, invoice number, payment, billing location and period', async () => {
    const row = await rowOf(orders.paid);
    expect(row).to.include({
      user_id: ids.asha,
      status: 'Completed',
      plan_name: 'PRO',
      price_paise: 14_900,
      gst_paise: 2_682,
      gst_percent: 18,
      total_paise: 17_582,
      country_code: 'IN',
      state_name: 'Telangana',
      city: 'Hyderabad',
      door_no: '1-2-3',
      payment_id: payments.paid,
      method: 'upi',
      failed_at: null,
    });
    expect(row.invoice_number).to.match(/^MA\/26-27\/\d{5}$/);
    expect(row.taxes).to.deep.equal(orders.paid.taxes);
    expect(row.captured_at.toISOString()).to.equal(minute(1).toISOString());
    expect(row.period_start.toISOString()).to.equal(minute(1).toISOString());
    expect(row.period_end.toISOString()).to.equal('2027-03-20T10:01:00.000Z');
  });

  it('moves a status only forward: failed then captured is Completed, captured then refunded is Refunded', async () => {
    expect(await rowOf(orders.retried)).to.include({
      status: 'Completed',
      payment_id: payments.retried,
      failure_code: 'BAD_REQUEST_ERROR',
    });
    expect(await rowOf(orders.refunded)).to.include({ status: 'Refunded', payment_id: payments.refunded });
    expect(await rowOf(orders.pending)).to.include({ status: 'Pending', payment_id: null, invoice_number: null });
    expect(await rowOf(orders.abandoned)).to.include({ status: 'Failed', payment_id: null, failure_code: 'ORDER_ABANDONED' });
  });

  it('ignores a failure told after the capture', async () => {
    // The payment's rules never decide this; the read model does not rely on it.
    const late = {
      orderId: orders.paid.orderId,
      userId: ids.asha,
      paymentId: 'pay_lateFailure01',
      code: 'BAD_REQUEST_ERROR',
      description: 'Payment failed',
      reason: null,
      failedAt: minute(30).toISOString(),
      gatewayEventId: null,
    };
    await app.events.log.append(
      `Payment-${orders.paid.orderId}`,
      [{ id: randomUUID(), type: 'PaymentFailed', data: late, metadata: { ...metadata, timestamp: new Date().toISOString() } }],
      'any',
    );
    await app.settled();
    expect(await rowOf(orders.paid)).to.include({ status: 'Completed', payment_id: payments.paid, failed_at: null, failure_code: null });
  });

  it("scrubs a deleted buyer's address but keeps the amounts, the country, the state and the invoice number", async () => {
    const row = await rowOf(orders.gone);
    expect(row).to.include({
      pin_code: null,
      city: null,
      street: null,
      door_no: null,
      country_name: 'India',
      state_name: 'Karnataka',
      total_paise: 17_582,
    });
    expect(row.invoice_number).to.match(/^MA\//);
  });

  it("lists a user's payments newest first, with the transaction id, and a receipt for captured ones", async () => {
    const history = await paymentHistoryOf(app.db, ids.asha);
    expect(history.map((row) => row.id)).to.deep.equal(
      [orders.refunded, orders.abandoned, orders.pending, orders.retried, orders.paid].map((o) => o.orderId),
    );
    expect(history.map((row) => [row.status, row.hasReceipt])).to.deep.equal([
      ['Refunded', true],
      ['Failed', false],
      ['Pending', false],
      ['Completed', true],
      ['Completed', true],
    ]);
    const [refunded, abandoned, pending] = history;
    expect(refunded).to.deep.include({
      transactionId: payments.refunded,
      date: minute(9).toISOString(),
      totalAmount: 175.82,
      currency: 'INR',
    });
    expect(abandoned).to.deep.include({ transactionId: orders.abandoned.orderId, date: minute(7).toISOString(), invoiceNumber: null });
    expect(pending).to.deep.include({
      transactionId: orders.pending.orderId,
      date: minute(5).toISOString(),
      description: 'MoRe AI PRO — monthly',
    });
  });

  it("gives the receipt the payment's verify answered with, and none for another user's or an uncaptured order", async () => {
    for (const terms of [orders.paid, orders.refunded, orders.abroad]) {
      const state = (await app.commands.load(paymentDecider, terms.orderId)).state;
      const period = (await app.commands.load(subscriptionDecider, terms.userId)).state.paidOrders.get(terms.orderId)!;
      const row = await receiptRowOf(app.db, terms.userId, terms.orderId);
      expect(toReceiptView(row!)).to.deep.equal(receiptView(terms, state, period));
    }
    expect(await receiptRowOf(app.db, ids.ravi, orders.paid.orderId)).to.equal(undefined);
    expect(await receiptRowOf(app.db, ids.asha, orders.pending.orderId)).to.equal(undefined);
    expect(await receiptRowOf(app.db, ids.asha, orders.abandoned.orderId)).to.equal(undefined);
  });

  it('rebuilds from the log (the deleted key now unreadable) into the same rows', async () => {
    const incremental = await rows();
    expect(incremental).to.have.length(7);
    await rebuildProjection({ store: app.events.log, db: app.db, projector: paymentsProjector });
    expect(await rows()).to.deep.equal(incremental);
  });
});
