import type { UnknownAction } from 'redux';
import { defineAction } from '../../app/actions';
import { readStored, StorageKey } from '../../app/browser-storage';
import { parseStoredUser, type SessionUser } from './session-user';

export interface AuthState {
  readonly isAuthenticated: boolean;
  readonly user: SessionUser | null;
  readonly csrfToken: string | null;
  /** True while the restored session is being confirmed with the server; guards wait for it. */
  readonly loading: boolean;
  readonly isProUser: boolean;
}

export const signedOut: AuthState = { isAuthenticated: false, user: null, csrfToken: null, loading: false, isProUser: false };

/** What login, verify-email and refresh answer; a payload without user is ignored (SPEC §4). */
export interface Credentials {
  readonly user?: SessionUser | null;
  readonly csrfToken?: string | null;
}

export const credentialsSet = defineAction<Credentials>()('auth/credentialsSet');
/** The server changed something about the signed-in user (e.g. the billing country). */
export const sessionUserUpdated = defineAction<Partial<SessionUser>>()('auth/sessionUserUpdated');
export const loggedOut = defineAction()('auth/loggedOut');
export const authLoadingSet = defineAction<boolean>()('auth/loadingSet');
/** The refresh after a 401 failed: the session is over. */
export const sessionExpired = defineAction()('auth/sessionExpired');
/** The user pressed Sign Out; `then` is where the browser goes afterwards. */
export const signOutRequested = defineAction<{ then: string }>()('auth/signOutRequested');

/**
 * Session restore (SPEC §4): authenticated means a stored user exists. The server still has to confirm
 * the session (its cookies may have expired), so a restored session starts out loading.
 */
export function restoreSession(): AuthState {
  const user = parseStoredUser(readStored(StorageKey.user));
  if (!user) return signedOut;
  return {
    isAuthenticated: true,
    user,
    csrfToken: readStored(StorageKey.csrfToken),
    loading: true,
    isProUser: user.subscriptionType === 'pro',
  };
}

export function authReducer(state: AuthState = signedOut, action: UnknownAction): AuthState {
  if (credentialsSet.match(action)) {
    const { user, csrfToken } = action.payload;
    if (!user) return state;
    return {
      isAuthenticated: true,
      user,
      // The token is kept only when the payload has one (SPEC §4).
      csrfToken: csrfToken || state.csrfToken,
      loading: false,
      isProUser: user.subscriptionType === 'pro',
    };
  }
  if (sessionUserUpdated.match(action) && state.user) {
    const user = { ...state.user, ...action.payload };
    return { ...state, user, isProUser: user.subscriptionType === 'pro' };
  }
  if (loggedOut.match(action)) return signedOut;
  if (authLoadingSet.match(action)) return { ...state, loading: action.payload };
  return state;
}
