import type { Knex } from 'knex';
import type { RecordedEventOf } from '@more-ai/events/definitions';
import type {
  AccountDeleted,
  MovieCataloged,
  MovieRevised,
  SubscriptionPlanDefined,
  SubscriptionPlanRevised,
} from '@more-ai/events/catalog/index';
import { defineProjector, type Projector } from '../runner/projector';
import { DELETED_USER } from '../users/projector';
import { contentHandlers } from './content';
import { movieFigures } from './figures';
import { adminStatsMigrations } from './migrations';
import { paymentHandlers } from './payments';
import {
  changeCounted,
  changeFavorites,
  changeSubscribers,
  changeUsers,
  changeWatchlists,
  countActivity,
  withTally,
  writeActivity,
  writeFavoriteCounts,
} from './tables';

type Deleted = RecordedEventOf<typeof AccountDeleted>;
type FactsEvent = RecordedEventOf<typeof MovieCataloged> | RecordedEventOf<typeof MovieRevised>;
type PlanTermsEvent = RecordedEventOf<typeof SubscriptionPlanDefined> | RecordedEventOf<typeof SubscriptionPlanRevised>;

const counted = defineProjector({
  name: 'admin-stats',
  schema: 'rm_admin_stats',
  migrations: adminStatsMigrations,
  // Runs of one type, in log order: a later event sees what the earlier ones changed.
  on: {
    // ------------------------------------------------------------------ accounts
    async AccountRegistered(events, trx) {
      const rows = events.map(({ data }) => ({
        id: data.userId,
        username: data.username,
        email: data.email,
        role: data.role,
        plan: 'free',
        registered_at: data.registeredAt,
      }));
      await writeActivity(trx);
      await changeUsers(
        trx,
        rows.map((row) => row.id),
        () => trx('users').insert(rows).onConflict('id').ignore(),
      );
    },
    async PlanChanged(events, trx) {
      await changeUsers(
        trx,
        events.map(({ data }) => data.userId),
        async () => {
          for (const { data } of events) await trx('users').where({ id: data.userId }).update({ plan: data.plan });
        },
      );
    },
    AccountDeleted: forgetAccounts,

    // ------------------------------------------------------------------ catalog and plans
    MovieCataloged: writeMovies,
    MovieRevised: writeMovies,
    SubscriptionPlanDefined: writePlanNames,
    SubscriptionPlanRevised: writePlanNames,

    // ------------------------------------------------------------------ actions counted as activity
    async RecommendationsMade(events, trx) {
      countActivity(
        trx,
        events.map(({ data }) => data.userId),
      );
    },
    async UserFollowed(events, trx) {
      countActivity(
        trx,
        events.map(({ data }) => data.followerId),
      );
    },
    async UserUnfollowed(events, trx) {
      countActivity(
        trx,
        events.map(({ data }) => data.followerId),
      );
    },

    ...contentHandlers,
    ...paymentHandlers,
  },
});

/**
 * Read model `rm_admin_stats`: the admin dashboard's figures (GET /api/admin/stats, SPEC §3 'Admin
 * stats response'), kept as counters moved by each event (figures.ts) beside the few rows the
 * dashboard's lists and "most" figures are picked from. A deleted account's username and e-mail
 * are scrubbed here as in the users read model; its payments still count in the revenue.
 */
export const adminStatsProjector: Projector = {
  ...counted,
  async handle(events, trx) {
    await withTally(trx, () => counted.handle(events, trx));
    const last = events.at(-1);
    if (last) await trx('applied').update({ as_of: last.recordedAt });
  },
};

async function forgetAccounts(events: readonly Deleted[], trx: Knex.Transaction): Promise<void> {
  const ids = events.map(({ data }) => data.userId);
  await changeUsers(trx, ids, () => trx('users').whereIn('id', ids).update({ username: DELETED_USER, email: null, deleted: true }));
  await changeSubscribers(trx, ids, () => trx('subscribers').whereIn('user_id', ids).update({ deleted: true }));
  await changeFavorites(
    trx,
    (q) => q.whereIn('user_id', ids),
    () => trx('favorites').whereIn('user_id', ids).delete(),
  );
  // Their lists go with them; the lists they followed lose them as a follower.
  const owned: string[] = await trx('watchlists').whereIn('owner_id', ids).pluck('id');
  const followed: string[] = await trx('watchlist_followers').whereIn('user_id', ids).pluck('watchlist_id');
  await changeWatchlists(trx, [...owned, ...followed], async () => {
    await trx('watchlists').whereIn('id', owned).update({ deleted: true, name: null });
    await trx('watchlist_movies').whereIn('watchlist_id', owned).delete();
    await trx('watchlist_followers').whereIn('watchlist_id', owned).orWhereIn('user_id', ids).delete();
  });
}

async function writePlanNames(events: readonly PlanTermsEvent[], trx: Knex.Transaction): Promise<void> {
  for (const { data } of events) await trx('plans').insert({ id: data.planId, name: data.displayName }).onConflict('id').merge();
}

async function writeMovies(events: readonly FactsEvent[], trx: Knex.Transaction): Promise<void> {
  // A run folds to the last facts per title (a replay meets the whole catalog at once).
  const latest = new Map<string, { id: string; title: string; year: number; created_at: Date }>();
  for (const { data, recordedAt } of events)
    latest.set(data.movieId, {
      id: data.movieId,
      title: data.title,
      year: data.year,
      created_at: latest.get(data.movieId)?.created_at ?? recordedAt,
    });
  const rows = [...latest.values()];
  await writeFavoriteCounts(trx);
  await changeCounted(
    trx,
    'movies',
    movieFigures,
    (q) => q.whereIn('id', [...latest.keys()]),
    () => trx('movies').insert(rows).onConflict('id').merge(['title', 'year']),
  );
}
