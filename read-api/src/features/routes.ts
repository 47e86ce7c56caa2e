import Router from '@koa/router';
import { checkFeature } from '@more-ai/contracts/api/features';
import type { Knex } from 'knex';
import type { FeatureUsage } from '@more-ai/contracts/features';
import { watchlistsLimitMessage, type WatchlistCapability } from '@more-ai/contracts/watchlists';
import { NotFound, validatePathIds } from '@more-ai/platform';
import { requireUser, signedInUser } from '@more-ai/platform/auth/middleware';
import type { ProjectionWatcher } from '@more-ai/projections';
import { featureKeyOf, featureRegistry } from '@more-ai/projections/features/queries';
import { consistentWith } from '../consistency';
import { planOf, USAGE_SOURCES, usageOf } from './usage';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const ONE_MORE_WATCHLIST = 'You can create 1 more watchlist on the FREE plan.';

/**
 * The feature registry and each user's usage of the metered features (SPEC §3, §5, §7 Features):
 * GET /api/features/registry, /api/user-subscriptions/feature/{id}/check,
 * /api/user-subscriptions/usage, and the watchlist capability check GET /api/watchlist/can-create.
 */
export function featureRoutes(db: Knex, watcher: ProjectionWatcher, clock: () => Date): Router {
  const router = validatePathIds(new Router(), checkFeature.request.params.shape);
  const fresh = consistentWith(watcher, USAGE_SOURCES);

  router.get('/api/features/registry', requireUser(), consistentWith(watcher, ['features']), async (ctx) => {
    ctx.body = await featureRegistry(db);
  });

  router.get('/api/user-subscriptions/feature/:id/check', requireUser(), fresh, async (ctx) => {
    const { userId } = signedInUser(ctx);
    const id = ctx.params.id!;
    const key = UUID.test(id) ? await featureKeyOf(db, id) : undefined;
    if (!key) throw new NotFound('Feature not found', 'FEATURE_NOT_FOUND');
    ctx.body = await usageOf(db, userId, await planOf(db, userId), key, clock());
  });

  router.get('/api/user-subscriptions/usage', requireUser(), fresh, async (ctx) => {
    const { userId } = signedInUser(ctx);
    const plan = await planOf(db, userId);
    const now = clock();
    const features: Record<string, FeatureUsage> = {};
    for (const { key } of await featureRegistry(db)) features[key] = await usageOf(db, userId, plan, key, now);
    ctx.body = { plan, features };
  });

  router.get('/api/watchlist/can-create', requireUser(), fresh, async (ctx) => {
    const { userId } = signedInUser(ctx);
    const { limit, remaining, canUse } = await usageOf(db, userId, await planOf(db, userId), 'limited_watchlists', clock());
    const answer: WatchlistCapability = {
      canCreate: canUse,
      message: canUse ? null : watchlistsLimitMessage(limit),
      warning: remaining === 1 ? ONE_MORE_WATCHLIST : null,
    };
    ctx.body = answer;
  });

  return router;
}
