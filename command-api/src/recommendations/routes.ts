import Router from '@koa/router';
import { RecommendInput } from '@more-ai/contracts/api/recommendations';
import { NotFound, parseInput } from '@more-ai/platform';
import { requireUser, signedInUser } from '@more-ai/platform/auth/middleware';
import { accountDecider } from '../accounts/decide';
import { laterOf } from '../accounts/registration';
import type { CommandHandler } from '../pipeline/handle-command';
import { commandMetadata, respond } from '../pipeline/respond';
import { planLimitsOf } from '../plans/limits';
import { recommendationDecider } from './recommendation';
import type { Recommender } from './recommender';
import type { RecommendedMovies } from './recommended-movies';
import { istDay, requestsLimitOf } from '@more-ai/contracts/search-quota';
import { searchQuotaDecider, usedOn } from './search-quota';
import { newIdFor } from '../pipeline/idempotency';

export interface RecommendationRouteDependencies {
  commands: CommandHandler;
  recommender: Recommender;
  movies: RecommendedMovies;
  clock: () => Date;
}

const REQUEST_IDS = '9c4e2b71-6a3d-4f58-b1e0-7d2c5a8f3e96';

/**
 * POST /api/recommendations/recommend: counts the search against the user's day (FREE: 20 per IST
 * day, PRO: unlimited), lets the engine answer, and records the answer, whose picks become the
 * user's discoveries in the community feed.
 */
export function recommendationRoutes({ commands, recommender, movies, clock }: RecommendationRouteDependencies): Router {
  const router = new Router();
  router.post('/api/recommendations/recommend', requireUser(), async (ctx) => {
    const input = parseInput(RecommendInput, ctx.request.body);
    const { userId } = signedInUser(ctx);
    const metadata = commandMetadata(ctx);
    const account = (await commands.load(accountDecider, userId)).state;
    if (account.status !== 'registered') throw new NotFound('Account not found', 'ACCOUNT_NOT_FOUND');
    const dailySearches = (await planLimitsOf(commands, account.plan)).limited_api_requests;
    // With an Idempotency-Key a retry is the same request: counted once, answered once.
    const requestId = newIdFor(ctx, REQUEST_IDS);

    const quota = await commands.handle(searchQuotaDecider, userId, { type: 'UseSearch', userId, requestId, dailySearches }, metadata);
    const answer = await recommender.recommend(input, metadata, userId).catch(async (error: unknown) => {
      // Nothing was answered, so nothing is spent.
      await commands.handle(searchQuotaDecider, userId, { type: 'ReturnSearch', userId, requestId }, metadata);
      throw error;
    });
    const { description, ...filters } = input;
    const recorded = await commands.handle(
      recommendationDecider,
      requestId,
      {
        type: 'RecordRecommendations',
        answer: { requestId, userId, username: account.username, description, filters, engine: answer.engine, picks: answer.picks },
      },
      metadata,
    );

    const now = clock();
    respond(
      ctx,
      200,
      {
        recommendations: await movies.viewsOf(answer.picks),
        requestsLimit: requestsLimitOf(dailySearches, usedOn(quota.state, istDay(now)), now),
        engine: answer.engine,
      },
      laterOf(quota.position, recorded.position),
    );
  });
  return router;
}
