import type { AnswerOf } from '@more-ai/contracts/api/contract';
import type * as routes from '@more-ai/contracts/api/auth';
import { call, put, race, select, take, takeLatest, takeLeading } from 'redux-saga/effects';
import { api, errorMessage } from '../../api/client';
import type { RootState } from '../../app/root-reducer';
import { navigateTo } from '../../app/navigation';
import { loggedOut } from '../auth/slice';
import { followCodesAsked } from '../code-delivery/follow';
import { notify } from '../notifications/slice';
import {
  newPasswordSubmitted,
  passwordResetDone,
  passwordResetFailed,
  passwordResetLeft,
  passwordResetOpened,
  resetCodeDeliveryTold,
  resetCodeRequested,
  resetCodeSent,
  resetEmailChangeRequested,
  resetOtpSubmitted,
  resetOtpVerified,
} from './slice';

export const CODE_SENT_MESSAGE = 'OTP Sent! Check your email.';

const selectResetEmail = (state: RootState) => state.passwordReset.email;
const selectReset = (state: RootState) => state.passwordReset;

export function* passwordResetSaga() {
  yield takeLeading(resetCodeRequested.type, sendResetCode);
  yield takeLeading(resetOtpSubmitted.type, verifyResetCode);
  yield takeLeading(newPasswordSubmitted.type, setNewPassword);
  yield takeLatest(passwordResetOpened.type, followResetCodes);
}

export function* sendResetCode({ payload }: ReturnType<typeof resetCodeRequested>) {
  const email = payload.trim();
  try {
    const answer: AnswerOf<typeof routes.forgotPassword, 200> = yield call(api.plain.post, '/auth/forgot-password', { email });
    yield put(resetCodeSent({ email, message: answer?.message || CODE_SENT_MESSAGE, deliveryId: answer?.deliveryId }));
  } catch (error) {
    yield put(passwordResetFailed(errorMessage(error, 'Failed to send OTP')));
  }
}

/**
 * While the page is open: what becomes of the mail of each code step 1 (or Resend Code on step 2)
 * asked for, the newest only, until step 2 is left for step 3 or back to step 1.
 */
export function* followResetCodes() {
  yield race({
    following: call(followCodesAsked, {
      asked: resetCodeSent,
      dropped: [resetOtpVerified.type, resetEmailChangeRequested.type],
      told: resetCodeDeliveryTold,
    }),
    left: take(passwordResetLeft.type),
  });
}

export function* verifyResetCode({ payload: otp }: ReturnType<typeof resetOtpSubmitted>) {
  const email: string = yield select(selectResetEmail);
  try {
    const answer: AnswerOf<typeof routes.verifyOtp, 200> = yield call(api.plain.post, '/auth/verify-otp', { email, otp: otp.trim() });
    yield put(resetOtpVerified({ resetToken: answer.resetToken }));
  } catch (error) {
    yield put(passwordResetFailed(errorMessage(error, 'Invalid OTP')));
  }
}

/**
 * Sends the token step 2 got with the new password. A reset ends every session of the account, so
 * the user signs in again with the new password.
 */
export function* setNewPassword({ payload: newPassword }: ReturnType<typeof newPasswordSubmitted>) {
  const { email, resetToken }: { email: string; resetToken: string | null } = yield select(selectReset);
  try {
    const answer: AnswerOf<typeof routes.resetPassword, 200> = yield call(api.plain.post, '/auth/reset-password', {
      email,
      resetToken,
      newPassword,
    });
    yield put(passwordResetDone());
    const signedIn: boolean = yield select((state: RootState) => state.auth.isAuthenticated);
    if (signedIn) yield put(loggedOut());
    yield put(notify(answer?.message || 'Password reset successfully', 'success'));
    yield call(navigateTo, '/login', { replace: true });
  } catch (error) {
    yield put(passwordResetFailed(errorMessage(error, 'Failed to reset password')));
  }
}
