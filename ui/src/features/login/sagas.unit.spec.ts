import { expect } from 'chai';
import { describe, it } from 'mocha';
import { story } from '../../app/saga-testing';
import { call, put } from 'redux-saga/effects';
import { api, ApiRequestFailed } from '../../api/client';
import { navigateTo } from '../../app/navigation';
import type { SessionUser } from '../auth/session-user';
import { credentialsSet } from '../auth/slice';
import { INVALID_USER_DATA, logIn } from './sagas';
import { loginFailed, loginSubmitted, loginSucceeded } from './slice';

const asha: SessionUser = { _id: 'u1', username: 'asha', email: 'asha@example.com', role: 'user' };
const form = { email: ' asha@example.com ', password: 'Popcorn#2025' };

describe('Signing in (SPEC §2, §5, §8)', () => {
  it('sends the trimmed e-mail and takes the user back where they were going', () => {
    const saga = story(logIn(loginSubmitted({ ...form, from: '/favorites' })));
    expect(saga.next().value).to.deep.equal(call(api.plain.post, '/auth/login', { email: 'asha@example.com', password: 'Popcorn#2025' }));
    expect(saga.next({ user: asha, csrfToken: 'token-1' }).value).to.deep.equal(put(credentialsSet({ user: asha, csrfToken: 'token-1' })));
    expect(saga.next().value).to.deep.equal(put(loginSucceeded()));
    expect(saga.next().value).to.deep.equal(call(navigateTo, '/favorites', { replace: true }));
  });

  it('takes admins and superadmins to the dashboard, and others to /recommendations by default', () => {
    for (const [role, destination] of [
      ['admin', '/admin/dashboard'],
      ['superadmin', '/admin/dashboard'],
      ['user', '/recommendations'],
    ] as const) {
      const saga = story(logIn(loginSubmitted({ ...form, from: role === 'user' ? undefined : '/favorites' })));
      saga.next();
      saga.next({ user: { ...asha, role }, csrfToken: 'token-1' });
      saga.next();
      expect(saga.next().value).to.deep.equal(call(navigateTo, destination, { replace: true }), role);
    }
  });

  it("refuses an answer without a user: 'Invalid user data received from server'", () => {
    const saga = story(logIn(loginSubmitted(form)));
    saga.next();
    expect(saga.next({ csrfToken: 'token-1' }).value).to.deep.equal(put(loginFailed({ message: INVALID_USER_DATA })));
    expect(saga.next().done).to.equal(true);
  });

  it("shows the server's message, else 'Login failed', and offers verification to an unverified account", () => {
    const unverified = story(logIn(loginSubmitted(form)));
    unverified.next();
    const refusal = new ApiRequestFailed(403, 'Please verify your email before logging in.', 'EMAIL_NOT_VERIFIED');
    expect(unverified.throw(refusal).value).to.deep.equal(
      put(loginFailed({ message: 'Please verify your email before logging in.', unverifiedEmail: 'asha@example.com' })),
    );

    const silent = story(logIn(loginSubmitted(form)));
    silent.next();
    expect(silent.throw(new ApiRequestFailed(502, undefined, undefined)).value).to.deep.equal(
      put(loginFailed({ message: 'Login failed' })),
    );
  });
});
