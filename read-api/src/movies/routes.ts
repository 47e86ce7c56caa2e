import Router from '@koa/router';
import type { Knex } from 'knex';
import { getMovie, MovieListQuery, MovieSearchQuery } from '@more-ai/contracts/api/movies';
import { NotFound, parseInput, validatePathIds } from '@more-ai/platform';
import { requireUser } from '@more-ai/platform/auth/middleware';
import type { ProjectionWatcher } from '@more-ai/projections';
import { movieViewOf, newestMovies, searchMovies } from '@more-ai/projections/movies/queries';
import { consistentWith } from '../consistency';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const SEARCH_RESULTS = 20;

/** SPEC §7 Movies: GET /api/movies (newest first), /api/movies/search?q= and /api/movies/{id}, for signed-in users. */
export function movieRoutes(db: Knex, watcher: ProjectionWatcher): Router {
  const router = validatePathIds(new Router(), getMovie.request.params.shape);
  const fresh = consistentWith(watcher, ['movies']);

  router.get('/api/movies', requireUser(), fresh, async (ctx) => {
    const { limit } = parseInput(MovieListQuery, ctx.query);
    ctx.body = { movies: await newestMovies(db, limit) };
  });

  router.get('/api/movies/search', requireUser(), fresh, async (ctx) => {
    const { q } = parseInput(MovieSearchQuery, ctx.query);
    ctx.body = { movies: await searchMovies(db, q, SEARCH_RESULTS) };
  });

  router.get('/api/movies/:id', requireUser(), fresh, async (ctx) => {
    const id = ctx.params.id!;
    const movie = UUID.test(id) ? await movieViewOf(db, id) : undefined;
    if (!movie) throw new NotFound('Movie not found', 'MOVIE_NOT_FOUND');
    ctx.body = movie;
  });

  return router;
}
