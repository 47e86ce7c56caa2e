import Router from '@koa/router';
import type { Knex } from 'knex';
import { ActivityQuery } from '@more-ai/contracts/api/following';
import { parseInput } from '@more-ai/platform';
import { requireUser, signedInUser } from '@more-ai/platform/auth/middleware';
import type { ProjectionWatcher } from '@more-ai/projections';
import { followedWatchlists, followingActivity } from '@more-ai/projections/activity/queries';
import { followingOf } from '@more-ai/projections/follows/queries';
import { toWatchlistView } from '@more-ai/projections/watchlists/queries';
import { consistentWith } from '../consistency';

/**
 * The Following view (issue 13): GET /api/following (the people and the watchlists the caller
 * follows, in one place) and GET /api/following/activity (what they did, newest first, by cursor).
 * Each answers about the signed-in caller only: nobody reads another member's follows here.
 */
export function followingRoutes(db: Knex, watcher: ProjectionWatcher): Router {
  const router = new Router();

  router.get('/api/following', requireUser(), consistentWith(watcher, ['follows', 'watchlists', 'users']), async (ctx) => {
    const viewerId = signedInUser(ctx).userId;
    const [people, watchlists] = await Promise.all([followingOf(db, viewerId), followedWatchlists(db, viewerId)]);
    ctx.body = { people, watchlists: watchlists.map((summary) => toWatchlistView(summary, viewerId)) };
  });

  router.get(
    '/api/following/activity',
    requireUser(),
    consistentWith(watcher, ['activity', 'follows', 'watchlists', 'users', 'movies']),
    async (ctx) => {
      const { before, limit } = parseInput(ActivityQuery, ctx.query);
      ctx.body = await followingActivity(db, signedInUser(ctx).userId, { before, limit });
    },
  );

  return router;
}
