import type * as routes from '@more-ai/contracts/api/payments';
import type { AnswerOf, BodyOf } from '@more-ai/contracts/api/contract';
import type { PaymentReceiptView } from '@more-ai/contracts/payments';
import type { EventChannel } from 'redux-saga';
import { call, delay, put, race, select, take, takeLatest } from 'redux-saga/effects';
import { api } from '../../api/client';
import type { RootState } from '../../app/root-reducer';
import { navigateTo } from '../../app/navigation';
import { isBillingComplete, type BillingInfo } from '../account/billing-info';
import { billingDialogClosed, billingDialogOpened, billingFailed, billingLoaded, billingRequested, billingSaved } from '../account/slice';
import { sessionUserUpdated } from '../auth/slice';
import { notify } from '../notifications/slice';
import { plansFailed, plansLoaded, plansRequested } from '../plans/slice';
import type { SubscriptionPlan } from '../plans/subscription-plan';
import { loadCheckoutScript, openCheckout, type CheckoutOutcome, type CheckoutPaid } from './checkout';
import { CHECKOUT_SCRIPT_FAILED, failureOfCall, newSupportReference, paymentFailure } from './payment-failure';
import {
  billingAsked,
  billingEditRequested,
  checkoutClosed,
  checkoutStarted,
  orderCreated,
  paymentFailed,
  paymentProcessing,
  paymentSucceeded,
  payRequested,
  summaryShown,
  type PaymentOrder,
  type PaymentVerified,
} from './slice';

export const NO_PRO_PLAN = 'No PRO plan available at the moment. Please try again later.';
/** SPEC §9: the success dialog stays 2 seconds before the receipt. */
export const SUCCESS_REDIRECT_MS = 2000;
/** SPEC §9: the checkout's colour is the default primary. */
const CHECKOUT_COLOR = '#1976d2';
/** SPEC §9: the gateway's prefill needs a phone number; a user without one gets a placeholder. */
export const PLACEHOLDER_PHONE = '9999999999';

/** What /subscription-success receives in navigation state (SPEC §2). */
export interface ReceiptNavigationState {
  readonly payment: PaymentReceiptView;
  readonly subscription: PaymentVerified['subscription'];
  readonly emailWarning?: string;
}

/** /subscription-success?payment={id}: the id makes the receipt survive a reload. */
export function receiptPath(paymentId: string): string {
  return `/subscription-success?payment=${encodeURIComponent(paymentId)}`;
}

export function* checkoutSaga() {
  yield takeLatest(checkoutStarted.type, upgradeToPro);
}

/**
 * SPEC §4 upgrade flow: the PRO plan, then billing info (asked for when incomplete), then the summary,
 * where Pay opens the gateway's checkout; the answer is verified and the user is PRO at once.
 */
export function* upgradeToPro() {
  const plan: SubscriptionPlan | undefined = yield call(proPlan);
  if (!plan) {
    yield put(checkoutClosed());
    yield put(notify(NO_PRO_PLAN, 'error'));
    return;
  }
  const billing: BillingInfo | null | undefined = yield call(freshBilling);
  if (billing === undefined) {
    yield put(checkoutClosed());
    yield put(notify('Failed to load billing information', 'error'));
    return;
  }
  if (!isBillingComplete(billing)) {
    yield put(billingAsked());
    const updated: boolean = yield call(billingUpdated, 'checkoutNext');
    if (!updated) {
      yield put(checkoutClosed());
      return;
    }
  }
  for (;;) {
    yield put(summaryShown(plan));
    const choice: { pay?: unknown; edit?: unknown; close?: unknown } = yield race({
      pay: take(payRequested.type),
      edit: take(billingEditRequested.type),
      close: take(checkoutClosed.type),
    });
    if (choice.close) return;
    if (choice.pay) {
      yield call(pay, plan);
      return;
    }
    yield call(billingUpdated, 'checkoutUpdate');
  }
}

/** The PRO plan on sale, loading the plans first when no screen has yet. */
function* proPlan() {
  let plans: RootState['plans'] = yield select((state: RootState) => state.plans);
  if (plans.status !== 'loaded') {
    yield put(plansRequested());
    yield take([plansLoaded.type, plansFailed.type]);
    plans = yield select((state: RootState) => state.plans);
  }
  return plans.plans.find((plan) => plan.type === 'pro' && plan.active);
}

