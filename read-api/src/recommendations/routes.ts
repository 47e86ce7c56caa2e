import Router from '@koa/router';
import type { Knex } from 'knex';
import { FeedPage } from '@more-ai/contracts/api/recommendations';
import { requestsLimitOf } from '@more-ai/contracts/search-quota';
import { parseInput } from '@more-ai/platform';
import { requireUser, signedInUser } from '@more-ai/platform/auth/middleware';
import type { ProjectionWatcher } from '@more-ai/projections';
import { recentDiscoveries } from '@more-ai/projections/discoveries/queries';
import { planLimitsOf } from '@more-ai/projections/plans/queries';
import { searchesUsedOn } from '@more-ai/projections/search-quota/queries';
import { consistentWith } from '../consistency';
import { planOf } from '../features/usage';

/**
 * GET /api/recommendations/recent (the community's Recently Discovered feed, newest first) and
 * GET /api/user-subscriptions/api-request-usage (the quota bar).
 */
export function recommendationRoutes(db: Knex, watcher: ProjectionWatcher, clock: () => Date): Router {
  const router = new Router();

  router.get('/api/recommendations/recent', requireUser(), consistentWith(watcher, ['discoveries', 'movies']), async (ctx) => {
    const { page, limit } = parseInput(FeedPage, ctx.query);
    ctx.body = await recentDiscoveries(db, page, limit);
  });

  router.get(
    '/api/user-subscriptions/api-request-usage',
    requireUser(),
    consistentWith(watcher, ['search-quota', 'users', 'plans']),
    async (ctx) => {
      const { userId } = signedInUser(ctx);
      const plan = await planOf(db, userId);
      const now = clock();
      const { limited_api_requests: dailySearches } = await planLimitsOf(db, plan);
      ctx.body = { requestsLimit: requestsLimitOf(dailySearches, await searchesUsedOn(db, userId, now), now) };
    },
  );

  return router;
}
