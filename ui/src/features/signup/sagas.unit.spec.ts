import { expect } from 'chai';
import { describe, it } from 'mocha';
import { putAction, story } from '../../app/saga-testing';
import { call, put, race, take } from 'redux-saga/effects';
import { api, ApiRequestFailed } from '../../api/client';
import { navigateTo } from '../../app/navigation';
import type { SessionUser } from '../auth/session-user';
import { credentialsSet } from '../auth/slice';
import { followCodesAsked } from '../code-delivery/follow';
import { notificationShown } from '../notifications/slice';
import { CSRF_TOKEN_MISSING, followVerifyScreenCodes, resendCode, signUp, verifyEmail } from './sagas';
import {
  codeDeliveryTold,
  otpFailed,
  otpResendFailed,
  otpResendRequested,
  otpResent,
  otpSubmitted,
  otpVerified,
  RESEND_WAIT_SECONDS,
  signupFailed,
  signupReducer,
  signupSubmitted,
  signupSucceeded,
  verifyScreenLeft,
  verifyScreenOpened,
} from './slice';

const DELIVERY = 'Qm9va2VkQ29kZU1haWwxMg';
const NEWER_DELIVERY = 'TmV3ZXJDb2RlTWFpbDEyMw';
const asha: SessionUser = { _id: 'u1', username: 'asha', email: 'asha@example.com', role: 'user' };

