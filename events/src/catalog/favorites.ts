import { defineEvent, type EventOf } from '../definitions';

/** A user kept a movie as a favorite (SPEC §2 Favorites). Stream `Favorites-{userId}`. */
export const FavoriteAdded = defineEvent<{ userId: string; movieId: string }>()({ type: 'FavoriteAdded', version: 1 });

/** The user took a movie out of their favorites. */
export const FavoriteRemoved = defineEvent<{ userId: string; movieId: string }>()({ type: 'FavoriteRemoved', version: 1 });

export type FavoritesEvent = EventOf<typeof FavoriteAdded> | EventOf<typeof FavoriteRemoved>;

export const favoriteEvents = [FavoriteAdded, FavoriteRemoved] as const;
