import Router from '@koa/router';
import type { Knex } from 'knex';
import { MovieListQuery, MovieSearchQuery } from '@more-ai/contracts/api/movies';
import { NotFound, parseInput, validatePathIds } from '@more-ai/platform';
import { requireUser } from '@more-ai/platform/auth/middleware';
import type { ProjectionWatcher } from '@more-ai/projections';
import { toMovieView, type MovieRow } from '@more-ai/projections/movies/queries';
import { consistentWith } from '../consistency';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const SEARCH_RESULTS = 20;

/** SPEC §7 Movies: GET /api/movies (newest first), /api/movies/search?q= and /api/movies/{id}, for signed-in users. */
export function movieRoutes(db: Knex, watcher: ProjectionWatcher): Router {
  const router = validatePathIds(new Router(), { id: 'Movie id' });
  const fresh = consistentWith(watcher, ['movies']);

  router.get('/api/movies', requireUser(), fresh, async (ctx) => {
    const { limit } = parseInput(MovieListQuery, ctx.query);
    const rows: MovieRow[] = await db('rm_movies.movies').orderBy([{ column: 'created_at', order: 'desc' }, { column: 'id' }]).limit(limit);
    ctx.body = { movies: rows.map((row) => toMovieView(row)) };
  });

  // Full text for words anywhere (title first), trigrams for a title or a name typed loosely.
  router.get('/api/movies/search', requireUser(), fresh, async (ctx) => {
    const { q } = parseInput(MovieSearchQuery, ctx.query);
    const { rows } = await db.raw<{ rows: MovieRow[] }>(
      `SELECT m.* FROM rm_movies.movies m, websearch_to_tsquery('english', :q) AS query
       WHERE m.search @@ query OR m.title OPERATOR(public.%) :q OR m.original_title OPERATOR(public.%) :q OR :q OPERATOR(public.<%) m.people
       ORDER BY ts_rank_cd(m.search, query, 32)
              + 2 * greatest(public.similarity(m.title, :q), public.similarity(m.original_title, :q), public.word_similarity(:q, m.people)) DESC,
                m.quality DESC, m.id
       LIMIT :limit`,
      { q, limit: SEARCH_RESULTS },
    );
    ctx.body = { movies: rows.map((row) => toMovieView(row)) };
  });

  router.get('/api/movies/:id', requireUser(), fresh, async (ctx) => {
    const id = ctx.params.id!;
    const row: MovieRow | undefined = UUID.test(id) ? await db('rm_movies.movies').where({ id }).first() : undefined;
    if (!row) throw new NotFound('Movie not found', 'MOVIE_NOT_FOUND');
    ctx.body = toMovieView(row);
  });

  return router;
}
