import type { login, resendOtp } from '@more-ai/contracts/api/auth';
import type { AnswerOf } from '@more-ai/contracts/api/contract';
import { call, put, takeLeading } from 'redux-saga/effects';
import { api, ApiRequestFailed, errorMessage } from '../../api/client';
import { navigateTo } from '../../app/navigation';
import { isAdmin } from '../auth/session-user';
import { credentialsSet } from '../auth/slice';
import { loginFailed, loginSubmitted, loginSucceeded, verificationRequested } from './slice';

/** Checked before use: SPEC §8 says what happens when the server leaves something out. */
type LoginAnswer = Partial<AnswerOf<typeof login, 200>>;
type ResendAnswer = Partial<AnswerOf<typeof resendOtp, 200>>;

export const INVALID_USER_DATA = 'Invalid user data received from server';

export function* loginSaga() {
  yield takeLeading(loginSubmitted.type, logIn);
  yield takeLeading(verificationRequested.type, continueVerification);
}

/**
 * SPEC §2: after signing in, admins and superadmins go to the dashboard; everyone else goes back to
 * where they were going, else to their recommendations.
 */
export function* logIn({ payload: { email, password, from } }: ReturnType<typeof loginSubmitted>) {
  let answer: LoginAnswer;
  try {
    answer = yield call(api.plain.post, '/auth/login', { email: email.trim(), password });
  } catch (error) {
    const unverified = error instanceof ApiRequestFailed && error.code === 'EMAIL_NOT_VERIFIED';
    yield put(loginFailed({ message: errorMessage(error, 'Login failed'), ...(unverified ? { unverifiedEmail: email.trim() } : {}) }));
    return;
  }
  if (!answer?.user) {
    yield put(loginFailed({ message: INVALID_USER_DATA }));
    return;
  }
  yield put(credentialsSet(answer));
  yield put(loginSucceeded());
  yield call(navigateTo, isAdmin(answer.user) ? '/admin/dashboard' : (from ?? '/recommendations'), { replace: true });
}

/**
 * An account whose e-mail was never verified cannot sign in. A fresh code lets the user finish; if
 * the last one is under a minute old the server refuses a new one, and the old one still works.
 */
function* continueVerification({ payload: email }: ReturnType<typeof verificationRequested>) {
  // The verify screen follows the new code's mail when there is one.
  let deliveryId: string | undefined;
  try {
    const answer: ResendAnswer = yield call(api.plain.post, '/auth/resend-otp', { email });
    deliveryId = answer?.deliveryId;
  } catch {
    // The verify screen offers Resend Code again once the wait is over.
  }
  yield call(navigateTo, '/verify-otp', { state: { email, deliveryId } });
}
