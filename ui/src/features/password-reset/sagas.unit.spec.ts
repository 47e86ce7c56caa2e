import { expect } from 'chai';
import { describe, it } from 'mocha';
import { call, put, race, take } from 'redux-saga/effects';
import { api, ApiRequestFailed } from '../../api/client';
import { story } from '../../app/saga-testing';
import { followCodesAsked } from '../code-delivery/follow';
import { CODE_SENT_MESSAGE, followResetCodes, sendResetCode } from './sagas';
import {
  passwordResetFailed,
  passwordResetLeft,
  resetCodeDeliveryTold,
  resetCodeRequested,
  resetCodeSent,
  resetEmailChangeRequested,
  resetOtpVerified,
} from './slice';

const DELIVERY = 'UmVzZXRDb2RlTWFpbDEyMw';

describe('Forgot password: sending the code (SPEC §4, §8)', () => {
  it("goes to step 2 with the server's message and the delivery id of the code's mail", () => {
    const saga = story(sendResetCode(resetCodeRequested(' asha@example.com ')));
    expect(saga.next().value).to.deep.equal(call(api.plain.post, '/auth/forgot-password', { email: 'asha@example.com' }));
    expect(saga.next({ message: '', deliveryId: DELIVERY }).value).to.deep.equal(
      put(resetCodeSent({ email: 'asha@example.com', message: CODE_SENT_MESSAGE, deliveryId: DELIVERY })),
    );
  });

  it("a code asked for too soon stays on the step with the server's message, else 'Failed to send OTP'", () => {
    const tooSoon = story(sendResetCode(resetCodeRequested('asha@example.com')));
    tooSoon.next();
    const refusal = new ApiRequestFailed(429, 'Please wait 42 seconds before requesting a new code.', 'OTP_RESEND_TOO_SOON', undefined, 42);
    expect(tooSoon.throw(refusal).value).to.deep.equal(put(passwordResetFailed('Please wait 42 seconds before requesting a new code.')));
    const offline = story(sendResetCode(resetCodeRequested('asha@example.com')));
    offline.next();
    expect(offline.throw(new TypeError('Failed to fetch')).value).to.deep.equal(put(passwordResetFailed('Failed to send OTP')));
  });

  it("follows each code's mail while the page is open, until step 2 is left for step 3 or back to step 1", () => {
    const saga = story(followResetCodes());
    expect(saga.next().value).to.deep.equal(
      race({
        following: call(followCodesAsked, {
          asked: resetCodeSent,
          dropped: [resetOtpVerified.type, resetEmailChangeRequested.type],
          told: resetCodeDeliveryTold,
        }),
        left: take(passwordResetLeft.type),
      }),
    );
    expect(saga.next({ left: passwordResetLeft() }).done).to.equal(true);
  });
});
