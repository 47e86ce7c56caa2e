import { defineEvent, type EventOf, type PersonalData } from '../definitions';

/**
 * The gate that keeps "at most 5 watchlists on the FREE plan" exact under concurrent creates:
 * stream `WatchlistOwner-{userId}` holds which of the user's watchlists are open. A watchlist is
 * opened here before it is created in its own stream, and closed here after it is deleted.
 */
export const WatchlistOpened = defineEvent<{ userId: string; watchlistId: string }>()({ type: 'WatchlistOpened', version: 1 });
export const WatchlistClosed = defineEvent<{ userId: string; watchlistId: string }>()({ type: 'WatchlistClosed', version: 1 });

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

export type WatchlistOwnerEvent = EventOf<typeof WatchlistOpened> | EventOf<typeof WatchlistClosed>;

export type WatchlistEvent =
  | EventOf<typeof WatchlistCreated>
  | EventOf<typeof WatchlistUpdated>
  | EventOf<typeof WatchlistDeleted>
  | EventOf<typeof MovieAddedToWatchlist>
  | EventOf<typeof MovieRemovedFromWatchlist>
  | EventOf<typeof WatchlistFollowed>
  | EventOf<typeof WatchlistUnfollowed>;

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
] as const;
