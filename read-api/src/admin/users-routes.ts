import Router from '@koa/router';
import type { Knex } from 'knex';
import { AdminUsersQuery } from '@more-ai/contracts/api/admin';
import { parseInput } from '@more-ai/platform';
import { requireRole } from '@more-ai/platform/auth/middleware';
import type { ProjectionWatcher } from '@more-ai/projections';
import { adminUsersPage } from '@more-ai/projections/users/queries';
import { userViewOf } from '../accounts/routes';
import { consistentWith } from '../consistency';

/** GET /api/admin/users (admins): the Users table, paged, sorted and searched on the server. */
export function adminUserRoutes(db: Knex, watcher: ProjectionWatcher): Router {
  const router = new Router();
  router.get('/api/admin/users', requireRole('admin', 'superadmin'), consistentWith(watcher, ['users']), async (ctx) => {
    const { page, limit, sort, order, search = '' } = parseInput(AdminUsersQuery, ctx.query);
    const { rows, total } = await adminUsersPage(db, { page, limit, sort, order, search });
    ctx.body = { users: rows.map(userViewOf), total };
  });
  return router;
}
