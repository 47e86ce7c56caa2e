import Router from '@koa/router';
import type { Knex } from 'knex';
import { requireUser, signedInUser } from '@more-ai/platform/auth/middleware';
import type { ProjectionWatcher } from '@more-ai/projections';
import { downgradeImpactOf } from '@more-ai/projections/subscriptions/downgrade-impact';
import { currentSubscriptionOf } from '@more-ai/projections/subscriptions/queries';
import { consistentWith } from '../consistency';
import { planOf } from '../features/usage';

/**
 * GET /api/user-subscriptions/current (the signed-in user's plan, paid period and downgrades) and
 * /api/user-subscriptions/downgrade-impact (what going FREE would archive now).
 */
export function subscriptionRoutes(db: Knex, watcher: ProjectionWatcher): Router {
  const router = new Router();

  router.get(
    '/api/user-subscriptions/current',
    requireUser(),
    consistentWith(watcher, ['subscriptions', 'users', 'plans']),
    async (ctx) => {
      const { userId } = signedInUser(ctx);
      ctx.body = await currentSubscriptionOf(db, userId, await planOf(db, userId));
    },
  );

  router.get(
    '/api/user-subscriptions/downgrade-impact',
    requireUser(),
    consistentWith(watcher, ['watchlists', 'favorites', 'plans']),
    async (ctx) => {
      ctx.body = await downgradeImpactOf(db, signedInUser(ctx).userId);
    },
  );

  return router;
}
