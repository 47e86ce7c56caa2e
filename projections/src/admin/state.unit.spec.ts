import { expect } from 'chai';
import { CATCHING_UP_AFTER_MS, STALLED_AFTER_MS, stateOf } from './state';

const now = new Date('2026-03-01T12:00:00Z');
const ago = (ms: number) => new Date(now.getTime() - ms);
const healthy = { rebuilding: false, active: true, lagMs: 0, lastError: null, updatedAt: ago(1000), now };

describe("a projector's state on the admin projections page", () => {
  it('is running when up to date, or behind only by events just appended', () => {
    expect(stateOf(healthy)).to.equal('running');
    expect(stateOf({ ...healthy, lagMs: CATCHING_UP_AFTER_MS - 1 })).to.equal('running');
    expect(stateOf({ ...healthy, updatedAt: ago(10 * STALLED_AFTER_MS) })).to.equal('running');
  });

  it('is catching up once the oldest event it lacks has waited the threshold', () => {
    expect(stateOf({ ...healthy, lagMs: CATCHING_UP_AFTER_MS })).to.equal('catching up');
    expect(stateOf({ ...healthy, lagMs: STALLED_AFTER_MS })).to.equal('catching up');
    // Long behind, but its checkpoint moves: it works through a backlog.
    expect(stateOf({ ...healthy, lagMs: 10 * STALLED_AFTER_MS, updatedAt: ago(STALLED_AFTER_MS) })).to.equal('catching up');
  });

  it('is stalled when behind with a checkpoint that has not moved, or when no instance applies it', () => {
    expect(stateOf({ ...healthy, lagMs: STALLED_AFTER_MS + 1, updatedAt: ago(STALLED_AFTER_MS + 1) })).to.equal('stalled');
    expect(stateOf({ ...healthy, lagMs: STALLED_AFTER_MS + 1, updatedAt: null })).to.equal('stalled');
    expect(stateOf({ ...healthy, active: false })).to.equal('stalled');
  });

  it('is failed while its last error is newer than its last progress', () => {
    expect(stateOf({ ...healthy, lastError: { at: ago(500) } })).to.equal('failed');
    expect(stateOf({ ...healthy, lastError: { at: ago(5) }, updatedAt: null })).to.equal('failed');
    expect(stateOf({ ...healthy, lastError: { at: ago(1000) } })).to.equal('running');
    expect(stateOf({ ...healthy, lastError: { at: ago(2000) } })).to.equal('running');
    expect(stateOf({ ...healthy, active: false, lastError: { at: ago(5) } })).to.equal('failed');
  });

  it('is rebuilding while a rebuild runs, whatever else holds', () => {
    expect(stateOf({ ...healthy, rebuilding: true })).to.equal('rebuilding');
    expect(stateOf({ ...healthy, rebuilding: true, active: false, lastError: { at: ago(5) } })).to.equal('rebuilding');
  });
});
