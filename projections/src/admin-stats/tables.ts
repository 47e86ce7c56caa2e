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
 * What a batch moves besides its rows: the counters, each account's actions, and the movies whose
 * count of favourites is set again. They are added up while the batch's handlers run and written
 * once at its end (withTally), three statements instead of three per run of events: each is a sum
 * or a recount from the rows, so it comes out the same whatever the batch's order, and no handler
 * reads them.
 */
interface Tally {
  figures: Map<string, number>;
  activity: Map<string, number>;
  favoritedMovies: Set<string>;
}

const tallies = new WeakMap<Knex.Transaction, Tally>();

/** Runs a batch's handlers on `trx`, then writes what they tallied, in the same transaction. */
export async function withTally(trx: Knex.Transaction, handle: () => Promise<void>): Promise<void> {
  const tally: Tally = { figures: new Map(), activity: new Map(), favoritedMovies: new Set() };
  tallies.set(trx, tally);
  try {
    await handle();
    await writeFigures(trx, tally);
    await writeActivity(trx, tally);
    await writeFavoriteCounts(trx, tally);
  } finally {
    tallies.delete(trx);
  }
}

function tallyOf(trx: Knex.Transaction): Tally {
  const tally = tallies.get(trx);
  if (!tally) throw new Error('admin-stats changes are counted inside withTally');
  return tally;
}

/**
 * Changes rows of one table and moves the totals by what the changed rows add to them: the rows
 * `scope` selects are read before and after `change`, and the difference of their shares (figures.ts)
 * is added to the batch's counters. `scope` must select by key, so it finds the same rows before and
 * after. Returns both readings.
 */
export async function changeCounted<Row>(
  trx: Knex.Transaction,
  table: string,
  figuresOf: (row: Row) => Figures,
  scope: (query: Knex.QueryBuilder) => void,
  change: () => Promise<unknown>,
): Promise<{ before: Row[]; after: Row[] }> {
  const figures = tallyOf(trx).figures;
  const rows = () => trx.select<Row[]>('*').from(table).modify(scope);
  const before = await rows();
  await change();
  const after = await rows();
  for (const [name, by] of difference(before.map(figuresOf), after.map(figuresOf))) figures.set(name, (figures.get(name) ?? 0) + by);
  return { before, after };
}

async function writeFigures(trx: Knex.Transaction, { figures }: Tally): Promise<void> {
  const moved = [...figures].filter(([, by]) => by !== 0);
  figures.clear();
  if (moved.length === 0) return;
  await trx('figures')
    .insert(moved.map(([name, value]) => ({ name, value })))
    .onConflict('name')
    .merge({ value: trx.raw('figures.value + excluded.value') });
}

/** Adds one action per entry to each account's activity (topActiveUsers), when the batch is written. */
export function countActivity(trx: Knex.Transaction, userIds: readonly string[]): void {
  const { activity } = tallyOf(trx);
  for (const id of userIds) activity.set(id, (activity.get(id) ?? 0) + 1);
}

/**
 * Writes the actions tallied so far. The batch's end does; so does an account's registration, first,
 * so an action counts on the rows that were there when it happened, as if each were written at once.
 */
export async function writeActivity(trx: Knex.Transaction, tally: Tally = tallyOf(trx)): Promise<void> {
  const { activity } = tally;
  if (activity.size === 0) return;
  const ids = [...activity.keys()];
  const counts = [...activity.values()];
  activity.clear();
  await trx.raw(
    `UPDATE users u SET activity = u.activity + v.n
       FROM (SELECT unnest(?::uuid[]) AS id, unnest(?::int[]) AS n) v
      WHERE u.id = v.id`,
    [ids, counts],
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

/** Marks movies whose count of live favourites is set again from their favourites when the batch is written. */
function countFavorites(trx: Knex.Transaction, movieIds: readonly string[]): void {
  const { favoritedMovies } = tallyOf(trx);
  for (const id of movieIds) favoritedMovies.add(id);
}

/** Sets the marked movies' counts of live favourites. A title's (re)cataloguing writes them first, as the batch's end does. */
export async function writeFavoriteCounts(trx: Knex.Transaction, tally: Tally = tallyOf(trx)): Promise<void> {
  const { favoritedMovies } = tally;
  if (favoritedMovies.size === 0) return;
  const ids = [...favoritedMovies];
  favoritedMovies.clear();
  await trx.raw(
    `UPDATE movies m SET favorites_count = (SELECT count(*) FROM favorites f WHERE f.movie_id = m.id AND NOT f.archived)
      WHERE m.id = ANY(?::uuid[])`,
    [ids],
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
export async function changeFavorites(
  trx: Knex.Transaction,
  scope: (q: Knex.QueryBuilder) => void,
  change: () => Promise<unknown>,
): Promise<void> {
  const { before, after } = await changeCounted<{ archived: boolean; movie_id: string }>(trx, 'favorites', favoriteFigures, scope, change);
  countFavorites(
    trx,
    [...before, ...after].map((row) => row.movie_id),
  );
}
