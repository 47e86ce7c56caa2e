import Router from '@koa/router';
import type { Knex } from 'knex';
import { requireUser, signedInUser } from '@more-ai/platform/auth/middleware';
import type { ProjectionWatcher } from '@more-ai/projections';
import { favoriteMoviesOf } from '@more-ai/projections/favorites/queries';
import { consistentWith } from '../consistency';

/** GET /api/favorites: the signed-in user's favorite movies, newest first. */
export function favoriteRoutes(db: Knex, watcher: ProjectionWatcher): Router {
  const router = new Router();
  router.get('/api/favorites', requireUser(), consistentWith(watcher, ['favorites', 'movies']), async (ctx) => {
    ctx.body = { favorites: await favoriteMoviesOf(db, signedInUser(ctx).userId) };
  });
  return router;
}
