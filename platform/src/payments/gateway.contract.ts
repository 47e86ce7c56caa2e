import { randomUUID } from 'node:crypto';
import { expect } from 'chai';
import { GatewayError, type CreateGatewayOrder, type GatewayPayment, type PaymentGateway } from './gateway';

/** A test instrument a contract can pay with; only gateways that can take a payment unattended offer it. */
export type ContractInstrument = 'succeeds' | 'fails';

export interface ContractGateway {
  gateway: PaymentGateway;
  /** Pays the order as a customer would at Checkout; resolves with the payment id it made. */
  pay?: (orderId: string, instrument: ContractInstrument) => Promise<{ paymentId: string }>;
  teardown(): Promise<void>;
}

/**
 * What the payment workflow relies on from every PaymentGateway adapter. Orders carry a random
 * receipt, so the suite also runs against a live account that holds other orders.
 */
export function describeGatewayContract(name: string, setup: () => Promise<ContractGateway>): void {
  describe(`${name} payment gateway (contract)`, function () {
    this.timeout(30_000);
    let handle: ContractGateway;
    let gateway: PaymentGateway;
    before(async () => {
      handle = await setup();
      gateway = handle.gateway;
    });
    after(async () => handle?.teardown());

    const newOrder = (): CreateGatewayOrder => ({
      amountPaise: 17_582,
      currency: 'INR',
      receipt: `contract-${randomUUID().slice(0, 18)}`,
      notes: { userId: randomUUID(), plan: 'PRO_MONTHLY' },
    });

    const rejection = async (promise: Promise<unknown>): Promise<unknown> => {
      try {
        await promise;
      } catch (error) {
        return error;
      }
      expect.fail('expected the gateway to refuse');
    };

    it('creates an order with our amount, receipt and notes, in status created', async () => {
      const wanted = newOrder();
      const before = Date.now();
      const order = await gateway.createOrder(wanted);
      expect(order.id).to.match(/^order_[A-Za-z0-9]{14}$/);
      expect(order).to.deep.include({ amountPaise: 17_582, currency: 'INR', receipt: wanted.receipt, status: 'created' });
      expect(order.notes).to.deep.equal(wanted.notes);
      expect(order.createdAt.getTime()).to.be.within(before - 120_000, Date.now() + 120_000);
    });

    it('creates an order without notes', async () => {
      const order = await gateway.createOrder({ ...newOrder(), notes: {} });
      expect(order.notes).to.deep.equal({});
    });

    it('fetches the order it created', async () => {
      const created = await gateway.createOrder(newOrder());
      expect(await gateway.fetchOrder(created.id)).to.deep.equal(created);
    });

    it('has no payments for an order nobody paid', async () => {
      const created = await gateway.createOrder(newOrder());
      expect(await gateway.orderPayments(created.id)).to.deep.equal([]);
    });

    it('answers an unknown order or payment id with GatewayError notFound', async () => {
      for (const attempt of [
        () => gateway.fetchOrder('order_Zz0000000000Zz'),
        () => gateway.orderPayments('order_Zz0000000000Zz'),
        () => gateway.fetchPayment('pay_Zz0000000000Zz'),
        () => gateway.fetchOrder('../payments/pay_Zz0000000000Zz'),
      ]) {
        const error = await rejection(attempt());
        expect(error).to.be.instanceOf(GatewayError);
        expect((error as GatewayError).details.notFound).to.equal(true);
      }
    });

    it('refuses an order outside Razorpay limits before asking it', async () => {
      for (const wrong of [
        { ...newOrder(), amountPaise: 99 },
        { ...newOrder(), amountPaise: 100.5 },
        { ...newOrder(), receipt: 'r'.repeat(41) },
        { ...newOrder(), notes: Object.fromEntries(Array.from({ length: 16 }, (_, i) => [`note${i}`, 'x'])) },
      ]) {
        expect(await rejection(gateway.createOrder(wrong))).to.be.instanceOf(RangeError);
      }
    });

    it('answers a refusal of the gateway with GatewayError and its code', async () => {
      const error = await rejection(gateway.capturePayment('pay_Zz0000000000Zz', 17_582, 'INR'));
      expect(error).to.be.instanceOf(GatewayError);
      expect((error as GatewayError).details.code).to.equal('BAD_REQUEST_ERROR');
    });

    describe('payments (gateways that can pay unattended)', () => {
      before(function () {
        if (handle.pay) return;
        console.log(`skipped: ${name} cannot pay without a person at Checkout`);
        this.skip();
      });

      it('a successful payment is captured for the order amount, listed with the order, and the order is paid', async () => {
        const order = await gateway.createOrder(newOrder());
        const { paymentId } = await handle.pay!(order.id, 'succeeds');
        const payment = await gateway.fetchPayment(paymentId);
        expect(payment).to.deep.include({
          id: paymentId,
          orderId: order.id,
          amountPaise: 17_582,
          currency: 'INR',
          status: 'captured',
          error: null,
        });
        expect(await gateway.orderPayments(order.id)).to.deep.equal([payment]);
        expect((await gateway.fetchOrder(order.id)).status).to.equal('paid');
      });

      it('a failed payment is failed with its error, and the order only attempted', async () => {
        const order = await gateway.createOrder(newOrder());
        const { paymentId } = await handle.pay!(order.id, 'fails');
        const payment = await gateway.fetchPayment(paymentId);
        expect(payment.status).to.equal('failed');
        expect(payment.error?.code).to.be.a('string').with.length.above(0);
        expect(payment.error?.description).to.be.a('string').with.length.above(0);
        expect((await gateway.fetchOrder(order.id)).status).to.equal('attempted');
      });

      it('lists a failed attempt and the retry that succeeded, oldest first', async () => {
        const order = await gateway.createOrder(newOrder());
        const failed = await handle.pay!(order.id, 'fails');
        const succeeded = await handle.pay!(order.id, 'succeeds');
        const payments: GatewayPayment[] = await gateway.orderPayments(order.id);
        expect(payments.map((p) => [p.id, p.status])).to.deep.equal([
          [failed.paymentId, 'failed'],
          [succeeded.paymentId, 'captured'],
        ]);
      });

      it('refuses to capture a payment already captured, with GatewayError', async () => {
        const order = await gateway.createOrder(newOrder());
        const { paymentId } = await handle.pay!(order.id, 'succeeds');
        const error = await rejection(gateway.capturePayment(paymentId, 17_582, 'INR'));
        expect(error).to.be.instanceOf(GatewayError);
        expect((error as GatewayError).details).to.deep.include({ code: 'BAD_REQUEST_ERROR', statusCode: 400, notFound: false });
      });
    });
  });
}
