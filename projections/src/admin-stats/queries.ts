import type { Knex } from 'knex';
import type { AdminStats } from '@more-ai/contracts/api/admin';
import { DELETED_USER } from '../users/projector';
import { averageOf, mostPopularPlanOf, rupees } from './figures';

const S = 'rm_admin_stats';
const DAY_MS = 24 * 60 * 60 * 1000;
/** How many rows each of the dashboard's lists shows. */
export const ADMIN_STATS_LIST_SIZE = 5;

/**
 * The dashboard's figures as of the projection's last event: the counters, plus the lists and the
 * "most" figures picked by index from the projection's own tables. One snapshot, so every figure
 * describes the same moment. `now` bounds the 7-day windows.
 */
export async function adminStatsOf(db: Knex, now: Date): Promise<AdminStats> {
  return db.transaction(
    async (trx) => {
      const counters = new Map<string, number>(
        (await trx(`${S}.figures`).select('name', 'value')).map((row: { name: string; value: string }) => [row.name, Number(row.value)]),
      );
      const figure = (name: string) => counters.get(name) ?? 0;
      const since = new Date(now.getTime() - 7 * DAY_MS);
      const totalWatchlists = figure('totalWatchlists');
      return {
        totalUsers: figure('totalUsers'),
        newUsers7d: await countSince(trx.from(`${S}.users`).where({ role: 'user', deleted: false }), 'registered_at', since),
        totalAdmins: figure('totalAdmins'),
        totalSuperadmins: figure('totalSuperadmins'),
        totalSubscribed: figure('totalSubscribed'),
        totalFree: figure('totalFree'),
        totalMovies: figure('totalMovies'),
        newMovies7d: await countSince(trx.from(`${S}.movies`), 'created_at', since),
        totalWatchlists,
        publicWatchlists: figure('publicWatchlists'),
        privateWatchlists: figure('privateWatchlists'),
        totalFavorites: figure('totalFavorites'),
        activeSubscriptions: figure('activeSubscriptions'),
        cancelledSubscriptions: figure('cancelledSubscriptions'),
        totalPayments: figure('totalPayments'),
        totalRevenue: rupees(figure('revenuePaise')),
        gstCollected: rupees(figure('gstPaise')),
        failedPayments: figure('failedPayments'),
        recentSignups: await recentSignups(trx),
        recentPayments: await recentPayments(trx),
        topActiveUsers: await topActiveUsers(trx),
        mostFollowedWatchlist: await mostFollowedWatchlist(trx),
        avgMoviesPerWatchlist: averageOf(figure('watchlistMovies'), totalWatchlists),
        mostFavoritedMovie: await mostFavoritedMovie(trx),
        mostPopularPlan: mostPopularPlanOf(counters, await trx(`${S}.plans`).select('id', 'name')),
        asOf: await asOf(trx),
      };
    },
    { isolationLevel: 'repeatable read', readOnly: true },
  );
}

async function countSince(query: Knex.QueryBuilder, column: string, since: Date): Promise<number> {
  const row = await query.where(column, '>=', since).count<{ count: string }[]>('* as count').first();
  return Number(row?.count ?? 0);
}

async function recentSignups(trx: Knex.Transaction): Promise<AdminStats['recentSignups']> {
  const rows: { id: string; username: string; email: string; registered_at: Date }[] = await trx(`${S}.users`)
    .where({ role: 'user', deleted: false })
    .orderBy([
      { column: 'registered_at', order: 'desc' },
      { column: 'id', order: 'desc' },
    ])
    .limit(ADMIN_STATS_LIST_SIZE)
    .select('id', 'username', 'email', 'registered_at');
  return rows.map((row) => ({ _id: row.id, username: row.username, email: row.email, createdAt: row.registered_at.toISOString() }));
}

async function recentPayments(trx: Knex.Transaction): Promise<AdminStats['recentPayments']> {
  const rows: {
    order_id: string;
    status: 'captured' | 'failed' | 'refunded';
    captured_paise: number;
    total_paise: number;
    settled_at: Date;
    plan_name: string;
    username: string | null;
  }[] = await trx(`${S}.payments as p`)
    .leftJoin(`${S}.users as u`, 'u.id', 'p.user_id')
    .whereNotNull('p.settled_at')
    .orderBy([
      { column: 'p.settled_at', order: 'desc' },
      { column: 'p.order_id', order: 'desc' },
    ])
    .limit(ADMIN_STATS_LIST_SIZE)
    .select('p.order_id', 'p.status', 'p.captured_paise', 'p.total_paise', 'p.settled_at', 'p.plan_name', 'u.username');
  return rows.map((row) => ({
    _id: row.order_id,
    // What was paid; a failed payment, what it would have charged.
    amount: rupees(row.status === 'failed' ? row.total_paise : row.captured_paise),
    status: row.status,
    createdAt: row.settled_at.toISOString(),
    username: row.username ?? DELETED_USER,
    plan: row.plan_name,
  }));
}

async function topActiveUsers(trx: Knex.Transaction): Promise<AdminStats['topActiveUsers']> {
  const rows: { id: string; username: string; email: string; activity: number }[] = await trx(`${S}.users`)
    .where({ deleted: false })
    .where('activity', '>', 0)
    .orderBy([{ column: 'activity', order: 'desc' }, { column: 'registered_at' }, { column: 'id' }])
    .limit(ADMIN_STATS_LIST_SIZE)
    .select('id', 'username', 'email', 'activity');
  return rows.map((row) => ({ _id: row.id, username: row.username, email: row.email, activity: row.activity }));
}

async function mostFollowedWatchlist(trx: Knex.Transaction): Promise<AdminStats['mostFollowedWatchlist']> {
  const row: { id: string; name: string; followers_count: number } | undefined = await trx(`${S}.watchlists`)
    .where({ deleted: false, archived: false, is_private: false })
    .where('followers_count', '>', 0)
    .orderBy([{ column: 'followers_count', order: 'desc' }, { column: 'created_at' }, { column: 'id' }])
    .first('id', 'name', 'followers_count');
  return row ? { _id: row.id, name: row.name, followersCount: row.followers_count } : null;
}

async function mostFavoritedMovie(trx: Knex.Transaction): Promise<AdminStats['mostFavoritedMovie']> {
  const row: { id: string; title: string; year: number; favorites_count: number } | undefined = await trx(`${S}.movies`)
    .where('favorites_count', '>', 0)
    .orderBy([{ column: 'favorites_count', order: 'desc' }, { column: 'title' }, { column: 'id' }])
    .first('id', 'title', 'year', 'favorites_count');
  return row ? { _id: row.id, title: row.title, year: row.year, favoritesCount: row.favorites_count } : null;
}

async function asOf(trx: Knex.Transaction): Promise<string | null> {
  const row: { as_of: Date | null } | undefined = await trx(`${S}.applied`).first('as_of');
  return row?.as_of ? row.as_of.toISOString() : null;
}
