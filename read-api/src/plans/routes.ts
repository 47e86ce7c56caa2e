import Router from '@koa/router';
import type { Knex } from 'knex';
import type { ProjectionWatcher } from '@more-ai/projections';
import { planViews } from '@more-ai/projections/plans/queries';
import { consistentWith } from '../consistency';

/** GET /api/subscriptions (every plan) and /api/subscriptions/active (on sale): public. */
export function planRoutes(db: Knex, watcher: ProjectionWatcher): Router {
  const router = new Router();
  const fresh = consistentWith(watcher, ['plans']);
  router.get('/api/subscriptions', fresh, async (ctx) => {
    ctx.body = await planViews(db, { onSaleOnly: false });
  });
  router.get('/api/subscriptions/active', fresh, async (ctx) => {
    ctx.body = await planViews(db, { onSaleOnly: true });
  });
  return router;
}
