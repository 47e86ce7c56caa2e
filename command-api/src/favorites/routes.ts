import Router from '@koa/router';
import { AddFavoriteInput, removeFavorite } from '@more-ai/contracts/api/favorites';
import { NotFound, parseInput, validatePathIds } from '@more-ai/platform';
import { requireUser, signedInUser } from '@more-ai/platform/auth/middleware';
import { accountDecider } from '../accounts/decide';
import type { CommandHandler } from '../pipeline/handle-command';
import { planLimitsOf } from '../plans/limits';
import { commandMetadata, respond } from '../pipeline/respond';
import type { RecommendedMovies } from '../recommendations/recommended-movies';
import { favoritesDecider } from './decide';

export const FAVORITE_ADDED = 'Added to favorites successfully';
export const FAVORITE_REMOVED = 'Removed from favorites successfully';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface FavoriteRouteDependencies {
  commands: CommandHandler;
  /** Answers with the movie as cards show it; nothing for a movie the catalog does not know. */
  movies: RecommendedMovies;
}

/** POST /api/favorites { movieId } and DELETE /api/favorites/{movieId}: the signed-in user's own favorites. */
export function favoriteRoutes({ commands, movies }: FavoriteRouteDependencies): Router {
  const router = validatePathIds(new Router(), removeFavorite.request.params.shape);

  router.post('/api/favorites', requireUser(), async (ctx) => {
    const { movieId } = parseInput(AddFavoriteInput, ctx.request.body);
    const { userId } = signedInUser(ctx);
    const account = (await commands.load(accountDecider, userId)).state;
    if (account.status !== 'registered') throw new NotFound('Account not found', 'ACCOUNT_NOT_FOUND');
    const [movie] = UUID.test(movieId) ? await movies.viewsOf([{ movieId, reason: '' }]) : [];
    if (!movie) throw new NotFound('Movie not found', 'MOVIE_NOT_FOUND');
    const limit = (await planLimitsOf(commands, account.plan)).limited_favorites;
    const result = await commands.handle(favoritesDecider, userId, { type: 'AddFavorite', userId, movieId, limit }, commandMetadata(ctx));
    // A favorite is not a recommendation: it has no reason to show.
    const { reason: _, ...favorite } = movie;
    respond(ctx, 201, { message: FAVORITE_ADDED, favorite }, result.position);
  });

  router.delete('/api/favorites/:movieId', requireUser(), async (ctx) => {
    const { userId } = signedInUser(ctx);
    const movieId = ctx.params.movieId!;
    const result = await commands.handle(favoritesDecider, userId, { type: 'RemoveFavorite', userId, movieId }, commandMetadata(ctx));
    respond(ctx, 200, { message: FAVORITE_REMOVED }, result.position);
  });

  return router;
}
