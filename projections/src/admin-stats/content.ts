import type { Knex } from 'knex';
import type { RecordedEventOf } from '@more-ai/events/definitions';
import type { WatchlistMoviesArchived, WatchlistMoviesRestored } from '@more-ai/events/catalog/index';
import type { EventHandlers } from '@more-ai/platform/consumers/define-consumer';
import { changeFavorites, changeWatchlists, countActivity, deletedAmong } from './tables';

type MoviesArchiving = RecordedEventOf<typeof WatchlistMoviesArchived> | RecordedEventOf<typeof WatchlistMoviesRestored>;

/**
 * What users keep: favourites, and watchlists with their movies and followers. Only what is live
 * counts (not archived by a downgrade, not deleted, not a deleted account's); each change a user
 * makes counts as one of their actions.
 */
export const contentHandlers: EventHandlers = {
  async FavoriteAdded(events, trx) {
    const gone = await deletedAmong(
      trx,
      events.map(({ data }) => data.userId),
    );
    const live = events.filter(({ data }) => !gone.has(data.userId));
    if (live.length === 0) return;
    const pairs = live.map(({ data }) => [data.userId, data.movieId]);
    const rows = live.map(({ data }) => ({ user_id: data.userId, movie_id: data.movieId, archived: false }));
    // An archived favourite added again is live again.
    await changeFavorites(
      trx,
      (q) => q.whereIn(['user_id', 'movie_id'], pairs),
      () => trx('favorites').insert(rows).onConflict(['user_id', 'movie_id']).merge(['archived']),
    );
    countActivity(
      trx,
      live.map(({ data }) => data.userId),
    );
  },
  async FavoriteRemoved(events, trx) {
    const pairs = events.map(({ data }) => [data.userId, data.movieId]);
    await changeFavorites(
      trx,
      (q) => q.whereIn(['user_id', 'movie_id'], pairs),
      () => trx('favorites').whereIn(['user_id', 'movie_id'], pairs).delete(),
    );
    countActivity(
      trx,
      events.map(({ data }) => data.userId),
    );
  },
  FavoritesArchived: (events, trx) => markFavorites(events, true, trx),
  FavoritesRestored: (events, trx) => markFavorites(events, false, trx),

  async WatchlistCreated(events, trx) {
    const gone = await deletedAmong(
      trx,
      events.map(({ data }) => data.ownerId),
    );
    const rows = events.map(({ data }) => ({
      id: data.watchlistId,
      owner_id: data.ownerId,
      name: data.isPrivate || gone.has(data.ownerId) ? null : data.name,
      is_private: data.isPrivate,
      // A list made in a race with its owner's deletion is gone with the account.
      deleted: gone.has(data.ownerId),
      created_at: data.createdAt,
    }));
    await changeWatchlists(
      trx,
      rows.map((row) => row.id),
      () => trx('watchlists').insert(rows).onConflict('id').ignore(),
    );
    countActivity(
      trx,
      events.filter(({ data }) => !gone.has(data.ownerId)).map(({ data }) => data.ownerId),
    );
  },
  async WatchlistUpdated(events, trx) {
    await changeWatchlists(
      trx,
      events.map(({ data }) => data.watchlistId),
      async () => {
        for (const { data } of events)
          await trx('watchlists')
            .where({ id: data.watchlistId, deleted: false })
            .update({ is_private: data.isPrivate, name: data.isPrivate ? null : data.name });
      },
    );
    countActivity(
      trx,
      events.map(({ data }) => data.ownerId),
    );
  },
  async WatchlistDeleted(events, trx) {
    const ids = events.map(({ data }) => data.watchlistId);
    const owners = await liveOwnersOf(trx, ids);
    await changeWatchlists(trx, ids, async () => {
      await trx('watchlists').whereIn('id', ids).update({ deleted: true, name: null });
      await trx('watchlist_movies').whereIn('watchlist_id', ids).delete();
      await trx('watchlist_followers').whereIn('watchlist_id', ids).delete();
    });
    countActivity(
      trx,
      ids.flatMap((id) => owners.get(id) ?? []),
    );
  },
  async MovieAddedToWatchlist(events, trx) {
    await changeLiveLists(trx, events, async (live) => {
      const rows = live.map(({ data }) => ({ watchlist_id: data.watchlistId, movie_id: data.movieId, archived: false }));
      await trx('watchlist_movies').insert(rows).onConflict(['watchlist_id', 'movie_id']).merge(['archived']);
    });
  },
  async MovieRemovedFromWatchlist(events, trx) {
    await changeLiveLists(trx, events, async (live) => {
      await trx('watchlist_movies')
        .whereIn(
          ['watchlist_id', 'movie_id'],
          live.map(({ data }) => [data.watchlistId, data.movieId]),
        )
        .delete();
    });
  },
  async WatchlistFollowed(events, trx) {
    const gone = await deletedAmong(
      trx,
      events.map(({ data }) => data.userId),
    );
    const live = await liveListEvents(
      trx,
      events.filter(({ data }) => !gone.has(data.userId)),
    );
    if (live.length === 0) return;
    await changeWatchlists(
      trx,
      live.map(({ data }) => data.watchlistId),
      () =>
        trx('watchlist_followers')
          .insert(live.map(({ data }) => ({ watchlist_id: data.watchlistId, user_id: data.userId })))
          .onConflict(['watchlist_id', 'user_id'])
          .ignore(),
    );
    countActivity(
      trx,
      live.map(({ data }) => data.userId),
    );
  },
  async WatchlistUnfollowed(events, trx) {
    await changeWatchlists(
      trx,
      events.map(({ data }) => data.watchlistId),
      () =>
        trx('watchlist_followers')
          .whereIn(
            ['watchlist_id', 'user_id'],
            events.map(({ data }) => [data.watchlistId, data.userId]),
          )
          .delete(),
    );
    countActivity(
      trx,
      events.map(({ data }) => data.userId),
    );
  },
  WatchlistArchived: (events, trx) => markLists(events, true, trx),
  WatchlistRestored: (events, trx) => markLists(events, false, trx),
  WatchlistMoviesArchived: (events, trx) => markListMovies(events, true, trx),
  WatchlistMoviesRestored: (events, trx) => markListMovies(events, false, trx),
};

