import Router from '@koa/router';
import { followWatchlist } from '@more-ai/contracts/api/watchlists';
import { validatePathIds } from '@more-ai/platform';
import type Koa from 'koa';
import { requireUser } from '@more-ai/platform/auth/middleware';
import { accountDecider } from '../accounts/decide';
import { commandMetadata, respond } from '../pipeline/respond';
import { signedIn, WatchlistAnswers, type WatchlistRouteDependencies } from './answers';
import { watchlistDecider } from './decide';

export const WATCHLIST_FOLLOWED = 'Watchlist followed successfully';
export const WATCHLIST_UNFOLLOWED = 'Watchlist unfollowed successfully';

/** POST and DELETE /api/watchlist/{id}/follow: follow another user's public watchlist, and stop. */
export function watchlistFollowRoutes(deps: WatchlistRouteDependencies): Router {
  const { commands } = deps;
  const answers = new WatchlistAnswers(deps);
  const router = validatePathIds(new Router(), followWatchlist.request.params.shape);

  const follow = async (ctx: Koa.Context, type: 'FollowWatchlist' | 'UnfollowWatchlist', message: string) => {
    const userId = signedIn(ctx);
    const watchlistId = ctx.params.id!;
    // A list whose owner deleted the account is gone with it, though its own stream cannot tell.
    const { state } = await commands.load(watchlistDecider, watchlistId);
    const ownerExists = state.status !== 'none' && (await commands.load(accountDecider, state.ownerId)).state.status === 'registered';
    const command = type === 'FollowWatchlist' ? { type, userId, ownerExists } : { type, userId };
    const result = await commands.handle(watchlistDecider, watchlistId, command, commandMetadata(ctx));
    respond(ctx, 200, { message, followersCount: (await answers.liveFollowers(result.state)).length }, result.position);
  };

  router.post('/api/watchlist/:id/follow', requireUser(), (ctx) => follow(ctx, 'FollowWatchlist', WATCHLIST_FOLLOWED));
  router.delete('/api/watchlist/:id/follow', requireUser(), (ctx) => follow(ctx, 'UnfollowWatchlist', WATCHLIST_UNFOLLOWED));
  return router;
}
