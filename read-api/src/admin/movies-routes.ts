import Router from '@koa/router';
import type { Knex } from 'knex';
import { ADMIN_MOVIES_PAGE_SIZE, AdminMoviesQuery } from '@more-ai/contracts/api/admin';
import { parseInput } from '@more-ai/platform';
import { requireRole } from '@more-ai/platform/auth/middleware';
import type { ProjectionWatcher } from '@more-ai/projections';
import { adminMoviesPage } from '@more-ai/projections/movies/admin-queries';
import { consistentWith } from '../consistency';

/** GET /api/admin/movies (admins): the Movies table, newest first, 50 a page. */
export function adminMovieRoutes(db: Knex, watcher: ProjectionWatcher): Router {
  const router = new Router();
  router.get('/api/admin/movies', requireRole('admin', 'superadmin'), consistentWith(watcher, ['movies', 'users']), async (ctx) => {
    const { page } = parseInput(AdminMoviesQuery, ctx.query);
    ctx.body = await adminMoviesPage(db, page, ADMIN_MOVIES_PAGE_SIZE);
  });
  return router;
}
