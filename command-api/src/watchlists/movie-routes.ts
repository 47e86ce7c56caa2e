import Router from '@koa/router';
import { BatchAddMovieInput, removeWatchlistMovie, WatchlistMovieInput, type BatchAddError } from '@more-ai/contracts/api/watchlists';
import type { GlobalPosition } from '@more-ai/events/position';
import { DomainError, parseInput, validatePathIds } from '@more-ai/platform';
import { requireUser } from '@more-ai/platform/auth/middleware';
import { laterOf } from '../accounts/registration';
import { commandMetadata, respond } from '../pipeline/respond';
import { accountOf, movieOf, signedIn, WatchlistAnswers, type WatchlistRouteDependencies } from './answers';
import { watchlistDecider } from './decide';
import { planLimitsOf } from '../plans/limits';

export const ADDED_TO_WATCHLISTS = 'Added to watchlists successfully';
export const MOVIE_REMOVED = 'Movie removed from watchlist';

/**
 * POST /api/watchlist/{id}/movies, DELETE /api/watchlist/{id}/movies/{movieId}, and
 * POST /api/watchlist/batch/add-movie (the Add to Watchlist drawer). Each add is decided against
 * the whole list at its revision, so concurrent adds on the FREE plan stop at exactly the limit.
 */
export function watchlistMovieRoutes(deps: WatchlistRouteDependencies): Router {
  const { commands, movies } = deps;
  const answers = new WatchlistAnswers(deps);
  const router = validatePathIds(new Router(), removeWatchlistMovie.request.params.shape);

  router.post('/api/watchlist/batch/add-movie', requireUser(), async (ctx) => {
    const { movieId, watchlistIds } = parseInput(BatchAddMovieInput, ctx.request.body);
    const userId = signedIn(ctx);
    const account = await accountOf(commands, userId);
    await movieOf(movies, movieId);
    const moviesPerWatchlist = (await planLimitsOf(commands, account.plan)).movies_per_watchlist;
    const metadata = commandMetadata(ctx);
    const targets = [...new Set(watchlistIds)];
    // Each watchlist is its own stream: the adds run side by side, and each succeeds or fails alone.
    const outcomes = await Promise.allSettled(
      targets.map((watchlistId) =>
        commands.handle(watchlistDecider, watchlistId, { type: 'AddMovie', userId, movieId, moviesPerWatchlist }, metadata),
      ),
    );
    const added: string[] = [];
    const errors: BatchAddError[] = [];
    let position: GlobalPosition | undefined;
    outcomes.forEach((outcome, index) => {
      const watchlistId = targets[index]!;
      if (outcome.status === 'fulfilled') {
        added.push(watchlistId);
        position = laterOf(position, outcome.value.position);
        return;
      }
      if (!(outcome.reason instanceof DomainError)) throw outcome.reason;
      const { message, code } = outcome.reason;
      errors.push({ watchlistId, message, code });
    });
    respond(ctx, 200, { success: errors.length === 0, added, errors }, position);
  });

  router.post('/api/watchlist/:id/movies', requireUser(), async (ctx) => {
    const { movieId } = parseInput(WatchlistMovieInput, ctx.request.body);
    const userId = signedIn(ctx);
    const account = await accountOf(commands, userId);
    await movieOf(movies, movieId);
    const moviesPerWatchlist = (await planLimitsOf(commands, account.plan)).movies_per_watchlist;
    const result = await commands.handle(
      watchlistDecider,
      ctx.params.id!,
      { type: 'AddMovie', userId, movieId, moviesPerWatchlist },
      commandMetadata(ctx),
    );
    respond(
      ctx,
      201,
      { message: ADDED_TO_WATCHLISTS, watchlist: await answers.ownersView(result.state, account, { withMovies: true }) },
      result.position,
    );
  });

  router.delete('/api/watchlist/:id/movies/:movieId', requireUser(), async (ctx) => {
    const userId = signedIn(ctx);
    const account = await accountOf(commands, userId);
    const result = await commands.handle(
      watchlistDecider,
      ctx.params.id!,
      { type: 'RemoveMovie', userId, movieId: ctx.params.movieId! },
      commandMetadata(ctx),
    );
    respond(
      ctx,
      200,
      { message: MOVIE_REMOVED, watchlist: await answers.ownersView(result.state, account, { withMovies: true }) },
      result.position,
    );
  });

  return router;
}
