import { expect } from 'chai';
import { afterEach, beforeEach, describe, it } from 'mocha';
import type { RootState } from '../../app/root-reducer';
import { selectHasValidSession } from './selectors';
import type { SessionUser } from './session-user';
import {
  authLoadingSet,
  authReducer,
  credentialsSet,
  loggedOut,
  restoreSession,
  sessionUserUpdated,
  signedOut,
  type AuthState,
} from './slice';

const asha: SessionUser = { _id: 'u1', username: 'asha', email: 'asha@example.com', role: 'user', subscriptionType: 'free' };

/** Browser storage as the app sees it, kept in memory for the test. */
function useMemoryStorage(): Map<string, string> {
  const items = new Map<string, string>();
  beforeEach(() => {
    items.clear();
    Object.defineProperty(globalThis, 'localStorage', {
      configurable: true,
      value: {
        getItem: (key: string) => items.get(key) ?? null,
        setItem: (key: string, value: string) => void items.set(key, String(value)),
        removeItem: (key: string) => void items.delete(key),
      },
    });
  });
  afterEach(() => {
    delete (globalThis as { localStorage?: unknown }).localStorage;
  });
  return items;
}

const valid = (auth: AuthState) => selectHasValidSession({ auth } as RootState);

describe('Auth state (SPEC §3, §4)', () => {
  const stored = useMemoryStorage();

  it('restores the stored user and token, and waits for the server to confirm them', () => {
    stored.set('user', JSON.stringify({ ...asha, subscriptionType: 'pro' }));
    stored.set('csrfToken', 'token-1');
    expect(restoreSession()).to.deep.equal({
      isAuthenticated: true,
      user: { ...asha, subscriptionType: 'pro' },
      csrfToken: 'token-1',
      loading: true,
      isProUser: true,
    });
  });

  it('counts a stored user that does not parse as no user', () => {
    stored.set('user', '{not json');
    expect(restoreSession()).to.deep.equal(signedOut);
    stored.set('user', '"asha"');
    expect(restoreSession()).to.deep.equal(signedOut);
  });

  it('sets credentials: authenticated, PRO only for subscriptionType pro, the token kept when none comes', () => {
    const signedIn = authReducer(signedOut, credentialsSet({ user: asha, csrfToken: 'token-1' }));
    expect(signedIn).to.deep.equal({ isAuthenticated: true, user: asha, csrfToken: 'token-1', loading: false, isProUser: false });
    const pro = authReducer(signedIn, credentialsSet({ user: { ...asha, subscriptionType: 'pro' } }));
    expect(pro.isProUser).to.equal(true);
    expect(pro.csrfToken).to.equal('token-1');
  });

  it('ignores credentials without a user', () => {
    const signedIn = authReducer(signedOut, credentialsSet({ user: asha, csrfToken: 'token-1' }));
    expect(authReducer(signedIn, credentialsSet({ csrfToken: 'token-2' }))).to.equal(signedIn);
    expect(authReducer(signedOut, credentialsSet({ user: null, csrfToken: 'token-2' }))).to.equal(signedOut);
  });

  it('logs out completely, and sets the loading flag directly', () => {
    const signedIn = authReducer(signedOut, credentialsSet({ user: asha, csrfToken: 'token-1' }));
    expect(authReducer(signedIn, loggedOut())).to.deep.equal(signedOut);
    expect(authReducer(signedOut, authLoadingSet(true)).loading).to.equal(true);
  });

  it('updates the signed-in user in place, e.g. their billing country', () => {
    const signedIn = authReducer(signedOut, credentialsSet({ user: asha, csrfToken: 'token-1' }));
    const updated = authReducer(signedIn, sessionUserUpdated({ country: { _id: 'IN', name: 'India', code: 'IN' } }));
    expect(updated.user?.country?.code).to.equal('IN');
    expect(authReducer(signedOut, sessionUserUpdated({ username: 'x' }))).to.equal(signedOut);
  });

  it('calls a session valid only with the flag, a user and a token that is not the text undefined', () => {
    const signedIn = authReducer(signedOut, credentialsSet({ user: asha, csrfToken: 'token-1' }));
    expect(valid(signedIn)).to.equal(true);
    expect(valid({ ...signedIn, csrfToken: 'undefined' })).to.equal(false);
    expect(valid({ ...signedIn, csrfToken: null })).to.equal(false);
    expect(valid({ ...signedIn, user: null })).to.equal(false);
    expect(valid({ ...signedIn, isAuthenticated: false })).to.equal(false);
  });
});
