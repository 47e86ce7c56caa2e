import Router from '@koa/router';
import type { Knex } from 'knex';
import { getSimilarMovies, SIMILAR_TITLES } from '@more-ai/contracts/api/similar';
import { NotFound, validatePathIds } from '@more-ai/platform';
import { requireUser, signedInUser } from '@more-ai/platform/auth/middleware';
import { reasonFor, sharedBy } from '@more-ai/platform/film-reasons';
import { diversified } from '@more-ai/platform/film-variety';
import type { ProjectionWatcher } from '@more-ai/projections';
import { toMovieView } from '@more-ai/projections/movies/queries';
import { similarTitlesOf } from '@more-ai/projections/movies/similar';
import { consistentWith } from '../consistency';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** The closest titles the variety re-rank chooses from. */
const POOL = 40;

/**
 * GET /api/movies/{id}/similar, 'More like this' on a movie page: the titles closest to the movie
 * (its maker, tags, genres, cast, era), re-ranked for variety so they are not twelve neighbours of
 * one another, each with a reason from its facts; none the member has in favourites or a
 * watchlist or has watched. A read: no search is counted.
 */
export function similarMovieRoutes(db: Knex, watcher: ProjectionWatcher): Router {
  const router = validatePathIds(new Router(), getSimilarMovies.request.params.shape);
  const fresh = consistentWith(watcher, ['movies', 'favorites', 'watchlists', 'diary']);

  router.get('/api/movies/:id/similar', requireUser(), fresh, async (ctx) => {
    const { userId } = signedInUser(ctx);
    const id = ctx.params.id!;
    const found = UUID.test(id) ? await similarTitlesOf(db, id, POOL, userId) : undefined;
    if (!found) throw new NotFound('Movie not found', 'MOVIE_NOT_FOUND');
    const { movie, similar } = found;
    const top = similar[0]?.closeness ?? 0;
    const picks = diversified(
      similar.map((row) => ({
        row,
        genres: row.genres,
        year: row.year,
        language: row.language,
        maker: row.director ?? row.creator,
        // Titles by the same maker are much of what 'more like this' means: their likeness is not held against them.
        makerNamed: (row.director ?? row.creator) !== null && (row.director ?? row.creator) === (movie.director ?? movie.creator),
        reached: true,
        score: top > 0 ? row.closeness : 0,
      })),
      SIMILAR_TITLES,
    );
    ctx.body = {
      movies: picks.map(({ row }) => {
        const shared = sharedBy(row, movie);
        return toMovieView(row, {
          reason: reasonFor(row, { asked: movie.tags, ...(shared ? { likeRated: { title: movie.title, shared } } : {}) }),
        });
      }),
    };
  });

  return router;
}
