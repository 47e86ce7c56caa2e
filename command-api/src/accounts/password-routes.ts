import Router from '@koa/router';
import { parseInput, ValidationFailed } from '@more-ai/platform';
import { respond } from '../pipeline/respond';
import { EmailInput, OtpInput, ResetPasswordInput } from './commands';
import { accountDecider, INVALID_OTP, OtpResendTooSoon, otpRefusal, RESET_NOT_VERIFIED } from './decide';
import { otpHash } from './otp';
import { hashPassword } from './password';
import { findAccount, issueCode, mailCode } from './registration';
import { accountMetadata, requestLog, type AccountRouteDependencies } from './routes';

export const RESET_CODE_SENT = 'OTP Sent! Check your email.';
export const OTP_VERIFIED = 'OTP verified';
export const PASSWORD_RESET = 'Password reset successfully';

/**
 * Forgot password (SPEC §2, §4): forgot-password mails a reset code, verify-otp checks it, and
 * reset-password (within 10 minutes of that) sets the new password and ends every session.
 */
export function passwordRoutes({ commands, mailer, secrets, logCodes }: AccountRouteDependencies): Router {
  const router = new Router();
  const pepper = secrets.otpPepper;

  // The same answer, without a position, whether or not the e-mail has an account (or a code went
  // out moments ago), and the mail leaves after the answer: nothing here tells who is registered.
  router.post('/api/auth/forgot-password', async (ctx) => {
    const { email } = parseInput(EmailInput, ctx.request.body);
    const account = await findAccount(commands, email);
    if (account?.active) {
      try {
        const { code } = await issueCode(commands, pepper, account, 'reset-password', accountMetadata(ctx, account.userId));
        void mailCode({ mailer, logCodes, log: requestLog(ctx) }, account, 'reset-password', code);
      } catch (error) {
        if (!(error instanceof OtpResendTooSoon)) throw error;
      }
    }
    respond(ctx, 200, { message: RESET_CODE_SENT }, undefined);
  });

  router.post('/api/auth/verify-otp', async (ctx) => {
    const { email, otp } = parseInput(OtpInput, ctx.request.body);
    const account = await findAccount(commands, email);
    if (!account) throw new ValidationFailed(INVALID_OTP, 'OTP_INVALID');
    const candidate = otpHash(pepper, 'reset-password', account.email, otp);
    const result = await commands.handle(
      accountDecider,
      account.userId,
      { type: 'VerifyOtp', purpose: 'reset-password', otpHash: candidate },
      accountMetadata(ctx, account.userId),
    );
    const refused = otpRefusal(result.events, result.state, 'reset-password');
    if (refused) throw refused;
    respond(ctx, 200, { message: OTP_VERIFIED }, result.position);
  });

  router.post('/api/auth/reset-password', async (ctx) => {
    const { email, newPassword } = parseInput(ResetPasswordInput, ctx.request.body);
    const account = await findAccount(commands, email);
    // Checked before hashing too: an expensive hash is spent only on a verified reset.
    if (!account?.resetVerifiedAt) throw new ValidationFailed(RESET_NOT_VERIFIED, 'RESET_NOT_VERIFIED');
    const passwordHash = await hashPassword(newPassword);
    const result = await commands.handle(accountDecider, account.userId, { type: 'ResetPassword', passwordHash }, accountMetadata(ctx, account.userId));
    respond(ctx, 200, { message: PASSWORD_RESET }, result.position);
  });

  return router;
}
