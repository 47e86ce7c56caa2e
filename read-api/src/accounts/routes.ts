import Router from '@koa/router';
import type Koa from 'koa';
import type { Knex } from 'knex';
import type { UserView } from '@more-ai/contracts/accounts';
import { CODE_DELIVERY_MESSAGES, codeDelivery, type CodeDeliveryView } from '@more-ai/contracts/api/auth';
import { NotFound, validatePathIds } from '@more-ai/platform';
import { requireUser, signedInUser } from '@more-ai/platform/auth/middleware';
import { billingInfoView } from '@more-ai/platform/locations';
import type { ProjectionWatcher } from '@more-ai/projections';
import { codeDeliveryStatus } from '@more-ai/projections/mail-deliveries/queries';
import { liveAccountOf, type AccountRow } from '@more-ai/projections/users/queries';
import { consistentWith } from '../consistency';

/**
 * GET /api/auth/me, /auth/billing-info-exists and /auth/billing-info: the signed-in user's own
 * account; and GET /api/auth/code-delivery/{deliveryId}, public: whether a code's mail went out.
 */
export function accountRoutes(db: Knex, watcher: ProjectionWatcher): Router {
  const router = validatePathIds(new Router(), codeDelivery.request.params.shape);
  const fresh = consistentWith(watcher, ['users']);
  const ownRow = async (ctx: Koa.Context): Promise<AccountRow> => {
    const row = await liveAccountOf(db, signedInUser(ctx).userId);
    if (!row) throw new NotFound('User not found', 'USER_NOT_FOUND');
    return row;
  };

  // Restores the session on start (SPEC §4): 401 when the cookies hold no live session.
  router.get('/api/auth/me', requireUser(), fresh, async (ctx) => {
    ctx.body = { user: userViewOf(await ownRow(ctx)) };
  });

  router.get('/api/auth/billing-info-exists', requireUser(), fresh, async (ctx) => {
    ctx.body = { exists: (await ownRow(ctx)).billing !== null };
  });

  router.get('/api/auth/billing-info', requireUser(), fresh, async (ctx) => {
    const { billing } = await ownRow(ctx);
    ctx.body = billing ? { exists: true, billingInfo: billingInfoView(billing) } : { exists: false, billingInfo: null };
  });

  // Polled by the verify and reset screens while a code is on its way; the answer changes, so no cache keeps it.
  router.get('/api/auth/code-delivery/:deliveryId', async (ctx) => {
    // Delivery ids carry the wall-clock time they were made (not the commands' clock, which tests move).
    const status = await codeDeliveryStatus(db, ctx.params.deliveryId!, new Date());
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { status, message: CODE_DELIVERY_MESSAGES[status] } satisfies CodeDeliveryView;
  });

  return router;
}

/** A live account as the API shows it (SPEC §3 User). */
export function userViewOf(row: AccountRow): UserView {
  return {
    _id: row.id,
    id: row.id,
    username: row.username,
    email: row.email,
    role: row.role,
    isActive: row.is_active,
    createdAt: row.created_at.toISOString(),
    subscriptionType: row.subscription_type,
    ...(row.name ? { name: row.name } : {}),
    ...(row.first_name ? { firstName: row.first_name } : {}),
    ...(row.phone ? { phone: row.phone } : {}),
    ...(row.country ? { country: row.country } : {}),
  };
}
