import type { AdminEvent, AdminEventChain } from '@more-ai/contracts/api/admin-events';
import type { UnknownAction } from 'redux';
import { defineAction } from '../../../app/actions';
import type { LoadStatus } from '../../../app/load-status';
import { appendOlder, joiningEvents, LIVE_LIST_CAP, mergeArrived, newestFirst, typesIn } from './event-list';
import type { EventLogFilters } from './filters';

/** How the live tail's connection is: opening, open, lost and being re-opened, or given up on. */
export type LiveConnection = 'connecting' | 'open' | 'reconnecting' | 'failed';

export interface CorrelationChainView {
  readonly correlationId: string;
  readonly status: LoadStatus | 'notFound';
  readonly chain: AdminEventChain | null;
  readonly error: string | null;
}

export interface EventLogState {
  readonly filters: EventLogFilters;
  /** The first page's load. */
  readonly status: LoadStatus;
  /** Why the list could not be read (the server's message, e.g. a filter it refused). */
  readonly error: string | null;
  /** Newest first. */
  readonly rows: readonly AdminEvent[];
  readonly next: string | null;
  /** Load more's own state: the list stays while an older page is on its way. */
  readonly more: LoadStatus;
  /** Every event type seen on this page, for the type filter's suggestions. */
  readonly typesSeen: readonly string[];
  /** The event whose details are open. */
  readonly selected: AdminEvent | null;
  /** The correlation chain being looked at, if its panel is open. */
  readonly chain: CorrelationChainView | null;
  readonly live: {
    readonly on: boolean;
    readonly paused: boolean;
    readonly connection: LiveConnection;
    /** Events that came while paused: counted, shown on resume (the newest LIVE_LIST_CAP kept). */
    readonly held: readonly AdminEvent[];
    readonly heldCount: number;
  };
}

export const initialEventLogState: EventLogState = {
  filters: {},
  status: 'idle',
  error: null,
  rows: [],
  next: null,
  more: 'idle',
  typesSeen: [],
  selected: null,
  chain: null,
  live: { on: false, paused: false, connection: 'connecting', held: [], heldCount: 0 },
};

interface EventPage {
  readonly events: readonly AdminEvent[];
  readonly next: string | null;
}

/** The page shows the log filtered so (its address's query): the list is read again. */
export const eventLogOpened = defineAction<EventLogFilters>()('admin/events/opened');
/** The page is left: the live tail closes. */
export const eventLogLeft = defineAction()('admin/events/left');
export const eventsLoaded = defineAction<EventPage>()('admin/events/loaded');
export const eventsFailed = defineAction<string>()('admin/events/failed');
export const moreEventsRequested = defineAction()('admin/events/moreRequested');
export const moreEventsLoaded = defineAction<EventPage>()('admin/events/moreLoaded');
export const moreEventsFailed = defineAction()('admin/events/moreFailed');

export const eventSelected = defineAction<AdminEvent | null>()('admin/events/selected');
export const chainRequested = defineAction<string>()('admin/events/chainRequested');
export const chainLoaded = defineAction<AdminEventChain>()('admin/events/chainLoaded');
export const chainFailed = defineAction<{ notFound: boolean; message: string }>()('admin/events/chainFailed');
export const chainClosed = defineAction()('admin/events/chainClosed');

export const liveSwitched = defineAction<boolean>()('admin/events/liveSwitched');
export const livePaused = defineAction<boolean>()('admin/events/livePaused');
export const liveConnectionChanged = defineAction<LiveConnection>()('admin/events/liveConnection');
/** Events from the live tail, or a page read to fill what a lost connection missed. */
export const liveEventsArrived = defineAction<readonly AdminEvent[]>()('admin/events/liveArrived');

export const payloadCopyRequested = defineAction<string>()('admin/events/payloadCopyRequested');

export function eventLogReducer(state: EventLogState = initialEventLogState, action: UnknownAction): EventLogState {
  const { live } = state;
  if (eventLogOpened.match(action)) {
    return {
      ...state,
      filters: action.payload,
      status: 'loading',
      error: null,
      more: 'idle',
      live: { ...live, held: [], heldCount: 0 },
    };
  }
  if (eventsLoaded.match(action)) {
    const { events, next } = action.payload;
    return { ...state, status: 'loaded', rows: events, next, typesSeen: typesIn(events, state.typesSeen) };
  }
  if (eventsFailed.match(action)) return { ...state, status: 'failed', error: action.payload, rows: [], next: null };
  if (moreEventsRequested.match(action)) return { ...state, more: 'loading' };
  if (moreEventsLoaded.match(action)) {
    const list = appendOlder(state, action.payload);
    return { ...state, ...list, more: 'loaded', typesSeen: typesIn(action.payload.events, state.typesSeen) };
  }
  if (moreEventsFailed.match(action)) return { ...state, more: 'failed' };

  if (eventSelected.match(action)) return { ...state, selected: action.payload };
  if (chainRequested.match(action)) {
    return { ...state, chain: { correlationId: action.payload, status: 'loading', chain: null, error: null } };
  }
  if (chainLoaded.match(action)) {
    if (state.chain?.correlationId !== action.payload.correlationId) return state;
    return { ...state, chain: { ...state.chain, status: 'loaded', chain: action.payload } };
  }
  if (chainFailed.match(action)) {
    if (!state.chain) return state;
    const { notFound, message } = action.payload;
    return { ...state, chain: { ...state.chain, status: notFound ? 'notFound' : 'failed', error: message } };
  }
  if (chainClosed.match(action)) return { ...state, chain: null };

  if (liveSwitched.match(action)) {
    return { ...state, live: { on: action.payload, paused: false, connection: 'connecting', held: [], heldCount: 0 } };
  }
  if (eventLogLeft.match(action)) return { ...state, live: { ...initialEventLogState.live }, selected: null, chain: null };
  if (liveConnectionChanged.match(action)) return { ...state, live: { ...live, connection: action.payload } };
  if (livePaused.match(action)) {
    if (action.payload) return { ...state, live: { ...live, paused: true } };
    // Resumed: what came meanwhile joins the list.
    const list = mergeArrived(state, live.held);
    return { ...state, ...list, typesSeen: typesIn(live.held, state.typesSeen), live: { ...live, paused: false, held: [], heldCount: 0 } };
  }
  if (liveEventsArrived.match(action)) {
    // Until the first page is there, it will bring these events itself.
    if (state.status !== 'loaded') return state;
    if (live.paused) {
      const fresh = joiningEvents(state, [...live.held, ...action.payload]).filter((event) => !live.held.includes(event));
      if (fresh.length === 0) return state;
      const held = [...fresh, ...live.held].sort(newestFirst).slice(0, LIVE_LIST_CAP);
      return { ...state, live: { ...live, held, heldCount: live.heldCount + fresh.length } };
    }
    const list = mergeArrived(state, action.payload);
    return list === state ? state : { ...state, ...list, typesSeen: typesIn(action.payload, state.typesSeen) };
  }
  return state;
}
