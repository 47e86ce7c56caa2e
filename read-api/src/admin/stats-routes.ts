import Router from '@koa/router';
import type { Knex } from 'knex';
import { requireRole } from '@more-ai/platform/auth/middleware';
import type { ProjectionWatcher } from '@more-ai/projections';
import { adminStatsOf } from '@more-ai/projections/admin-stats/queries';
import { consistentWith } from '../consistency';

/** GET /api/admin/stats: the dashboard's figures, from the stats projection (admins and superadmins). */
export function adminStatsRoutes(db: Knex, watcher: ProjectionWatcher, clock: () => Date): Router {
  const router = new Router();
  router.get('/api/admin/stats', requireRole('admin', 'superadmin'), consistentWith(watcher, ['admin-stats']), async (ctx) => {
    ctx.body = await adminStatsOf(db, clock());
  });
  return router;
}
