import Router from '@koa/router';
import { parseInput, ValidationFailed } from '@more-ai/platform';
import { requireRole, type SessionUser } from '@more-ai/platform/auth/middleware';
import { commandMetadata, respond } from '../pipeline/respond';
import { EmailInput, OtpInput, SignupInput } from './commands';
import { accountDecider, INVALID_OTP, OtpResendTooSoon, otpRefusal } from './decide';
import { otpHash } from './otp';
import { findAccount, issueCode, laterOf, mailCode, registerAccount } from './registration';
import { accountMetadata, newUserId, requestLog, type AccountRouteDependencies } from './routes';
import { userViewOf } from './views';

export const SIGNUP_SUCCESSFUL = 'Signup successful. Please check your email for the verification code.';
export const EMAIL_VERIFIED = 'Email verified successfully';
export const CODE_RESENT = 'A new code has been sent to your email.';
export const ADMIN_CREATED = 'Admin created successfully!';

/** POST /auth/signup, /auth/verify-email, /auth/resend-otp (public) and /auth/create-admin (superadmin). */
export function signupRoutes({ commands, sessions, mailer, secrets, logCodes }: AccountRouteDependencies): Router {
  const router = new Router();
  const pepper = secrets.otpPepper;

  router.post('/api/auth/signup', async (ctx) => {
    const input = parseInput(SignupInput, ctx.request.body);
    const userId = newUserId(ctx);
    const { state, code, position } = await registerAccount(commands, pepper, { ...input, userId, role: 'user', verified: false }, accountMetadata(ctx, userId));
    if (code) await mailCode({ mailer, logCodes, log: requestLog(ctx) }, state, 'verify-email', code);
    respond(ctx, 201, { message: SIGNUP_SUCCESSFUL, email: state.email }, position);
  });

  router.post('/api/auth/verify-email', async (ctx) => {
    const { email, otp } = parseInput(OtpInput, ctx.request.body);
    const account = await findAccount(commands, email);
    // An unknown e-mail gets the answer of a wrong code: this form does not tell who has an account.
    if (!account) throw new ValidationFailed(INVALID_OTP, 'OTP_INVALID');
    const { userId } = account;
    const candidate = otpHash(pepper, 'verify-email', account.email, otp);
    const result = await commands.handle(accountDecider, userId, { type: 'VerifyOtp', purpose: 'verify-email', otpHash: candidate }, accountMetadata(ctx, userId));
    const refused = otpRefusal(result.events, result.state, 'verify-email');
    if (refused) throw refused;
    const session = await sessions.start(ctx, { userId, role: result.state.role });
    respond(ctx, 200, { message: EMAIL_VERIFIED, user: userViewOf(result.state), csrfToken: session.csrfToken }, laterOf(result.position, session.position));
  });

  router.post('/api/auth/resend-otp', async (ctx) => {
    const { email } = parseInput(EmailInput, ctx.request.body);
    const account = await findAccount(commands, email);
    let position;
    if (account) {
      try {
        const issued = await issueCode(commands, pepper, account, 'verify-email', accountMetadata(ctx, account.userId));
        await mailCode({ mailer, logCodes, log: requestLog(ctx) }, account, 'verify-email', issued.code);
        position = issued.position;
      } catch (error) {
        if (error instanceof OtpResendTooSoon) ctx.set('Retry-After', String(error.secondsLeft));
        throw error;
      }
    }
    respond(ctx, 200, { message: CODE_RESENT }, position);
  });

  router.post('/api/auth/create-admin', requireRole('superadmin'), async (ctx) => {
    const input = parseInput(SignupInput, ctx.request.body);
    const userId = newUserId(ctx);
    const { state, position } = await registerAccount(commands, pepper, { ...input, userId, role: 'admin', verified: true }, commandMetadata(ctx));
    requestLog(ctx).info({ adminId: userId, by: (ctx.state.user as SessionUser).userId }, 'admin created');
    respond(ctx, 201, { message: ADMIN_CREATED, user: userViewOf(state) }, position);
  });

  return router;
}
