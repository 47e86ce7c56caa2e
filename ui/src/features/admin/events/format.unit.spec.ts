import { expect } from 'chai';
import { describe, it } from 'mocha';
import type { ChainNode } from '@more-ai/contracts/api/admin-events';
import { adminEvent } from './fixtures';
import {
  actorLabel,
  chainCauses,
  chainStep,
  countText,
  formatDuration,
  formatEventTime,
  formatOffset,
  isUpcast,
  isUserActor,
  prettyJson,
  shortId,
  versionLabel,
} from './format';

const node = (position: string, overrides: Parameters<typeof adminEvent>[1] = {}): ChainNode => ({
  event: adminEvent(position, overrides),
  offsetMs: 0,
  children: [],
});

describe('Event log formatting', () => {
  it('shows when an event was recorded to the millisecond, and a dash for nonsense', () => {
    expect(formatEventTime('2026-11-26T09:00:00.123Z')).to.match(/^Nov 2[56], 2026, \d\d:\d\d:00\.123$/);
    expect(formatEventTime('soon')).to.equal('—');
  });

  it('shortens long ids for the table and leaves short ones', () => {
    expect(shortId('a7e3c020-91bd-4bbd-a524-2bde6d59ff51')).to.equal('a7e3c020…');
    expect(shortId('catalog-seed')).to.equal('catalog-seed');
    expect(shortId('thirteen-char')).to.equal('thirteen…');
  });

  it('writes offsets and durations in ms under a second, then seconds, then minutes', () => {
    expect(formatOffset(0)).to.equal('+0 ms');
    expect(formatOffset(85.4)).to.equal('+85 ms');
    expect(formatDuration(999)).to.equal('999 ms');
    expect(formatDuration(1000)).to.equal('1 s');
    expect(formatDuration(1250)).to.equal('1.25 s');
    expect(formatDuration(59_994)).to.equal('59.99 s');
    expect(formatDuration(60_000)).to.equal('1 min');
    expect(formatDuration(125_000)).to.equal('2 min 5 s');
    expect(formatDuration(-5)).to.equal('0 ms');
  });

  it("names the actor: a user by name ('Deleted user' once shredded), else the actor as recorded", () => {
    expect(actorLabel(adminEvent('1-1'))).to.equal('asha');
    expect(isUserActor(adminEvent('1-1'))).to.equal(true);
    const deleted = adminEvent('1-1', { actorName: 'Deleted user' });
    expect(actorLabel(deleted)).to.equal('Deleted user');
    expect(isUserActor(deleted)).to.equal(true);
    const system = adminEvent('1-1', { actorName: null, metadata: { actor: 'system:processes', correlationId: 'c', causationId: 'c' } });
    expect(actorLabel(system)).to.equal('system:processes');
    expect(isUserActor(system)).to.equal(false);
  });

  it('shows the version, and both when the event was upcast', () => {
    expect(versionLabel({ written: 2, current: 2 })).to.equal('v2');
    expect(isUpcast({ written: 2, current: 2 })).to.equal(false);
    expect(versionLabel({ written: 1, current: 3 })).to.equal('v1 → v3');
    expect(isUpcast({ written: 1, current: 3 })).to.equal(true);
  });

  it('pretty-prints the payload with two spaces', () => {
    expect(prettyJson({ a: 1, b: { c: [true] } })).to.equal('{\n  "a": 1,\n  "b": {\n    "c": [\n      true\n    ]\n  }\n}');
  });

  it("tells the request's events from reactions and from jobs that carried the correlation on", () => {
    expect(chainStep(node('1-1'), 0)).to.equal('event');
    expect(chainStep(node('1-1'), 1)).to.equal('reaction');
    const job = node('1-1', { metadata: { actor: 'system:processes', correlationId: 'c', causationId: 'claim-1' } });
    expect(chainStep(job, 0)).to.equal('job');
    expect(chainStep(job, 2)).to.equal('reaction');
  });

  it("groups the chain's roots by the command that appended them, in log order", () => {
    const first = node('1-1', { metadata: { actor: 'u', correlationId: 'c', causationId: 'request-1' } });
    const second = node('2-1', { metadata: { actor: 'u', correlationId: 'c', causationId: 'request-2' } });
    const third = node('3-1', { metadata: { actor: 'u', correlationId: 'c', causationId: 'request-1' } });
    expect(chainCauses([first, second, third])).to.deep.equal([
      { causationId: 'request-1', nodes: [first, third] },
      { causationId: 'request-2', nodes: [second] },
    ]);
  });

  it('says how much of the log is shown', () => {
    expect(countText(50, true, false)).to.equal('Showing the newest 50 events');
    expect(countText(1, true, true)).to.equal('Showing the newest 1 event');
    expect(countText(7, false, true)).to.equal('Showing all 7 matching events');
    expect(countText(7, false, false)).to.equal('Showing all 7 events');
    expect(countText(1, false, true)).to.equal('Showing the one matching event');
    expect(countText(1, false, false)).to.equal('Showing the one event');
  });
});
