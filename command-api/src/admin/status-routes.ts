import Router from '@koa/router';
import { setUserStatus, USER_NOT_FOUND, UserStatusInput } from '@more-ai/contracts/api/admin';
import { NotFound, parseInput } from '@more-ai/platform';
import { requireRole, signedInUser } from '@more-ai/platform/auth/middleware';
import { accountDecider, type AccountCommand } from '../accounts/decide';
import { userViewOf } from '../accounts/views';
import type { CommandHandler } from '../pipeline/handle-command';
import { commandMetadata, respond } from '../pipeline/respond';
import type { SessionService } from '../sessions/session-service';

export const USER_DEACTIVATED = 'User deactivated: their sessions have ended';
export const USER_ACTIVATED = 'User activated: they can log in again';

/**
 * PATCH /api/admin/users/{id}/status (admins): switches an account off or on. Who may switch whose
 * account is the account decider's rule; the admin is the event's actor, so it shows in the audit trail.
 */
export function userStatusRoutes({ commands, sessions }: { commands: CommandHandler; sessions: SessionService }): Router {
  const router = new Router();

  // The role is checked before the id or the body is read: nobody else learns what is valid here.
  router.patch('/api/admin/users/:id/status', requireRole('admin', 'superadmin'), async (ctx) => {
    const { id } = parseInput(setUserStatus.request.params, ctx.params);
    const { isActive } = parseInput(UserStatusInput, ctx.request.body);
    const admin = signedInUser(ctx);
    const by = { userId: admin.userId, role: admin.role };
    const command: AccountCommand = isActive ? { type: 'ReactivateAccount', by } : { type: 'DeactivateAccount', by };
    const result = await commands.handle(accountDecider, id, command, commandMetadata(ctx)).catch((error: unknown) => {
      throw error instanceof NotFound && error.code === 'ACCOUNT_NOT_FOUND' ? new NotFound(USER_NOT_FOUND, 'USER_NOT_FOUND') : error;
    });
    const position = result.events.length ? result.position : undefined;
    // The sessions projector ends every session of a deactivated account: answer once that is in
    // effect, so from this answer on the user's cookies are refused by every route.
    if (!isActive) await sessions.revocationInEffect(ctx, position);
    respond(ctx, 200, { message: isActive ? USER_ACTIVATED : USER_DEACTIVATED, user: userViewOf(result.state) }, position);
  });

  return router;
}
