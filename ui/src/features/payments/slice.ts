import type * as routes from '@more-ai/contracts/api/payments';
import type { AnswerOf } from '@more-ai/contracts/api/contract';
import type { PaymentReceiptView } from '@more-ai/contracts/payments';
import type { UnknownAction } from 'redux';
import { defineAction } from '../../app/actions';
import type { LoadStatus } from '../../app/load-status';
import { loggedOut } from '../auth/slice';
import type { SubscriptionPlan } from '../plans/subscription-plan';
import type { PaymentFailure } from './payment-failure';

export type PaymentOrder = AnswerOf<typeof routes.createOrder, 200>;
export type PaymentVerified = AnswerOf<typeof routes.verifyPayment, 200>;

/**
 * SPEC §4 upgrade flow and payment dialog: billing asked for when incomplete, the summary, the
 * gateway's checkout, then processing and success or failure.
 */
export type CheckoutStep = 'idle' | 'preparing' | 'billing' | 'summary' | 'ordering' | 'paying' | 'processing' | 'succeeded' | 'failed';

/** A receipt on /subscription-success: from the navigation state, else fetched by the id in the URL. */
export interface ReceiptState {
  readonly status: LoadStatus;
  readonly payment: PaymentReceiptView | null;
  /** The payment went through but its receipt could not be e-mailed. */
  readonly emailWarning: string | null;
}

export interface CheckoutState {
  readonly step: CheckoutStep;
  readonly plan: SubscriptionPlan | null;
  readonly order: PaymentOrder | null;
  /** The gateway the last order went to: under the sandbox the summary says no real money moves. */
  readonly gatewayMode: PaymentOrder['mode'] | null;
  readonly failure: PaymentFailure | null;
  readonly paid: PaymentVerified | null;
  readonly receipt: ReceiptState;
  /** The receipts whose PDF is being downloaded (by payment id). */
  readonly downloading: readonly string[];
}

export const initialCheckoutState: CheckoutState = {
  step: 'idle',
  plan: null,
  order: null,
  gatewayMode: null,
  failure: null,
  paid: null,
  receipt: { status: 'idle', payment: null, emailWarning: null },
  downloading: [],
};

/** 'Upgrade to PRO' pressed (or 'Retry Payment'): the flow starts over. */
export const checkoutStarted = defineAction()('payments/checkoutStarted');
export const billingAsked = defineAction()('payments/billingAsked');
export const summaryShown = defineAction<SubscriptionPlan>()('payments/summaryShown');
/** 'Update' on the summary's billing location. */
export const billingEditRequested = defineAction()('payments/billingEditRequested');
export const payRequested = defineAction()('payments/payRequested');
export const orderCreated = defineAction<PaymentOrder>()('payments/orderCreated');
export const paymentProcessing = defineAction()('payments/processing');
export const paymentSucceeded = defineAction<PaymentVerified>()('payments/succeeded');
export const paymentFailed = defineAction<PaymentFailure>()('payments/failed');
/** The summary's Cancel, 'Try Again' on a failure, or the end of a success. */
export const checkoutClosed = defineAction()('payments/checkoutClosed');

export const receiptRequested = defineAction<string>()('payments/receiptRequested');
export const receiptShown = defineAction<{ payment: PaymentReceiptView; emailWarning: string | null }>()('payments/receiptShown');
export const receiptFailed = defineAction()('payments/receiptFailed');
export const receiptDownloadRequested = defineAction<{ id: string; transactionId: string }>()('payments/receiptDownloadRequested');
export const receiptDownloadSettled = defineAction<string>()('payments/receiptDownloadSettled');

export function checkoutReducer(state: CheckoutState = initialCheckoutState, action: UnknownAction): CheckoutState {
  if (loggedOut.match(action)) return initialCheckoutState;
  if (checkoutStarted.match(action)) return { ...state, step: 'preparing', order: null, failure: null, paid: null };
  if (billingAsked.match(action)) return { ...state, step: 'billing' };
  if (summaryShown.match(action)) return { ...state, step: 'summary', plan: action.payload };
  if (billingEditRequested.match(action)) return { ...state, step: 'billing' };
  if (payRequested.match(action)) return { ...state, step: 'ordering' };
  if (orderCreated.match(action)) return { ...state, step: 'paying', order: action.payload, gatewayMode: action.payload.mode };
  if (paymentProcessing.match(action)) return { ...state, step: 'processing' };
  if (paymentSucceeded.match(action)) {
    const { paymentDetails, emailWarning } = action.payload;
    return {
      ...state,
      step: 'succeeded',
      paid: action.payload,
      receipt: { status: 'loaded', payment: paymentDetails, emailWarning: emailWarning ?? null },
    };
  }
  if (paymentFailed.match(action)) return { ...state, step: 'failed', failure: action.payload };
  if (checkoutClosed.match(action)) return { ...state, step: 'idle', order: null };
  if (receiptRequested.match(action)) {
    return state.receipt.payment?.id === action.payload
      ? state
      : { ...state, receipt: { status: 'loading', payment: null, emailWarning: null } };
  }
  if (receiptShown.match(action)) return { ...state, receipt: { status: 'loaded', ...action.payload } };
  if (receiptFailed.match(action)) return { ...state, receipt: { ...state.receipt, status: 'failed' } };
  if (receiptDownloadRequested.match(action)) return { ...state, downloading: [...state.downloading, action.payload.id] };
  if (receiptDownloadSettled.match(action)) return { ...state, downloading: state.downloading.filter((id) => id !== action.payload) };
  return state;
}
