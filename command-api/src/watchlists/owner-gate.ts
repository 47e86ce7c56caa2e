import type { WatchlistOwnerEvent } from '@more-ai/events/catalog/index';
import type { Decider } from '../pipeline/decider';
import { WatchlistsLimitReached } from './limits';

/**
 * `limit` is the owner's plan's `limited_watchlists`; -1 is unlimited. `deleted` names lists open
 * here that the caller found deleted in their own streams: their slots are free from the moment of
 * the deletion, before the watchlist slots reactor closes them, so they are closed in the same append.
 */
export type WatchlistOwnerCommand =
  | { type: 'OpenWatchlist'; userId: string; watchlistId: string; limit: number; deleted?: readonly string[] }
  | { type: 'CloseWatchlist'; userId: string; watchlistId: string };

export interface WatchlistOwnerState {
  /** The owner's watchlists that are not deleted. */
  open: ReadonlySet<string>;
}

export function evolveWatchlistOwner(state: WatchlistOwnerState, event: WatchlistOwnerEvent): WatchlistOwnerState {
  const open = new Set(state.open);
  if (event.type === 'WatchlistOpened') open.add(event.data.watchlistId);
  else if (event.type === 'WatchlistClosed') open.delete(event.data.watchlistId);
  return { open };
}

/**
 * Opening and closing are idempotent, so a create or delete that failed halfway can simply be
 * repeated: a watchlist already open (or already closed) appends nothing.
 */
export function decideWatchlistOwner(command: WatchlistOwnerCommand, state: WatchlistOwnerState): WatchlistOwnerEvent[] {
  const { userId, watchlistId } = command;
  const isOpen = state.open.has(watchlistId);
  switch (command.type) {
    case 'OpenWatchlist': {
      if (isOpen) return [];
      // Stryker disable next-line ArrayDeclaration: equivalent, only lists open here are freed, whatever else is named
      const freed = [...new Set(command.deleted ?? [])].filter((id) => state.open.has(id));
      if (command.limit >= 0 && state.open.size - freed.length >= command.limit) throw new WatchlistsLimitReached(command.limit);
      return [
        ...freed.map((id): WatchlistOwnerEvent => ({ type: 'WatchlistClosed', data: { userId, watchlistId: id } })),
        { type: 'WatchlistOpened', data: { userId, watchlistId } },
      ];
    }
    case 'CloseWatchlist':
      return isOpen ? [{ type: 'WatchlistClosed', data: { userId, watchlistId } }] : [];
  }
}

/**
 * One stream per user: `WatchlistOwner-{userId}`. Every watchlist is opened here, against the whole
 * set at its revision, before it is created in its own stream, so concurrent creates on the FREE
 * plan stop at exactly the limit.
 */
export const watchlistOwnerDecider: Decider<WatchlistOwnerCommand, WatchlistOwnerState, WatchlistOwnerEvent> = {
  category: 'WatchlistOwner',
  initialState: () => ({ open: new Set() }),
  evolve: evolveWatchlistOwner,
  decide: decideWatchlistOwner,
};
