import type { resendOtp as resendOtpRoute, signup as signupRoute, verifyEmail as verifyEmailRoute } from '@more-ai/contracts/api/auth';
import type { AnswerOf } from '@more-ai/contracts/api/contract';
import { call, put, race, take, takeLatest, takeLeading } from 'redux-saga/effects';
import { api, ApiRequestFailed, errorMessage } from '../../api/client';
import { navigateTo } from '../../app/navigation';
import { credentialsSet } from '../auth/slice';
import { followCodesAsked } from '../code-delivery/follow';
import { notify } from '../notifications/slice';
import {
  codeDeliveryTold,
  otpFailed,
  otpResendFailed,
  otpResendRequested,
  otpResent,
  otpSubmitted,
  otpVerified,
  signupFailed,
  signupSubmitted,
  signupSucceeded,
  verifyScreenLeft,
  verifyScreenOpened,
} from './slice';

// Checked before use: SPEC §8 says what happens when the server leaves something out.
type SignupAnswer = Partial<AnswerOf<typeof signupRoute, 201>>;
type VerifyAnswer = Partial<AnswerOf<typeof verifyEmailRoute, 200>>;
type ResendAnswer = Partial<AnswerOf<typeof resendOtpRoute, 200>>;

export const CSRF_TOKEN_MISSING = 'CSRF token not received from server';

export function* signupSaga() {
  yield takeLeading(signupSubmitted.type, signUp);
  yield takeLeading(otpSubmitted.type, verifyEmail);
  yield takeLeading(otpResendRequested.type, resendCode);
  yield takeLatest(verifyScreenOpened.type, followVerifyScreenCodes);
}

/**
 * SPEC §4 signup: the form, then the verify step for the e-mail the server registered, with the
 * delivery id of its code's mail (the answer names none when it repeats an earlier signup's).
 */
export function* signUp({ payload }: ReturnType<typeof signupSubmitted>) {
  try {
    const body = { username: payload.username.trim(), email: payload.email.trim(), password: payload.password };
    const answer: SignupAnswer = yield call(api.plain.post, '/auth/signup', body);
    yield put(signupSucceeded());
    yield call(navigateTo, '/verify-otp', { state: { email: answer?.email ?? body.email, deliveryId: answer?.deliveryId } });
  } catch (error) {
    yield put(signupFailed(errorMessage(error, 'Signup failed')));
  }
}

/** The right code signs the new user in and takes them to their recommendations. */
export function* verifyEmail({ payload }: ReturnType<typeof otpSubmitted>) {
  let answer: VerifyAnswer;
  try {
    answer = yield call(api.plain.post, '/auth/verify-email', { email: payload.email, otp: payload.otp.trim() });
  } catch (error) {
    yield put(otpFailed(errorMessage(error, 'Verification failed')));
    return;
  }
  if (!answer?.csrfToken) {
    yield put(otpFailed(CSRF_TOKEN_MISSING));
    return;
  }
  yield put(credentialsSet(answer));
  yield put(otpVerified());
  yield put(notify(answer.message || 'Email verified successfully', 'success'));
  yield call(navigateTo, '/recommendations', { replace: true });
}

export function* resendCode({ payload: email }: ReturnType<typeof otpResendRequested>) {
  try {
    const answer: ResendAnswer = yield call(api.plain.post, '/auth/resend-otp', { email });
    yield put(otpResent({ deliveryId: answer?.deliveryId }));
    yield put(notify(answer?.message || 'A new code has been sent to your email.', 'success'));
  } catch (error) {
    // A code asked for too soon: the server says how long to wait, and Resend Code stays shut that long.
    const retryAfterSeconds = error instanceof ApiRequestFailed ? error.retryAfterSeconds : undefined;
    yield put(otpResendFailed({ message: errorMessage(error, 'Failed to resend OTP'), retryAfterSeconds }));
  }
}

/**
 * While the verify screen is open: what becomes of its code's mail, then of each newer code's once
 * Resend Code asked for one. Leaving the screen ends it, also for a resend answered after that.
 */
export function* followVerifyScreenCodes({ payload }: ReturnType<typeof verifyScreenOpened>) {
  yield race({
    following: call(followCodesAsked, { first: payload.deliveryId, asked: otpResent, told: codeDeliveryTold }),
    left: take(verifyScreenLeft.type),
  });
}
