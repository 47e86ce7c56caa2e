import { expect } from 'chai';
import { describe, it } from 'mocha';
import type { UnknownAction } from 'redux';
import { call, delay, put } from 'redux-saga/effects';
import { api, ApiRequestFailed } from '../../api/client';
import { navigateTo } from '../../app/navigation';
import { putAction, story } from '../../app/saga-testing';
import { billingDialogClosed, billingDialogOpened, billingLoaded, billingSaved } from '../account/slice';
import { sessionUserUpdated } from '../auth/slice';
import { notificationShown } from '../notifications/slice';
import { loadCheckoutScript, openCheckout } from './checkout';
import { checkoutOptions, order, proPlan, receipt, telanganaBilling, verified } from './fixtures';
import { CHECKOUT_SCRIPT_FAILED } from './payment-failure';
import { billingUpdated, NO_PRO_PLAN, pay, PLACEHOLDER_PHONE, receiptPath, SUCCESS_REDIRECT_MS, upgradeToPro, verify } from './sagas';
import {
  billingAsked,
  billingEditRequested,
  checkoutClosed,
  orderCreated,
  paymentFailed,
  paymentProcessing,
  paymentSucceeded,
  payRequested,
  summaryShown,
} from './slice';

function told(action: UnknownAction) {
  return notificationShown.match(action) ? { message: action.payload.message, type: action.payload.type } : undefined;
}

function failureOf(effect: unknown) {
  const action = putAction(effect);
  if (!paymentFailed.match(action)) throw new Error(`Expected a payment failure, got ${action.type}`);
  return action.payload;
}

const paid = { razorpay_payment_id: 'pay_1', razorpay_order_id: 'order_1', razorpay_signature: 'a'.repeat(64) };

describe('Upgrade flow (SPEC §4)', () => {
  function started() {
    const saga = story(upgradeToPro());
    saga.next();
    return saga;
  }

  it("says 'No PRO plan available at the moment. Please try again later.' when none is on sale", () => {
    const saga = started();
    expect(saga.next(undefined).value).to.deep.equal(put(checkoutClosed()));
    expect(told(putAction(saga.next().value))).to.deep.equal({ message: NO_PRO_PLAN, type: 'error' });
    expect(saga.next().done).to.equal(true);
  });

  it('goes straight to the Payment Summary when billing info is complete', () => {
    const saga = started();
    saga.next(proPlan);
    expect(saga.next(telanganaBilling).value).to.deep.equal(put(summaryShown(proPlan)));
  });

  it("asks for billing info first when it is incomplete ('Next'), then shows the summary", () => {
    const saga = started();
    saga.next(proPlan);
    expect(saga.next({ ...telanganaBilling, doorNo: '' }).value).to.deep.equal(put(billingAsked()));
    expect(saga.next().value).to.deep.equal(call(billingUpdated, 'checkoutNext'));
    expect(saga.next(true).value).to.deep.equal(put(summaryShown(proPlan)));
  });

  it('ends when the billing dialog is closed instead', () => {
    const saga = started();
    saga.next(proPlan);
    saga.next(null);
    saga.next();
    expect(saga.next(false).value).to.deep.equal(put(checkoutClosed()));
    expect(saga.next().done).to.equal(true);
  });

  it("'Update' on the summary edits billing and comes back to the summary; Pay pays for the plan", () => {
    const saga = started();
    saga.next(proPlan);
    saga.next(telanganaBilling);
    saga.next();
    expect(saga.next({ edit: billingEditRequested() }).value).to.deep.equal(call(billingUpdated, 'checkoutUpdate'));
    expect(saga.next(true).value).to.deep.equal(put(summaryShown(proPlan)));
    saga.next();
    expect(saga.next({ pay: payRequested() }).value).to.deep.equal(call(pay, proPlan));
  });

  it('the billing dialog counts as done once saved and reloaded', () => {
    const saved = story(billingUpdated('checkoutUpdate'));
    expect(saved.next().value).to.deep.equal(put(billingDialogOpened('checkoutUpdate')));
    saved.next();
    saved.next(billingSaved());
    expect(saved.next(billingLoaded(telanganaBilling))).to.deep.equal({ done: true, value: true });

    const closed = story(billingUpdated('checkoutNext'));
    closed.next();
    closed.next();
    expect(closed.next(billingDialogClosed())).to.deep.equal({ done: true, value: false });
  });
});

