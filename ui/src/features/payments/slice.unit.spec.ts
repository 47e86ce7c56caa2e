import { expect } from 'chai';
import { describe, it } from 'mocha';
import type { UnknownAction } from 'redux';
import { loggedOut } from '../auth/slice';
import { order, proPlan, receipt, verified } from './fixtures';
import { paymentFailure } from './payment-failure';
import {
  checkoutClosed,
  checkoutReducer,
  checkoutStarted,
  initialCheckoutState,
  orderCreated,
  paymentFailed,
  paymentProcessing,
  paymentSucceeded,
  payRequested,
  receiptDownloadRequested,
  receiptDownloadSettled,
  receiptFailed,
  receiptRequested,
  summaryShown,
  type CheckoutState,
} from './slice';

const run = (...actions: UnknownAction[]): CheckoutState => actions.reduce(checkoutReducer, initialCheckoutState);

describe('Checkout state (SPEC §4 Payment dialog)', () => {
  it('moves from the summary through the checkout to processing and success, keeping the receipt', () => {
    expect(run(checkoutStarted(), summaryShown(proPlan)).step).to.equal('summary');
    expect(run(checkoutStarted(), summaryShown(proPlan), payRequested()).step).to.equal('ordering');
    const paying = run(checkoutStarted(), summaryShown(proPlan), payRequested(), orderCreated(order));
    expect(paying).to.include({ step: 'paying', order, gatewayMode: 'sandbox' });
    const succeeded = checkoutReducer(checkoutReducer(paying, paymentProcessing()), paymentSucceeded(verified));
    expect(succeeded.step).to.equal('succeeded');
    expect(succeeded.receipt).to.deep.equal({ status: 'loaded', payment: receipt, emailWarning: null });
  });

  it('shows a failure until Try Again closes it; Retry Payment starts over, still knowing the gateway is the sandbox', () => {
    const failure = paymentFailure('PAYMENT_FAILED', 'pay_9');
    const failed = run(checkoutStarted(), summaryShown(proPlan), payRequested(), orderCreated(order), paymentFailed(failure));
    expect(failed).to.include({ step: 'failed', failure });
    expect(checkoutReducer(failed, checkoutClosed()).step).to.equal('idle');
    expect(checkoutReducer(failed, checkoutStarted())).to.include({
      step: 'preparing',
      failure: null,
      order: null,
      gatewayMode: 'sandbox',
    });
  });

  it('asks for a receipt only when it does not hold it already', () => {
    const paid = run(paymentSucceeded(verified));
    expect(checkoutReducer(paid, receiptRequested('payment-1'))).to.equal(paid);
    expect(checkoutReducer(paid, receiptRequested('payment-2')).receipt).to.deep.equal({
      status: 'loading',
      payment: null,
      emailWarning: null,
    });
    expect(run(receiptRequested('payment-2'), receiptFailed()).receipt.status).to.equal('failed');
  });

  it('knows which receipts are downloading', () => {
    const both = run(
      receiptDownloadRequested({ id: 'a', transactionId: 'pay_a' }),
      receiptDownloadRequested({ id: 'b', transactionId: 'pay_b' }),
    );
    expect(checkoutReducer(both, receiptDownloadSettled('a')).downloading).to.deep.equal(['b']);
  });

  it('forgets everything when the user signs out', () => {
    expect(run(paymentSucceeded(verified), loggedOut())).to.deep.equal(initialCheckoutState);
  });
});
