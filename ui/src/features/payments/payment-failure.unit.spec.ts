import { expect } from 'chai';
import { describe, it } from 'mocha';
import { ApiRequestFailed } from '../../api/client';
import { failureOfCall, NETWORK_ERROR, newSupportReference, paymentFailure } from './payment-failure';

const reference = () => 'PAY-LOCAL';

describe('Payment failures as the Payment Failed dialog words them (SPEC §8 Payments)', () => {
  it("words each server code from the catalogue, whatever the server's sentence", () => {
    const cases = {
      PAYMENT_VERIFICATION_FAILED: 'Payment verification failed',
      RAZORPAY_FETCH_FAILED: 'Payment details unavailable',
      SUBSCRIPTION_NOT_FOUND: 'Subscription plan not found',
      PAYMENT_STATUS_NOT_SUCCESSFUL: 'Payment not completed',
      SERVER_ERROR: 'Server error',
    };
    for (const [code, title] of Object.entries(cases)) {
      const failure = failureOfCall(new ApiRequestFailed(400, 'Some sentence', code, { message: 'Some sentence', code }), 'X', reference);
      expect(failure).to.include({ code, title, reference: 'PAY-LOCAL' });
      expect(failure.message).not.to.equal('Some sentence');
    }
    expect(paymentFailure('PAYMENT_STATUS_NOT_SUCCESSFUL', 'r').message).to.contain('No amount was deducted');
  });

  it("says 'Network error' when no answer came", () => {
    expect(failureOfCall(new TypeError('Failed to fetch'), 'X', reference)).to.deep.equal({
      code: NETWORK_ERROR,
      title: 'Network error',
      message: 'Please check your internet connection and try again.',
      reference: 'PAY-LOCAL',
    });
  });

  it("falls back to 'Payment processing failed' / 'Please try again or contact support'", () => {
    expect(paymentFailure('SOMETHING_NEW', 'r')).to.include({
      title: 'Payment processing failed',
      message: 'Please try again or contact support',
    });
  });

  it("uses the server's sentence for a code the catalogue does not know, and SERVER_ERROR for a 5xx without a code", () => {
    const refused = new ApiRequestFailed(400, 'Billing information is incomplete', 'BILLING_INFO_REQUIRED', {});
    expect(failureOfCall(refused, 'PAYMENT_INITIATION_FAILED', reference)).to.include({
      code: 'BILLING_INFO_REQUIRED',
      title: 'Payment processing failed',
      message: 'Billing information is incomplete',
    });
    expect(failureOfCall(new ApiRequestFailed(502, undefined, undefined), 'X', reference).code).to.equal('SERVER_ERROR');
    expect(failureOfCall(new ApiRequestFailed(404, undefined, undefined), 'FALLBACK', reference).code).to.equal('FALLBACK');
  });

  it("keeps the server's support reference when it gives one", () => {
    const failed = new ApiRequestFailed(500, 'x', 'SERVER_ERROR', { message: 'x', code: 'SERVER_ERROR', reference: 'corr-42' });
    expect(failureOfCall(failed, 'X', reference).reference).to.equal('corr-42');
  });

  it('words the client codes: the window closed, the gateway refused (with its reason), the checkout never opened', () => {
    expect(paymentFailure('PAYMENT_WINDOW_CLOSED', 'r').title).to.equal('Payment cancelled');
    expect(paymentFailure('PAYMENT_FAILED', 'r', 'Your card was declined')).to.include({
      title: 'Payment declined',
      message: 'Your card was declined',
    });
    expect(
      paymentFailure('PAYMENT_INITIATION_FAILED', 'r', 'Razorpay SDK failed to load. Please check your internet connection.').message,
    ).to.equal('Razorpay SDK failed to load. Please check your internet connection.');
  });

  it('makes support references from the time and a random part, distinct per failure', () => {
    expect(newSupportReference(Date.UTC(2026, 10, 26), () => 0.5)).to.match(/^PAY-[0-9A-Z]+-[0-9A-Z]{4}$/);
    expect(newSupportReference(1, () => 0)).to.equal('PAY-1-0000');
    expect(newSupportReference()).not.to.equal(newSupportReference());
  });
});
