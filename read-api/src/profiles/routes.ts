import Router from '@koa/router';
import { profile as profileRoute } from '@more-ai/contracts/api/profiles';
import type Koa from 'koa';
import type { Knex } from 'knex';
import { validate as isUuid } from 'uuid';
import { NotFound, validatePathIds } from '@more-ai/platform';
import { requireUser, signedInUser } from '@more-ai/platform/auth/middleware';
import type { ProjectionWatcher } from '@more-ai/projections';
import { consistentWith } from '../consistency';
import { profileOf } from './profile';

export const PROFILE_NOT_FOUND = 'Profile not found';

/** GET /api/profile (one's own) and GET /api/profile/{userId} (anyone's, as the viewer may see it). */
export function profileRoutes(db: Knex, watcher: ProjectionWatcher): Router {
  const router = validatePathIds(new Router(), profileRoute.request.params.shape);
  const fresh = consistentWith(watcher, ['users', 'follows', 'favorites', 'watchlists', 'movies']);

  const answer = async (ctx: Koa.Context, userId: string) => {
    const viewerId = signedInUser(ctx).userId;
    const profile = isUuid(userId) ? await profileOf(db, userId, viewerId) : undefined;
    if (!profile) throw new NotFound(PROFILE_NOT_FOUND, 'PROFILE_NOT_FOUND');
    ctx.body = profile;
  };

  router.get('/api/profile', requireUser(), fresh, (ctx) => answer(ctx, signedInUser(ctx).userId));
  router.get('/api/profile/:userId', requireUser(), fresh, (ctx) => answer(ctx, ctx.params.userId!));
  return router;
}
