import type { UnknownAction } from 'redux';
import { defineAction } from '../../app/actions';

export interface LoginForm {
  readonly email: string;
  readonly password: string;
}

export interface LoginState {
  readonly submitting: boolean;
  readonly error: string | null;
  /** Set when the server refused because the e-mail is not verified yet: the page offers a new code. */
  readonly unverifiedEmail: string | null;
}

const initialState: LoginState = { submitting: false, error: null, unverifiedEmail: null };

/** `from` is where the user was going before the guard sent them here (SPEC §2). */
export const loginSubmitted = defineAction<LoginForm & { from?: string | undefined }>()('login/submitted');
export const loginSucceeded = defineAction()('login/succeeded');
export const loginFailed = defineAction<{ message: string; unverifiedEmail?: string }>()('login/failed');
/** An unverified user asks for a fresh code and the verify step. */
export const verificationRequested = defineAction<string>()('login/verificationRequested');
export const loginOpened = defineAction()('login/opened');

export function loginReducer(state: LoginState = initialState, action: UnknownAction): LoginState {
  if (loginSubmitted.match(action)) return { submitting: true, error: null, unverifiedEmail: null };
  if (loginSucceeded.match(action) || loginOpened.match(action)) return initialState;
  if (loginFailed.match(action)) {
    return { submitting: false, error: action.payload.message, unverifiedEmail: action.payload.unverifiedEmail ?? null };
  }
  return state;
}

/** SPEC §5: email and password are required. */
export function loginFormErrors(form: LoginForm): Partial<Record<keyof LoginForm, string>> {
  const errors: Partial<Record<keyof LoginForm, string>> = {};
  if (!form.email.trim()) errors.email = 'Email is required';
  if (!form.password) errors.password = 'Password is required';
  return errors;
}
