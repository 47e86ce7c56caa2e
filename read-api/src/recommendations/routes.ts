import Router from '@koa/router';
import type { Knex } from 'knex';
import { FeedPage } from '@more-ai/contracts/api/recommendations';
import { istDay, requestsLimitOf } from '@more-ai/contracts/search-quota';
import { NotFound, parseInput } from '@more-ai/platform';
import { requireUser, signedInUser } from '@more-ai/platform/auth/middleware';
import type { ProjectionWatcher } from '@more-ai/projections';
import { toMovieView } from '@more-ai/projections/movies/queries';
import { planLimitsOf } from '@more-ai/projections/plans/queries';
import { consistentWith } from '../consistency';

/**
 * GET /api/recommendations/recent (the community's Recently Discovered feed, newest first) and
 * GET /api/user-subscriptions/api-request-usage (the quota bar).
 */
export function recommendationRoutes(db: Knex, watcher: ProjectionWatcher, clock: () => Date): Router {
  const router = new Router();

  router.get('/api/recommendations/recent', requireUser(), consistentWith(watcher, ['discoveries', 'movies']), async (ctx) => {
    const { page, limit } = parseInput(FeedPage, ctx.query);
    // One more than asked for tells whether another page exists.
    const rows = await db('rm_discoveries.discoveries as d')
      .join('rm_movies.movies as m', 'm.id', 'd.movie_id')
      .select('m.*', 'd.found_by', 'd.found_by_username', 'd.discovered_at')
      .orderBy([
        { column: 'd.position_commit', order: 'desc' },
        { column: 'd.position_prepare', order: 'desc' },
        { column: 'd.pick_rank', order: 'asc' },
      ])
      .offset((page - 1) * limit)
      .limit(limit + 1);
    const movies = rows.slice(0, limit).map((row) =>
      toMovieView(row, {
        // A finder who deleted the account is no one to name or link to.
        ...(row.found_by_username === null ? {} : { foundBy: { _id: row.found_by, username: row.found_by_username } }),
        createdAt: (row.discovered_at as Date).toISOString(),
      }),
    );
    ctx.body = { movies, hasMore: rows.length > limit };
  });

  router.get('/api/user-subscriptions/api-request-usage', requireUser(), consistentWith(watcher, ['search-quota', 'users', 'plans']), async (ctx) => {
    const { userId } = signedInUser(ctx);
    const user = await db('rm_users.users').where({ id: userId, deleted: false }).first('subscription_type');
    if (!user) throw new NotFound('User not found', 'USER_NOT_FOUND');
    const now = clock();
    const today = await db('rm_search_quota.searches_per_day').where({ user_id: userId, day: istDay(now) }).first('used');
    const { limited_api_requests: dailySearches } = await planLimitsOf(db, user.subscription_type);
    ctx.body = { requestsLimit: requestsLimitOf(dailySearches, today?.used ?? 0, now) };
  });

  return router;
}
