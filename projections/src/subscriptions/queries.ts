import type { Knex } from 'knex';
import type { CurrentSubscriptionView } from '@more-ai/contracts/payments';
import type { PlanType } from '@more-ai/events/catalog/index';
import { planDisplayNameOf } from '../plans/queries';

/** An account's row of `rm_subscriptions.subscriptions`. */
interface SubscriptionRow {
  user_id: string;
  period_start: Date | null;
  period_end: Date | null;
  active: boolean;
  scheduled_effective_date: Date | null;
  scheduled_reason: string | null;
  scheduled_at: Date | null;
  downgraded_at: Date | null;
  downgrade_cause: string | null;
  archived_watchlists: number;
  archived_movies: number;
  archived_favorites: number;
}

/**
 * SPEC §3 "Current subscription response" for the user whose tier (rm_users) is `plan`. The period
 * is the paid one while it runs; PRO given without a payment has none (dates null). A downgrade
 * counts as processed until a new paid period supersedes it.
 */
export async function currentSubscriptionOf(db: Knex, userId: string, plan: PlanType): Promise<CurrentSubscriptionView> {
  const row: SubscriptionRow | undefined = await db('rm_subscriptions.subscriptions').where({ user_id: userId }).first();
  const paid = plan === 'pro' && row?.active === true && row.period_start !== null && row.period_end !== null ? row : undefined;
  const scheduled =
    paid?.scheduled_effective_date && paid.scheduled_at
      ? {
          effectiveDate: paid.scheduled_effective_date.toISOString(),
          reason: paid.scheduled_reason ?? '',
          scheduledAt: paid.scheduled_at.toISOString(),
        }
      : null;
  const processed = row && !row.active && row.downgraded_at ? row.downgraded_at.toISOString() : null;
  const endDate = paid?.period_end?.toISOString() ?? null;
  return {
    id: userId,
    subscription: {
      type: plan,
      displayName: await planDisplayNameOf(db, plan),
      metadata: {
        scheduledDowngrade: scheduled,
        downgradeProcessed: processed !== null,
        downgradeProcessedDate: processed,
        // What the last downgrade archived and no upgrade has restored yet.
        archivedContent: {
          watchlists: row?.archived_watchlists ?? 0,
          moviesInWatchlists: row?.archived_movies ?? 0,
          favorites: row?.archived_favorites ?? 0,
        },
      },
    },
    startDate: paid?.period_start?.toISOString() ?? null,
    endDate,
    nextBillingDate: scheduled ? null : endDate,
  };
}
