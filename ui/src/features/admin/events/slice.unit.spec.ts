import { expect } from 'chai';
import { describe, it } from 'mocha';
import type { AdminEventChain } from '@more-ai/contracts/api/admin-events';
import { adminEvent } from './fixtures';
import {
  chainClosed,
  chainFailed,
  chainLoaded,
  chainRequested,
  eventLogLeft,
  eventLogOpened,
  eventLogReducer,
  eventSelected,
  eventsFailed,
  eventsLoaded,
  initialEventLogState,
  liveConnectionChanged,
  liveEventsArrived,
  livePaused,
  liveSwitched,
  moreEventsFailed,
  moreEventsLoaded,
  moreEventsRequested,
  type EventLogState,
} from './slice';

const reduce = (...actions: Parameters<typeof eventLogReducer>[1][]) => actions.reduce(eventLogReducer, initialEventLogState);
const loaded = (...positions: string[]): EventLogState =>
  reduce(eventLogOpened({}), eventsLoaded({ events: positions.map((position) => adminEvent(position)), next: positions.at(-1) ?? null }));
const positions = (state: EventLogState) => state.rows.map((event) => event.position);

describe('Event log state', () => {
  it('reads the list anew for the filters of the address, keeping the types seen', () => {
    const opened = reduce(eventLogOpened({ stream: 'Account-1' }));
    expect(opened.status).to.equal('loading');
    expect(opened.filters).to.deep.equal({ stream: 'Account-1' });
    const shown = eventLogReducer(opened, eventsLoaded({ events: [adminEvent('2-1', { type: 'MovieAdded' })], next: '2-1' }));
    expect(shown).to.include({ status: 'loaded', next: '2-1' });
    expect(shown.typesSeen).to.deep.equal(['MovieAdded']);
  });

  it('shows why the list failed and no rows', () => {
    const failed = eventLogReducer(loaded('2-1'), eventsFailed('from must not be later than to'));
    expect(failed).to.include({ status: 'failed', error: 'from must not be later than to', next: null });
    expect(failed.rows).to.deep.equal([]);
  });

  it('appends an older page on Load more and keeps the list when it fails', () => {
    const asking = eventLogReducer(loaded('3-1', '2-1'), moreEventsRequested());
    expect(asking.more).to.equal('loading');
    const more = eventLogReducer(asking, moreEventsLoaded({ events: [adminEvent('1-1')], next: null }));
    expect(positions(more)).to.deep.equal(['3-1', '2-1', '1-1']);
    expect(more).to.include({ next: null, more: 'loaded' });
    expect(positions(eventLogReducer(asking, moreEventsFailed()))).to.deep.equal(['3-1', '2-1']);
    expect(eventLogReducer(asking, moreEventsFailed()).more).to.equal('failed');
  });

  it('prepends live events while live, and holds and counts them while paused until resumed', () => {
    const live = eventLogReducer(eventLogReducer(loaded('2-1'), liveSwitched(true)), liveConnectionChanged('open'));
    const shown = eventLogReducer(live, liveEventsArrived([adminEvent('3-1')]));
    expect(positions(shown)).to.deep.equal(['3-1', '2-1']);

    const paused = eventLogReducer(shown, livePaused(true));
    const held = [
      liveEventsArrived([adminEvent('4-1')]),
      liveEventsArrived([adminEvent('5-1'), adminEvent('4-1'), adminEvent('3-1')]),
    ].reduce(eventLogReducer, paused);
    expect(positions(held)).to.deep.equal(['3-1', '2-1']);
    expect(held.live.heldCount).to.equal(2);

    const resumed = eventLogReducer(held, livePaused(false));
    expect(positions(resumed)).to.deep.equal(['5-1', '4-1', '3-1', '2-1']);
    expect(resumed.live).to.include({ paused: false, heldCount: 0 });
    expect(resumed.live.held).to.deep.equal([]);
  });

  it('ignores live events until the first page is there (it brings them itself)', () => {
    const opening = reduce(liveSwitched(true), eventLogOpened({}));
    expect(eventLogReducer(opening, liveEventsArrived([adminEvent('1-1')]))).to.equal(opening);
  });

  it('starts the live tail connecting, and stops it and closes the panel when the page is left', () => {
    const on = eventLogReducer(loaded('1-1'), liveSwitched(true));
    expect(on.live).to.include({ on: true, paused: false, connection: 'connecting' });
    const looking = eventLogReducer(eventLogReducer(on, eventSelected(adminEvent('1-1'))), chainRequested('request-1'));
    const left = eventLogReducer(looking, eventLogLeft());
    expect(left.live.on).to.equal(false);
    expect(left.selected).to.equal(null);
    expect(left.chain).to.equal(null);
  });

  it('follows a correlation chain: loading, loaded, not found, closed; an answer for another id is ignored', () => {
    const asking = reduce(chainRequested('request-1'));
    expect(asking.chain).to.deep.equal({ correlationId: 'request-1', status: 'loading', chain: null, error: null });
    const chain: AdminEventChain = {
      correlationId: 'request-1',
      started: '2026-11-26T09:00:00.000Z',
      finished: '2026-11-26T09:00:00.000Z',
      durationMs: 0,
      count: 1,
      truncated: false,
      nodes: [{ event: adminEvent('1-1'), offsetMs: 0, children: [] }],
    };
    expect(eventLogReducer(asking, chainLoaded(chain)).chain).to.include({ status: 'loaded', chain });
    expect(eventLogReducer(asking, chainLoaded({ ...chain, correlationId: 'other' }))).to.equal(asking);
    expect(eventLogReducer(asking, chainFailed({ notFound: true, message: 'No event carries this correlation id' })).chain).to.include({
      status: 'notFound',
    });
    expect(eventLogReducer(asking, chainFailed({ notFound: false, message: 'An error occurred' })).chain).to.include({
      status: 'failed',
      error: 'An error occurred',
    });
    expect(eventLogReducer(asking, chainClosed()).chain).to.equal(null);
  });
});
