import Router from '@koa/router';
import { LoginInput } from '@more-ai/contracts/api/auth';
import { Forbidden, parseInput, Unauthorized } from '@more-ai/platform';
import { respond } from '../pipeline/respond';
import { accountDecider } from './decide';
import type { AccountState } from './evolve';
import { verifyAgainstNobody, verifyPassword } from './password';
import { findAccount } from './registration';
import { normalizeEmail } from './reservations';
import type { AccountRouteDependencies } from './route-context';
import { userViewOf } from './views';

export const INVALID_CREDENTIALS = 'Invalid email or password';
export const EMAIL_NOT_VERIFIED = 'Please verify your email before logging in.';
export const ACCOUNT_INACTIVE = 'Your account is inactive. Please contact support.';

/** POST /auth/login, /auth/refresh and /auth/logout. */
export function loginRoutes({ commands, sessions, throttle }: AccountRouteDependencies): Router {
  const router = new Router();

  router.post('/api/auth/login', async (ctx) => {
    const input = parseInput(LoginInput, ctx.request.body);
    const email = normalizeEmail(input.email);
    // Counted before the password is checked: attempts beyond the limit never reach the check.
    const attempt = await throttle.begin(email, ctx.ip);
    const account = await findAccount(commands, email);
    const matches = account ? await verifyPassword(input.password, account.passwordHash) : await verifyAgainstNobody(input.password);
    if (!account || !matches) throw new Unauthorized(INVALID_CREDENTIALS, 'INVALID_CREDENTIALS');
    await attempt.succeeded();
    // Only someone who knows the password learns that the account is unverified or switched off.
    if (!account.emailVerified) throw new Forbidden(EMAIL_NOT_VERIFIED, 'EMAIL_NOT_VERIFIED');
    if (!account.active) throw new Forbidden(ACCOUNT_INACTIVE, 'ACCOUNT_INACTIVE');
    const session = await sessions.start(ctx, { userId: account.userId, role: account.role });
    respond(ctx, 200, { user: userViewOf(account), csrfToken: session.csrfToken }, session.position);
  });

  router.post('/api/auth/refresh', async (ctx) => {
    let account: AccountState | undefined;
    const refreshed = await sessions.refresh(ctx, async (userId) => {
      const { state } = await commands.load(accountDecider, userId);
      account = state;
      return state.status === 'registered' && state.active ? { role: state.role } : null;
    });
    respond(ctx, 200, { csrfToken: refreshed.csrfToken, user: userViewOf(account!) }, refreshed.position);
  });

  router.post('/api/auth/logout', async (ctx) => {
    const position = await sessions.end(ctx, 'logout');
    respond(ctx, 200, { message: 'Logged out' }, position);
  });

  return router;
}
