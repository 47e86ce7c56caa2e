import { defineEvent, type EventOf, type PersonalData } from '../definitions';

/**
 * The gate that keeps "at most 5 watchlists on the FREE plan" exact under concurrent creates:
 * stream `WatchlistOwner-{userId}` holds which of the user's watchlists are open. A watchlist is
 * opened here before it is created in its own stream, and closed here after it is deleted.
 */
export const WatchlistOpened = defineEvent<{ userId: string; watchlistId: string }>()({ type: 'WatchlistOpened', version: 1 });
export const WatchlistClosed = defineEvent<{ userId: string; watchlistId: string }>()({ type: 'WatchlistClosed', version: 1 });

/**
 * A downgrade archived these open watchlists: they stay open at the gate (so the next downgrade
 * finds them) but no longer count toward the plan's watchlists limit.
 */
export const WatchlistSlotsArchived = defineEvent<{ userId: string; watchlistIds: string[] }>()({
  type: 'WatchlistSlotsArchived',
  version: 1,
});

/** Upgrading to PRO again restored these archived watchlists: they count toward the limit again. */
export const WatchlistSlotsRestored = defineEvent<{ userId: string; watchlistIds: string[] }>()({
  type: 'WatchlistSlotsRestored',
  version: 1,
});

/** What a watchlist's name reads as once its owner deleted the account. */
export const DELETED_WATCHLIST_NAME = 'Deleted watchlist';

// A watchlist's name and description are the owner's own words: sealed with the owner's key, so
// they become unreadable in the log once the owner deletes the account (ARCHITECTURE rule 5).
const ownersWords: PersonalData<{ ownerId: string; name: string; description: string }> = {
  subject: (data) => `user:${data.ownerId}`,
  fields: { name: DELETED_WATCHLIST_NAME, description: '' },
};

/** A user made a watchlist. Stream `Watchlist-{watchlistId}`; `createdAt` is ISO time (deciders see only payloads). */
export const WatchlistCreated = defineEvent<{
  watchlistId: string;
  ownerId: string;
  name: string;
  description: string;
  isPrivate: boolean;
  createdAt: string;
}>()({ type: 'WatchlistCreated', version: 1, personalData: ownersWords });

/** The owner changed the name, description or privacy; the payload carries all three. */
export const WatchlistUpdated = defineEvent<{
  watchlistId: string;
  ownerId: string;
  name: string;
  description: string;
  isPrivate: boolean;
  updatedAt: string;
}>()({ type: 'WatchlistUpdated', version: 1, personalData: ownersWords });

export const WatchlistDeleted = defineEvent<{ watchlistId: string }>()({ type: 'WatchlistDeleted', version: 1 });

export const MovieAddedToWatchlist = defineEvent<{ watchlistId: string; movieId: string }>()({ type: 'MovieAddedToWatchlist', version: 1 });

export const MovieRemovedFromWatchlist = defineEvent<{ watchlistId: string; movieId: string }>()({
  type: 'MovieRemovedFromWatchlist',
  version: 1,
});

/** Another user follows a public watchlist. */
export const WatchlistFollowed = defineEvent<{ watchlistId: string; userId: string }>()({ type: 'WatchlistFollowed', version: 1 });

export const WatchlistUnfollowed = defineEvent<{ watchlistId: string; userId: string }>()({ type: 'WatchlistUnfollowed', version: 1 });

/**
 * Going FREE archived the whole watchlist (a private one, or a public one beyond the FREE plan's
 * number of watchlists): hidden from everyone, its owner included, and closed to every change
 * until upgrading to PRO again restores it. Its movies and followers are kept.
 */
export const WatchlistArchived = defineEvent<{ watchlistId: string; archivedAt: string }>()({ type: 'WatchlistArchived', version: 1 });

/** Upgrading to PRO again brought the archived watchlist back as it was. */
export const WatchlistRestored = defineEvent<{ watchlistId: string; restoredAt: string }>()({ type: 'WatchlistRestored', version: 1 });

/**
 * Going FREE archived these movies of the watchlist (the newest added beyond the FREE plan's
 * movies per watchlist): hidden, and not counted toward the limit, until restored.
 */
export const WatchlistMoviesArchived = defineEvent<{ watchlistId: string; movieIds: string[] }>()({
  type: 'WatchlistMoviesArchived',
  version: 1,
});

/** Upgrading to PRO again brought these archived movies back, in the order they were first added. */
export const WatchlistMoviesRestored = defineEvent<{ watchlistId: string; movieIds: string[] }>()({
  type: 'WatchlistMoviesRestored',
  version: 1,
});

export type WatchlistOwnerEvent =
  | EventOf<typeof WatchlistOpened>
  | EventOf<typeof WatchlistClosed>
  | EventOf<typeof WatchlistSlotsArchived>
  | EventOf<typeof WatchlistSlotsRestored>;

export type WatchlistEvent =
  | EventOf<typeof WatchlistCreated>
  | EventOf<typeof WatchlistUpdated>
  | EventOf<typeof WatchlistDeleted>
  | EventOf<typeof MovieAddedToWatchlist>
  | EventOf<typeof MovieRemovedFromWatchlist>
  | EventOf<typeof WatchlistFollowed>
  | EventOf<typeof WatchlistUnfollowed>
  | EventOf<typeof WatchlistArchived>
  | EventOf<typeof WatchlistRestored>
  | EventOf<typeof WatchlistMoviesArchived>
  | EventOf<typeof WatchlistMoviesRestored>;

export const watchlistEvents = [
  WatchlistOpened,
  WatchlistClosed,
  WatchlistCreated,
  WatchlistUpdated,
  WatchlistDeleted,
  MovieAddedToWatchlist,
  MovieRemovedFromWatchlist,
  WatchlistFollowed,
  WatchlistUnfollowed,
  WatchlistSlotsArchived,
  WatchlistSlotsRestored,
  WatchlistArchived,
  WatchlistRestored,
  WatchlistMoviesArchived,
  WatchlistMoviesRestored,
] as const;
