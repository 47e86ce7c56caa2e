import type { EventOf } from '@more-ai/events/definitions';
import type { PaymentEvent, PaymentOrderCreated } from '@more-ai/events/catalog/index';
import { Conflict, InvalidInput, NotFound } from '@more-ai/platform/domain/errors';
import type { Decider } from '../pipeline/decider';

export type OrderTerms = EventOf<typeof PaymentOrderCreated>['data'];

/** What the gateway told of a payment, by the verify call (`gatewayEventId` null) or a webhook. */
interface GatewayReport {
  orderId: string;
  gatewayEventId: string | null;
}

export type PaymentCommand =
  /** A buyer opened this order at the gateway; the terms are the server's own. */
  | { type: 'OpenOrder'; terms: OrderTerms }
  | (GatewayReport & {
      type: 'RecordCapture';
      paymentId: string;
      method: string;
      amountPaise: number;
      invoiceNumber: string;
      capturedAt: string;
    })
  | (GatewayReport & {
      type: 'RecordFailure';
      paymentId: string | null;
      code: string;
      description: string;
      reason: string | null;
      failedAt: string;
    })
  | (GatewayReport & { type: 'RecordRefund'; paymentId: string; refundId: string; amountPaise: number; refundedAt: string });

export type PaymentStatus = 'none' | 'created' | 'failed' | 'captured' | 'refunded';

export interface PaymentState {
  status: PaymentStatus;
  terms: OrderTerms | null;
  /** The captured payment (pay_…), with its invoice number. */
  captured: { paymentId: string; method: string; invoiceNumber: string; capturedAt: string } | null;
  /** Webhook events already applied: a redelivery changes nothing. */
  seenEvents: ReadonlySet<string>;
  /** Payments of this order known to have failed. */
  failedPayments: ReadonlySet<string>;
}

export const ORDER_NOT_FOUND = 'Payment order not found';

/** Refused when the gateway's captured amount is not what the order charges. */
export const AMOUNT_MISMATCH = 'The payment amount does not match the order';

/** How far a payment has come: its status only moves forward (a captured payment never fails). */
const PROGRESS: Readonly<Record<PaymentStatus, number>> = { none: 0, created: 1, failed: 2, captured: 3, refunded: 4 };

export function evolvePayment(state: PaymentState, event: PaymentEvent): PaymentState {
  const seen = (id: string | null) => (id === null ? state.seenEvents : new Set(state.seenEvents).add(id));
  switch (event.type) {
    case 'PaymentOrderCreated':
      return { ...state, status: 'created', terms: event.data };
    case 'PaymentCaptured': {
      const { paymentId, method, invoiceNumber, capturedAt } = event.data;
      return {
        ...state,
        status: 'captured',
        captured: { paymentId, method, invoiceNumber, capturedAt },
        seenEvents: seen(event.data.gatewayEventId),
      };
    }
    case 'PaymentFailed': {
      const failed = event.data.paymentId === null ? state.failedPayments : new Set(state.failedPayments).add(event.data.paymentId);
      return { ...state, status: 'failed', failedPayments: failed, seenEvents: seen(event.data.gatewayEventId) };
    }
    case 'PaymentRefunded':
      return { ...state, status: 'refunded', seenEvents: seen(event.data.gatewayEventId) };
    // Stryker disable next-line ConditionalExpression: equivalent, every payment event has its case
    default:
      return state;
  }
}

/**
 * A payment's rules. Whatever order the verify call and the webhooks arrive in, and however often,
 * the state only moves forward: a late 'authorized' or 'failed' never undoes a capture, a capture
 * is recorded once (with one invoice number), and a refund only follows a capture.
 */
export function decidePayment(command: PaymentCommand, state: PaymentState): PaymentEvent[] {
  if (command.type === 'OpenOrder') {
    if (!state.terms) return [{ type: 'PaymentOrderCreated', data: command.terms }];
    // Gateway order ids are unique: the same order opened again is a retry of the same request.
    if (state.terms.userId !== command.terms.userId) throw new Conflict('This order belongs to someone else', 'ORDER_TAKEN');
    return [];
  }
  const terms = state.terms;
  if (!terms) throw new NotFound(ORDER_NOT_FOUND, 'ORDER_NOT_FOUND');
  // Stryker disable next-line ConditionalExpression: equivalent, no null is ever among the events seen
  if (command.gatewayEventId !== null && state.seenEvents.has(command.gatewayEventId)) return [];
  const { orderId, gatewayEventId } = command;
  const { userId } = terms;
  switch (command.type) {
    case 'RecordCapture': {
      if (PROGRESS[state.status] >= PROGRESS.captured) return [];
      if (command.amountPaise !== terms.totalPaise) throw new InvalidInput(AMOUNT_MISMATCH, 'PAYMENT_VERIFICATION_FAILED');
      const { paymentId, method, amountPaise, invoiceNumber, capturedAt } = command;
      return [
        { type: 'PaymentCaptured', data: { orderId, userId, paymentId, method, amountPaise, invoiceNumber, capturedAt, gatewayEventId } },
      ];
    }
    case 'RecordFailure': {
      if (PROGRESS[state.status] >= PROGRESS.captured) return [];
      // Stryker disable next-line ConditionalExpression: equivalent, no null is ever among the failed payments
      if (command.paymentId !== null && state.failedPayments.has(command.paymentId)) return [];
      // An order given up on after a failed try is failed already.
      if (command.paymentId === null && state.status === 'failed') return [];
      const { paymentId, code, description, reason, failedAt } = command;
      return [{ type: 'PaymentFailed', data: { orderId, userId, paymentId, code, description, reason, failedAt, gatewayEventId } }];
    }
    case 'RecordRefund': {
      if (state.status === 'refunded') return [];
      // Webhooks come in any order: a refund told before its capture is told again (the gateway retries).
      if (state.status !== 'captured') throw new Conflict('The payment is not captured yet', 'PAYMENT_NOT_CAPTURED');
      const { paymentId, refundId, amountPaise, refundedAt } = command;
      return [{ type: 'PaymentRefunded', data: { orderId, userId, paymentId, refundId, amountPaise, refundedAt, gatewayEventId } }];
    }
  }
}

/** One stream per gateway order: `Payment-{orderId}`. */
export const paymentDecider: Decider<PaymentCommand, PaymentState, PaymentEvent> = {
  category: 'Payment',
  initialState: () => ({
    status: 'none',
    terms: null,
    captured: null,
    seenEvents: new Set(),
    failedPayments: new Set(),
  }),
  evolve: evolvePayment,
  decide: decidePayment,
};
