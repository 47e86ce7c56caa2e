import { defineEvent, type EventOf } from '../definitions';

/** A user kept a movie as a favorite (SPEC §2 Favorites). Stream `Favorites-{userId}`. */
export const FavoriteAdded = defineEvent<{ userId: string; movieId: string }>()({ type: 'FavoriteAdded', version: 1 });

/** The user took a movie out of their favorites. */
export const FavoriteRemoved = defineEvent<{ userId: string; movieId: string }>()({ type: 'FavoriteRemoved', version: 1 });

/**
 * Going FREE archived these favourites (the newest beyond the FREE plan's number): hidden, and not
 * counted toward the limit, until upgrading to PRO again restores them.
 */
export const FavoritesArchived = defineEvent<{ userId: string; movieIds: string[] }>()({ type: 'FavoritesArchived', version: 1 });

/** Upgrading to PRO again brought these archived favourites back, in the order they were first added. */
export const FavoritesRestored = defineEvent<{ userId: string; movieIds: string[] }>()({ type: 'FavoritesRestored', version: 1 });

export type FavoritesEvent =
  | EventOf<typeof FavoriteAdded>
  | EventOf<typeof FavoriteRemoved>
  | EventOf<typeof FavoritesArchived>
  | EventOf<typeof FavoritesRestored>;

export const favoriteEvents = [FavoriteAdded, FavoriteRemoved, FavoritesArchived, FavoritesRestored] as const;
