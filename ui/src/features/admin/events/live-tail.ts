import { liveAdminEvents, type AdminEvent } from '@more-ai/contracts/api/admin-events';
import { buffers, eventChannel, type EventChannel } from 'redux-saga';
import type { QueryParams } from '../../../api/client';

/** What the live tail's connection tells the saga that follows it. */
export type LiveMessage =
  | { readonly kind: 'open' }
  | { readonly kind: 'event'; readonly event: AdminEvent }
  /** The connection dropped; the browser re-opens it by itself, resuming after Last-Event-ID. */
  | { readonly kind: 'reconnecting' }
  /** The server refused or ended it for good (a 401, 403 or 429 answer): only a new stream helps. */
  | { readonly kind: 'closed' };

/** The live tail's address: the contract's path, with the list's filters as its query. */
export function liveTailUrl(query: QueryParams): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) if (value !== undefined) search.set(name, String(value));
  return search.size > 0 ? `${liveAdminEvents.path}?${search}` : liveAdminEvents.path;
}

/**
 * GET /api/admin/events/live as a channel of messages. EventSource re-opens a dropped stream itself
 * and sends Last-Event-ID, so nothing is missed across a reconnect; closing the channel closes the
 * stream. Messages wait in the channel while the saga is busy, never dropped.
 */
export function liveTailChannel(query: QueryParams): EventChannel<LiveMessage> {
  return eventChannel<LiveMessage>((emit) => {
    const source = new EventSource(liveTailUrl(query), { withCredentials: true });
    source.onopen = () => emit({ kind: 'open' });
    source.addEventListener('event', (message) => {
      try {
        emit({ kind: 'event', event: JSON.parse((message as MessageEvent<string>).data) as AdminEvent });
      } catch {
        // A frame that is not an event as the contract writes it is not shown.
      }
    });
    source.onerror = () => emit({ kind: source.readyState === EventSource.CLOSED ? 'closed' : 'reconnecting' });
    return () => source.close();
  }, buffers.expanding<LiveMessage>(100));
}