async function markFavorites(
  events: readonly { data: { userId: string; movieIds: string[] } }[],
  archived: boolean,
  trx: Knex.Transaction,
): Promise<void> {
  const pairs = events.flatMap(({ data }) => data.movieIds.map((movieId) => [data.userId, movieId]));
  if (pairs.length === 0) return;
  await changeFavorites(
    trx,
    (q) => q.whereIn(['user_id', 'movie_id'], pairs),
    () => trx('favorites').whereIn(['user_id', 'movie_id'], pairs).update({ archived }),
  );
}

async function markLists(events: readonly { data: { watchlistId: string } }[], archived: boolean, trx: Knex.Transaction): Promise<void> {
  const ids = events.map(({ data }) => data.watchlistId);
  await changeWatchlists(trx, ids, () => trx('watchlists').whereIn('id', ids).update({ archived }));
}

async function markListMovies(events: readonly MoviesArchiving[], archived: boolean, trx: Knex.Transaction): Promise<void> {
  const pairs = events.flatMap(({ data }) => data.movieIds.map((movieId) => [data.watchlistId, movieId]));
  if (pairs.length === 0) return;
  await changeWatchlists(
    trx,
    events.map(({ data }) => data.watchlistId),
    () => trx('watchlist_movies').whereIn(['watchlist_id', 'movie_id'], pairs).update({ archived }),
  );
}

/** The live (not deleted) lists among `ids`, each with its owner. */
async function liveOwnersOf(trx: Knex.Transaction, ids: readonly string[]): Promise<Map<string, string>> {
  const rows: { id: string; owner_id: string }[] = await trx('watchlists')
    .whereIn('id', [...new Set(ids)])
    .where('deleted', false)
    .select('id', 'owner_id');
  return new Map(rows.map((row) => [row.id, row.owner_id]));
}

/** The events about lists still there: a movie or a follow that raced a list's deletion goes with it. */
async function liveListEvents<E extends { data: { watchlistId: string } }>(trx: Knex.Transaction, events: readonly E[]): Promise<E[]> {
  const owners = await liveOwnersOf(
    trx,
    events.map(({ data }) => data.watchlistId),
  );
  return events.filter(({ data }) => owners.has(data.watchlistId));
}

/** Changes the movies of live lists, and counts each change as an action of the list's owner. */
async function changeLiveLists<E extends { data: { watchlistId: string } }>(
  trx: Knex.Transaction,
  events: readonly E[],
  change: (live: E[]) => Promise<unknown>,
): Promise<void> {
  const owners = await liveOwnersOf(
    trx,
    events.map(({ data }) => data.watchlistId),
  );
  const live = events.filter(({ data }) => owners.has(data.watchlistId));
  if (live.length === 0) return;
  await changeWatchlists(
    trx,
    live.map(({ data }) => data.watchlistId),
    () => change(live),
  );
  countActivity(
    trx,
    live.map(({ data }) => owners.get(data.watchlistId)!),
  );
}
