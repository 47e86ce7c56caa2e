import { expect } from 'chai';
import { eventRegistry, type SessionEvent } from '@more-ai/events/catalog/index';
import { ApiError } from '@more-ai/platform';
import type { SessionCommand } from './commands';
import { REFRESH_GRACE_SECONDS, sessionDecider } from './decide';
import type { SessionState } from './evolve';

const now = new Date('2026-03-01T10:00:00Z');
const later = '2026-03-31T10:00:00.000Z';
const start: SessionCommand = { type: 'StartSession', sessionId: 's1', userId: 'u1', refreshTokenHash: 'h1', expiresAt: later, userAgent: null };
const refresh = (presentedHash: string, next: string): SessionCommand => ({ type: 'RefreshSession', presentedHash, refreshTokenHash: next, expiresAt: later });

/** Runs commands in turn, folding what each decides, as the command pipeline does. */
function run(commands: SessionCommand[], at = now): { state: SessionState; events: SessionEvent[] } {
  let state = sessionDecider.initialState();
  let events: SessionEvent[] = [];
  for (const command of commands) {
    events = sessionDecider.decide(command, state, { now: at });
    state = events.reduce(sessionDecider.evolve, state);
  }
  return { state, events };
}

const refusal = (fn: () => unknown) => {
  try {
    fn();
  } catch (error) {
    if (error instanceof ApiError) return { status: error.status, code: error.code };
    throw error;
  }
  return undefined;
};

describe('sessions: deciding', () => {
  it('rotates the refresh token: only the newest one works', () => {
    const { state, events } = run([start, refresh('h1', 'h2')]);
    expect(events).to.deep.equal([{ type: 'SessionRefreshed', data: { sessionId: 's1', refreshTokenHash: 'h2', expiresAt: later, refreshedAt: now.toISOString() } }]);
    expect(state.refreshTokenHash).to.equal('h2');
  });

  it('lets the token just rotated away ask again for 10 seconds, answering with the same rotation', () => {
    const { state } = run([start, refresh('h1', 'h2')]);
    const seconds = (n: number) => ({ now: new Date(now.getTime() + n * 1000) });
    // Same old token, so the same derived new one: nothing new to record, the same pair goes out again.
    expect(sessionDecider.decide(refresh('h1', 'h2'), state, seconds(REFRESH_GRACE_SECONDS))).to.deep.equal([]);
    expect(state.refreshTokenHash).to.equal('h2');
    expect(sessionDecider.decide(refresh('h2', 'h3'), state, seconds(1)).map((e) => e.type)).to.deep.equal(['SessionRefreshed']);
  });

  it('ends the whole session when the token just rotated away comes back after the 10 seconds', () => {
    const { state } = run([start, refresh('h1', 'h2')]);
    const late = { now: new Date(now.getTime() + (REFRESH_GRACE_SECONDS + 1) * 1000) };
    expect(sessionDecider.decide(refresh('h1', 'h2'), state, late)).to.deep.equal([{ type: 'SessionEnded', data: { sessionId: 's1', reason: 'refresh-token-reuse' } }]);
  });

  it('reads a rotation recorded before the grace window existed as made 30 days before its expiry', () => {
    const recorded = { type: 'SessionRefreshed', data: { sessionId: 's1', refreshTokenHash: 'h2', expiresAt: later }, metadata: { schemaVersion: 1 } };
    const read = eventRegistry.upcast(recorded as unknown as Parameters<typeof eventRegistry.upcast>[0]);
    expect(read.data).to.deep.equal({ sessionId: 's1', refreshTokenHash: 'h2', expiresAt: later, refreshedAt: now.toISOString() });
  });

  it('ends the whole session when an older rotated token comes back, even at once', () => {
    const { state, events } = run([start, refresh('h1', 'h2'), refresh('h2', 'h3'), refresh('h1', 'h4')]);
    expect(events).to.deep.equal([{ type: 'SessionEnded', data: { sessionId: 's1', reason: 'refresh-token-reuse' } }]);
    expect(refusal(() => sessionDecider.decide(refresh('h3', 'h5'), state, { now }))).to.deep.equal({ status: 401, code: 'SESSION_EXPIRED' });
  });

  it('refuses a token the session never issued without ending it', () => {
    const { state } = run([start]);
    expect(refusal(() => sessionDecider.decide(refresh('forged', 'h2'), state, { now }))).to.deep.equal({ status: 401, code: 'SESSION_EXPIRED' });
    expect(sessionDecider.decide(refresh('h1', 'h2'), state, { now }).map((e) => e.type)).to.deep.equal(['SessionRefreshed']);
  });

  it('refuses to refresh once the refresh token has expired, and a session that never started', () => {
    const { state } = run([start]);
    expect(refusal(() => sessionDecider.decide(refresh('h1', 'h2'), state, { now: new Date(later) }))).to.deep.equal({ status: 401, code: 'SESSION_EXPIRED' });
    expect(refusal(() => sessionDecider.decide(refresh('h1', 'h2'), sessionDecider.initialState(), { now }))).to.deep.include({ status: 401 });
  });

  it('ends a session at logout, once', () => {
    const logout: SessionCommand = { type: 'EndSession', reason: 'logout' };
    const { state, events } = run([start, logout]);
    expect(events).to.deep.equal([{ type: 'SessionEnded', data: { sessionId: 's1', reason: 'logout' } }]);
    expect(sessionDecider.decide(logout, state, { now })).to.deep.equal([]);
  });

  it('at logout through the refresh cookie, ends the session only for a token it issued', () => {
    const withToken = (presentedHash: string): SessionCommand => ({ type: 'EndSession', reason: 'logout', presentedHash });
    expect(run([start, refresh('h1', 'h2'), withToken('h2')]).events[0]?.data).to.include({ reason: 'logout' });
    expect(run([start, refresh('h1', 'h2'), withToken('h1')]).events[0]?.data).to.include({ reason: 'refresh-token-reuse' });
    expect(run([start, withToken('forged')]).events).to.deep.equal([]);
  });
});
