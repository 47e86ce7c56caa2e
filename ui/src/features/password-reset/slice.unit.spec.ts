import { expect } from 'chai';
import { describe, it } from 'mocha';
import type { UnknownAction } from 'redux';
import { newPasswordErrors } from './reset-form';
import {
  passwordResetDone,
  passwordResetFailed,
  passwordResetLeft,
  passwordResetOpened,
  passwordResetReducer,
  resetCodeDeliveryTold,
  resetCodeRequested,
  resetCodeSent,
  resetEmailChangeRequested,
  resetOtpSubmitted,
  resetOtpVerified,
  type PasswordResetState,
} from './slice';

const run = (...actions: UnknownAction[]): PasswordResetState =>
  actions.reduce(passwordResetReducer, passwordResetReducer(undefined, passwordResetOpened()));

describe('Forgot password (SPEC §4, §5)', () => {
  it('moves from the e-mail to the code to the new password, and starts over when done', () => {
    expect(run().step).to.equal('email');
    const sent = run(
      resetCodeRequested('asha@example.com'),
      resetCodeSent({ email: 'asha@example.com', message: 'OTP Sent! Check your email.' }),
    );
    expect(sent).to.include({ step: 'otp', email: 'asha@example.com', notice: 'OTP Sent! Check your email.', busy: false });
    const verified = passwordResetReducer(
      passwordResetReducer(sent, resetOtpSubmitted('123456')),
      resetOtpVerified({ resetToken: 'token-1' }),
    );
    expect(verified).to.include({ step: 'password', resetToken: 'token-1' });
    expect(passwordResetReducer(verified, passwordResetDone())).to.include({ step: 'email', resetToken: null });
  });

  it('forgets the reset token when the user goes back for another code', () => {
    const sent = run(resetCodeRequested('a@example.com'), resetCodeSent({ email: 'a@example.com', message: 'sent' }));
    const verified = passwordResetReducer(sent, resetOtpVerified({ resetToken: 'token-1' }));
    expect(passwordResetReducer(verified, resetEmailChangeRequested()).resetToken).to.equal(null);
  });

  it('stays on the step that failed, with the message; the user may go back to change the e-mail', () => {
    const failed = run(
      resetCodeRequested('a@example.com'),
      resetCodeSent({ email: 'a@example.com', message: 'sent' }),
      resetOtpSubmitted('000000'),
      passwordResetFailed('Invalid OTP'),
    );
    expect(failed).to.include({ step: 'otp', error: 'Invalid OTP', busy: false });
    expect(passwordResetReducer(failed, resetEmailChangeRequested())).to.include({ step: 'email', error: null, email: 'a@example.com' });
  });

  it('wants both passwords, and equal', () => {
    expect(newPasswordErrors({ password: '', confirmPassword: '' })).to.deep.equal({
      password: 'Password is required',
      confirmPassword: 'Confirm Password is required',
    });
    expect(newPasswordErrors({ password: 'Another#2025', confirmPassword: 'Another#2026' })).to.deep.equal({
      confirmPassword: 'Passwords do not match',
    });
    expect(newPasswordErrors({ password: 'weak', confirmPassword: 'weak' })).to.deep.equal({});
  });

  it("shows on step 2 what became of the code's mail, the newest code's only, and forgets it off step 2", () => {
    const first = 'Rmlyc3RDb2RlTWFpbDEyMw';
    const newer = 'TmV3ZXJDb2RlTWFpbDEyMw';
    const failed = { status: 'failed', message: 'We could not send your code. Please use Resend Code to get a new one.' } as const;
    const sent = run(
      resetCodeRequested('a@example.com'),
      resetCodeSent({ email: 'a@example.com', message: 'OTP Sent! Check your email.', deliveryId: first }),
    );
    expect(sent.delivery).to.deep.equal({ deliveryId: first, status: 'sending', message: 'Sending your code…' });
    const gaveUp = passwordResetReducer(sent, resetCodeDeliveryTold({ deliveryId: first, ...failed }));
    expect(gaveUp.delivery).to.deep.equal({ deliveryId: first, ...failed });

    // Resend Code on step 2: the same request as step 1's, answered with the newer code's delivery.
    const resending = passwordResetReducer(gaveUp, resetCodeRequested('a@example.com'));
    expect(resending).to.include({ step: 'otp', busy: true });
    const resent = passwordResetReducer(resending, resetCodeSent({ email: 'a@example.com', message: 'sent', deliveryId: newer }));
    expect(resent.delivery).to.deep.include({ deliveryId: newer, status: 'sending' });
    expect(passwordResetReducer(resent, resetCodeDeliveryTold({ deliveryId: first, ...failed })).delivery).to.equal(resent.delivery);

    expect(passwordResetReducer(gaveUp, resetEmailChangeRequested()).delivery).to.equal(null);
    expect(passwordResetReducer(gaveUp, resetOtpVerified({ resetToken: 'token-1' })).delivery).to.equal(null);
    expect(passwordResetReducer(gaveUp, passwordResetLeft()).delivery).to.equal(null);
  });
});
