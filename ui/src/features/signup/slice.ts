import type { UnknownAction } from 'redux';
import { defineAction } from '../../app/actions';

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
  /** Counts successful resends, so the verify screen restarts its countdown for each. */
  readonly codesResent: number;
}

const initialState: SignupState = { submitting: false, error: null, verifying: false, resending: false, verifyError: null, codesResent: 0 };

export const signupSubmitted = defineAction<SignupRequest>()('signup/submitted');
export const signupFailed = defineAction<string>()('signup/failed');
export const signupSucceeded = defineAction()('signup/succeeded');
export const signupOpened = defineAction()('signup/opened');

export const otpSubmitted = defineAction<{ email: string; otp: string }>()('signup/otpSubmitted');
export const otpVerified = defineAction()('signup/otpVerified');
export const otpFailed = defineAction<string>()('signup/otpFailed');
export const otpResendRequested = defineAction<string>()('signup/otpResendRequested');
export const otpResent = defineAction()('signup/otpResent');
export const otpResendFailed = defineAction<string>()('signup/otpResendFailed');

export function signupReducer(state: SignupState = initialState, action: UnknownAction): SignupState {
  if (signupOpened.match(action)) return initialState;
  if (signupSubmitted.match(action)) return { ...state, submitting: true, error: null };
  if (signupFailed.match(action)) return { ...state, submitting: false, error: action.payload };
  if (signupSucceeded.match(action)) return { ...initialState, codesResent: state.codesResent };
  if (otpSubmitted.match(action)) return { ...state, verifying: true, verifyError: null };
  if (otpVerified.match(action)) return initialState;
  if (otpFailed.match(action)) return { ...state, verifying: false, verifyError: action.payload };
  if (otpResendRequested.match(action)) return { ...state, resending: true, verifyError: null };
  if (otpResent.match(action)) return { ...state, resending: false, codesResent: state.codesResent + 1 };
  if (otpResendFailed.match(action)) return { ...state, resending: false, verifyError: action.payload };
  return state;
}
