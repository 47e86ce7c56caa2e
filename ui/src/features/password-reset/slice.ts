import type { UnknownAction } from 'redux';
import { defineAction } from '../../app/actions';
import { codeOnItsWay, deliveryTold, type CodeDelivery } from '../code-delivery/follow';

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
  /** The mail of the code step 2 waits for; null on the other steps. */
  readonly delivery: CodeDelivery | null;
}

const initialState: PasswordResetState = {
  step: 'email',
  email: '',
  busy: false,
  error: null,
  notice: null,
  resetToken: null,
  delivery: null,
};

export const passwordResetOpened = defineAction()('passwordReset/opened');
export const resetCodeRequested = defineAction<string>()('passwordReset/codeRequested');
/** `deliveryId` names the code's mail. */
export const resetCodeSent = defineAction<{ email: string; message: string; deliveryId?: string | undefined }>()('passwordReset/codeSent');
export const resetCodeDeliveryTold = defineAction<CodeDelivery>()('passwordReset/codeDeliveryTold');
export const resetOtpSubmitted = defineAction<string>()('passwordReset/otpSubmitted');
export const resetOtpVerified = defineAction<{ resetToken: string }>()('passwordReset/otpVerified');
export const newPasswordSubmitted = defineAction<string>()('passwordReset/newPasswordSubmitted');
export const passwordResetDone = defineAction()('passwordReset/done');
export const passwordResetFailed = defineAction<string>()('passwordReset/failed');
/** Back to step 1, e.g. to correct the e-mail. */
export const resetEmailChangeRequested = defineAction()('passwordReset/emailChangeRequested');
export const passwordResetLeft = defineAction()('passwordReset/left');

export function passwordResetReducer(state: PasswordResetState = initialState, action: UnknownAction): PasswordResetState {
  if (passwordResetOpened.match(action) || passwordResetDone.match(action)) return initialState;
  if (resetCodeRequested.match(action) || resetOtpSubmitted.match(action) || newPasswordSubmitted.match(action)) {
    return { ...state, busy: true, error: null };
  }
  if (resetCodeSent.match(action)) {
    const { email, message, deliveryId } = action.payload;
    return {
      step: 'otp',
      email,
      busy: false,
      error: null,
      notice: message,
      resetToken: null,
      delivery: deliveryId ? codeOnItsWay(deliveryId) : null,
    };
  }
  if (resetOtpVerified.match(action))
    return { ...state, step: 'password', busy: false, error: null, notice: null, resetToken: action.payload.resetToken, delivery: null };
  if (passwordResetFailed.match(action)) return { ...state, busy: false, error: action.payload };
  if (resetEmailChangeRequested.match(action))
    return { ...state, step: 'email', error: null, notice: null, resetToken: null, delivery: null };
  if (resetCodeDeliveryTold.match(action)) return { ...state, delivery: deliveryTold(state.delivery, action.payload) };
  if (passwordResetLeft.match(action)) return { ...state, delivery: null };
  return state;
}
