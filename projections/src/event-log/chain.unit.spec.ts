import { expect } from 'chai';
import type { AdminEvent, ChainNode } from '@more-ai/contracts/api/admin-events';
import { chainTree } from './chain';

const T0 = Date.parse('2026-03-01T10:00:00.000Z');

function event(id: string, position: string, causationId: string, ms: number): AdminEvent {
  return {
    position,
    id,
    stream: `S-${id}`,
    revision: 0,
    type: 'T',
    version: { written: 1, current: 1 },
    time: new Date(T0 + ms).toISOString(),
    metadata: { actor: 'system', correlationId: 'c', causationId },
    actorName: null,
    data: {},
  };
}

/** The tree as `id@offset(children)`, for comparing shapes at a glance. */
function shape(nodes: readonly ChainNode[]): string[] {
  return nodes.map((node) => `${node.event.id}@${node.offsetMs}${node.children.length ? `(${shape(node.children).join(' ')})` : ''}`);
}

describe('a correlation chain as a tree', () => {
  it("puts the request's events at the root and each reaction under the event that caused it, with times from the first", () => {
    const request = [event('reserve', '10-1', 'req', 0), event('register', '11-1', 'req', 5), event('otp', '11-2', 'req', 5)];
    const reactions = [
      event('sent', '20-1', 'otp', 900),
      event('receipt', '30-1', 'sent', 1500),
      event('release', '21-1', 'reserve', 1000),
    ];
    expect(shape(chainTree([...reactions, ...request]))).to.deep.equal([
      'reserve@0(release@1000)',
      'register@5',
      'otp@5(sent@900(receipt@1500))',
    ]);
  });

  it('orders by log position, the commit before the sequence, not by text', () => {
    const events = [event('b', '9-2', 'r', 2), event('a', '9-1', 'r', 1), event('c', '10-0', 'r', 3), event('d', '100-0', 'r', 4)];
    expect(shape(chainTree(events))).to.deep.equal(['a@0', 'b@1', 'c@2', 'd@3']);
  });

  it('keeps siblings in log order', () => {
    const events = [event('root', '1-1', 'r', 0), event('second', '3-1', 'root', 20), event('first', '2-1', 'root', 10)];
    expect(shape(chainTree(events))).to.deep.equal(['root@0(first@10 second@20)']);
  });

  it('makes a root of an event whose cause comes later in the log, or is itself, so no tree loops', () => {
    const events = [event('a', '1-1', 'b', 0), event('b', '2-1', 'a', 10), event('self', '3-1', 'self', 20)];
    expect(shape(chainTree(events))).to.deep.equal(['a@0(b@10)', 'self@20']);
  });

  it('shows an event once though the log gave it twice', () => {
    expect(shape(chainTree([event('a', '1-1', 'r', 0), event('a', '1-1', 'r', 0)]))).to.deep.equal(['a@0']);
  });

  it('is empty without events', () => {
    expect(chainTree([])).to.deep.equal([]);
  });
});
