import type Router from '@koa/router';
import type { WatchlistRouteDependencies } from './answers';
import { watchlistFollowRoutes } from './follow-routes';
import { watchlistLifecycleRoutes } from './lifecycle-routes';
import { watchlistMovieRoutes } from './movie-routes';

export type { WatchlistRouteDependencies } from './answers';

/** Every watchlist command (SPEC §7 Watchlists): the lists themselves, their movies, following them. */
export function watchlistRoutes(deps: WatchlistRouteDependencies): Router[] {
  return [watchlistLifecycleRoutes(deps), watchlistMovieRoutes(deps), watchlistFollowRoutes(deps)];
}
