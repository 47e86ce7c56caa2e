import { receiptMailId } from '@more-ai/events/catalog/index';
import { mailDecider } from '../mail/decide';
import type { CommandHandler } from '../pipeline/handle-command';

/** What verify adds when the receipt could not be mailed at once (the payment went through all the same). */
export const RECEIPT_EMAIL_WARNING =
  'Your payment went through, but we could not e-mail your receipt just now. We will keep trying; you can also download it from Billing & Subscription.';

/** How long verify waits for the receipt mail's first outcome: long enough for one try, short for a paying user. */
export const RECEIPT_MAIL_WAIT_MS = 3000;
const POLL_MS = 100;

/**
 * Whether the buyer should be told their receipt is not in their mailbox yet: the outbox (processes/)
 * mails it after the capture and records on `Mail-{mailId}` what became of it. Late (MailDelayed) or
 * given up on (MailFailed) within the wait is a warning; sent, or no outcome yet, is none.
 */
export async function receiptMailWarning(
  commands: CommandHandler,
  orderId: string,
  waitMs: number = RECEIPT_MAIL_WAIT_MS,
): Promise<string | undefined> {
  const mailId = receiptMailId(orderId);
  const deadline = Date.now() + waitMs;
  for (;;) {
    const { state } = await commands.load(mailDecider, mailId);
    if (state.outcome === 'delayed' || state.failed) return RECEIPT_EMAIL_WARNING;
    if (state.outcome === 'ended' || Date.now() >= deadline) return undefined;
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}
