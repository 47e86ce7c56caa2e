import Router, { type RouterContext } from '@koa/router';
import type Koa from 'koa';
import type { Knex } from 'knex';
import { NotFound } from '@more-ai/platform';
import { requireUser, signedInUser } from '@more-ai/platform/auth/middleware';
import type { ProjectionWatcher } from '@more-ai/projections';
import {
  toWatchlistView,
  visibleWatchlists,
  watchlistFollowers,
  watchlistMovies,
  type WatchlistSummary,
} from '@more-ai/projections/watchlists/queries';
import { consistentWith } from '../consistency';

export const WATCHLIST_NOT_FOUND = 'Watchlist not found';

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';

// Paths by RegExp, matching watchlist ids only: /api/watchlist/can-create and other named paths
// under /api/watchlist belong to other routers and must reach them.
const byId = (rest = '') => new RegExp(`^/api/watchlist/(${UUID})${rest}$`, 'i');

/**
 * GET /api/watchlist (the user's own lists), /api/watchlist/{id} (with its movies), /{id}/movies
 * and /{id}/followers. Another user's private list answers 404 exactly as a missing one does.
 */
export function watchlistRoutes(db: Knex, watcher: ProjectionWatcher): Router {
  const router = new Router();
  const fresh = consistentWith(watcher, ['watchlists', 'movies', 'users']);
  const viewerOf = (ctx: Koa.Context) => signedInUser(ctx).userId;
  // The id is the path's capture: RegExp paths have no named parameters.
  const visible = async (ctx: RouterContext): Promise<WatchlistSummary> => {
    const summary = await visibleWatchlists(db, viewerOf(ctx)).where('w.id', ctx.captures![0]!).first();
    if (!summary) throw new NotFound(WATCHLIST_NOT_FOUND, 'WATCHLIST_NOT_FOUND');
    return summary;
  };

  router.get('/api/watchlist', requireUser(), fresh, async (ctx) => {
    const viewerId = viewerOf(ctx);
    const own = await visibleWatchlists(db, viewerId)
      .where('w.owner_id', viewerId)
      .orderBy([{ column: 'w.created_at', order: 'desc' }, { column: 'w.id' }]);
    ctx.body = { watchlists: own.map((summary) => toWatchlistView(summary, viewerId)) };
  });

  router.get(byId(), requireUser(), fresh, async (ctx) => {
    const summary = await visible(ctx);
    ctx.body = toWatchlistView(summary, viewerOf(ctx), await watchlistMovies(db, summary.id));
  });

  router.get(byId('/movies'), requireUser(), fresh, async (ctx) => {
    const summary = await visible(ctx);
    ctx.body = { movies: await watchlistMovies(db, summary.id) };
  });

  router.get(byId('/followers'), requireUser(), fresh, async (ctx) => {
    const summary = await visible(ctx);
    ctx.body = { followers: await watchlistFollowers(db, summary.id) };
  });

  return router;
}
