import { createHmac } from 'node:crypto';
import { expect } from 'chai';
import { startTestApp, type TestApp } from '@more-ai/testing/app';
import {
  BILLING,
  payForPro,
  proPlanId,
  SANDBOX_KEYS,
  sandboxPay,
  setBilling,
  UPI_FAILURE,
  UPI_SUCCESS,
  CARD_SUCCESS,
} from '@more-ai/testing/payments';
import { readPdfText } from '@more-ai/testing/pdf-text';
import { until } from '@more-ai/testing/until';
import { signedUpVisitor, type Visitor } from '@more-ai/testing/visitor';

/** The types of a stream's events, oldest first. */
async function typesIn(app: TestApp, stream: string): Promise<string[]> {
  try {
    return (await app.events.store.readStream(stream)).map((event) => event.type);
  } catch {
    return [];
  }
}

async function userIdOf(visitor: Visitor): Promise<string> {
  return (await visitor.request('GET', '/api/auth/me')).body.user._id;
}

function signed(body: string, secret: string = SANDBOX_KEYS.webhookSecret): string {
  return createHmac('sha256', secret).update(body).digest('hex');
}

/** A webhook as Razorpay sends one, signed with the webhook secret unless told otherwise. */
async function sendWebhook(app: TestApp, eventId: string, body: object, signature?: string) {
  const raw = JSON.stringify(body);
  return app.request('POST', '/api/payments/webhook', {
    raw,
    headers: { 'Content-Type': 'application/json', 'X-Razorpay-Event-Id': eventId, 'X-Razorpay-Signature': signature ?? signed(raw) },
  });
}

function paymentEvent(event: string, payment: Record<string, unknown>) {
  return {
    entity: 'event',
    account_id: 'acc_Sandbox0000001',
    event,
    contains: ['payment'],
    payload: { payment: { entity: payment } },
    created_at: 1_790_000_000,
  };
}

