import type { AllStreamResolvedEvent } from '@eventstore/db-client';
import { expect } from 'chai';
import { START } from '../../position';
import { esdbExpectedRevision, esdbReadPosition, ownEventAfter, serverFilter, toRecordedEvent } from './mapping';

function resolved(streamId: string, type: string, commit = 10n): AllStreamResolvedEvent {
  return {
    event: {
      streamId,
      id: '5b5d5c4e-4e4b-4b8a-9d2c-0e7a3f1c2b10',
      isJson: true,
      revision: 3n,
      type,
      created: new Date('2025-06-30T12:00:00Z'),
      data: { title: 'Dune' },
      metadata: { actor: 'system' },
      position: { commit, prepare: commit },
    },
  } as AllStreamResolvedEvent;
}

describe('EventStoreDB mapping', () => {
  it('maps every expected revision to the client’s', () => {
    expect(['no-stream', 'stream-exists', 'any', 4n].map((e) => esdbExpectedRevision(e as never))).to.deep.equal([
      'no_stream',
      'stream_exists',
      'any',
      4n,
    ]);
  });

  it('reads from the start for START and from the position otherwise', () => {
    expect(esdbReadPosition(START)).to.equal('start');
    expect(esdbReadPosition({ commit: 7n, prepare: 5n })).to.deep.equal({ commit: 7n, prepare: 5n });
  });

  it('asks the server for whole categories only, not for longer names that start alike', () => {
    const { regex } = serverFilter({ categories: ['Contact', 'Watchlist'] }) as { regex: string };
    const matches = (stream: string) => new RegExp(regex).test(stream);
    expect(['Contact-1', 'Watchlist-2', 'Contact'].every(matches)).to.equal(true);
    expect(['ContactReservation-1', 'Account-1'].some(matches)).to.equal(false);
  });

  it('keeps EventStoreDB’s own events out of the product’s history', () => {
    expect(toRecordedEvent(resolved('$stats-127.0.0.1:2113', 'StatsCollected'))).to.equal(undefined);
    expect(toRecordedEvent(resolved('Contact-1', '$metadata'))).to.equal(undefined);
    expect(toRecordedEvent(resolved('Contact-1', 'ContactMessageSubmitted'))).to.deep.include({
      streamId: 'Contact-1',
      type: 'ContactMessageSubmitted',
      revision: 3n,
      position: { commit: 10n, prepare: 10n },
    });
  });

  it('passes only events after the position that match every given filter', () => {
    const after = { commit: 10n, prepare: 10n };
    const filter = { categories: ['Contact'], types: ['ContactMessageSubmitted'] };
    expect(ownEventAfter(resolved('Contact-1', 'ContactMessageSubmitted', 11n), after, filter)).to.not.equal(undefined);
    expect(ownEventAfter(resolved('Contact-1', 'ContactMessageSubmitted', 10n), after, filter)).to.equal(undefined);
    expect(ownEventAfter(resolved('Contact-1', 'ContactStatusUpdated', 11n), after, filter)).to.equal(undefined);
    expect(ownEventAfter(resolved('Watchlist-1', 'ContactMessageSubmitted', 11n), after, filter)).to.equal(undefined);
  });
});