describe('Paying (SPEC §2 Payment Summary, §8 Payments)', () => {
  function ordered() {
    const saga = story(pay(proPlan));
    expect(saga.next().value).to.deep.equal(call(api.post, '/payments/create-order', { subscriptionId: 'plan-pro' }));
    expect(saga.next(order).value).to.deep.equal(call(loadCheckoutScript, '/sandbox/razorpay/checkout.js'));
    return saga;
  }

  function checkoutOpen() {
    const saga = ordered();
    expect(saga.next().value).to.deep.equal(put(orderCreated(order)));
    saga.next();
    const opened = saga.next({ username: 'asha', email: 'asha@example.com' }).value;
    saga.next({});
    return { saga, opened };
  }

  it("opens the gateway's checkout with the order, the user's details and the app's colour", () => {
    const { opened } = checkoutOpen();
    expect(opened).to.deep.equal(call(openCheckout, checkoutOptions));
    expect(checkoutOptions.prefill.contact).to.equal(PLACEHOLDER_PHONE);
  });

  it('fails with the server code when no order could be made', () => {
    const saga = story(pay(proPlan));
    saga.next();
    const failure = failureOf(saga.throw(new ApiRequestFailed(404, 'No such plan', 'SUBSCRIPTION_NOT_FOUND', {})).value);
    expect(failure).to.include({ code: 'SUBSCRIPTION_NOT_FOUND', title: 'Subscription plan not found' });
    expect(failure.reference).to.match(/^PAY-/);
  });

  it("says 'Razorpay SDK failed to load. Please check your internet connection.' when the script does not load", () => {
    const saga = ordered();
    expect(failureOf(saga.throw(new Error('load')).value)).to.include({
      code: 'PAYMENT_INITIATION_FAILED',
      message: CHECKOUT_SCRIPT_FAILED,
    });
  });

  it('fails with PAYMENT_WINDOW_CLOSED when the user closes the checkout', () => {
    const { saga } = checkoutOpen();
    expect(failureOf(saga.next({ kind: 'dismissed' }).value).code).to.equal('PAYMENT_WINDOW_CLOSED');
  });

  it("fails with PAYMENT_FAILED, the gateway's reason and its payment id as the reference", () => {
    const { saga } = checkoutOpen();
    const refused = { kind: 'failed', response: { error: { description: 'Payment declined by bank', metadata: { payment_id: 'pay_9' } } } };
    expect(failureOf(saga.next(refused).value)).to.deep.equal({
      code: 'PAYMENT_FAILED',
      title: 'Payment declined',
      message: 'Payment declined by bank',
      reference: 'pay_9',
    });
  });

  it("verifies what the checkout's handler received, with the plan", () => {
    const { saga } = checkoutOpen();
    expect(saga.next({ kind: 'paid', response: paid }).value).to.deep.equal(call(verify, { ...paid, subscriptionId: 'plan-pro' }));
  });
});

describe('Verifying a payment (SPEC §4 Payment dialog)', () => {
  const body = { ...paid, subscriptionId: 'plan-pro' };

  it('is PRO at once, and shows the receipt 2 seconds later with the payment in the URL and the navigation state', () => {
    const saga = story(verify(body));
    expect(saga.next().value).to.deep.equal(put(paymentProcessing()));
    expect(saga.next().value).to.deep.equal(call(api.post, '/payments/verify', body));
    expect(saga.next(verified).value).to.deep.equal(put(paymentSucceeded(verified)));
    expect(saga.next().value).to.deep.equal(put(sessionUserUpdated({ subscriptionType: 'pro' })));
    expect(saga.next().value).to.deep.equal(delay(SUCCESS_REDIRECT_MS));
    expect(SUCCESS_REDIRECT_MS).to.equal(2000);
    expect(saga.next().value).to.deep.equal(
      call(navigateTo, '/subscription-success?payment=payment-1', { state: { payment: receipt, subscription: verified.subscription } }),
    );
    expect(saga.next().value).to.deep.equal(put(checkoutClosed()));
  });

  it('carries the e-mail warning to the receipt', () => {
    const saga = story(verify(body));
    saga.next();
    saga.next();
    saga.next({ ...verified, emailWarning: 'The receipt could not be e-mailed' });
    saga.next();
    saga.next();
    const navigation = saga.next().value as { payload: { args: [string, { state: { emailWarning?: string } }] } };
    expect(navigation.payload.args[1].state.emailWarning).to.equal('The receipt could not be e-mailed');
  });

  it("fails with the server's code, the gateway payment id as the reference when the server gives none", () => {
    const saga = story(verify(body));
    saga.next();
    saga.next();
    const refused = new ApiRequestFailed(400, 'Invalid signature', 'PAYMENT_VERIFICATION_FAILED', {});
    expect(failureOf(saga.throw(refused).value)).to.include({
      code: 'PAYMENT_VERIFICATION_FAILED',
      title: 'Payment verification failed',
      reference: 'pay_1',
    });
    const offline = story(verify(body));
    offline.next();
    offline.next();
    expect(failureOf(offline.throw(new TypeError('Failed to fetch')).value)).to.include({ code: 'NETWORK_ERROR', title: 'Network error' });
  });

  it('names the receipt page after the payment', () => {
    expect(receiptPath('a b')).to.equal('/subscription-success?payment=a%20b');
  });
});
