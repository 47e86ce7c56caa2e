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
  | { type: 'CloseWatchlist'; userId: string; watchlistId: string }
  /** A downgrade's archive: the lists stay open here but leave (and on restore rejoin) the count. */
  | { type: 'ArchiveSlots'; userId: string; watchlistIds: readonly string[] }
  | { type: 'RestoreSlots'; userId: string; watchlistIds: readonly string[] };

export interface WatchlistOwnerState {
  /** The owner's watchlists that are not deleted. */
  open: ReadonlySet<string>;
  /** The open ones a downgrade archived: they do not count toward the limit. */
  archived: ReadonlySet<string>;
}

/** How many of the owner's lists count toward the plan's watchlists limit: the open ones not archived. */
export function slotsTaken(state: WatchlistOwnerState): number {
  return [...state.open].filter((id) => !state.archived.has(id)).length;
}

export function evolveWatchlistOwner(state: WatchlistOwnerState, event: WatchlistOwnerEvent): WatchlistOwnerState {
  const open = new Set(state.open);
  const archived = new Set(state.archived);
  switch (event.type) {
    case 'WatchlistOpened':
      open.add(event.data.watchlistId);
      break;
    case 'WatchlistClosed':
      open.delete(event.data.watchlistId);
      archived.delete(event.data.watchlistId);
      break;
    case 'WatchlistSlotsArchived':
      event.data.watchlistIds.forEach((id) => archived.add(id));
      break;
    case 'WatchlistSlotsRestored':
      event.data.watchlistIds.forEach((id) => archived.delete(id));
      break;
  }
  return { open, archived };
}

/**
 * Opening and closing are idempotent, so a create or delete that failed halfway can simply be
 * repeated: a watchlist already open (or already closed) appends nothing.
 */
export function decideWatchlistOwner(command: WatchlistOwnerCommand, state: WatchlistOwnerState): WatchlistOwnerEvent[] {
  const { userId } = command;
  switch (command.type) {
    case 'OpenWatchlist': {
      const { watchlistId } = command;
      if (state.open.has(watchlistId)) return [];
      // Stryker disable next-line ArrayDeclaration: equivalent, only lists open here are freed, whatever else is named
      const freed = [...new Set(command.deleted ?? [])].filter((id) => state.open.has(id) && !state.archived.has(id));
      if (command.limit >= 0 && slotsTaken(state) - freed.length >= command.limit) throw new WatchlistsLimitReached(command.limit);
      return [
        ...freed.map((id): WatchlistOwnerEvent => ({ type: 'WatchlistClosed', data: { userId, watchlistId: id } })),
        { type: 'WatchlistOpened', data: { userId, watchlistId } },
      ];
    }
    case 'CloseWatchlist': {
      const { watchlistId } = command;
      return state.open.has(watchlistId) ? [{ type: 'WatchlistClosed', data: { userId, watchlistId } }] : [];
    }
    case 'ArchiveSlots': {
      const watchlistIds = [...new Set(command.watchlistIds)].filter((id) => state.open.has(id) && !state.archived.has(id));
      return watchlistIds.length > 0 ? [{ type: 'WatchlistSlotsArchived', data: { userId, watchlistIds } }] : [];
    }
    case 'RestoreSlots': {
      const watchlistIds = [...new Set(command.watchlistIds)].filter((id) => state.archived.has(id));
      return watchlistIds.length > 0 ? [{ type: 'WatchlistSlotsRestored', data: { userId, watchlistIds } }] : [];
    }
  }
}

/**
 * One stream per user: `WatchlistOwner-{userId}`. Every watchlist is opened here, against the whole
 * set at its revision, before it is created in its own stream, so concurrent creates on the FREE
 * plan stop at exactly the limit.
 */
export const watchlistOwnerDecider: Decider<WatchlistOwnerCommand, WatchlistOwnerState, WatchlistOwnerEvent> = {
  category: 'WatchlistOwner',
  initialState: () => ({ open: new Set(), archived: new Set() }),
  evolve: evolveWatchlistOwner,
  decide: decideWatchlistOwner,
};
