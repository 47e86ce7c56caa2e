import type { UnknownAction } from 'redux';
import { defineAction } from '../../app/actions';

/** SPEC §4: step 1 the e-mail, step 2 the code, step 3 the new password, then /login. */
export type ResetStep = 'email' | 'otp' | 'password';

export interface PasswordResetState {
  readonly step: ResetStep;
  readonly email: string;
  readonly busy: boolean;
  readonly error: string | null;
  /** What the server said about the code it sent, shown on the OTP step. */
  readonly notice: string | null;
  /** What verifying the code gave: step 3 sends it with the new password; only the store holds it. */
  readonly resetToken: string | null;
}

const initialState: PasswordResetState = { step: 'email', email: '', busy: false, error: null, notice: null, resetToken: null };

export const passwordResetOpened = defineAction()('passwordReset/opened');
export const resetCodeRequested = defineAction<string>()('passwordReset/codeRequested');
export const resetCodeSent = defineAction<{ email: string; message: string }>()('passwordReset/codeSent');
export const resetOtpSubmitted = defineAction<string>()('passwordReset/otpSubmitted');
export const resetOtpVerified = defineAction<{ resetToken: string }>()('passwordReset/otpVerified');
export const newPasswordSubmitted = defineAction<string>()('passwordReset/newPasswordSubmitted');
export const passwordResetDone = defineAction()('passwordReset/done');
export const passwordResetFailed = defineAction<string>()('passwordReset/failed');
/** Back to step 1, e.g. to correct the e-mail. */
export const resetEmailChangeRequested = defineAction()('passwordReset/emailChangeRequested');

export function passwordResetReducer(state: PasswordResetState = initialState, action: UnknownAction): PasswordResetState {
  if (passwordResetOpened.match(action) || passwordResetDone.match(action)) return initialState;
  if (resetCodeRequested.match(action) || resetOtpSubmitted.match(action) || newPasswordSubmitted.match(action)) {
    return { ...state, busy: true, error: null };
  }
  if (resetCodeSent.match(action)) {
    return { step: 'otp', email: action.payload.email, busy: false, error: null, notice: action.payload.message, resetToken: null };
  }
  if (resetOtpVerified.match(action))
    return { ...state, step: 'password', busy: false, error: null, notice: null, resetToken: action.payload.resetToken };
  if (passwordResetFailed.match(action)) return { ...state, busy: false, error: action.payload };
  if (resetEmailChangeRequested.match(action)) return { ...state, step: 'email', error: null, notice: null, resetToken: null };
  return state;
}
