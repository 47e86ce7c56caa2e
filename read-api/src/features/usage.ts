import type { Knex } from 'knex';
import type { FeatureKey, PlanType } from '@more-ai/events/catalog/index';
import type { FeatureUsage } from '@more-ai/contracts/features';
import { istDay } from '@more-ai/contracts/search-quota';
import { NotFound } from '@more-ai/platform';
import { planLimitsOf } from '@more-ai/projections/plans/queries';

/** The read models a usage figure is counted from: a read waits for them (read-your-writes). */
export const USAGE_SOURCES = ['users', 'plans', 'features', 'favorites', 'watchlists', 'search-quota'];

/** The user's plan as the read side knows it; 404 for an account that is gone. */
export async function planOf(db: Knex, userId: string): Promise<PlanType> {
  const user = await db('rm_users.users').where({ id: userId, deleted: false }).first('subscription_type');
  if (!user) throw new NotFound('User not found', 'USER_NOT_FOUND');
  return user.subscription_type;
}

/** How much of a feature the user has: their plan's limit (the one the command side enforces) against their count. */
export async function usageOf(db: Knex, userId: string, plan: PlanType, key: FeatureKey, now: Date): Promise<FeatureUsage> {
  const limit = (await planLimitsOf(db, plan))[key];
  const used = await usedOf(db, userId, key, now);
  if (limit < 0) return { limit: -1, used, remaining: -1, canUse: true };
  return { limit, used, remaining: Math.max(0, limit - used), canUse: used < limit };
}

async function usedOf(db: Knex, userId: string, key: FeatureKey, now: Date): Promise<number> {
  switch (key) {
    case 'limited_favorites':
      return countOf(db('rm_favorites.favorites').where({ user_id: userId }));
    case 'limited_watchlists':
      return countOf(db('rm_watchlists.watchlists').where({ owner_id: userId, deleted: false }));
    case 'limited_api_requests': {
      const today = await db('rm_search_quota.searches_per_day').where({ user_id: userId, day: istDay(now) }).first('used');
      return today?.used ?? 0;
    }
  }
}

async function countOf(query: Knex.QueryBuilder): Promise<number> {
  const [row] = await query.count({ n: '*' });
  return Number(row?.n ?? 0);
}
