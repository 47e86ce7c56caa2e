import Router from '@koa/router';
import type { Knex } from 'knex';
import { requireUser, signedInUser } from '@more-ai/platform/auth/middleware';
import type { ProjectionWatcher } from '@more-ai/projections';
import { toMovieView, type MovieRow } from '@more-ai/projections/movies/queries';
import { consistentWith } from '../consistency';

/** GET /api/favorites: the signed-in user's favorite movies, newest first. */
export function favoriteRoutes(db: Knex, watcher: ProjectionWatcher): Router {
  const router = new Router();
  router.get('/api/favorites', requireUser(), consistentWith(watcher, ['favorites', 'movies']), async (ctx) => {
    const { userId } = signedInUser(ctx);
    const rows: MovieRow[] = await db('rm_favorites.favorites as f')
      .join('rm_movies.movies as m', 'm.id', 'f.movie_id')
      .where('f.user_id', userId)
      .select('m.*')
      .orderBy([
        { column: 'f.position_commit', order: 'desc' },
        { column: 'f.position_prepare', order: 'desc' },
      ]);
    ctx.body = { favorites: rows.map((row) => toMovieView(row)) };
  });
  return router;
}
