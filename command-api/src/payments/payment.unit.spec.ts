import { expect } from 'chai';
import type { PaymentEvent } from '@more-ai/events/catalog/index';
import { Conflict, InvalidInput, NotFound } from '@more-ai/platform/domain/errors';
import { deciderSpec } from '@more-ai/testing/decider-spec';
import { paymentDecider, type OrderTerms, type PaymentCommand } from './payment';

const spec = deciderSpec(paymentDecider, { now: new Date('2026-11-26T10:00:00Z') });
const orderId = 'order_Aaaaaaaaaaaaaa';

const terms: OrderTerms = {
  orderId,
  userId: 'u1',
  planId: 'plan-pro',
  planName: 'PRO',
  durationMonths: 1,
  pricePaise: 14_900,
  taxes: [{ label: 'IGST', percent: 18, amountPaise: 2_682 }],
  gstPaise: 2_682,
  gstPercent: 18,
  totalPaise: 17_582,
  currency: 'INR',
  gateway: 'sandbox',
  countryCode: 'IN',
  countryName: 'India',
  stateCode: 'KA',
  stateName: 'Karnataka',
  pinCode: '560001',
  city: 'Bengaluru',
  street: 'MG Road',
  doorNo: '42',
  createdAt: '2026-11-26T09:59:00.000Z',
};

const opened: PaymentEvent = { type: 'PaymentOrderCreated', data: terms };
const capture = (extra: Partial<Extract<PaymentCommand, { type: 'RecordCapture' }>> = {}): PaymentCommand => ({
  type: 'RecordCapture',
  orderId,
  gatewayEventId: null,
  paymentId: 'pay_1',
  method: 'upi',
  amountPaise: 17_582,
  invoiceNumber: 'MA/26-27/00001',
  capturedAt: '2026-11-26T10:00:00.000Z',
  ...extra,
});
const captured = (gatewayEventId: string | null = null): PaymentEvent => ({
  type: 'PaymentCaptured',
  data: {
    orderId,
    userId: 'u1',
    paymentId: 'pay_1',
    method: 'upi',
    amountPaise: 17_582,
    invoiceNumber: 'MA/26-27/00001',
    capturedAt: '2026-11-26T10:00:00.000Z',
    gatewayEventId,
  },
});
const failure = (paymentId: string | null, gatewayEventId: string | null = null): PaymentCommand => ({
  type: 'RecordFailure',
  orderId,
  gatewayEventId,
  paymentId,
  code: 'BAD_REQUEST_ERROR',
  description: 'Payment failed',
  reason: 'payment_failed',
  failedAt: '2026-11-26T10:00:00.000Z',
});
const failed = (paymentId: string | null, gatewayEventId: string | null = null): PaymentEvent => ({
  type: 'PaymentFailed',
  data: {
    orderId,
    userId: 'u1',
    paymentId,
    code: 'BAD_REQUEST_ERROR',
    description: 'Payment failed',
    reason: 'payment_failed',
    failedAt: '2026-11-26T10:00:00.000Z',
    gatewayEventId,
  },
});
const refund = (gatewayEventId: string | null = 'evt_r'): PaymentCommand => ({
  type: 'RecordRefund',
  orderId,
  gatewayEventId,
  paymentId: 'pay_1',
  refundId: 'rfnd_1',
  amountPaise: 17_582,
  refundedAt: '2026-11-27T10:00:00.000Z',
});
const refunded = (gatewayEventId: string | null = 'evt_r'): PaymentEvent => ({
  type: 'PaymentRefunded',
  data: {
    orderId,
    userId: 'u1',
    paymentId: 'pay_1',
    refundId: 'rfnd_1',
    amountPaise: 17_582,
    refundedAt: '2026-11-27T10:00:00.000Z',
    gatewayEventId,
  },
});