describe('Payments (API): PRO in rupees through the sandbox gateway', function () {
  this.timeout(60_000);
  let app: TestApp;
  let planId: string;
  let serial = 0;

  before(async () => {
    app = await startTestApp('payments', { payments: SANDBOX_KEYS });
    planId = await proPlanId(app);
  });
  after(async () => app?.close());

  async function buyer(where: keyof typeof BILLING | null = 'telangana'): Promise<Visitor> {
    serial += 1;
    const visitor = await signedUpVisitor(app, `buyer${serial}`);
    if (where) await setBilling(visitor, where);
    return visitor;
  }

  async function openOrder(visitor: Visitor, extra: object = {}) {
    return visitor.request('POST', '/api/payments/create-order', { json: { subscriptionId: planId, ...extra } });
  }

  describe('create-order', () => {
    it('charges ₹149 + CGST 9% + SGST 9% = ₹175.82 in Telangana, whatever amounts the client sends', async () => {
      const visitor = await buyer('telangana');
      const order = await openOrder(visitor, { paymentBreakdown: { total: 1, gst: 0 }, billingAddress: { countryId: 'US' } });
      expect(order.status, JSON.stringify(order.body)).to.equal(200);
      expect(order.body).to.include({ amount: 17582, currency: 'INR', keyId: SANDBOX_KEYS.keyId, mode: 'sandbox' });
      expect(order.body.id).to.match(/^order_[A-Za-z0-9]{14}$/);
      expect(order.body.subscription).to.deep.equal({ id: planId, displayName: 'PRO' });
      expect(order.body.charge).to.deep.equal({
        price: 149,
        taxes: [
          { label: 'SGST', percent: 9, amount: 13.41 },
          { label: 'CGST', percent: 9, amount: 13.41 },
        ],
        gstPercentage: 18,
        gstAmount: 26.82,
        total: 175.82,
        currency: 'INR',
      });
      expect(await typesIn(app, `Payment-${order.body.id}`)).to.deep.equal(['PaymentOrderCreated']);
    });

    it('charges IGST 18% elsewhere in India (Karnataka) and no GST abroad', async () => {
      const karnataka = await openOrder(await buyer('karnataka'));
      expect(karnataka.body.amount).to.equal(17582);
      expect(karnataka.body.charge.taxes).to.deep.equal([{ label: 'IGST', percent: 18, amount: 26.82 }]);
      const abroad = await openOrder(await buyer('abroad'));
      expect(abroad.body.amount).to.equal(14900);
      expect(abroad.body.charge).to.include({ gstAmount: 0, gstPercentage: 0, total: 149 });
      expect(abroad.body.charge.taxes).to.deep.equal([]);
    });

    it('refuses without complete billing information, an unknown plan and the FREE plan, appending nothing', async () => {
      const visitor = await buyer(null);
      const head = await app.events.store.headPosition();
      const noBilling = await openOrder(visitor);
      expect([noBilling.status, noBilling.body.code]).to.deep.equal([400, 'BILLING_INFO_REQUIRED']);
      await setBilling(visitor, 'telangana');
      const afterBilling = await app.events.store.headPosition();
      const unknown = await visitor.request('POST', '/api/payments/create-order', {
        json: { subscriptionId: '00000000-0000-4000-8000-000000000000' },
      });
      expect([unknown.status, unknown.body.code]).to.deep.equal([404, 'SUBSCRIPTION_NOT_FOUND']);
      const plans = await app.request<{ _id: string; type: string }[]>('GET', '/api/subscriptions/active');
      const free = await visitor.request('POST', '/api/payments/create-order', {
        json: { subscriptionId: plans.body.find((p) => p.type === 'free')!._id },
      });
      expect([free.status, free.body.code]).to.deep.equal([400, 'FREE_PLAN']);
      expect(await app.events.store.countAfter(afterBilling)).to.equal(0);
      expect(head).to.not.equal(afterBilling);
    });

    it('needs a signed-in caller', async () => {
      const answer = await app.request('POST', '/api/payments/create-order', { json: { subscriptionId: planId } });
      expect(answer.status).to.equal(401);
    });
  });

  describe('verify', () => {
    it('takes a new user from FREE to PRO: captured, invoiced, one month of PRO, and asked again answers the same', async () => {
      const visitor = await buyer('telangana');
      const paid = await payForPro(app, visitor, UPI_SUCCESS);
      expect(paid.status, JSON.stringify(paid.body)).to.equal(200);
      const { success, subscription, paymentDetails } = paid.body;
      expect(success).to.equal(true);
      expect(subscription.type).to.equal('pro');
      expect(Date.parse(subscription.endDate) - Date.parse(subscription.startDate)).to.be.within(28 * 86_400_000, 31 * 86_400_000);
      expect(paymentDetails).to.include({
        status: 'Completed',
        amount: 149,
        gstAmount: 26.82,
        gstPercentage: 18,
        totalAmount: 175.82,
        currency: 'INR',
      });
      expect(paymentDetails.invoiceNumber).to.match(/^MA\/\d{2}-\d{2}\/\d{5}$/);
      expect(paymentDetails.paymentId).to.match(/^pay_/);
      await app.settled();
      const me = await visitor.request('GET', '/api/auth/me');
      expect(me.body.user.subscriptionType).to.equal('pro');

      const again = await visitor.request('POST', '/api/payments/verify', {
        json: {
          razorpay_order_id: paymentDetails.orderId,
          razorpay_payment_id: paymentDetails.paymentId,
          razorpay_signature: signature(paymentDetails.orderId, paymentDetails.paymentId),
        },
      });
      expect(again.status).to.equal(200);
      expect(again.body.paymentDetails).to.deep.equal(paymentDetails);
      // The webhooks the sandbox sent raced the verify call: still one capture and one period.
      await waitFor(async () => (await typesIn(app, `Payment-${paymentDetails.orderId}`)).length >= 2);
      expect(await typesIn(app, `Payment-${paymentDetails.orderId}`)).to.deep.equal(['PaymentOrderCreated', 'PaymentCaptured']);
      const periods = (await typesIn(app, `Subscription-${me.body.user._id}`)).filter((type) => type === 'ProPeriodPaid');
      expect(periods).to.have.length(1);
    });

    it('then shows the receipt (a PDF with the totals), the history row and the PRO limits', async () => {
      const visitor = await buyer('telangana');
      const before = await visitor.request('GET', '/api/payments/history');
      expect([before.status, before.body.code]).to.deep.equal([403, 'PRO_REQUIRED']);
      const paid = await payForPro(app, visitor);
      const { id, invoiceNumber, paymentId } = paid.body.paymentDetails;
      await app.settled();

      const history = await visitor.request('GET', '/api/payments/history');
      expect(history.status).to.equal(200);
      expect(history.body.payments).to.have.length(1);
      expect(history.body.payments[0]).to.deep.include({
        id,
        transactionId: paymentId,
        invoiceNumber,
        totalAmount: 175.82,
        status: 'Completed',
        hasReceipt: true,
      });

      const receipt = await fetch(`${app.url}/api/payments/receipt/${id}`, { headers: { Cookie: cookieHeader(visitor) } });
      expect(receipt.status).to.equal(200);
      expect(receipt.headers.get('content-type')).to.equal('application/pdf');
      expect(receipt.headers.get('content-disposition')).to.equal(`attachment; filename="MoRe-AI-${paymentId}.pdf"`);
      const pdf = await readPdfText(new Uint8Array(await receipt.arrayBuffer()));
      expect(pdf.pages).to.equal(1);
      for (const text of [invoiceNumber, paymentId, '₹149.00', '₹13.41', '₹175.82']) expect(pdf.text).to.include(text);

      // FREE stops at 5 watchlists; PRO does not.
      for (let i = 1; i <= 6; i += 1) {
        const created = await visitor.request('POST', '/api/watchlist', { json: { name: `PRO list ${i}` } });
        expect(created.status, JSON.stringify(created.body)).to.equal(201);
      }
    });

    it('pays by card too (4100 2800 0000 1007)', async () => {
      const paid = await payForPro(app, await buyer('abroad'), CARD_SUCCESS);
      expect(paid.status, JSON.stringify(paid.body)).to.equal(200);
      expect(paid.body.paymentDetails).to.include({ totalAmount: 149, gstAmount: 0 });
    });

    it('refuses a tampered signature with PAYMENT_VERIFICATION_FAILED and appends nothing', async () => {
      const visitor = await buyer('telangana');
      const order = await openOrder(visitor);
      const paid = await sandboxPay(app, order.body.id, UPI_SUCCESS);
      const tampered = paid.body.razorpay_signature.replace(/^./, (c: string) => (c === '0' ? '1' : '0'));
      // The sandbox's webhooks upgrade the buyer meanwhile: let them finish first.
      await waitFor(async () => (await typesIn(app, `Account-${await userIdOf(visitor)}`)).includes('PlanChanged'));
      await new Promise((resolve) => setTimeout(resolve, 500));
      const head = await app.events.store.headPosition();
      const answer = await visitor.request('POST', '/api/payments/verify', { json: { ...paid.body, razorpay_signature: tampered } });
      expect([answer.status, answer.body.code]).to.deep.equal([400, 'PAYMENT_VERIFICATION_FAILED']);
      const otherPayment = await visitor.request('POST', '/api/payments/verify', {
        json: { ...paid.body, razorpay_payment_id: 'pay_AAAAAAAAAAAAAA', razorpay_signature: paid.body.razorpay_signature },
      });
      expect([otherPayment.status, otherPayment.body.code]).to.deep.equal([400, 'PAYMENT_VERIFICATION_FAILED']);
      expect(await app.events.store.countAfter(head)).to.equal(0);
    });

    it("does not let anyone verify someone else's order", async () => {
      const owner = await buyer('telangana');
      const order = await openOrder(owner);
      const paid = await sandboxPay(app, order.body.id, UPI_SUCCESS);
      const intruder = await buyer('telangana');
      const answer = await intruder.request('POST', '/api/payments/verify', { json: paid.body });
      expect([answer.status, answer.body.code]).to.deep.equal([404, 'PAYMENT_VERIFICATION_FAILED']);
      await app.settled();
      expect((await intruder.request('GET', '/api/auth/me')).body.user.subscriptionType).to.equal('free');
    });

    it('a failed payment (failure@razorpay) changes nothing: the user stays FREE and the order is marked failed', async () => {
      const visitor = await buyer('telangana');
      const order = await openOrder(visitor);
      const failed = await sandboxPay(app, order.body.id, UPI_FAILURE);
      expect(failed.status).to.equal(400);
      expect(failed.body.error).to.include({ code: 'BAD_REQUEST_ERROR' });
      expect(failed.body.error.metadata).to.include({ order_id: order.body.id });
      await waitFor(async () => (await typesIn(app, `Payment-${order.body.id}`)).includes('PaymentFailed'));
      expect(await typesIn(app, `Payment-${order.body.id}`)).to.deep.equal(['PaymentOrderCreated', 'PaymentFailed']);
      await app.settled();
      expect((await visitor.request('GET', '/api/auth/me')).body.user.subscriptionType).to.equal('free');
    });

    it('paying again while PRO extends the period from its end date', async () => {
      const visitor = await buyer('karnataka');
      const first = await payForPro(app, visitor);
      const second = await payForPro(app, visitor);
      expect(second.status, JSON.stringify(second.body)).to.equal(200);
      expect(second.body.paymentDetails.subscription.startDate).to.equal(first.body.subscription.endDate);
      expect(second.body.subscription.startDate).to.equal(first.body.subscription.startDate);
      expect(second.body.subscription.endDate).to.equal(second.body.paymentDetails.subscription.endDate);
      expect(second.body.paymentDetails.invoiceNumber).to.not.equal(first.body.paymentDetails.invoiceNumber);
    });
  });

  describe('webhook', () => {
    it('refuses a wrong or missing signature with 400 and appends nothing', async () => {
      const head = await app.events.store.headPosition();
      const body = paymentEvent('payment.captured', {
        id: 'pay_XXXXXXXXXXXXXX',
        order_id: 'order_XXXXXXXXXXXXXX',
        amount: 17582,
        currency: 'INR',
        status: 'captured',
      });
      const wrong = await sendWebhook(app, 'evt_wrong0000001', body, signed(JSON.stringify(body), 'not-the-secret'));
      expect([wrong.status, wrong.body.code]).to.deep.equal([400, 'INVALID_SIGNATURE']);
      const missing = await app.request('POST', '/api/payments/webhook', {
        raw: JSON.stringify(body),
        headers: { 'Content-Type': 'application/json', 'X-Razorpay-Event-Id': 'evt_x' },
      });
      expect(missing.status).to.equal(400);
      expect(await app.events.store.countAfter(head)).to.equal(0);
    });

    it('is the safety net: a payment whose browser closed before verify still upgrades, once, under 10 concurrent identical webhooks', async () => {
      const visitor = await buyer('telangana');
      const order = await openOrder(visitor);
      const paid = await sandboxPay(app, order.body.id, UPI_SUCCESS);
      const payment = (
        await app.request('GET', `/sandbox/razorpay/v1/payments/${paid.body.razorpay_payment_id}`, {
          headers: { Authorization: basicAuth() },
        })
      ).body;
      const body = paymentEvent('payment.captured', payment);
      const answers = await Promise.all(Array.from({ length: 10 }, () => sendWebhook(app, 'evt_Concurrent00001', body)));
      expect(answers.map((a) => a.status)).to.deep.equal(Array(10).fill(200));
      await waitFor(async () => (await typesIn(app, `Payment-${order.body.id}`)).length >= 2);
      expect(await typesIn(app, `Payment-${order.body.id}`)).to.deep.equal(['PaymentOrderCreated', 'PaymentCaptured']);
      await app.settled();
      const me = (await visitor.request('GET', '/api/auth/me')).body.user;
      expect(me.subscriptionType).to.equal('pro');
      expect((await typesIn(app, `Subscription-${me._id}`)).filter((t) => t === 'ProPeriodPaid')).to.have.length(1);
    });

    it("keeps 'captured' whatever arrives late: payment.authorized, payment.failed", async () => {
      const visitor = await buyer('telangana');
      const verified = await payForPro(app, visitor);
      const { orderId, paymentId } = verified.body.paymentDetails;
      const payment = { id: paymentId, order_id: orderId, amount: 17582, currency: 'INR', method: 'upi', created_at: 1_790_000_000 };
      await waitFor(async () => (await typesIn(app, `Payment-${orderId}`)).length >= 2);
      const authorized = await sendWebhook(
        app,
        'evt_LateAuthorized01',
        paymentEvent('payment.authorized', { ...payment, status: 'authorized' }),
      );
      const failed = await sendWebhook(
        app,
        'evt_LateFailed00001',
        paymentEvent('payment.failed', {
          ...payment,
          id: 'pay_LateFailure0001',
          status: 'failed',
          error_code: 'BAD_REQUEST_ERROR',
          error_description: 'late',
        }),
      );
      expect([authorized.status, failed.status]).to.deep.equal([200, 200]);
      expect(await typesIn(app, `Payment-${orderId}`)).to.deep.equal(['PaymentOrderCreated', 'PaymentCaptured']);
    });

    it('marks a refunded payment Refunded (refund.processed)', async () => {
      const visitor = await buyer('telangana');
      const verified = await payForPro(app, visitor);
      const { orderId, paymentId } = verified.body.paymentDetails;
      const refund = await app.request('POST', `/sandbox/razorpay/v1/payments/${paymentId}/refund`, {
        json: {},
        headers: { Authorization: basicAuth() },
      });
      expect(refund.status, JSON.stringify(refund.body)).to.equal(200);
      await waitFor(async () => (await typesIn(app, `Payment-${orderId}`)).includes('PaymentRefunded'));
      expect(await typesIn(app, `Payment-${orderId}`)).to.deep.equal(['PaymentOrderCreated', 'PaymentCaptured', 'PaymentRefunded']);
    });

    it('ignores events of orders that are not ours', async () => {
      const head = await app.events.store.headPosition();
      const answer = await sendWebhook(
        app,
        'evt_NotOurs0000001',
        paymentEvent('payment.captured', {
          id: 'pay_NotOurs0000001',
          order_id: 'order_NotOurs000001',
          amount: 100,
          currency: 'INR',
          status: 'captured',
        }),
      );
      expect(answer.status).to.equal(200);
      expect(await app.events.store.countAfter(head)).to.equal(0);
    });
  });
});

function signature(orderId: string, paymentId: string): string {
  return createHmac('sha256', SANDBOX_KEYS.keySecret).update(`${orderId}|${paymentId}`).digest('hex');
}

function cookieHeader(visitor: Visitor): string {
  return [...visitor.cookies].map(([name, cookie]) => `${name}=${cookie.value}`).join('; ');
}

function basicAuth(): string {
  return `Basic ${Buffer.from(`${SANDBOX_KEYS.keyId}:${SANDBOX_KEYS.keySecret}`).toString('base64')}`;
}

/** Until the condition holds (the webhooks the sandbox sends arrive after its answer). */
async function waitFor(condition: () => Promise<boolean>): Promise<void> {
  await until('the condition', async () => ((await condition()) ? true : undefined), 10_000);
}