describe('Signing up and verifying the e-mail (SPEC §4, §8)', () => {
  it("goes on to /verify-otp with the e-mail the server registered and its code's delivery in navigation state", () => {
    const saga = story(signUp(signupSubmitted({ username: ' asha ', email: ' Asha@Example.com ', password: 'Popcorn#2025' })));
    expect(saga.next().value).to.deep.equal(
      call(api.plain.post, '/auth/signup', { username: 'asha', email: 'Asha@Example.com', password: 'Popcorn#2025' }),
    );
    expect(saga.next({ message: 'Signup successful.', email: 'asha@example.com', deliveryId: DELIVERY }).value).to.deep.equal(
      put(signupSucceeded()),
    );
    expect(saga.next().value).to.deep.equal(
      call(navigateTo, '/verify-otp', { state: { email: 'asha@example.com', deliveryId: DELIVERY } }),
    );
  });

  it("prefers the server's message, else 'Signup failed'", () => {
    const taken = story(signUp(signupSubmitted({ username: 'asha', email: 'asha@example.com', password: 'Popcorn#2025' })));
    taken.next();
    expect(taken.throw(new ApiRequestFailed(409, 'This username is already taken', 'USERNAME_TAKEN')).value).to.deep.equal(
      put(signupFailed('This username is already taken')),
    );
    const silent = story(signUp(signupSubmitted({ username: 'asha', email: 'asha@example.com', password: 'Popcorn#2025' })));
    silent.next();
    expect(silent.throw(new TypeError('Failed to fetch')).value).to.deep.equal(put(signupFailed('Signup failed')));
  });

  it('signs the user in with the verified answer and goes to /recommendations', () => {
    const saga = story(verifyEmail(otpSubmitted({ email: 'asha@example.com', otp: ' 123456 ' })));
    expect(saga.next().value).to.deep.equal(call(api.plain.post, '/auth/verify-email', { email: 'asha@example.com', otp: '123456' }));
    const answer = { message: 'Email verified successfully', user: asha, csrfToken: 'token-1' };
    expect(saga.next(answer).value).to.deep.equal(put(credentialsSet(answer)));
    expect(saga.next().value).to.deep.equal(put(otpVerified()));
    const told = putAction(saga.next().value);
    expect(notificationShown.match(told) && told.payload).to.include({ message: 'Email verified successfully', type: 'success' });
    expect(saga.next().value).to.deep.equal(call(navigateTo, '/recommendations', { replace: true }));
  });

  it("refuses an answer without a CSRF token: 'CSRF token not received from server'; a wrong code: 'Verification failed' unless the server says more", () => {
    const noToken = story(verifyEmail(otpSubmitted({ email: 'asha@example.com', otp: '123456' })));
    noToken.next();
    expect(noToken.next({ user: asha }).value).to.deep.equal(put(otpFailed(CSRF_TOKEN_MISSING)));
    expect(noToken.next().done).to.equal(true);

    const wrong = story(verifyEmail(otpSubmitted({ email: 'asha@example.com', otp: '000000' })));
    wrong.next();
    expect(wrong.throw(new ApiRequestFailed(400, undefined, undefined)).value).to.deep.equal(put(otpFailed('Verification failed')));
  });

  it('Resend Code: a code asked for too soon shows the server’s message and stays shut as long as the server says', () => {
    const saga = story(resendCode(otpResendRequested('asha@example.com')));
    expect(saga.next().value).to.deep.equal(call(api.plain.post, '/auth/resend-otp', { email: 'asha@example.com' }));
    const tooSoon = new ApiRequestFailed(429, 'Please wait 42 seconds before requesting a new code.', 'OTP_RESEND_TOO_SOON', undefined, 42);
    const failed = saga.throw(tooSoon).value;
    expect(failed).to.deep.equal(
      put(otpResendFailed({ message: 'Please wait 42 seconds before requesting a new code.', retryAfterSeconds: 42 })),
    );

    const opened = signupReducer(undefined, { type: 'init' });
    expect(opened.resendWait).to.deep.equal({ seconds: RESEND_WAIT_SECONDS, restarts: 0 });
    const refused = signupReducer(opened, putAction(failed));
    expect(refused).to.include({ verifyError: 'Please wait 42 seconds before requesting a new code.', resending: false });
    expect(refused.resendWait).to.deep.equal({ seconds: 42, restarts: 1 });
    expect(signupReducer(refused, otpResent({ deliveryId: DELIVERY })).resendWait).to.deep.equal({
      seconds: RESEND_WAIT_SECONDS,
      restarts: 2,
    });
    // Any other failure leaves the countdown alone.
    expect(signupReducer(refused, otpResendFailed({ message: 'Failed to resend OTP' })).resendWait).to.deep.equal(refused.resendWait);
  });

  it("Resend Code: the new code's mail is the one the verify screen follows from then on", () => {
    const saga = story(resendCode(otpResendRequested('asha@example.com')));
    saga.next();
    const sent = saga.next({ message: 'A new code has been sent to your email.', deliveryId: NEWER_DELIVERY }).value;
    expect(sent).to.deep.equal(put(otpResent({ deliveryId: NEWER_DELIVERY })));

    const following = signupReducer(undefined, verifyScreenOpened({ deliveryId: DELIVERY }));
    expect(signupReducer(following, putAction(sent)).delivery).to.deep.include({ deliveryId: NEWER_DELIVERY, status: 'sending' });
  });

  it("follows the code's mail while the verify screen is open, and each newer code's; leaving the screen ends it", () => {
    const saga = story(followVerifyScreenCodes(verifyScreenOpened({ deliveryId: DELIVERY })));
    expect(saga.next().value).to.deep.equal(
      race({
        following: call(followCodesAsked, { first: DELIVERY, asked: otpResent, told: codeDeliveryTold }),
        left: take(verifyScreenLeft.type),
      }),
    );
    expect(saga.next({ left: verifyScreenLeft() }).done).to.equal(true);
  });

  it('shows what became of the mail: delayed and failed with the server’s message; nothing once the screen is left', () => {
    const delayed = {
      deliveryId: DELIVERY,
      status: 'delayed',
      message: "Your code is taking longer than usual to send. We'll keep trying.",
    } as const;
    const opened = signupReducer(undefined, verifyScreenOpened({ deliveryId: DELIVERY }));
    expect(opened.delivery).to.deep.equal({ deliveryId: DELIVERY, status: 'sending', message: 'Sending your code…' });
    const late = signupReducer(opened, codeDeliveryTold(delayed));
    expect(late.delivery).to.deep.equal(delayed);
    const failed = {
      ...delayed,
      status: 'failed',
      message: 'We could not send your code. Please use Resend Code to get a new one.',
    } as const;
    expect(signupReducer(late, codeDeliveryTold(failed)).delivery).to.deep.equal(failed);
    // News of a code a newer one replaced is not shown over the newer one's.
    const resent = signupReducer(late, otpResent({ deliveryId: NEWER_DELIVERY }));
    expect(signupReducer(resent, codeDeliveryTold(failed)).delivery).to.deep.include({ deliveryId: NEWER_DELIVERY, status: 'sending' });
    expect(signupReducer(late, verifyScreenLeft()).delivery).to.equal(null);
    // A verify screen whose navigation state names no delivery shows and follows none.
    expect(signupReducer(late, verifyScreenOpened({})).delivery).to.equal(null);
  });
});
