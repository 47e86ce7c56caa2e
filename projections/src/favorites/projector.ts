import type { Knex } from 'knex';
import type { RecordedEventOf } from '@more-ai/events/definitions';
import type { AccountDeleted, FavoriteAdded, FavoriteRemoved, FavoritesArchived, FavoritesRestored } from '@more-ai/events/catalog/index';
import { defineProjector } from '../runner/projector';
import { favoritesMigrations } from './migrations';

type Added = RecordedEventOf<typeof FavoriteAdded>;
type Removed = RecordedEventOf<typeof FavoriteRemoved>;
type Deleted = RecordedEventOf<typeof AccountDeleted>;
type Archiving = RecordedEventOf<typeof FavoritesArchived> | RecordedEventOf<typeof FavoritesRestored>;

/**
 * Read model `rm_favorites.favorites`: each user's favorite movies with when they were added
 * (GET /api/favorites, profiles, the favorites feature usage). A deleted account's favorites are
 * removed, so they disappear from every view of other users too. Favourites a downgrade archived
 * are marked `archived` (and unmarked when restored): the queries leave them out.
 */
export const favoritesProjector = defineProjector({
  name: 'favorites',
  schema: 'rm_favorites',
  migrations: favoritesMigrations,
  // Runs of one type keep the order: add, remove and add again of one movie end up added.
  on: {
    FavoriteAdded: addFavorites,
    FavoriteRemoved: removeFavorites,
    AccountDeleted: forgetAccounts,
    FavoritesArchived: (events, trx) => markFavorites(events, true, trx),
    FavoritesRestored: (events, trx) => markFavorites(events, false, trx),
  },
});

async function addFavorites(events: readonly Added[], trx: Knex.Transaction): Promise<void> {
  const userIds = [...new Set(events.map((event) => event.data.userId))];
  const deleted = new Set((await trx('deleted_accounts').whereIn('user_id', userIds).pluck('user_id')) as string[]);
  const rows = events
    .filter((event) => !deleted.has(event.data.userId))
    .map((event) => ({
      user_id: event.data.userId,
      movie_id: event.data.movieId,
      added_at: event.recordedAt,
      position_commit: event.position.commit.toString(),
      position_prepare: event.position.prepare.toString(),
      archived: false,
    }));
  // An archived favourite added again is a new add: visible, and the newest.
  if (rows.length > 0)
    await trx('favorites')
      .insert(rows)
      .onConflict(['user_id', 'movie_id'])
      .merge(['added_at', 'position_commit', 'position_prepare', 'archived']);
}

async function markFavorites(events: readonly Archiving[], archived: boolean, trx: Knex.Transaction): Promise<void> {
  const pairs = events.flatMap(({ data }) => data.movieIds.map((movieId) => [data.userId, movieId]));
  if (pairs.length > 0) await trx('favorites').whereIn(['user_id', 'movie_id'], pairs).update({ archived });
}

async function removeFavorites(events: readonly Removed[], trx: Knex.Transaction): Promise<void> {
  await trx('favorites')
    .whereIn(
      ['user_id', 'movie_id'],
      events.map(({ data }) => [data.userId, data.movieId]),
    )
    .delete();
}

async function forgetAccounts(events: readonly Deleted[], trx: Knex.Transaction): Promise<void> {
  const userIds = events.map((event) => event.data.userId);
  await trx('deleted_accounts')
    .insert(userIds.map((user_id) => ({ user_id })))
    .onConflict('user_id')
    .ignore();
  await trx('favorites').whereIn('user_id', userIds).delete();
}
