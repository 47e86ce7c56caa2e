import Router from '@koa/router';
import { EmailInput, OtpInput, SignupInput } from '@more-ai/contracts/api/auth';
import { parseInput } from '@more-ai/platform';
import { requireRole, signedInUser } from '@more-ai/platform/auth/middleware';
import { commandMetadata, respond } from '../pipeline/respond';
import { accountDecider, invalidOtp, otpRefusal } from './decide';
import { otpHash } from './otp';
import { newDeliveryId } from '@more-ai/platform/auth/one-time-codes';
import { findAccount, issueCodeLater, laterOf, registerAccount } from './registration';
import { accountMetadata, newUserId, requestLog, type AccountRouteDependencies } from './route-context';
import { steadyRefusals } from './steady-refusals';
import { userViewOf } from './views';

export const SIGNUP_SUCCESSFUL = 'Signup successful. Please check your email for the verification code.';
export const EMAIL_VERIFIED = 'Email verified successfully';
export const CODE_RESENT = 'A new code has been sent to your email.';
export const ADMIN_CREATED = 'Admin created successfully!';

/** POST /auth/signup, /auth/verify-email, /auth/resend-otp (public) and /auth/create-admin (superadmin). */
export function signupRoutes({ commands, sessions, secrets, codeRequests }: AccountRouteDependencies): Router {
  const router = new Router();
  const pepper = secrets.otpPepper;

  router.post('/api/auth/signup', async (ctx) => {
    const input = parseInput(SignupInput, ctx.request.body);
    const userId = newUserId(ctx);
    const { state, deliveryId, position } = await registerAccount(
      commands,
      secrets,
      { ...input, userId, role: 'user', verified: false },
      accountMetadata(ctx, userId),
    );
    // Resend Code waits its 60 seconds from this code on. A retried signup (same Idempotency-Key)
    // issued no new code and names none: its first answer named the delivery.
    if (deliveryId) await codeRequests.record('verify-email', state.email);
    // The mail outbox sends the code: the answer never waits on the mail server.
    respond(ctx, 201, { message: SIGNUP_SUCCESSFUL, email: state.email, ...(deliveryId ? { deliveryId } : {}) }, position);
  });

  router.post('/api/auth/verify-email', steadyRefusals(), async (ctx) => {
    const { email, otp } = parseInput(OtpInput, ctx.request.body);
    const account = await findAccount(commands, email);
    // An unknown e-mail gets the answer of a wrong code (as does a known one, whatever its state,
    // unless the code is right): this form does not tell who has an account.
    if (!account) throw invalidOtp();
    const { userId } = account;
    const candidate = otpHash(pepper, 'verify-email', account.email, otp);
    const result = await commands.handle(
      accountDecider,
      userId,
      { type: 'VerifyOtp', purpose: 'verify-email', otpHash: candidate },
      accountMetadata(ctx, userId),
    );
    const refused = otpRefusal(result.events);
    if (refused) throw refused;
    const session = await sessions.start(ctx, { userId, role: result.state.role });
    respond(
      ctx,
      200,
      { message: EMAIL_VERIFIED, user: userViewOf(result.state), csrfToken: session.csrfToken },
      laterOf(result.position, session.position),
    );
  });

  // The same answer for every e-mail: known or not, verified or not, a code goes out only to an
  // account waiting for one, after the answer; and the 60 s wait is counted for every e-mail alike.
  // Every answer names a delivery, which only for such an account is a mail (see code-delivery).
  router.post('/api/auth/resend-otp', async (ctx) => {
    const { email } = parseInput(EmailInput, ctx.request.body);
    await codeRequests.take('verify-email', email);
    const account = await findAccount(commands, email);
    const deliveryId = newDeliveryId();
    if (account && !account.emailVerified) {
      issueCodeLater(
        { commands, keys: secrets, log: requestLog(ctx) },
        account,
        'verify-email',
        deliveryId,
        accountMetadata(ctx, account.userId),
      );
    }
    respond(ctx, 200, { message: CODE_RESENT, deliveryId }, undefined);
  });

  router.post('/api/auth/create-admin', requireRole('superadmin'), async (ctx) => {
    const input = parseInput(SignupInput, ctx.request.body);
    const userId = newUserId(ctx);
    const { state, position } = await registerAccount(
      commands,
      secrets,
      { ...input, userId, role: 'admin', verified: true },
      commandMetadata(ctx),
    );
    requestLog(ctx).info({ adminId: userId, by: signedInUser(ctx).userId }, 'admin created');
    respond(ctx, 201, { message: ADMIN_CREATED, user: userViewOf(state) }, position);
  });

  return router;
}
