import type { Knex } from 'knex';
import type { RecordedEventOf } from '@more-ai/events/definitions';
import type { WatchlistCreated, WatchlistMoviesArchived, WatchlistMoviesRestored, WatchlistUpdated } from '@more-ai/events/catalog/index';
import { DELETED_WATCHLIST_NAME } from '@more-ai/events/catalog/watchlists';
import { defineProjector } from '../runner/projector';
import { watchlistsMigrations } from './migrations';

type CreatedEvent = RecordedEventOf<typeof WatchlistCreated>;
type UpdatedEvent = RecordedEventOf<typeof WatchlistUpdated>;
type MoviesEvent = RecordedEventOf<typeof WatchlistMoviesArchived> | RecordedEventOf<typeof WatchlistMoviesRestored>;

// A deleted owner's lists: deleted, and their words what the sealed ones read as once the owner's
// key is gone, so a rebuild after the deletion gives the same rows.
const scrubbed = { deleted: true, name: DELETED_WATCHLIST_NAME, description: '' };

/**
 * Read model `rm_watchlists`: every watchlist with its movies and followers (SPEC §2 Watchlists,
 * Profiles). When an account is deleted its lists are marked deleted and scrubbed, and its follows
 * of other lists removed, so it disappears from everyone's views. Lists and movies a downgrade
 * archived are marked `archived` (and unmarked when restored): the queries leave them out.
 */
export const watchlistsProjector = defineProjector({
  name: 'watchlists',
  schema: 'rm_watchlists',
  migrations: watchlistsMigrations,
  // One statement (or a few) per run of one type, in order: a later event sees the earlier ones.
  on: {
    WatchlistCreated: createLists,
    async WatchlistUpdated(events, trx) {
      for (const event of events) await updateList(event, trx);
    },
    async WatchlistDeleted(events, trx) {
      await deleteLists(
        events.map((event) => event.data.watchlistId),
        trx,
      );
    },
    async MovieAddedToWatchlist(events, trx) {
      const rows = events.map(({ data, recordedAt }) => ({
        watchlist_id: data.watchlistId,
        movie_id: data.movieId,
        added_at: recordedAt,
        archived: false,
      }));
      // An archived movie added again is a new add: visible, and the newest.
      await insertIntoLiveLists('watchlist_movies', ['watchlist_id', 'movie_id'], rows, trx, ['added_at', 'archived']);
    },
    async MovieRemovedFromWatchlist(events, trx) {
      await trx('watchlist_movies')
        .whereIn(
          ['watchlist_id', 'movie_id'],
          events.map(({ data }) => [data.watchlistId, data.movieId]),
        )
        .delete();
    },
    async WatchlistFollowed(events, trx) {
      const deleted = await deletedAccounts(
        events.map((event) => event.data.userId),
        trx,
      );
      const rows = events
        .filter(({ data }) => !deleted.has(data.userId))
        .map(({ data, recordedAt }) => ({ watchlist_id: data.watchlistId, user_id: data.userId, followed_at: recordedAt }));
      await insertIntoLiveLists('watchlist_followers', ['watchlist_id', 'user_id'], rows, trx);
    },
    async WatchlistUnfollowed(events, trx) {
      await trx('watchlist_followers')
        .whereIn(
          ['watchlist_id', 'user_id'],
          events.map(({ data }) => [data.watchlistId, data.userId]),
        )
        .delete();
    },
    WatchlistArchived: (events, trx) => markLists(events, true, trx),
    WatchlistRestored: (events, trx) => markLists(events, false, trx),
    WatchlistMoviesArchived: (events, trx) => markMovies(events, true, trx),
    WatchlistMoviesRestored: (events, trx) => markMovies(events, false, trx),
    async AccountDeleted(events, trx) {
      await forgetAccounts(
        events.map((event) => event.data.userId),
        trx,
      );
    },
  },
});

async function createLists(events: readonly CreatedEvent[], trx: Knex.Transaction): Promise<void> {
  const deleted = await deletedAccounts(
    events.map((event) => event.data.ownerId),
    trx,
  );
  const rows = events.map(({ data }) => ({
    id: data.watchlistId,
    owner_id: data.ownerId,
    is_private: data.isPrivate,
    created_at: data.createdAt,
    updated_at: data.createdAt,
    ...(deleted.has(data.ownerId) ? scrubbed : { name: data.name, description: data.description, deleted: false }),
  }));
  await trx('watchlists').insert(rows).onConflict('id').ignore();
}

async function updateList({ data }: UpdatedEvent, trx: Knex.Transaction): Promise<void> {
  await trx('watchlists')
    .where({ id: data.watchlistId, deleted: false })
    .update({ name: data.name, description: data.description, is_private: data.isPrivate, updated_at: data.updatedAt });
}

async function deleteLists(ids: string[], trx: Knex.Transaction): Promise<void> {
  await trx('watchlists').whereIn('id', ids).update({ deleted: true });
  await trx('watchlist_movies').whereIn('watchlist_id', ids).delete();
  await trx('watchlist_followers').whereIn('watchlist_id', ids).delete();
}

async function markLists(events: readonly { data: { watchlistId: string } }[], archived: boolean, trx: Knex.Transaction): Promise<void> {
  await trx('watchlists')
    .whereIn(
      'id',
      events.map((event) => event.data.watchlistId),
    )
    .update({ archived });
}

async function markMovies(events: readonly MoviesEvent[], archived: boolean, trx: Knex.Transaction): Promise<void> {
  const pairs = events.flatMap(({ data }) => data.movieIds.map((movieId) => [data.watchlistId, movieId]));
  if (pairs.length > 0) await trx('watchlist_movies').whereIn(['watchlist_id', 'movie_id'], pairs).update({ archived });
}

async function forgetAccounts(userIds: string[], trx: Knex.Transaction): Promise<void> {
  await trx('deleted_accounts')
    .insert(userIds.map((user_id) => ({ user_id })))
    .onConflict('user_id')
    .ignore();
  const owned = trx('watchlists').whereIn('owner_id', userIds).select('id');
  await trx('watchlist_movies').whereIn('watchlist_id', owned.clone()).delete();
  await trx('watchlist_followers').whereIn('watchlist_id', owned.clone()).orWhereIn('user_id', userIds).delete();
  await trx('watchlists').whereIn('owner_id', userIds).update(scrubbed);
}

async function deletedAccounts(userIds: string[], trx: Knex.Transaction): Promise<Set<string>> {
  return new Set(
    await trx('deleted_accounts')
      .whereIn('user_id', [...new Set(userIds)])
      .pluck('user_id'),
  );
}

/**
 * Movies and followers of a deleted list are gone with it, also when their event came late. A row
 * already there is left as it is, or has the `merge` columns set from the new one.
 */
async function insertIntoLiveLists(
  table: string,
  key: string[],
  rows: { watchlist_id: string }[],
  trx: Knex.Transaction,
  merge: string[] = [],
): Promise<void> {
  const gone = new Set<string>(
    await trx('watchlists')
      .whereIn('id', [...new Set(rows.map((row) => row.watchlist_id))])
      .where('deleted', true)
      .pluck('id'),
  );
  const live = rows.filter((row) => !gone.has(row.watchlist_id));
  if (live.length === 0) return;
  const insert = trx(table).insert(live).onConflict(key);
  await (merge.length > 0 ? insert.merge(merge) : insert.ignore());
}
