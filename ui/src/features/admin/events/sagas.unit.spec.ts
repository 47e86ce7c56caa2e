import { expect } from 'chai';
import { describe, it } from 'mocha';
import { EVENT_PAGE_MAX } from '@more-ai/contracts/api/admin-events';
import { channel } from 'redux-saga';
import { call, delay, flush, put, select, take } from 'redux-saga/effects';
import { api, ApiRequestFailed } from '../../../api/client';
import { putAction, story } from '../../../app/saga-testing';
import { notificationShown } from '../../notifications/slice';
import { copyText } from '../../sharing/browser-sharing';
import { adminEvent } from './fixtures';
import { liveTailChannel, liveTailUrl, type LiveMessage } from './live-tail';
import {
  catchUp,
  CHAIN_FAILED,
  copyPayload,
  COPY_FAILED,
  followLiveTail,
  LIVE_ATTEMPTS,
  LIVE_RETRY_MS,
  loadChain,
  loadEvents,
  loadOlderEvents,
  PAYLOAD_COPIED,
} from './sagas';
import { selectEventFilters, selectLive, selectNextPage } from './selectors';
import {
  chainFailed,
  chainLoaded,
  chainRequested,
  eventLogOpened,
  eventsFailed,
  eventsLoaded,
  initialEventLogState,
  liveConnectionChanged,
  liveEventsArrived,
  moreEventsFailed,
  moreEventsLoaded,
  payloadCopyRequested,
} from './slice';

const liveOn = { ...initialEventLogState.live, on: true };

