import type { AnswerOf } from '@more-ai/contracts/api/contract';
import type * as routes from '@more-ai/contracts/api/auth';
import { call, put, select, takeEvery, takeLeading } from 'redux-saga/effects';
import { api, ApiRequestFailed, type RefreshedSession } from '../../api/client';
import { removeStored, StorageKey, writeStored } from '../../app/browser-storage';
import { currentPath, navigateTo } from '../../app/navigation';
import { notify } from '../notifications/slice';
import { selectAuth, selectHasValidSession } from './selectors';
import { authLoadingSet, credentialsSet, loggedOut, sessionExpired, sessionUserUpdated, signOutRequested, type AuthState } from './slice';

export const SESSION_EXPIRED_MESSAGE = 'Your session has expired. Please log in again.';

export function* authSaga() {
  yield takeEvery(credentialsSet.type, rememberCredentials);
  yield takeEvery(sessionUserUpdated.type, rememberUser);
  yield takeEvery(loggedOut.type, forgetCredentials);
  yield takeLeading(sessionExpired.type, endExpiredSession);
  yield takeLeading(signOutRequested.type, signOut);
  yield call(confirmRestoredSession);
}

/**
 * The session restored from storage is only what this browser remembers: ask the server whether it
 * still holds. Without a usable CSRF token the refresh call provides a new one.
 */
export function* confirmRestoredSession() {
  const { isAuthenticated }: AuthState = yield select(selectAuth);
  if (!isAuthenticated) return;
  const valid: boolean = yield select(selectHasValidSession);
  try {
    if (valid) {
      // A 401 here goes through the client's refresh, which reports an expired session itself.
      const { user }: AnswerOf<typeof routes.me, 200> = yield call(api.get, '/auth/me');
      yield put(credentialsSet({ user }));
    } else {
      const refreshed: RefreshedSession = yield call(api.plain.post, '/auth/refresh');
      yield put(credentialsSet(refreshed));
    }
  } catch (error) {
    // Offline or a restarting server says nothing about the session: keep it until the server refuses it.
    if (!valid && error instanceof ApiRequestFailed && error.status === 401) yield put(sessionExpired());
  } finally {
    yield put(authLoadingSet(false));
  }
}

/** SPEC §4: both user and token are stored; the token only when the payload has one. */
export function* rememberCredentials({ payload }: ReturnType<typeof credentialsSet>) {
  if (!payload.user) {
    yield call([console, console.error], 'Credentials without a user were ignored', payload);
    return;
  }
  yield call(writeStored, StorageKey.user, JSON.stringify(payload.user));
  if (payload.csrfToken) yield call(writeStored, StorageKey.csrfToken, payload.csrfToken);
}

function* rememberUser() {
  const { user }: AuthState = yield select(selectAuth);
  if (user) yield call(writeStored, StorageKey.user, JSON.stringify(user));
}

export function* forgetCredentials() {
  yield call(removeStored, StorageKey.user);
  yield call(removeStored, StorageKey.csrfToken);
}

/** SPEC §4, §8: logged out if need be, told so, and sent to /login (and back here after signing in). */
export function* endExpiredSession() {
  const { isAuthenticated }: AuthState = yield select(selectAuth);
  if (isAuthenticated) yield put(loggedOut());
  yield put(notify(SESSION_EXPIRED_MESSAGE, 'error'));
  const here: string = yield call(currentPath);
  yield call(navigateTo, '/login', { state: here.startsWith('/login') || here === '/' ? undefined : { from: here } });
}

/**
 * Sign Out ends the session on the server too. It goes through the plain client: an expired access
 * token must not turn signing out into 'session expired'; the browser forgets the session either way.
 */
export function* signOut({ payload }: ReturnType<typeof signOutRequested>) {
  try {
    yield call(api.plain.post, '/auth/logout');
  } catch {
    // The server may have ended the session already; signing out here still has to work.
  }
  yield put(loggedOut());
  yield call(navigateTo, payload.then);
}
