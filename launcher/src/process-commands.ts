import { accountDecider } from '@more-ai/command-api/accounts/decide';
import { emailReservationDecider, usernameReservationDecider } from '@more-ai/command-api/accounts/reservations';
import { mailDecider, type MailCommand } from '@more-ai/command-api/mail/decide';
import { subscriptionDecider } from '@more-ai/command-api/payments/subscription';
import { abandonUnpaidOrder, completeCapturedPayment } from '@more-ai/command-api/payments/capture-steps';
import { archiveOverFreeLimits, restoreArchive } from '@more-ai/command-api/payments/archive';
import type { CommandHandler, CommandMetadata } from '@more-ai/command-api/pipeline/handle-command';
import { watchlistOwnerDecider } from '@more-ai/command-api/watchlists/owner-gate';
import type { ProcessCause, ProcessCommands } from '@more-ai/processes';

/** Who the events of the processes' commands name as their actor. */
export const PROCESSES_ACTOR = 'system:processes';

/**
 * The processes' commands, carried out by the command-api's pipeline and deciders: the command id
 * travels as the Idempotency-Key, so a command issued again appends events with the same ids, and
 * the deciders append nothing for what is already done.
 */
export function processCommandsOver(commands: CommandHandler): ProcessCommands {
  const metadata = (cause: ProcessCause): CommandMetadata => ({
    actor: PROCESSES_ACTOR,
    correlationId: cause.correlationId,
    causationId: cause.causationId,
    idempotencyKey: cause.commandId,
  });
  return {
    async abandonRegistration(userId, cause) {
      const { state } = await commands.handle(accountDecider, userId, { type: 'AbandonRegistration', userId }, metadata(cause));
      return state.status === 'registered' || state.status === 'deleted' ? state.status : 'abandoned';
    },
    async releaseEmailReservation(emailKey, userId, cause) {
      await commands.handle(emailReservationDecider, emailKey, { type: 'Release', userId }, metadata(cause));
    },
    async releaseUsernameReservation(usernameKey, userId, cause) {
      await commands.handle(usernameReservationDecider, usernameKey, { type: 'Release', userId }, metadata(cause));
    },
    async closeWatchlistSlot(userId, watchlistId, cause) {
      await commands.handle(watchlistOwnerDecider, userId, { type: 'CloseWatchlist', userId, watchlistId }, metadata(cause));
    },
    async recordMailOutcome({ mailId, userId, kind, outcome, attempts, reason }, cause) {
      const reasonOf = reason ?? 'UNKNOWN';
      const command: MailCommand =
        outcome === 'sent'
          ? { type: 'RecordMailSent', mailId, userId, kind, attempts }
          : outcome === 'delayed'
            ? { type: 'RecordMailDelayed', mailId, userId, kind, attempts, reason: reasonOf }
            : { type: 'RecordMailFailed', mailId, userId, kind, attempts, reason: reasonOf };
      await commands.handle(mailDecider, mailId, command, metadata(cause));
    },
    async completeCapture(orderId, cause) {
      await completeCapturedPayment(commands, orderId, metadata(cause));
    },
    async alignPlanWithSubscription(userId, cause) {
      const account = (await commands.load(accountDecider, userId)).state;
      // A deleted account has no tier to keep.
      if (account.status !== 'registered') return;
      const { active } = (await commands.load(subscriptionDecider, userId)).state;
      await commands.handle(accountDecider, userId, { type: 'ChangePlan', plan: active ? 'pro' : 'free' }, metadata(cause));
    },
    async endSubscriptionPeriod(userId, cause) {
      await commands.handle(subscriptionDecider, userId, { type: 'EndPeriod', userId }, metadata(cause));
    },
    async abandonOrder(orderId, at, cause) {
      await abandonUnpaidOrder(commands, orderId, at, metadata(cause));
    },
    async archiveOverFreeLimits(userId, cause) {
      await archiveOverFreeLimits(commands, userId, metadata(cause));
    },
    async restoreArchive(userId, cause) {
      await restoreArchive(commands, userId, metadata(cause));
    },
  };
}
