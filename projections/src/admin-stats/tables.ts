import type { Knex } from 'knex';
import {
  difference,
  favoriteFigures,
  paymentFigures,
  subscriberFigures,
  userFigures,
  watchlistFigures,
  type Figures,
  type PaymentShare,
  type SubscriberShare,
  type UserShare,
  type WatchlistShare,
} from './figures';

/**
 * Changes rows of one table and moves the totals by what the changed rows add to them: the rows
 * `scope` selects are read before and after `change`, and the difference of their shares (figures.ts)
 * is added to the counters. `scope` must select by key, so it finds the same rows before and after.
 */
export async function changeCounted<Row>(
  trx: Knex.Transaction,
  table: string,
  figuresOf: (row: Row) => Figures,
  scope: (query: Knex.QueryBuilder) => void,
  change: () => Promise<unknown>,
): Promise<void> {
  const rows = () => trx.select<Row[]>('*').from(table).modify(scope);
  const before = await rows();
  await change();
  const after = await rows();
  const moved = difference(before.map(figuresOf), after.map(figuresOf));
  if (moved.size === 0) return;
  await trx('figures')
    .insert([...moved].map(([name, value]) => ({ name, value })))
    .onConflict('name')
    .merge({ value: trx.raw('figures.value + excluded.value') });
}

/** Adds one action per entry to each account's activity (topActiveUsers). */
export async function countActivity(trx: Knex.Transaction, userIds: readonly string[]): Promise<void> {
  const counts = new Map<string, number>();
  for (const id of userIds) counts.set(id, (counts.get(id) ?? 0) + 1);
  if (counts.size === 0) return;
  await trx.raw(
    `UPDATE users u SET activity = u.activity + v.n
       FROM (SELECT unnest(?::uuid[]) AS id, unnest(?::int[]) AS n) v
      WHERE u.id = v.id`,
    [[...counts.keys()], [...counts.values()]],
  );
}

/** The accounts among `userIds` that are deleted: what they do after the deletion (a race) counts nowhere. */
export async function deletedAmong(trx: Knex.Transaction, userIds: readonly string[]): Promise<Set<string>> {
  return new Set(
    await trx('users')
      .whereIn('id', [...new Set(userIds)])
      .where('deleted', true)
      .pluck('id'),
  );
}

/** Sets each movie's count of live favourites from the favourites it has now. */
export async function countFavorites(trx: Knex.Transaction, movieIds: readonly string[]): Promise<void> {
  if (movieIds.length === 0) return;
  await trx.raw(
    `UPDATE movies m SET favorites_count = (SELECT count(*) FROM favorites f WHERE f.movie_id = m.id AND NOT f.archived)
      WHERE m.id = ANY(?::uuid[])`,
    [[...new Set(movieIds)]],
  );
}

/** Sets each watchlist's counts of live movies and followers from the rows it has now. */
export async function countWatchlistContents(trx: Knex.Transaction, watchlistIds: readonly string[]): Promise<void> {
  if (watchlistIds.length === 0) return;
  await trx.raw(
    `UPDATE watchlists w
        SET movies_count = (SELECT count(*) FROM watchlist_movies m WHERE m.watchlist_id = w.id AND NOT m.archived),
            followers_count = (SELECT count(*) FROM watchlist_followers f WHERE f.watchlist_id = w.id)
      WHERE w.id = ANY(?::uuid[])`,
    [[...new Set(watchlistIds)]],
  );
}

// Each table with what its rows add to the totals, and the key a change selects its rows by.

export const changeUsers = (trx: Knex.Transaction, ids: readonly string[], change: () => Promise<unknown>) =>
  changeCounted<UserShare>(trx, 'users', userFigures, (q) => q.whereIn('id', [...ids]), change);

/** Changes watchlists (or their movies or followers) and sets their counts of what they hold again. */
export const changeWatchlists = (trx: Knex.Transaction, ids: readonly string[], change: () => Promise<unknown>) =>
  changeCounted<WatchlistShare>(
    trx,
    'watchlists',
    watchlistFigures,
    (q) => q.whereIn('id', [...ids]),
    async () => {
      await change();
      await countWatchlistContents(trx, ids);
    },
  );

export const changePayments = (trx: Knex.Transaction, orderIds: readonly string[], change: () => Promise<unknown>) =>
  changeCounted<PaymentShare>(trx, 'payments', paymentFigures, (q) => q.whereIn('order_id', [...orderIds]), change);

export const changeSubscribers = (trx: Knex.Transaction, userIds: readonly string[], change: () => Promise<unknown>) =>
  changeCounted<SubscriberShare>(trx, 'subscribers', subscriberFigures, (q) => q.whereIn('user_id', [...userIds]), change);

/** Changes favourites and sets their movies' counts of favourites again. */
export const changeFavorites = (trx: Knex.Transaction, scope: (q: Knex.QueryBuilder) => void, change: () => Promise<unknown>) =>
  changeCounted<{ archived: boolean; movie_id: string }>(trx, 'favorites', favoriteFigures, scope, async () => {
    const movieIds: string[] = await trx('favorites').modify(scope).pluck('movie_id');
    await change();
    await countFavorites(trx, [...movieIds, ...(await trx('favorites').modify(scope).pluck('movie_id'))]);
  });
