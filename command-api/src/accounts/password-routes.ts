import Router from '@koa/router';
import { EmailInput, OtpInput, ResetPasswordInput } from '@more-ai/contracts/api/auth';
import { parseInput } from '@more-ai/platform';
import { respond } from '../pipeline/respond';
import { accountDecider, invalidOtp, otpRefusal, resetTokenInvalid, resetTokenRefusal } from './decide';
import { newResetToken, otpHash, resetTokenHash } from './otp';
import { hashPassword } from './password';
import { newDeliveryId } from '@more-ai/platform/auth/one-time-codes';
import { findAccount, issueCodeLater } from './registration';
import { accountMetadata, requestLog, type AccountRouteDependencies } from './route-context';
import { steadyRefusals } from './steady-refusals';

export const RESET_CODE_SENT = 'OTP Sent! Check your email.';
export const OTP_VERIFIED = 'OTP verified';
export const PASSWORD_RESET = 'Password reset successfully';

/**
 * Forgot password (SPEC §2, §4): forgot-password mails a reset code; verify-otp checks it and answers
 * with a reset token; reset-password takes that token (once, within 10 minutes) with the new password
 * and ends every session. Knowing the e-mail alone, or having watched someone verify, is not enough.
 */
export function passwordRoutes({ commands, sessions, secrets, codeRequests }: AccountRouteDependencies): Router {
  const router = new Router();
  const pepper = secrets.otpPepper;

  // The same answer, without a position, whether or not the e-mail has an account, and the code is
  // issued after the answer (the mail outbox mails it): nothing here tells who is registered. Every
  // answer names a delivery, a mail only for an active account (see code-delivery). A second request
  // within 60 s is refused (429, with the seconds left) for every e-mail alike, and nothing is sent then.
  router.post('/api/auth/forgot-password', async (ctx) => {
    const { email } = parseInput(EmailInput, ctx.request.body);
    await codeRequests.take('reset-password', email);
    const account = await findAccount(commands, email);
    const deliveryId = newDeliveryId();
    if (account?.active) {
      issueCodeLater(
        { commands, keys: secrets, log: requestLog(ctx) },
        account,
        'reset-password',
        deliveryId,
        accountMetadata(ctx, account.userId),
      );
    }
    respond(ctx, 200, { message: RESET_CODE_SENT, deliveryId }, undefined);
  });

  router.post('/api/auth/verify-otp', steadyRefusals(), async (ctx) => {
    const { email, otp } = parseInput(OtpInput, ctx.request.body);
    const account = await findAccount(commands, email);
    if (!account) throw invalidOtp();
    const candidate = otpHash(pepper, 'reset-password', account.email, otp);
    const resetToken = newResetToken();
    const result = await commands.handle(
      accountDecider,
      account.userId,
      {
        type: 'VerifyOtp',
        purpose: 'reset-password',
        otpHash: candidate,
        resetTokenHash: resetTokenHash(pepper, account.userId, resetToken),
      },
      accountMetadata(ctx, account.userId),
    );
    const refused = otpRefusal(result.events);
    if (refused) throw refused;
    // The token is a credential: no cache keeps it, and no Idempotency-Key replay hands it out again.
    ctx.set('Cache-Control', 'no-store');
    respond(ctx, 200, { message: OTP_VERIFIED, resetToken }, result.position);
  });

  router.post('/api/auth/reset-password', async (ctx) => {
    const { email, resetToken, newPassword } = parseInput(ResetPasswordInput, ctx.request.body);
    const account = await findAccount(commands, email);
    // An unknown e-mail answers as a wrong token does.
    if (!account) throw resetTokenInvalid();
    const candidate = resetTokenHash(pepper, account.userId, resetToken);
    // Checked before hashing too: an expensive hash is spent only on a token that was issued.
    if (resetTokenRefusal(account, candidate)) throw resetTokenInvalid();
    const passwordHash = await hashPassword(newPassword);
    const result = await commands.handle(
      accountDecider,
      account.userId,
      { type: 'ResetPassword', resetTokenHash: candidate, passwordHash },
      accountMetadata(ctx, account.userId),
    );
    // Whoever had a session of this account is signed out by the time the answer arrives.
    await sessions.revocationInEffect(ctx, result.position);
    respond(ctx, 200, { message: PASSWORD_RESET }, result.position);
  });

  return router;
}
