import type { Knex } from 'knex';
import { defineProjector } from '../runner/projector';
import { subscriptionsMigrations } from './migrations';

const NOT_SCHEDULED = { scheduled_effective_date: null, scheduled_reason: null, scheduled_at: null };
const NOTHING_ARCHIVED = { archived_watchlists: 0, archived_movies: 0, archived_favorites: 0 };

/**
 * Read model `rm_subscriptions.subscriptions`: each account's paid PRO period, any downgrade
 * scheduled and the last one carried out, with what it archived until an upgrade restores it
 * (GET /api/user-subscriptions/current). It folds the
 * Subscription stream as the command side's `evolveSubscription` does.
 */
export const subscriptionsProjector = defineProjector({
  name: 'subscriptions',
  schema: 'rm_subscriptions',
  migrations: subscriptionsMigrations,
  on: {
    async ProPeriodPaid(events, trx) {
      for (const { data } of events)
        await trx('subscriptions')
          .insert({ user_id: data.userId, period_start: data.startDate, period_end: data.endDate, active: true, ...NOT_SCHEDULED })
          .onConflict('user_id')
          .merge({
            // A period bought while PRO extends the running one: it is shown from its first start.
            period_start: trx.raw(
              'CASE WHEN subscriptions.active AND subscriptions.period_start IS NOT NULL THEN subscriptions.period_start ELSE excluded.period_start END',
            ),
            period_end: trx.raw('excluded.period_end'),
            active: true,
            ...NOT_SCHEDULED,
          });
    },
    async DowngradeScheduled(events, trx) {
      for (const { data } of events)
        await upsert(trx, data.userId, {
          scheduled_effective_date: data.effectiveDate,
          scheduled_reason: data.reason,
          scheduled_at: data.scheduledAt,
        });
    },
    async DowngradeCancelled(events, trx) {
      for (const { data } of events) await upsert(trx, data.userId, NOT_SCHEDULED);
    },
    async SubscriptionDowngraded(events, trx) {
      for (const { data } of events)
        await upsert(trx, data.userId, { active: false, ...NOT_SCHEDULED, downgraded_at: data.downgradedAt, downgrade_cause: data.cause });
    },
    async ContentArchived(events, trx) {
      for (const { data } of events)
        await upsert(trx, data.userId, {
          archived_watchlists: data.watchlistIds.length,
          archived_movies: data.movies.reduce((sum, { movieIds }) => sum + movieIds.length, 0),
          archived_favorites: data.favoriteMovieIds.length,
        });
    },
    async ArchiveRestored(events, trx) {
      for (const { data } of events) await upsert(trx, data.userId, NOTHING_ARCHIVED);
    },
  },
});

/** Sets the columns on the account's row, making it when the stream's first event is this one. */
async function upsert(trx: Knex.Transaction, userId: string, changes: Record<string, unknown>): Promise<void> {
  await trx('subscriptions')
    .insert({ user_id: userId, ...changes })
    .onConflict('user_id')
    .merge(changes);
}
