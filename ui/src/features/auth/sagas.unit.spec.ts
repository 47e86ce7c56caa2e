import { expect } from 'chai';
import { describe, it } from 'mocha';
import { putAction, story } from '../../app/saga-testing';
import { call, put, select } from 'redux-saga/effects';
import { api, ApiRequestFailed } from '../../api/client';
import { currentPath, navigateTo } from '../../app/navigation';
import { notificationShown } from '../notifications/slice';
import { confirmRestoredSession, endExpiredSession, SESSION_EXPIRED_MESSAGE, signOut } from './sagas';
import { selectAuth, selectHasValidSession } from './selectors';
import type { SessionUser } from './session-user';
import { authLoadingSet, credentialsSet, loggedOut, sessionExpired, signedOut, signOutRequested, type AuthState } from './slice';

const asha: SessionUser = { _id: 'u1', username: 'asha', email: 'asha@example.com', role: 'user' };
const restored: AuthState = { isAuthenticated: true, user: asha, csrfToken: 'token-1', loading: true, isProUser: false };
const unauthorized = new ApiRequestFailed(401, 'Authentication required', undefined);

describe('Session stories (SPEC §4)', () => {
  describe('confirming a restored session', () => {
    it('asks /auth/me and keeps the user the server returns', () => {
      const saga = story(confirmRestoredSession());
      expect(saga.next().value).to.deep.equal(select(selectAuth));
      expect(saga.next(restored).value).to.deep.equal(select(selectHasValidSession));
      expect(saga.next(true).value).to.deep.equal(call(api.get, '/auth/me'));
      expect(saga.next({ user: { ...asha, subscriptionType: 'pro' } }).value).to.deep.equal(
        put(credentialsSet({ user: { ...asha, subscriptionType: 'pro' } })),
      );
      expect(saga.next().value).to.deep.equal(put(authLoadingSet(false)));
      expect(saga.next().done).to.equal(true);
    });

    it('gets a new CSRF token through the refresh when the stored one is unusable, and ends the session if refused', () => {
      const saga = story(confirmRestoredSession());
      saga.next();
      saga.next({ ...restored, csrfToken: 'undefined' });
      expect(saga.next(false).value).to.deep.equal(call(api.plain.post, '/auth/refresh'));
      expect(saga.throw(unauthorized).value).to.deep.equal(put(sessionExpired()));
      expect(saga.next().value).to.deep.equal(put(authLoadingSet(false)));
    });

    it('keeps the session when the server cannot be reached (nothing was refused)', () => {
      const saga = story(confirmRestoredSession());
      saga.next();
      saga.next(restored);
      saga.next(true);
      expect(saga.throw(new TypeError('Failed to fetch')).value).to.deep.equal(put(authLoadingSet(false)));
      expect(saga.next().done).to.equal(true);
    });

    it('does nothing for a visitor', () => {
      const saga = story(confirmRestoredSession());
      saga.next();
      expect(saga.next(signedOut).done).to.equal(true);
    });
  });

  it('an expired session: logged out, told so, and sent to /login to come back here', () => {
    const saga = story(endExpiredSession());
    expect(saga.next().value).to.deep.equal(select(selectAuth));
    expect(saga.next(restored).value).to.deep.equal(put(loggedOut()));
    const told = putAction(saga.next().value);
    expect(notificationShown.match(told) && told.payload).to.include({ message: SESSION_EXPIRED_MESSAGE, type: 'error' });
    expect(saga.next().value).to.deep.equal(call(currentPath));
    expect(saga.next('/me#subscription-plans-section').value).to.deep.equal(
      call(navigateTo, '/login', { state: { from: '/me#subscription-plans-section' } }),
    );
  });

  it('Sign Out ends the session on the server, and signs out here even when the server refuses', () => {
    const saga = story(signOut(signOutRequested({ then: '/' })));
    expect(saga.next().value).to.deep.equal(call(api.plain.post, '/auth/logout'));
    expect(saga.throw(unauthorized).value).to.deep.equal(put(loggedOut()));
    expect(saga.next().value).to.deep.equal(call(navigateTo, '/'));
  });
});
