import { EVENT_PAGE_MAX, type AdminEventChain } from '@more-ai/contracts/api/admin-events';
import type { EventChannel } from 'redux-saga';
import { all, call, delay, flush, put, select, take, takeEvery, takeLatest, takeLeading } from 'redux-saga/effects';
import { api, ApiRequestFailed, errorMessage } from '../../../api/client';
import { notify } from '../../notifications/slice';
import { copyText } from '../../sharing/browser-sharing';
import { apiQuery, type EventLogFilters } from './filters';
import { liveTailChannel, type LiveMessage } from './live-tail';
import { selectEventFilters, selectLive, selectNextPage } from './selectors';
import {
  chainFailed,
  chainLoaded,
  chainRequested,
  eventLogLeft,
  eventLogOpened,
  eventsFailed,
  eventsLoaded,
  liveConnectionChanged,
  liveEventsArrived,
  liveSwitched,
  moreEventsFailed,
  moreEventsLoaded,
  moreEventsRequested,
  payloadCopyRequested,
  type EventLogState,
} from './slice';

export const EVENTS_FAILED = 'The events could not be loaded';
export const CHAIN_FAILED = 'The correlation chain could not be loaded';
export const PAYLOAD_COPIED = 'Payload copied';
export const COPY_FAILED = 'The browser did not let the payload be copied';
/** A live tail the server closed is opened anew this many times in a row before the page gives up. */
export const LIVE_ATTEMPTS = 3;
/** The wait before opening it anew, times the attempt. */
export const LIVE_RETRY_MS = 2000;

interface EventPageAnswer {
  events: EventLogState['rows'];
  next: string | null;
}

export function* eventLogSaga() {
  yield all([
    takeLatest(eventLogOpened.type, loadEvents),
    takeLeading(moreEventsRequested.type, loadOlderEvents),
    takeLatest(chainRequested.type, loadChain),
    // A change of filters opens the tail anew with them; leaving the page or switching Live off closes it.
    takeLatest([liveSwitched.type, eventLogOpened.type, eventLogLeft.type], followLiveTail),
    takeEvery(payloadCopyRequested.type, copyPayload),
  ]);
}

/** The newest page of the log as filtered. */
export function* loadEvents({ payload: filters }: ReturnType<typeof eventLogOpened>) {
  try {
    const page: EventPageAnswer = yield call(api.get, '/admin/events', apiQuery(filters));
    yield put(eventsLoaded(page));
  } catch (error) {
    yield put(eventsFailed(errorMessage(error, EVENTS_FAILED)));
  }
}

/** Load more: the page older than the oldest shown, by its position (keyset, never a page number). */
export function* loadOlderEvents() {
  const before: string | null = yield select(selectNextPage);
  if (!before) return;
  const filters: EventLogFilters = yield select(selectEventFilters);
  try {
    const page: EventPageAnswer = yield call(api.get, '/admin/events', { ...apiQuery(filters), before });
    yield put(moreEventsLoaded(page));
  } catch (error) {
    yield put(moreEventsFailed());
    yield put(notify(errorMessage(error, EVENTS_FAILED), 'error'));
  }
}

export function* loadChain({ payload: correlationId }: ReturnType<typeof chainRequested>) {
  try {
    const chain: AdminEventChain = yield call(api.get, `/admin/events/correlation/${encodeURIComponent(correlationId)}`);
    yield put(chainLoaded(chain));
  } catch (error) {
    const notFound = error instanceof ApiRequestFailed && error.status === 404;
    yield put(chainFailed({ notFound, message: errorMessage(error, CHAIN_FAILED) }));
  }
}

/**
 * The live tail while Live is on: arriving events join the list (or wait while paused). A dropped
 * connection is re-opened by the browser, resuming after the last event it had. A stream the server
 * closed (the session ended, too many streams) is opened anew after a read of the newest page, which
 * renews the session through the client's refresh and fills what was missed; after LIVE_ATTEMPTS
 * failures in a row the page says so and offers to try again.
 */
export function* followLiveTail() {
  const live: EventLogState['live'] = yield select(selectLive);
  if (!live.on) return;
  const filters: EventLogFilters = yield select(selectEventFilters);
  let failures = 0;
  for (;;) {
    yield put(liveConnectionChanged(failures === 0 ? 'connecting' : 'reconnecting'));
    const channel: EventChannel<LiveMessage> = yield call(liveTailChannel, apiQuery(filters));
    try {
      for (;;) {
        const first: LiveMessage = yield take(channel);
        const rest: LiveMessage[] = yield flush(channel);
        const messages = [first, ...rest];
        const events = messages.flatMap((message) => (message.kind === 'event' ? [message.event] : []));
        if (events.length > 0) yield put(liveEventsArrived(events));
        const last = messages.findLast((message) => message.kind !== 'event');
        if (last?.kind === 'closed') break;
        if (last?.kind === 'reconnecting') yield put(liveConnectionChanged('reconnecting'));
        if (last?.kind === 'open') {
          failures = 0;
          yield put(liveConnectionChanged('open'));
          // The tail starts at the newest event when it opens: what came since the list was read joins it.
          yield call(catchUp, filters);
        }
      }
    } finally {
      channel.close();
    }
    failures += 1;
    if (failures >= LIVE_ATTEMPTS) {
      yield put(liveConnectionChanged('failed'));
      return;
    }
    yield put(liveConnectionChanged('reconnecting'));
    yield delay(LIVE_RETRY_MS * failures);
    yield call(catchUp, filters);
  }
}

/** The newest events as filtered, merged into the list; a failure here is the tail's next try's to see. */
export function* catchUp(filters: EventLogFilters) {
  try {
    const page: EventPageAnswer = yield call(api.get, '/admin/events', { ...apiQuery(filters), limit: EVENT_PAGE_MAX });
    yield put(liveEventsArrived(page.events));
  } catch {
    // The live tail's own connection reports what is wrong.
  }
}

export function* copyPayload({ payload: text }: ReturnType<typeof payloadCopyRequested>) {
  try {
    yield call(copyText, text);
    yield put(notify(PAYLOAD_COPIED, 'success'));
  } catch {
    yield put(notify(COPY_FAILED, 'error'));
  }
}
