import { expect } from 'chai';
import { RememberedSessions, type SessionLookup } from './remembered-sessions';
import type { SessionUser } from './tokens';

const alice: SessionUser = { userId: 'alice', role: 'user', sessionId: 's-alice' };
const bob: SessionUser = { userId: 'bob', role: 'user', sessionId: 's-bob' };

/** The sessions table as a map, counting lookups; a lookup can be held open to race an ending. */
function table(rows: Record<string, { userId: string; active: boolean }>) {
  const state = { lookups: 0, hold: undefined as Promise<void> | undefined };
  const lookup: SessionLookup = async (sessionId) => {
    state.lookups += 1;
    const row = rows[sessionId];
    await state.hold;
    return row && { ...row };
  };
  return { rows, state, lookup };
}

describe('RememberedSessions', () => {
  let clock: number;
  let listening: boolean;
  const options = () => ({ listening: () => listening, now: () => clock, ttlMs: 1000 });
  beforeEach(() => {
    clock = 0;
    listening = true;
  });

  it('looks an active session up once, then answers from memory', async () => {
    const { state, lookup } = table({ 's-alice': { userId: 'alice', active: true } });
    const sessions = new RememberedSessions(lookup, options());
    expect(await sessions.isActive(alice)).to.equal(true);
    expect(await sessions.isActive(alice)).to.equal(true);
    expect(state.lookups).to.equal(1);
    expect(sessions.size).to.equal(1);
  });

  it('refuses a session that has ended, or that belongs to someone else, and never remembers them as active', async () => {
    const { state, lookup } = table({ 's-alice': { userId: 'alice', active: false }, 's-bob': { userId: 'bob', active: true } });
    const sessions = new RememberedSessions(lookup, options());
    expect(await sessions.isActive(alice)).to.equal(false);
    expect(await sessions.isActive(alice)).to.equal(false);
    expect(state.lookups).to.equal(2);
    // Bob's session id under Alice's name: refused, from the database and then from memory.
    const impostor: SessionUser = { ...alice, sessionId: 's-bob' };
    expect(await sessions.isActive(impostor)).to.equal(false);
    expect(await sessions.isActive(bob)).to.equal(true);
    expect(await sessions.isActive(impostor)).to.equal(false);
  });

  it('takes a session without a row yet as active, and looks again next time', async () => {
    const { rows, state, lookup } = table({});
    const sessions = new RememberedSessions(lookup, options());
    expect(await sessions.isActive(alice)).to.equal(true);
    rows['s-alice'] = { userId: 'alice', active: false };
    expect(await sessions.isActive(alice)).to.equal(false);
    expect(state.lookups).to.equal(2);
  });

  it('forgets a session as soon as it hears that it ended', async () => {
    const { rows, lookup } = table({ 's-alice': { userId: 'alice', active: true }, 's-bob': { userId: 'bob', active: true } });
    const sessions = new RememberedSessions(lookup, options());
    await sessions.isActive(alice);
    await sessions.isActive(bob);
    rows['s-alice']!.active = false;
    sessions.ended(['s-alice']);
    expect(await sessions.isActive(alice)).to.equal(false);
    expect(sessions.size).to.equal(1);
    expect(await sessions.isActive(bob)).to.equal(true);
  });

  it('forgets everything when endings may have gone unheard', async () => {
    const { state, lookup } = table({ 's-alice': { userId: 'alice', active: true }, 's-bob': { userId: 'bob', active: true } });
    const sessions = new RememberedSessions(lookup, options());
    await sessions.isActive(alice);
    await sessions.isActive(bob);
    sessions.ended('missed');
    expect(sessions.size).to.equal(0);
    await sessions.isActive(alice);
    expect(state.lookups).to.equal(3);
  });

  it('does not remember a lookup that overlapped an ending: it may have read the row before the end committed', async () => {
    const { state, lookup } = table({ 's-alice': { userId: 'alice', active: true } });
    const sessions = new RememberedSessions(lookup, options());
    let release!: () => void;
    state.hold = new Promise((resolve) => (release = resolve));
    const pending = sessions.isActive(alice);
    sessions.ended(['s-somebody-else']);
    release();
    expect(await pending).to.equal(true);
    expect(sessions.size).to.equal(0);
  });

  it('neither trusts nor remembers anything while it cannot hear endings', async () => {
    const { state, lookup } = table({ 's-alice': { userId: 'alice', active: true } });
    const sessions = new RememberedSessions(lookup, options());
    await sessions.isActive(alice);
    listening = false;
    expect(await sessions.isActive(alice)).to.equal(true);
    expect(await sessions.isActive(alice)).to.equal(true);
    expect(state.lookups).to.equal(3);
    expect(sessions.size).to.equal(0);
    listening = true;
    await sessions.isActive(alice);
    await sessions.isActive(alice);
    expect(state.lookups).to.equal(4);
  });

  it('looks again once a remembered session has been trusted for its time', async () => {
    const { state, lookup } = table({ 's-alice': { userId: 'alice', active: true } });
    const sessions = new RememberedSessions(lookup, options());
    await sessions.isActive(alice);
    clock = 999;
    await sessions.isActive(alice);
    expect(state.lookups).to.equal(1);
    clock = 1000;
    await sessions.isActive(alice);
    expect(state.lookups).to.equal(2);
    clock = 1999;
    await sessions.isActive(alice);
    expect(state.lookups).to.equal(2);
  });

  it('keeps at most its capacity, letting the longest remembered go first', async () => {
    const { state, lookup } = table({ 's-alice': { userId: 'alice', active: true }, 's-bob': { userId: 'bob', active: true } });
    const sessions = new RememberedSessions(lookup, { ...options(), capacity: 1 });
    await sessions.isActive(alice);
    await sessions.isActive(bob);
    expect(sessions.size).to.equal(1);
    await sessions.isActive(bob);
    expect(state.lookups).to.equal(2);
    await sessions.isActive(alice);
    expect(state.lookups).to.equal(3);
  });

  it('remembers for a minute, up to 50,000 sessions, by default', async () => {
    const { state, lookup } = table({ 's-alice': { userId: 'alice', active: true } });
    const sessions = new RememberedSessions(lookup, { listening: () => true, now: () => clock });
    await sessions.isActive(alice);
    clock = 59_999;
    await sessions.isActive(alice);
    expect(state.lookups).to.equal(1);
    clock = 60_000;
    await sessions.isActive(alice);
    expect(state.lookups).to.equal(2);

    const many = new RememberedSessions(async (sessionId) => ({ userId: sessionId, active: true }), { listening: () => true });
    for (let i = 0; i < 50_001; i += 1) await many.isActive({ userId: `u${i}`, role: 'user', sessionId: `u${i}` });
    expect(many.size).to.equal(50_000);
  });
});