describe('Payment: deciding', () => {
  describe('opening an order', () => {
    it('records the server’s terms', () => {
      spec.given([]).when({ type: 'OpenOrder', terms }).then([opened]);
    });

    it('opened again by its buyer (a retried request) changes nothing', () => {
      spec.given([opened]).when({ type: 'OpenOrder', terms }).then([]);
    });

    it("refuses the same order id for someone else's order", () => {
      spec
        .given([opened])
        .when({ type: 'OpenOrder', terms: { ...terms, userId: 'u2' } })
        .thenThrows(Conflict, 'This order belongs to someone else', 'ORDER_TAKEN');
    });
  });

  describe('what the gateway tells', () => {
    it('refuses news of an order that was never opened', () => {
      spec.given([]).when(capture()).thenThrows(NotFound, 'Payment order not found', 'ORDER_NOT_FOUND');
      spec.given([]).when(failure('pay_1')).thenThrows(NotFound, 'Payment order not found', 'ORDER_NOT_FOUND');
    });

    it('records a capture of the full amount, naming the webhook event that told', () => {
      spec
        .given([opened])
        .when(capture({ gatewayEventId: 'evt_1' }))
        .then([captured('evt_1')]);
    });

    it('refuses a capture of another amount', () => {
      spec
        .given([opened])
        .when(capture({ amountPaise: 100 }))
        .thenThrows(InvalidInput, 'The payment amount does not match the order', 'PAYMENT_VERIFICATION_FAILED');
    });

    it('records a capture once, however often it is told (verify and webhooks racing)', () => {
      spec.given([opened, captured()]).when(capture()).then([]);
      spec
        .given([opened, captured()])
        .when(capture({ gatewayEventId: 'evt_2', paymentId: 'pay_2' }))
        .then([]);
    });

    it('changes nothing for a webhook event it has applied already', () => {
      spec
        .given([opened, failed('pay_0', 'evt_1')])
        .when(capture({ gatewayEventId: 'evt_1' }))
        .then([]);
    });

    it('records a failed payment, and a capture may follow it (the buyer tried again)', () => {
      spec
        .given([opened])
        .when(failure('pay_0', 'evt_f'))
        .then([failed('pay_0', 'evt_f')]);
      spec
        .given([opened, failed('pay_0')])
        .when(capture())
        .then([captured()]);
    });

    it('records each failed payment once', () => {
      spec
        .given([opened, failed('pay_0')])
        .when(failure('pay_0'))
        .then([]);
      spec
        .given([opened, failed('pay_0')])
        .when(failure('pay_9'))
        .then([failed('pay_9')]);
    });

    it('never fails a captured or refunded payment', () => {
      spec.given([opened, captured()]).when(failure('pay_1')).then([]);
      spec.given([opened, captured(), refunded()]).when(failure('pay_1')).then([]);
    });

    it('gives up an unpaid order once, and never one already failed', () => {
      spec
        .given([opened])
        .when(failure(null))
        .then([failed(null)]);
      spec
        .given([opened, failed('pay_0')])
        .when(failure(null))
        .then([]);
      spec
        .given([opened, failed(null)])
        .when(failure(null))
        .then([]);
    });

    it('refunds a captured payment once', () => {
      spec.given([opened, captured()]).when(refund()).then([refunded()]);
      spec.given([opened, captured(), refunded()]).when(refund('evt_other')).then([]);
    });

    it('refuses a refund told before its capture, so the gateway tells it again', () => {
      spec.given([opened]).when(refund()).thenThrows(Conflict, 'The payment is not captured yet', 'PAYMENT_NOT_CAPTURED');
      spec
        .given([opened, failed('pay_0')])
        .when(refund())
        .thenThrows(Conflict, 'The payment is not captured yet', 'PAYMENT_NOT_CAPTURED');
    });
  });

  describe('state', () => {
    it('is kept in one stream per gateway order: Payment-{orderId}', () => {
      expect(paymentDecider.category).to.equal('Payment');
    });

    const fold = (events: PaymentEvent[]) => events.reduce(paymentDecider.evolve, paymentDecider.initialState());

    it('moves from created to captured to refunded, keeping the capture and the events seen', () => {
      expect(fold([])).to.deep.include({ status: 'none', terms: null, captured: null });
      expect(fold([opened])).to.deep.include({ status: 'created', terms });
      const afterCapture = fold([opened, failed('pay_0', 'evt_f'), captured('evt_c')]);
      expect(afterCapture.status).to.equal('captured');
      expect(afterCapture.captured).to.deep.equal({
        paymentId: 'pay_1',
        method: 'upi',
        invoiceNumber: 'MA/26-27/00001',
        capturedAt: '2026-11-26T10:00:00.000Z',
      });
      expect([...afterCapture.seenEvents]).to.deep.equal(['evt_f', 'evt_c']);
      expect([...afterCapture.failedPayments]).to.deep.equal(['pay_0']);
      const afterRefund = fold([opened, captured(), refunded('evt_r')]);
      expect(afterRefund.status).to.equal('refunded');
      expect([...afterRefund.seenEvents]).to.deep.equal(['evt_r']);
    });

    it('remembers no event and no payment for what the verify call or a give-up told', () => {
      const state = fold([opened, failed(null), captured(null)]);
      expect(state.seenEvents.size).to.equal(0);
      expect(state.failedPayments.size).to.equal(0);
      expect(state.status).to.equal('captured');
    });
  });
});
