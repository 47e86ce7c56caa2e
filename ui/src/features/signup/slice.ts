import type { UnknownAction } from 'redux';
import { defineAction } from '../../app/actions';
import { codeOnItsWay, deliveryTold, type CodeDelivery } from '../code-delivery/follow';

export interface SignupRequest {
  readonly username: string;
  readonly email: string;
  readonly password: string;
}

export interface SignupState {
  readonly submitting: boolean;
  readonly error: string | null;
  readonly verifying: boolean;
  readonly resending: boolean;
  readonly verifyError: string | null;
  /**
   * How long Resend Code stays shut: 60 s after each code sent, or as long as the server said when it
   * refused one. Each change (`restarts`) restarts the verify screen's countdown.
   */
  readonly resendWait: { readonly seconds: number; readonly restarts: number };
  /** The mail of the newest code the verify screen waits for; null when it names none. */
  readonly delivery: CodeDelivery | null;
}

/** SPEC §9: a new code may be asked for 60 seconds after the last one. */
export const RESEND_WAIT_SECONDS = 60;

const initialState: SignupState = {
  submitting: false,
  error: null,
  verifying: false,
  resending: false,
  verifyError: null,
  resendWait: { seconds: RESEND_WAIT_SECONDS, restarts: 0 },
  delivery: null,
};

export const signupSubmitted = defineAction<SignupRequest>()('signup/submitted');
export const signupFailed = defineAction<string>()('signup/failed');
export const signupSucceeded = defineAction()('signup/succeeded');
export const signupOpened = defineAction()('signup/opened');

export const otpSubmitted = defineAction<{ email: string; otp: string }>()('signup/otpSubmitted');
export const otpVerified = defineAction()('signup/otpVerified');
export const otpFailed = defineAction<string>()('signup/otpFailed');
export const otpResendRequested = defineAction<string>()('signup/otpResendRequested');
/** A new code is on its way; `deliveryId` names its mail. */
export const otpResent = defineAction<{ deliveryId?: string | undefined }>()('signup/otpResent');
/** `retryAfterSeconds` when the server said how long to wait (a code asked for too soon). */
export const otpResendFailed = defineAction<{ message: string; retryAfterSeconds?: number | undefined }>()('signup/otpResendFailed');

/** The verify screen opened (or reopened) for the code its navigation state names, if any. */
export const verifyScreenOpened = defineAction<{ deliveryId?: string | undefined }>()('signup/verifyScreenOpened');
export const verifyScreenLeft = defineAction()('signup/verifyScreenLeft');
export const codeDeliveryTold = defineAction<CodeDelivery>()('signup/codeDeliveryTold');

export function signupReducer(state: SignupState = initialState, action: UnknownAction): SignupState {
  if (signupOpened.match(action)) return initialState;
  if (signupSubmitted.match(action)) return { ...state, submitting: true, error: null };
  if (signupFailed.match(action)) return { ...state, submitting: false, error: action.payload };
  if (signupSucceeded.match(action))
    return { ...initialState, resendWait: { seconds: RESEND_WAIT_SECONDS, restarts: state.resendWait.restarts } };
  if (otpSubmitted.match(action)) return { ...state, verifying: true, verifyError: null };
  if (otpVerified.match(action)) return initialState;
  if (otpFailed.match(action)) return { ...state, verifying: false, verifyError: action.payload };
  if (otpResendRequested.match(action)) return { ...state, resending: true, verifyError: null };
  if (otpResent.match(action)) {
    const { deliveryId } = action.payload;
    return {
      ...state,
      resending: false,
      resendWait: { seconds: RESEND_WAIT_SECONDS, restarts: state.resendWait.restarts + 1 },
      delivery: deliveryId ? codeOnItsWay(deliveryId) : null,
    };
  }
  if (otpResendFailed.match(action)) {
    const { message, retryAfterSeconds } = action.payload;
    const resendWait = retryAfterSeconds ? { seconds: retryAfterSeconds, restarts: state.resendWait.restarts + 1 } : state.resendWait;
    return { ...state, resending: false, verifyError: message, resendWait };
  }
  if (verifyScreenOpened.match(action)) {
    const { deliveryId } = action.payload;
    return { ...state, delivery: deliveryId ? codeOnItsWay(deliveryId) : null };
  }
  if (verifyScreenLeft.match(action)) return { ...state, delivery: null };
  if (codeDeliveryTold.match(action)) return { ...state, delivery: deliveryTold(state.delivery, action.payload) };
  return state;
}
