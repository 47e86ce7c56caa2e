import Router from '@koa/router';
import { followUser } from '@more-ai/contracts/api/profiles';
import { validatePathIds } from '@more-ai/platform';
import type Koa from 'koa';
import { validate as isUuid } from 'uuid';
import { requireUser, signedInUser } from '@more-ai/platform/auth/middleware';
import { accountDecider } from '../accounts/decide';
import type { CommandHandler } from '../pipeline/handle-command';
import { commandMetadata, respond } from '../pipeline/respond';
import type { ReadModelQueries } from '../read-models';
import { followsDecider, type FollowCommand } from './decide';

export const USER_FOLLOWED = 'User followed successfully';
export const USER_UNFOLLOWED = 'User unfollowed successfully';

/** POST and DELETE /api/profile/{userId}/follow: follow and unfollow a person (SPEC §7 Profile). */
export function followRoutes(commands: CommandHandler, reads: Pick<ReadModelQueries, 'followersCount'>): Router {
  const router = validatePathIds(new Router(), followUser.request.params.shape);

  const follow = async (ctx: Koa.Context, type: FollowCommand['type'], message: string) => {
    const followerId = signedInUser(ctx).userId;
    const followeeId = ctx.params.userId!;
    const followeeExists = isUuid(followeeId) && (await commands.load(accountDecider, followeeId)).state.status === 'registered';
    const result = await commands.handle(
      followsDecider,
      followerId,
      { type, followerId, followeeId, followeeExists },
      commandMetadata(ctx),
    );
    // The caller's own follow is known from the stream at once; everyone else's from the read model.
    const others = await reads.followersCount(followeeId, followerId);
    const followersCount = others + (result.state.following.has(followeeId) ? 1 : 0);
    respond(ctx, 200, { message, followersCount }, result.position);
  };

  router.post('/api/profile/:userId/follow', requireUser(), (ctx) => follow(ctx, 'FollowUser', USER_FOLLOWED));
  router.delete('/api/profile/:userId/follow', requireUser(), (ctx) => follow(ctx, 'UnfollowUser', USER_UNFOLLOWED));
  return router;
}