describe('Event log sagas', () => {
  it('reads the newest page with only the filters given', () => {
    const saga = story(loadEvents(eventLogOpened({ type: 'MovieAdded', correlationId: 'c-1' })));
    expect(saga.next().value).to.deep.equal(call(api.get, '/admin/events', { type: 'MovieAdded', correlationId: 'c-1' }));
    const page = { events: [adminEvent('2-1')], next: '2-1' };
    expect(saga.next(page).value).to.deep.equal(put(eventsLoaded(page)));
  });

  it("shows the server's reason when the list is refused", () => {
    const saga = story(loadEvents(eventLogOpened({ from: '2026-11-02T00:00:00Z', to: '2026-11-01T00:00:00Z' })));
    saga.next();
    expect(saga.throw(new ApiRequestFailed(400, 'from must not be later than to', undefined)).value).to.deep.equal(
      put(eventsFailed('from must not be later than to')),
    );
  });

  it('pages on with the position token the last page gave, never a page number', () => {
    const saga = story(loadOlderEvents());
    expect(saga.next().value).to.deep.equal(select(selectNextPage));
    expect(saga.next('20-1').value).to.deep.equal(select(selectEventFilters));
    expect(saga.next({ user: 'user-1' }).value).to.deep.equal(call(api.get, '/admin/events', { user: 'user-1', before: '20-1' }));
    const page = { events: [adminEvent('10-1')], next: null };
    expect(saga.next(page).value).to.deep.equal(put(moreEventsLoaded(page)));
  });

  it('asks for nothing more once the oldest event is shown, and says so when a page fails', () => {
    const done = story(loadOlderEvents());
    done.next();
    expect(done.next(null).done).to.equal(true);

    const failing = story(loadOlderEvents());
    failing.next();
    failing.next('20-1');
    failing.next({});
    expect(failing.throw(new TypeError('Failed to fetch')).value).to.deep.equal(put(moreEventsFailed()));
    expect(putAction(failing.next().value)).to.include({ type: notificationShown.type });
  });

  it('reads a correlation chain by its id, escaped, and tells a missing one from a failure', () => {
    const saga = story(loadChain(chainRequested('a/b c')));
    expect(saga.next().value).to.deep.equal(call(api.get, '/admin/events/correlation/a%2Fb%20c'));
    const chain = { correlationId: 'a/b c', started: '', finished: '', durationMs: 0, count: 0, truncated: false, nodes: [] };
    expect(saga.next(chain).value).to.deep.equal(put(chainLoaded(chain)));

    const missing = story(loadChain(chainRequested('nope')));
    missing.next();
    expect(missing.throw(new ApiRequestFailed(404, 'No event carries this correlation id', 'CORRELATION_NOT_FOUND')).value).to.deep.equal(
      put(chainFailed({ notFound: true, message: 'No event carries this correlation id' })),
    );
    const failing = story(loadChain(chainRequested('x')));
    failing.next();
    expect(failing.throw(new TypeError('Failed to fetch')).value).to.deep.equal(
      put(chainFailed({ notFound: false, message: CHAIN_FAILED })),
    );
  });

  it('opens no live tail while Live is off', () => {
    const saga = story(followLiveTail());
    expect(saga.next().value).to.deep.equal(select(selectLive));
    expect(saga.next(initialEventLogState.live).done).to.equal(true);
  });

  it('follows the live tail with the filters: on open it catches up, arriving events join in batches', () => {
    const saga = story(followLiveTail());
    saga.next();
    expect(saga.next(liveOn).value).to.deep.equal(select(selectEventFilters));
    expect(saga.next({ type: 'MovieAdded' }).value).to.deep.equal(put(liveConnectionChanged('connecting')));
    expect(saga.next().value).to.deep.equal(call(liveTailChannel, { type: 'MovieAdded' }));
    const messages = channel<LiveMessage>();
    expect(saga.next(messages).value).to.deep.equal(take(messages));
    expect(saga.next({ kind: 'open' }).value).to.deep.equal(flush(messages));
    expect(saga.next([]).value).to.deep.equal(put(liveConnectionChanged('open')));
    expect(saga.next().value).to.deep.equal(call(catchUp, { type: 'MovieAdded' }));
    expect(saga.next().value).to.deep.equal(take(messages));
    const [first, second] = [adminEvent('2-1'), adminEvent('3-1')];
    expect(saga.next({ kind: 'event', event: first }).value).to.deep.equal(flush(messages));
    expect(saga.next([{ kind: 'event', event: second }]).value).to.deep.equal(put(liveEventsArrived([first, second])));
    expect(saga.next().value).to.deep.equal(take(messages));
    // A dropped connection is the browser's to re-open: the page says it is reconnecting.
    saga.next({ kind: 'reconnecting' });
    expect(saga.next([]).value).to.deep.equal(put(liveConnectionChanged('reconnecting')));
  });

  it('opens a tail the server closed anew after catching up, and gives up after LIVE_ATTEMPTS failures in a row', () => {
    const saga = story(followLiveTail());
    saga.next();
    saga.next(liveOn);
    saga.next({});
    for (let failure = 1; failure <= LIVE_ATTEMPTS; failure += 1) {
      const messages = channel<LiveMessage>();
      expect(saga.next().value).to.deep.equal(call(liveTailChannel, {}));
      saga.next(messages);
      saga.next({ kind: 'closed' });
      const next = saga.next([]).value;
      if (failure === LIVE_ATTEMPTS) {
        expect(next).to.deep.equal(put(liveConnectionChanged('failed')));
        expect(saga.next().done).to.equal(true);
        return;
      }
      expect(next).to.deep.equal(put(liveConnectionChanged('reconnecting')));
      expect(saga.next().value).to.deep.equal(delay(LIVE_RETRY_MS * failure));
      expect(saga.next().value).to.deep.equal(call(catchUp, {}));
      expect(saga.next().value).to.deep.equal(put(liveConnectionChanged('reconnecting')));
    }
  });

  it('catches up with the newest events as filtered, the largest page the API gives', () => {
    const saga = story(catchUp({ stream: 'Account-1' }));
    expect(saga.next().value).to.deep.equal(call(api.get, '/admin/events', { stream: 'Account-1', limit: EVENT_PAGE_MAX }));
    const events = [adminEvent('5-1')];
    expect(saga.next({ events, next: null }).value).to.deep.equal(put(liveEventsArrived(events)));
    const failing = story(catchUp({}));
    failing.next();
    expect(failing.throw(new TypeError('Failed to fetch')).done).to.equal(true);
  });

  it('copies the payload and says whether the browser let it', () => {
    const copied = story(copyPayload(payloadCopyRequested('{"a":1}')));
    expect(copied.next().value).to.deep.equal(call(copyText, '{"a":1}'));
    expect((putAction(copied.next().value) as ReturnType<typeof notificationShown>).payload).to.include({
      message: PAYLOAD_COPIED,
      type: 'success',
    });
    const refused = story(copyPayload(payloadCopyRequested('x')));
    refused.next();
    expect((putAction(refused.throw(new Error('denied')).value) as ReturnType<typeof notificationShown>).payload).to.include({
      message: COPY_FAILED,
      type: 'error',
    });
  });

  it('names the live tail by the contract path with the filters as its query', () => {
    expect(liveTailUrl({})).to.equal('/api/admin/events/live');
    expect(liveTailUrl({ user: 'user-1', type: 'MovieAdded' })).to.equal('/api/admin/events/live?user=user-1&type=MovieAdded');
  });
});
