import http from 'node:http';
import net, { type AddressInfo } from 'node:net';
import vm from 'node:vm';
import { expect } from 'chai';
import type { Knex } from 'knex';
import { createTestDatabase, type TestDatabase } from '@more-ai/testing';
import { openDatabase } from '../../database';
import { createLogger } from '../../logger';
import { GatewayError, type PaymentGateway } from '../gateway';
import { describeGatewayContract, type ContractInstrument } from '../gateway.contract';
import { createRazorpayGateway } from '../razorpay-adapter';
import { checkoutSignatureValid, webhookSignatureValid } from '../signatures';
import { createRazorpaySandbox } from './sandbox';
import { TEST_INSTRUMENTS } from './test-instruments';

const KEY_ID = 'rzp_test_sandboxspec';
const KEY_SECRET = 'sandbox-spec-key-secret';
const WEBHOOK_SECRET = 'sandbox-spec-webhook-secret';
const log = createLogger('razorpay-sandbox', process.env.LOG_LEVEL ?? 'silent', false);

interface Delivery {
  headers: http.IncomingHttpHeaders;
  raw: Buffer;
  body: any;
}

/** A webhook endpoint on loopback that keeps what it is sent; `refuse` answers the next ones 500. */
async function startReceiver() {
  const deliveries: Delivery[] = [];
  let refuse = 0;
  let hold = false;
  const held: (() => void)[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const raw = Buffer.concat(chunks);
      deliveries.push({ headers: req.headers, raw, body: JSON.parse(raw.toString('utf8')) });
      res.statusCode = refuse > 0 ? 500 : 200;
      refuse = Math.max(0, refuse - 1);
      if (hold) held.push(() => res.end());
      else res.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/payments/webhook`,
    deliveries,
    refuseNext: (count: number) => (refuse = count),
    /** Leaves every delivery unanswered until release(). */
    hold: () => (hold = true),
    release: () => {
      hold = false;
      held.splice(0).forEach((answer) => answer());
    },
    /** Waits until `count` deliveries arrived. */
    async received(count: number, ms = 5_000) {
      const started = Date.now();
      while (deliveries.length < count) {
        if (Date.now() - started > ms) throw new Error(`${deliveries.length} of ${count} webhooks arrived within ${ms} ms`);
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      return deliveries.slice(0, count);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The sandbox on an ephemeral port of its own, its webhooks going to `webhookUrl`, and the real adapter pointed at it. */
async function startSandbox(db: Knex, webhookUrl: () => string) {
  let baseUrl = '';
  const sandbox = createRazorpaySandbox({
    db,
    keyId: KEY_ID,
    keySecret: KEY_SECRET,
    webhookSecret: WEBHOOK_SECRET,
    webhookUrl,
    publicBaseUrl: () => baseUrl,
    log,
    webhookRetryDelaysMs: [100, 200, 300],
    closeGraceMs: 1_000,
  });
  await sandbox.migrate();
  const server = http.createServer(sandbox.app.callback());
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const gateway = createRazorpayGateway({
    keyId: KEY_ID,
    keySecret: KEY_SECRET,
    apiBaseUrl: sandbox.apiBaseUrl(),
    checkoutScriptUrl: sandbox.checkoutScriptUrl(),
    mode: 'sandbox',
  });
  const url = (path: string) => `${baseUrl}/sandbox/razorpay${path}`;
  const pay = async (body: object) => {
    const response = await fetch(url('/checkout/pay'), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json()) as any };
  };
  const rest = async (method: string, path: string, body?: object, auth = `${KEY_ID}:${KEY_SECRET}`) => {
    const response = await fetch(url(`/v1${path}`), {
      method,
      headers: { Authorization: `Basic ${Buffer.from(auth).toString('base64')}`, ...(body ? { 'Content-Type': 'application/json' } : {}) },
      ...(body ? { body: JSON.stringify(body) } : {}),
    });
    return { status: response.status, body: (await response.json()) as any };
  };
  const stop = async () => {
    await sandbox.close();
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  };
  return { sandbox, gateway, url, pay, rest, stop };
}

const instrument = (kind: ContractInstrument) => ({
  method: 'upi',
  vpa: kind === 'succeeds' ? TEST_INSTRUMENTS.upiSuccess : TEST_INSTRUMENTS.upiFailure,
});

describe('Razorpay sandbox', function () {
  this.timeout(30_000);
  let database: TestDatabase;
  let db: Knex;

  before(async () => {
    database = await createTestDatabase('razorpay_sandbox');
    db = openDatabase(database.url, { applicationName: 'razorpay sandbox spec' });
  });
  after(async () => {
    await db?.destroy();
    await database?.drop();
  });

  describeGatewayContract('Razorpay sandbox through the razorpay SDK', async () => {
    const receiver = await startReceiver();
    const running = await startSandbox(db, () => receiver.url);
    return {
      gateway: running.gateway,
      pay: async (orderId, kind) => {
        const { body } = await running.pay({ order_id: orderId, ...instrument(kind) });
        return { paymentId: body.razorpay_payment_id ?? body.error.metadata.payment_id };
      },
      teardown: async () => {
        await running.stop();
        await receiver.close();
      },
    };
  });

  describe('behaving as Razorpay', () => {
    let receiver: Awaited<ReturnType<typeof startReceiver>>;
    let running: Awaited<ReturnType<typeof startSandbox>>;
    let gateway: PaymentGateway;
    const newOrder = () =>
      gateway.createOrder({ amountPaise: 17_582, currency: 'INR', receipt: 'spec-receipt', notes: { plan: 'PRO_MONTHLY' } });

    beforeEach(async () => {
      receiver = await startReceiver();
      running = await startSandbox(db, () => receiver.url);
      gateway = running.gateway;
    });
    afterEach(async () => {
      await running.stop();
      await receiver.close();
    });

    describe('REST API', () => {
      it('refuses a request without the key id and secret, with 401 and Razorpay’s error body', async () => {
        const anonymous = await fetch(running.url('/v1/orders/order_Zz0000000000Zz'));
        expect(anonymous.status).to.equal(401);
        expect(((await anonymous.json()) as any).error).to.deep.include({
          code: 'BAD_REQUEST_ERROR',
          description: 'Please provide your api key for authentication purposes.',
        });
        const wrongKey = await running.rest('GET', '/orders/order_Zz0000000000Zz', undefined, `rzp_test_other:${KEY_SECRET}`);
        expect(wrongKey.status).to.equal(401);
        const wrongSecret = await running.rest('GET', '/orders/order_Zz0000000000Zz', undefined, `${KEY_ID}:not-the-secret`);
        expect(wrongSecret.status).to.equal(401);
        expect(wrongSecret.body.error.description).to.equal('The api key/secret provided is invalid');
      });

      it('the adapter with a wrong secret fails with GatewayError 401', async () => {
        const wrong = createRazorpayGateway({
          keyId: KEY_ID,
          keySecret: 'wrong',
          apiBaseUrl: running.sandbox.apiBaseUrl(),
          mode: 'sandbox',
        });
        const error = await wrong.fetchOrder('order_Zz0000000000Zz').catch((e: unknown) => e);
        expect(error).to.be.instanceOf(GatewayError);
        expect((error as GatewayError).details).to.deep.include({ statusCode: 401, notFound: false });
      });

      it('answers orders in Razorpay’s shape, empty notes as []', async () => {
        const created = await running.rest('POST', '/orders', { amount: 50_000, currency: 'INR', receipt: 'r-1' });
        expect(created.status).to.equal(200);
        expect(created.body).to.include({
          entity: 'order',
          amount: 50_000,
          amount_paid: 0,
          amount_due: 50_000,
          currency: 'INR',
          receipt: 'r-1',
          status: 'created',
          attempts: 0,
        });
        expect(created.body.id).to.match(/^order_[A-Za-z0-9]{14}$/);
        expect(created.body.notes).to.deep.equal([]);
        expect(created.body.created_at).to.be.closeTo(Date.now() / 1000, 60);
        expect((await running.rest('GET', `/orders/${created.body.id}`)).body).to.deep.equal(created.body);
      });

      it('refuses invalid orders with 400 and Razorpay’s words', async () => {
        const cases: [object, string][] = [
          [{ amount: 99, currency: 'INR' }, 'The amount must be atleast INR 1.00'],
          [{ currency: 'INR' }, 'The amount field is required.'],
          [{ amount: 100, currency: 'INR', receipt: 'r'.repeat(41) }, 'The receipt may not be greater than 40 characters.'],
          [
            { amount: 100, currency: 'INR', notes: Object.fromEntries(Array.from({ length: 16 }, (_, i) => [`n${i}`, 'x'])) },
            'Number of fields in notes should be less than or equal to 15',
          ],
          [{ amount: 100, currency: 'USD' }, 'Currency USD is not supported'],
          [{ amount: 100, currency: 'INR', colour: 'red' }, 'colour is/are not required and should not be sent'],
        ];
        for (const [body, description] of cases) {
          const answer = await running.rest('POST', '/orders', body);
          expect(answer.status, description).to.equal(400);
          expect(answer.body.error).to.include({ code: 'BAD_REQUEST_ERROR', description, reason: 'input_validation_failed' });
        }
      });

      it('answers an unknown id as Razorpay does: 400 BAD_REQUEST_ERROR, the id provided does not exist', async () => {
        for (const path of ['/orders/order_Zz0000000000Zz', '/orders/order_Zz0000000000Zz/payments', '/payments/pay_Zz0000000000Zz']) {
          const answer = await running.rest('GET', path);
          expect(answer.status, path).to.equal(400);
          expect(answer.body.error).to.include({ code: 'BAD_REQUEST_ERROR', description: 'The id provided does not exist' });
        }
      });

      it('keeps orders and payments across a restart, and migrates again harmlessly', async () => {
        const order = await newOrder();
        const { body } = await running.pay({ order_id: order.id, method: 'upi', vpa: TEST_INSTRUMENTS.upiSuccess });
        const restarted = await startSandbox(db, () => receiver.url);
        try {
          await restarted.sandbox.migrate();
          expect(await restarted.gateway.fetchOrder(order.id)).to.deep.include({ id: order.id, status: 'paid' });
          expect((await restarted.gateway.fetchPayment(body.razorpay_payment_id)).status).to.equal('captured');
        } finally {
          await restarted.stop();
        }
      });

      it('a gateway that never answers fails with GatewayError once the call’s time is up', async () => {
        const sockets: net.Socket[] = [];
        const silent = net.createServer((socket) => sockets.push(socket));
        await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
        try {
          const { port } = silent.address() as AddressInfo;
          const hung = createRazorpayGateway({
            keyId: KEY_ID,
            keySecret: KEY_SECRET,
            apiBaseUrl: `http://127.0.0.1:${port}`,
            mode: 'sandbox',
            timeoutMs: 300,
          });
          const started = Date.now();
          const error = await hung.fetchOrder('order_Zz0000000000Zz').catch((e: unknown) => e);
          expect(error).to.be.instanceOf(GatewayError);
          expect((error as GatewayError).message).to.contain('timeout');
          expect(Date.now() - started).to.be.within(250, 5_000);
        } finally {
          sockets.forEach((socket) => socket.destroy());
          await new Promise<void>((resolve) => silent.close(() => resolve()));
        }
      });

      it('an unreachable gateway fails with GatewayError, not a TypeError', async () => {
        const unreachable = createRazorpayGateway({
          keyId: KEY_ID,
          keySecret: KEY_SECRET,
          apiBaseUrl: 'http://127.0.0.1:9/sandbox/razorpay',
          mode: 'sandbox',
        });
        const error = await unreachable.fetchOrder('order_Zz0000000000Zz').catch((e: unknown) => e);
        expect(error).to.be.instanceOf(GatewayError);
        expect((error as GatewayError).details.code).to.equal('GATEWAY_UNREACHABLE');
        expect((error as GatewayError).message).to.contain('ECONNREFUSED');
      });
    });

    describe('Checkout', () => {
      it('serves checkout.js as JavaScript that defines window.Razorpay with its contract', async () => {
        const response = await fetch(running.url('/checkout.js'));
        expect(response.status).to.equal(200);
        expect(response.headers.get('content-type')).to.match(/^application\/javascript/);
        const window: Record<string, any> = {};
        vm.runInNewContext(await response.text(), { window, document: { currentScript: { src: running.url('/checkout.js') } }, URL });
        expect(window.Razorpay).to.be.a('function');
        const checkout = new window.Razorpay({ key: KEY_ID, order_id: 'order_Zz0000000000Zz', amount: 17_582 });
        for (const method of ['on', 'open', 'close']) expect(checkout[method]).to.be.a('function');
        expect(() => new window.Razorpay({ order_id: 'order_Zz0000000000Zz' })).to.throw(/key/);
      });

      it('pays by UPI success@razorpay: captured at once, the order paid, answered with a valid signature', async () => {
        const order = await newOrder();
        const { status, body } = await running.pay({
          order_id: order.id,
          method: 'upi',
          vpa: 'success@razorpay',
          email: 'member@example.com',
        });
        expect(status).to.equal(200);
        expect(Object.keys(body).sort()).to.deep.equal(['razorpay_order_id', 'razorpay_payment_id', 'razorpay_signature']);
        expect(body.razorpay_order_id).to.equal(order.id);
        expect(body.razorpay_payment_id).to.match(/^pay_[A-Za-z0-9]{14}$/);
        expect(checkoutSignatureValid(order.id, body.razorpay_payment_id, body.razorpay_signature, KEY_SECRET)).to.equal(true);
        const payment = await running.rest('GET', `/payments/${body.razorpay_payment_id}`);
        expect(payment.body).to.include({
          status: 'captured',
          captured: true,
          method: 'upi',
          vpa: 'success@razorpay',
          amount: 17_582,
          email: 'member@example.com',
          error_code: null,
        });
        const paid = await running.rest('GET', `/orders/${order.id}`);
        expect(paid.body).to.include({ status: 'paid', amount_paid: 17_582, amount_due: 0, attempts: 1 });
      });

      it('pays by UPI failure@razorpay: the payment failed with its error, the order attempted, 400 with the ids', async () => {
        const order = await newOrder();
        const { status, body } = await running.pay({ order_id: order.id, method: 'upi', vpa: 'failure@razorpay' });
        expect(status).to.equal(400);
        expect(body.error).to.include({ code: 'BAD_REQUEST_ERROR', reason: 'payment_failed' });
        expect(body.error.metadata.order_id).to.equal(order.id);
        const payment = await running.rest('GET', `/payments/${body.error.metadata.payment_id}`);
        expect(payment.body).to.include({
          status: 'failed',
          captured: false,
          error_code: 'BAD_REQUEST_ERROR',
          error_reason: 'payment_failed',
          order_id: order.id,
        });
        expect(payment.body.error_description).to.equal(body.error.description);
        expect((await gateway.fetchOrder(order.id)).status).to.equal('attempted');
      });

      it('pays by card 4100 2800 0000 1007: captured, keeping only the last four digits', async () => {
        const order = await newOrder();
        const { status, body } = await running.pay({ order_id: order.id, method: 'card', card: { number: '4100 2800 0000 1007' } });
        expect(status).to.equal(200);
        const payment = await running.rest('GET', `/payments/${body.razorpay_payment_id}`);
        expect(payment.body).to.include({ status: 'captured', method: 'card', vpa: null });
        expect(payment.body.card).to.include({ last4: '1007', network: 'Visa' });
        expect(JSON.stringify(payment.body)).not.to.contain('41002800');
      });

      it('declines card 4000 0000 0000 0002, and lets the customer retry on the same order', async () => {
        const order = await newOrder();
        const declined = await running.pay({ order_id: order.id, method: 'card', card_number: '4000000000000002' });
        expect(declined.status).to.equal(400);
        expect(declined.body.error).to.include({ code: 'BAD_REQUEST_ERROR', reason: 'card_declined' });
        const retried = await running.pay({ order_id: order.id, method: 'upi', vpa: 'success@razorpay' });
        expect(retried.status).to.equal(200);
        const payments = await gateway.orderPayments(order.id);
        expect(payments.map((p) => p.status)).to.deep.equal(['failed', 'captured']);
        expect((await running.rest('GET', `/orders/${order.id}`)).body).to.include({ status: 'paid', attempts: 2 });
      });

      it('refuses without making a payment: an unknown instrument or method, a wrong key id, an unknown order, an order already paid', async () => {
        const order = await newOrder();
        const refusals: [object, string][] = [
          [{ order_id: order.id, method: 'upi', vpa: 'someone@okbank' }, 'Invalid VPA'],
          [{ order_id: order.id, method: 'card', card: { number: '4111111111111111' } }, 'not a sandbox test card'],
          [{ order_id: order.id, method: 'card', card: { number: 'abcd' } }, 'Card number is invalid'],
          [{ order_id: order.id, method: 'upi' }, 'The vpa field is required'],
          [{ order_id: order.id, method: 'netbanking', bank: 'HDFC' }, 'Invalid payment method'],
          [{ order_id: 'order_Zz0000000000Zz', method: 'upi', vpa: 'success@razorpay' }, 'The id provided does not exist'],
          [{ order_id: order.id, method: 'upi', vpa: 'success@razorpay', key_id: 'rzp_test_other' }, 'The api key provided is invalid'],
        ];
        for (const [body, description] of refusals) {
          const answer = await running.pay(body);
          expect(answer.status, description).to.be.oneOf([400, 401]);
          expect(answer.body.error.description, description).to.contain(description);
        }
        expect(await gateway.orderPayments(order.id)).to.deep.equal([]);
        await running.pay({ order_id: order.id, method: 'upi', vpa: 'success@razorpay' });
        const again = await running.pay({ order_id: order.id, method: 'upi', vpa: 'success@razorpay' });
        expect(again.status).to.equal(400);
        expect(again.body.error.description).to.equal('Order is already paid');
        expect(await gateway.orderPayments(order.id)).to.have.length(1);
      });

      it('captures only one of three payments made at once on one order', async () => {
        const order = await newOrder();
        const answers = await Promise.all([1, 2, 3].map(() => running.pay({ order_id: order.id, method: 'upi', vpa: 'success@razorpay' })));
        expect(answers.map((a) => a.status).sort()).to.deep.equal([200, 400, 400]);
        expect((await gateway.orderPayments(order.id)).filter((p) => p.status === 'captured')).to.have.length(1);
      });
    });

    describe('webhooks', () => {
      it('sends payment.authorized, payment.captured and order.paid for a payment, in order, signed, each with its own id', async () => {
        const order = await newOrder();
        const { body } = await running.pay({ order_id: order.id, method: 'upi', vpa: 'success@razorpay' });
        const deliveries = await receiver.received(3);
        expect(deliveries.map((d) => d.body.event)).to.deep.equal(['payment.authorized', 'payment.captured', 'order.paid']);
        for (const delivery of deliveries) {
          expect(delivery.headers['content-type']).to.equal('application/json');
          expect(webhookSignatureValid(delivery.raw, delivery.headers['x-razorpay-signature'] as string, WEBHOOK_SECRET)).to.equal(true);
          expect(delivery.body).to.include({ entity: 'event' });
          expect(delivery.body.account_id).to.match(/^acc_/);
          expect(delivery.body.payload.payment.entity).to.include({ id: body.razorpay_payment_id, order_id: order.id, amount: 17_582 });
        }
        expect(new Set(deliveries.map((d) => d.headers['x-razorpay-event-id'])).size).to.equal(3);
        expect(deliveries.map((d) => d.body.contains)).to.deep.equal([['payment'], ['payment'], ['payment', 'order']]);
        expect(deliveries.map((d) => d.body.payload.payment.entity.status)).to.deep.equal(['authorized', 'captured', 'captured']);
        expect(deliveries[2]!.body.payload.order.entity).to.include({ id: order.id, status: 'paid', amount_paid: 17_582 });
      });

      it('sends payment.failed for a failed payment', async () => {
        const order = await newOrder();
        const { body } = await running.pay({ order_id: order.id, method: 'upi', vpa: 'failure@razorpay' });
        const [delivery] = await receiver.received(1);
        expect(delivery!.body.event).to.equal('payment.failed');
        expect(delivery!.body.payload.payment.entity).to.include({
          id: body.error.metadata.payment_id,
          status: 'failed',
          error_reason: 'payment_failed',
        });
        expect(webhookSignatureValid(delivery!.raw, delivery!.headers['x-razorpay-signature'] as string, WEBHOOK_SECRET)).to.equal(true);
      });

      it('retries an event its receiver refused, with the same id and body, before sending the next', async () => {
        receiver.refuseNext(2);
        const order = await newOrder();
        await running.pay({ order_id: order.id, method: 'upi', vpa: 'success@razorpay' });
        const deliveries = await receiver.received(5);
        expect(deliveries.map((d) => d.body.event)).to.deep.equal([
          'payment.authorized',
          'payment.authorized',
          'payment.authorized',
          'payment.captured',
          'order.paid',
        ]);
        expect(new Set(deliveries.slice(0, 3).map((d) => d.headers['x-razorpay-event-id'])).size).to.equal(1);
        expect(deliveries[1]!.raw.equals(deliveries[0]!.raw)).to.equal(true);
      });

      it('answers the payment while its webhooks’ receiver has not answered', async () => {
        receiver.hold();
        const order = await newOrder();
        const { status } = await running.pay({ order_id: order.id, method: 'upi', vpa: 'success@razorpay' });
        expect(status).to.equal(200);
        await receiver.received(1);
        receiver.release();
        expect((await receiver.received(3)).map((d) => d.body.event)).to.deep.equal([
          'payment.authorized',
          'payment.captured',
          'order.paid',
        ]);
      });

      it('captures an order made for manual capture when asked, then sends payment.captured and order.paid', async () => {
        const created = await running.rest('POST', '/orders', {
          amount: 17_582,
          currency: 'INR',
          receipt: 'manual',
          payment_capture: false,
        });
        const { body } = await running.pay({ order_id: created.body.id, method: 'upi', vpa: 'success@razorpay' });
        expect((await gateway.fetchPayment(body.razorpay_payment_id)).status).to.equal('authorized');
        expect((await gateway.fetchOrder(created.body.id)).status).to.equal('attempted');
        const wrongAmount = await gateway.capturePayment(body.razorpay_payment_id, 100, 'INR').catch((e: unknown) => e);
        expect(wrongAmount).to.be.instanceOf(GatewayError);
        const captured = await gateway.capturePayment(body.razorpay_payment_id, 17_582, 'INR');
        expect(captured.status).to.equal('captured');
        expect((await gateway.fetchOrder(created.body.id)).status).to.equal('paid');
        const deliveries = await receiver.received(3);
        expect(deliveries.map((d) => d.body.event)).to.deep.equal(['payment.authorized', 'payment.captured', 'order.paid']);
      });

      it('refunds a captured payment as Razorpay’s refund API, then sends refund.created and refund.processed', async () => {
        const order = await newOrder();
        const { body } = await running.pay({ order_id: order.id, method: 'upi', vpa: 'success@razorpay' });
        await receiver.received(3);
        const refund = await running.rest('POST', `/payments/${body.razorpay_payment_id}/refund`, { notes: { reason: 'requested' } });
        expect(refund.status).to.equal(200);
        expect(refund.body).to.include({ entity: 'refund', amount: 17_582, payment_id: body.razorpay_payment_id, status: 'processed' });
        expect(refund.body.id).to.match(/^rfnd_[A-Za-z0-9]{14}$/);
        expect((await gateway.fetchPayment(body.razorpay_payment_id)).status).to.equal('refunded');
        const deliveries = (await receiver.received(5)).slice(3);
        expect(deliveries.map((d) => d.body.event)).to.deep.equal(['refund.created', 'refund.processed']);
        expect(deliveries[1]!.body.contains).to.deep.equal(['refund', 'payment']);
        expect(deliveries[1]!.body.payload.refund.entity.id).to.equal(refund.body.id);
        expect(deliveries[1]!.body.payload.payment.entity).to.include({
          status: 'refunded',
          amount_refunded: 17_582,
          refund_status: 'full',
        });
        const again = await running.rest('POST', `/payments/${body.razorpay_payment_id}/refund`, {});
        expect(again.status).to.equal(400);
      });
    });
  });
});
