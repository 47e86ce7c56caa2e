import { expect } from 'chai';
import { eventRegistry, type SessionEndReason, type SessionEvent } from '@more-ai/events/catalog/index';
import { Conflict, Unauthorized } from '@more-ai/platform';
import { deciderSpec } from '@more-ai/testing/decider-spec';
import type { SessionCommand } from './commands';
import { REFRESH_GRACE_SECONDS, sessionDecider } from './decide';

const now = new Date('2026-03-01T10:00:00Z');
const later = '2026-03-31T10:00:00.000Z';
const start: SessionCommand = {
  type: 'StartSession',
  sessionId: 's1',
  userId: 'u1',
  refreshTokenHash: 'h1',
  expiresAt: later,
  userAgent: null,
};
const refresh = (presentedHash: string, next: string): SessionCommand => ({
  type: 'RefreshSession',
  presentedHash,
  refreshTokenHash: next,
  expiresAt: later,
});

const spec = deciderSpec(sessionDecider, { now });
const started: SessionEvent = {
  type: 'SessionStarted',
  data: { sessionId: 's1', userId: 'u1', refreshTokenHash: 'h1', expiresAt: later, userAgent: null },
};
const refreshed = (refreshTokenHash: string, at = now): SessionEvent => ({
  type: 'SessionRefreshed',
  data: { sessionId: 's1', refreshTokenHash, expiresAt: later, refreshedAt: at.toISOString() },
});
const ended = (reason: SessionEndReason): SessionEvent => ({ type: 'SessionEnded', data: { sessionId: 's1', reason } });
const secondsLater = (n: number) => ({ now: new Date(now.getTime() + n * 1000) });

describe('sessions: deciding', () => {
  it('starts a session once', () => {
    spec.given([]).when(start).then([started]);
    spec.given([started]).when(start).thenThrows(Conflict, 'This session has already started', 'SESSION_EXISTS');
  });

  it('rotates the refresh token: only the newest one works', () => {
    spec
      .given([started])
      .when(refresh('h1', 'h2'))
      .then([refreshed('h2')]);
    spec
      .given([started, refreshed('h2')])
      .when(refresh('h2', 'h3'))
      .then([refreshed('h3')]);
  });

  it('lets the token just rotated away ask again for 10 seconds, answering with the same rotation', () => {
    // Same old token, so the same derived new one: nothing new to record, the same pair goes out again.
    spec
      .given([started, refreshed('h2')])
      .when(refresh('h1', 'h2'), secondsLater(REFRESH_GRACE_SECONDS))
      .then([]);
    spec
      .given([started, refreshed('h2')])
      .when(refresh('h2', 'h3'), secondsLater(1))
      .then([refreshed('h3', secondsLater(1).now)]);
  });

  it('gives the 10 seconds only to the token just rotated away, asking for the rotation it already got', () => {
    spec
      .given([started, refreshed('h2')])
      .when(refresh('forged', 'h2'), secondsLater(1))
      .thenThrows(Unauthorized, 'Your session has expired. Please log in again.', 'SESSION_EXPIRED');
    spec
      .given([started, refreshed('h2')])
      .when(refresh('h1', 'h9'), secondsLater(1))
      .then([ended('refresh-token-reuse')]);
  });

  it('ends the whole session when the token just rotated away comes back after the 10 seconds', () => {
    spec
      .given([started, refreshed('h2')])
      .when(refresh('h1', 'h2'), secondsLater(REFRESH_GRACE_SECONDS + 1))
      .then([ended('refresh-token-reuse')]);
  });

  it('reads a rotation recorded before the grace window existed as made 30 days before its expiry', () => {
    const recorded = {
      type: 'SessionRefreshed',
      data: { sessionId: 's1', refreshTokenHash: 'h2', expiresAt: later },
      metadata: { schemaVersion: 1 },
    };
    const read = eventRegistry.upcast(recorded as unknown as Parameters<typeof eventRegistry.upcast>[0]);
    expect(read.data).to.deep.equal({ sessionId: 's1', refreshTokenHash: 'h2', expiresAt: later, refreshedAt: now.toISOString() });
  });

  it('ends the whole session when an older rotated token comes back, even at once', () => {
    spec
      .given([started, refreshed('h2'), refreshed('h3')])
      .when(refresh('h1', 'h4'))
      .then([ended('refresh-token-reuse')]);
    spec
      .given([started, refreshed('h2'), refreshed('h3'), ended('refresh-token-reuse')])
      .when(refresh('h3', 'h5'))
      .thenThrows(Unauthorized, 'Your session has expired. Please log in again.', 'SESSION_EXPIRED');
  });

  it('refuses a token the session never issued without ending it', () => {
    spec
      .given([started])
      .when(refresh('forged', 'h2'))
      .thenThrows(Unauthorized, 'Your session has expired. Please log in again.', 'SESSION_EXPIRED');
    spec
      .given([started])
      .when(refresh('h1', 'h2'))
      .then([refreshed('h2')]);
  });

  it('refuses to refresh once the refresh token has expired, and a session that never started', () => {
    spec
      .given([started])
      .when(refresh('h1', 'h2'), { now: new Date(later) })
      .thenThrows(Unauthorized, 'Your session has expired. Please log in again.', 'SESSION_EXPIRED');
    spec.given([]).when(refresh('h1', 'h2')).thenThrows(Unauthorized, 'Your session has expired. Please log in again.', 'SESSION_EXPIRED');
  });

  it('ends a session at logout, once', () => {
    const logout: SessionCommand = { type: 'EndSession', reason: 'logout' };
    spec
      .given([started])
      .when(logout)
      .then([ended('logout')]);
    spec
      .given([started, ended('logout')])
      .when(logout)
      .then([]);
  });

  it('at logout through the refresh cookie, ends the session only for a token it issued', () => {
    const withToken = (presentedHash: string): SessionCommand => ({ type: 'EndSession', reason: 'logout', presentedHash });
    spec
      .given([started, refreshed('h2')])
      .when(withToken('h2'))
      .then([ended('logout')]);
    spec
      .given([started, refreshed('h2')])
      .when(withToken('h1'))
      .then([ended('refresh-token-reuse')]);
    spec.given([started]).when(withToken('forged')).then([]);
  });
});
