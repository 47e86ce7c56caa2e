import Router from '@koa/router';
import type { Knex } from 'knex';
import { BROWSE_PAGE_SIZE, BrowseQuery, SUGGESTED_PEOPLE, SUGGESTED_TITLES, SuggestQuery } from '@more-ai/contracts/api/browse';
import { getMovie, MovieListQuery, MovieSearchQuery } from '@more-ai/contracts/api/movies';
import { NotFound, parseInput, validatePathIds } from '@more-ai/platform';
import { requireUser } from '@more-ai/platform/auth/middleware';
import type { ProjectionWatcher } from '@more-ai/projections';
import { browseMovies, movieViewOf, newestMovies, searchMovies, suggestTitlesAndPeople } from '@more-ai/projections/movies/queries';
import { consistentWith } from '../consistency';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const SEARCH_RESULTS = 20;

/**
 * SPEC §7 Movies: GET /api/movies (newest first), /api/movies/search?q= and /api/movies/{id}, for
 * signed-in users; and the browse page's /api/movies/browse and the header search's /api/movies/suggest.
 */
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

  router.get('/api/movies/browse', requireUser(), fresh, async (ctx) => {
    const { genre, page, ...filters } = parseInput(BrowseQuery, ctx.query);
    const found = await browseMovies(db, { ...filters, genres: genre, page, pageSize: BROWSE_PAGE_SIZE });
    ctx.body = { movies: found.movies, total: found.total, page, pageSize: BROWSE_PAGE_SIZE, platforms: found.platforms };
  });

  router.get('/api/movies/suggest', requireUser(), fresh, async (ctx) => {
    const { q } = parseInput(SuggestQuery, ctx.query);
    ctx.body = await suggestTitlesAndPeople(db, q, { titles: SUGGESTED_TITLES, people: SUGGESTED_PEOPLE });
  });

  router.get('/api/movies/:id', requireUser(), fresh, async (ctx) => {
    const id = ctx.params.id!;
    const movie = UUID.test(id) ? await movieViewOf(db, id) : undefined;
    if (!movie) throw new NotFound('Movie not found', 'MOVIE_NOT_FOUND');
    ctx.body = movie;
  });

  return router;
}