/** The saved billing info, asked for again (another tab may have changed it); undefined when it failed to load. */
function* freshBilling() {
  yield put(billingRequested());
  const answer: ReturnType<typeof billingLoaded> | ReturnType<typeof billingFailed> = yield take([billingLoaded.type, billingFailed.type]);
  return billingLoaded.match(answer) ? answer.payload : undefined;
}

/** The billing dialog, for checkout: true once saved and reloaded, false if the user closed it. */
export function* billingUpdated(purpose: 'checkoutNext' | 'checkoutUpdate') {
  yield put(billingDialogOpened(purpose));
  const outcome: { type: string } = yield take([billingSaved.type, billingDialogClosed.type]);
  if (!billingSaved.match(outcome)) return false;
  // Saving asks for the billing info again; the summary shows the GST of the new location.
  yield take([billingLoaded.type, billingFailed.type]);
  return true;
}

/** Pay: the server's order, the gateway's checkout, then its answer verified. */
export function* pay(plan: SubscriptionPlan) {
  let order: PaymentOrder;
  try {
    const body: BodyOf<typeof routes.createOrder> = { subscriptionId: plan._id };
    order = yield call(api.post, '/payments/create-order', body);
  } catch (error) {
    yield put(paymentFailed(failureOfCall(error, 'PAYMENT_INITIATION_FAILED', newSupportReference)));
    return;
  }
  try {
    yield call(loadCheckoutScript, order.checkoutScriptUrl);
  } catch {
    yield put(paymentFailed(paymentFailure('PAYMENT_INITIATION_FAILED', newSupportReference(), CHECKOUT_SCRIPT_FAILED)));
    return;
  }
  yield put(orderCreated(order));
  const user: RootState['auth']['user'] = yield select((state: RootState) => state.auth.user);
  let outcome: CheckoutOutcome;
  try {
    const checkout: EventChannel<CheckoutOutcome> = yield call(openCheckout, {
      key: order.keyId,
      amount: order.amount,
      currency: order.currency,
      name: 'MoRe AI',
      description: order.subscription.displayName,
      order_id: order.id,
      prefill: { name: user?.username ?? '', email: user?.email ?? '', contact: user?.phone || PLACEHOLDER_PHONE },
      theme: { color: CHECKOUT_COLOR },
    });
    outcome = yield take(checkout);
  } catch (error) {
    const detail = error instanceof Error ? error.message : undefined;
    yield put(paymentFailed(paymentFailure('PAYMENT_INITIATION_FAILED', newSupportReference(), detail)));
    return;
  }
  if (outcome.kind === 'dismissed') {
    yield put(paymentFailed(paymentFailure('PAYMENT_WINDOW_CLOSED', newSupportReference())));
    return;
  }
  if (outcome.kind === 'failed') {
    const { error } = outcome.response;
    const reference = error?.metadata?.payment_id || newSupportReference();
    yield put(paymentFailed(paymentFailure('PAYMENT_FAILED', reference, error?.description)));
    return;
  }
  yield call(verify, { ...outcome.response, subscriptionId: plan._id });
}

/** The checkout's answer checked by the server: PRO at once (SPEC §4), the receipt after 2 seconds. */
export function* verify(body: CheckoutPaid & { subscriptionId: string }) {
  yield put(paymentProcessing());
  let answer: AnswerOf<typeof routes.verifyPayment, 200>;
  try {
    answer = yield call(api.post, '/payments/verify', body);
  } catch (error) {
    yield put(paymentFailed(failureOfCall(error, 'PAYMENT_VERIFICATION_FAILED', () => body.razorpay_payment_id)));
    return;
  }
  yield put(paymentSucceeded(answer));
  yield put(sessionUserUpdated({ subscriptionType: 'pro' }));
  yield delay(SUCCESS_REDIRECT_MS);
  const state: ReceiptNavigationState = {
    payment: answer.paymentDetails,
    subscription: answer.subscription,
    ...(answer.emailWarning ? { emailWarning: answer.emailWarning } : {}),
  };
  yield call(navigateTo, receiptPath(answer.paymentDetails.id), { state });
  yield put(checkoutClosed());
}
