import type { UnknownAction } from 'redux';
import { readStored, StorageKey } from '../../app/browser-storage';
import { parseStoredUser, type SessionUser } from './session-user';

export interface AuthState {
  readonly isAuthenticated: boolean;
  readonly user: SessionUser | null;
  readonly csrfToken: string | null;
  readonly loading: boolean;
  readonly isProUser: boolean;
}

export const signedOut: AuthState = { isAuthenticated: false, user: null, csrfToken: null, loading: false, isProUser: false };

/** Session restore (SPEC §4): authenticated means a stored user exists. */
export function restoreSession(): AuthState {
  const user = parseStoredUser(readStored(StorageKey.user));
  if (!user) return signedOut;
  return {
    isAuthenticated: true,
    user,
    csrfToken: readStored(StorageKey.csrfToken),
    loading: false,
    isProUser: user.subscriptionType === 'pro',
  };
}

export function authReducer(state: AuthState = signedOut, _action: UnknownAction): AuthState {
  return state;
}
