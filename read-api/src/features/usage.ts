import type { Knex } from 'knex';
import type { FeatureKey, PlanType } from '@more-ai/events/catalog/index';
import type { FeatureUsage } from '@more-ai/contracts/features';
import { NotFound } from '@more-ai/platform';
import { favoritesCountOf } from '@more-ai/projections/favorites/queries';
import { planLimitsOf } from '@more-ai/projections/plans/queries';
import { searchesUsedOn } from '@more-ai/projections/search-quota/queries';
import { planTypeOf } from '@more-ai/projections/users/queries';
import { watchlistsCountOf } from '@more-ai/projections/watchlists/queries';

/** The read models a usage figure is counted from: a read waits for them (read-your-writes). */
export const USAGE_SOURCES = ['users', 'plans', 'features', 'favorites', 'watchlists', 'search-quota'];

/** The user's plan as the read side knows it; 404 for an account that is gone. */
export async function planOf(db: Knex, userId: string): Promise<PlanType> {
  const plan = await planTypeOf(db, userId);
  if (!plan) throw new NotFound('User not found', 'USER_NOT_FOUND');
  return plan;
}

/** How much of a feature the user has: their plan's limit (the one the command side enforces) against their count. */
export async function usageOf(db: Knex, userId: string, plan: PlanType, key: FeatureKey, now: Date): Promise<FeatureUsage> {
  const limit = (await planLimitsOf(db, plan))[key];
  const used = await usedOf(db, userId, key, now);
  if (limit < 0) return { limit: -1, used, remaining: -1, canUse: true };
  return { limit, used, remaining: Math.max(0, limit - used), canUse: used < limit };
}

function usedOf(db: Knex, userId: string, key: FeatureKey, now: Date): Promise<number> {
  switch (key) {
    case 'limited_favorites':
      return favoritesCountOf(db, userId);
    case 'limited_watchlists':
      return watchlistsCountOf(db, userId);
    case 'limited_api_requests':
      return searchesUsedOn(db, userId, now);
  }
}
