import Router from '@koa/router';
import type Koa from 'koa';
import { cancelProjectionRebuild, rebuildProjection, retryParkedEvent } from '@more-ai/contracts/api/admin-projections';
import { parseInput } from '@more-ai/platform';
import { requireRole } from '@more-ai/platform/auth/middleware';
import type { CommandHandler } from '../pipeline/handle-command';
import { newIdFor } from '../pipeline/idempotency';
import { commandMetadata, respond } from '../pipeline/respond';
import { projectionDecider, type ProjectionCommand } from './decide';

const REBUILD_IDS = '3f6d2a9e-5b1c-4e7a-9d08-7c2b4e1f6a35';

/**
 * The admin projections page's commands (admins): rebuild, cancel, and retry or skip a parked
 * event. Each appends an event to `Projection-{name}` with the admin as actor (the audit trail)
 * and answers 202; the projections service carries it out, and GET /api/admin/projections shows
 * the progress and the outcome. `projectors` are the names of the read models there are.
 */
export function projectionAdminRoutes({ commands, projectors }: { commands: CommandHandler; projectors: readonly string[] }): Router {
  const router = new Router();
  const decider = projectionDecider(projectors);
  // The role is checked before anything of the request is read.
  const admins = requireRole('admin', 'superadmin');
  const handle = (ctx: Koa.Context, projector: string, command: ProjectionCommand) =>
    commands.handle(decider, projector, command, commandMetadata(ctx));

  router.post('/api/admin/projections/:name/rebuild', admins, async (ctx) => {
    const { name } = parseInput(rebuildProjection.request.params, ctx.params);
    const rebuildId = newIdFor(ctx, REBUILD_IDS);
    const result = await handle(ctx, name, { type: 'RequestRebuild', projector: name, rebuildId });
    respond(ctx, 202, { rebuildId }, result.position);
  });

  router.post('/api/admin/projections/:name/cancel', admins, async (ctx) => {
    const { name } = parseInput(cancelProjectionRebuild.request.params, ctx.params);
    const result = await handle(ctx, name, { type: 'CancelRebuild', projector: name });
    respond(ctx, 202, { rebuildId: result.state.running?.rebuildId ?? '' }, result.position);
  });

  for (const action of ['retry', 'skip'] as const) {
    router.post(`/api/admin/projections/:name/parked/:position/${action}`, admins, async (ctx) => {
      const { name, position } = parseInput(retryParkedEvent.request.params, ctx.params);
      const type = action === 'retry' ? 'RequestParkedEventRetry' : 'RequestParkedEventSkip';
      const result = await handle(ctx, name, { type, projector: name, position });
      respond(ctx, 202, {}, result.position);
    });
  }
  return router;
}
