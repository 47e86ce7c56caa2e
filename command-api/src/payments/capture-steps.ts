import { accountDecider } from '../accounts/decide';
import type { CommandHandler, CommandMetadata } from '../pipeline/handle-command';
import { paymentDecider, type OrderTerms } from './payment';
import { subscriptionDecider, type SubscriptionState } from './subscription';

/**
 * The steps after a recorded capture, each idempotent: the PRO period the order bought
 * (Subscription), then the PRO tier (Account) while that subscription is active, so a capture
 * replayed after the owner went FREE does not make them PRO again. The capture runs them, and the
 * payments reactor runs them again for a capture a crash stopped halfway.
 */
export async function completeCapturedPayment(
  commands: CommandHandler,
  orderId: string,
  metadata: CommandMetadata,
): Promise<{ terms: OrderTerms; subscription: SubscriptionState }> {
  const { state } = await commands.load(paymentDecider, orderId);
  const { terms, captured } = state;
  if (!terms || !captured) throw new Error(`Order ${orderId} is not captured`);
  const { state: subscription } = await commands.handle(
    subscriptionDecider,
    terms.userId,
    {
      type: 'ApplyPayment',
      userId: terms.userId,
      orderId,
      planId: terms.planId,
      durationMonths: terms.durationMonths,
      capturedAt: captured.capturedAt,
    },
    metadata,
  );
  // A deleted account keeps its payment and period on the books, but has no tier to change.
  const account = (await commands.load(accountDecider, terms.userId)).state;
  if (subscription.active && account.status === 'registered')
    await commands.handle(accountDecider, terms.userId, { type: 'ChangePlan', plan: 'pro' }, metadata);
  return { terms, subscription };
}

/** What an order left unpaid too long is marked failed with (SPEC: history shows it Failed). */
export const ORDER_ABANDONED = { code: 'ORDER_ABANDONED', description: 'The payment was not completed' } as const;

/** The order was left unpaid too long: failed, unless it was paid or failed first (a later capture still counts). */
export async function abandonUnpaidOrder(commands: CommandHandler, orderId: string, at: Date, metadata: CommandMetadata): Promise<void> {
  await commands.handle(
    paymentDecider,
    orderId,
    { type: 'RecordFailure', orderId, gatewayEventId: null, paymentId: null, ...ORDER_ABANDONED, reason: null, failedAt: at.toISOString() },
    metadata,
  );
}
