import Router from '@koa/router';
import type Koa from 'koa';
import { BillingInfoInput } from '@more-ai/contracts/api/auth';
import { NotFound, parseInput, ValidationFailed } from '@more-ai/platform';
import { requireUser, type SessionUser, signedInUser } from '@more-ai/platform/auth/middleware';
import { billingInfoView, findCountry, findState } from '@more-ai/platform/locations';
import { commandMetadata, respond } from '../pipeline/respond';
import { accountDecider } from './decide';
import type { BillingInfo } from './evolve';
import type { AccountRouteDependencies } from './route-context';

export const BILLING_UPDATED = 'Billing information updated successfully';
export const ACCOUNT_DELETED = 'Account deleted successfully';
/** SPEC §5: the state is asked for, and required, only for India. */
const STATE_COUNTRY = 'IN';

/** The signed-in user's own account: POST /auth/update-billing-info, DELETE /auth/delete-account. */
export function myAccountRoutes({ commands, sessions, keys, forgetIdempotentAnswers }: AccountRouteDependencies): Router {
  const router = new Router();

  router.post('/api/auth/update-billing-info', requireUser(), async (ctx) => {
    const billing = billingInfoFrom(parseInput(BillingInfoInput, ctx.request.body));
    const result = await commands.handle(
      accountDecider,
      signedIn(ctx).userId,
      { type: 'UpdateBillingInfo', billing },
      commandMetadata(ctx),
    );
    respond(ctx, 200, { message: BILLING_UPDATED, billingInfo: billingInfoView(billing) }, result.position);
  });

  /**
   * Deletion: the account is marked deleted (which ends its sessions), and then its personal-data
   * key is destroyed, after which every event and read model shows 'Deleted user' in place of its
   * personal data (ARCHITECTURE rule 5). Its e-mail and username are free from the moment it is
   * deleted: a signup may take them over at once (its account stream says it is deleted), and the
   * signup reservations reactor (processes/) releases them on AccountDeleted, so a crash here
   * leaves nothing held.
   */
  router.delete('/api/auth/delete-account', requireUser(), async (ctx) => {
    const { userId } = signedIn(ctx);
    const metadata = commandMetadata(ctx);
    const { state } = await commands.load(accountDecider, userId);
    if (state.status !== 'registered') throw new NotFound('Account not found', 'ACCOUNT_NOT_FOUND');
    const deleted = await commands.handle(accountDecider, userId, { type: 'DeleteAccount' }, metadata);
    await keys.destroy(`user:${userId}`);
    await forgetIdempotentAnswers(userId, [state.email, state.username]);
    sessions.clearCookies(ctx);
    respond(ctx, 200, { message: ACCOUNT_DELETED }, deleted.position);
  });

  return router;
}

function signedIn(ctx: Koa.Context): SessionUser {
  return signedInUser(ctx);
}

/** Checks the country and state against the location list; an address field left out is stored empty. */
function billingInfoFrom(input: BillingInfoInput): BillingInfo {
  const country = findCountry(input.countryId);
  if (!country) throw new ValidationFailed('Please select a valid country', 'INVALID_COUNTRY');
  let stateId: string | null = null;
  if (country.code === STATE_COUNTRY) {
    if (!input.stateId) throw new ValidationFailed('State is required for India', 'STATE_REQUIRED');
    const state = findState(input.stateId) ?? findState(`${country.code}-${input.stateId}`);
    if (!state || !state._id.startsWith(`${country.code}-`)) throw new ValidationFailed('Please select a valid state', 'INVALID_STATE');
    stateId = state._id;
  }
  const { pinCode, city, street, doorNo } = input;
  return { countryId: country._id, stateId, pinCode, city, street, doorNo };
}
