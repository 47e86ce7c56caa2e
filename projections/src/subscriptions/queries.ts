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
}

/** Nothing is archived yet: archiving over the FREE limits comes with the downgrade's process. */
const NOTHING_ARCHIVED = { watchlists: 0, moviesInWatchlists: 0, favorites: 0 };

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
        archivedContent: NOTHING_ARCHIVED,
      },
    },
    startDate: paid?.period_start?.toISOString() ?? null,
    endDate,
    nextBillingDate: scheduled ? null : endDate,
  };
}
