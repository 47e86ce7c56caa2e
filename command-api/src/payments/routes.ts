import Router from '@koa/router';
import getRawBody from 'raw-body';
import { CreateOrderInput, ScheduleDowngradeInput, VerifyPaymentInput } from '@more-ai/contracts/api/payments';
import { rupeesOf } from '@more-ai/contracts/payments';
import { ApiError, NotFound, parseInput, type Logger } from '@more-ai/platform';
import { requireUser, signedInUser } from '@more-ai/platform/auth/middleware';
import type { GatewayPayment } from '@more-ai/platform/payments/gateway';
import { webhookSignatureValid } from '@more-ai/platform/payments/signatures';
import { accountDecider } from '../accounts/decide';
import type { CommandHandler, CommandMetadata } from '../pipeline/handle-command';
import { laterOf } from '../accounts/registration';
import { commandMetadata, respond } from '../pipeline/respond';
import { archiveOverFreeLimits, restoreArchive } from './archive';
import { receiptMailWarning } from './receipt-mail';
import { subscriptionDecider } from './subscription';
import type { PaymentWorkflow } from './workflow';

export const DOWNGRADE_SCHEDULED = 'Downgrade scheduled successfully';
export const DOWNGRADE_CANCELLED = 'Downgrade cancelled successfully';
export const DOWNGRADED_NOW = 'Successfully downgraded to FREE plan';
export const INVALID_WEBHOOK_SIGNATURE = 'Invalid webhook signature';

/** Who the webhooks' events name as their actor. */
export const GATEWAY_ACTOR = 'system:razorpay';
/** Razorpay's events are a few kB; nothing bigger is one of theirs. */
const WEBHOOK_LIMIT = '256kb';

export interface PaymentRouteDependencies {
  commands: CommandHandler;
  workflow: PaymentWorkflow;
  webhookSecret: string;
  log: Logger;
}

/**
 * The webhook: before the JSON body parser, since its signature is over the raw bytes. A wrong or
 * missing signature is a 400 and appends nothing; a redelivered event changes nothing (the payment's
 * state only moves forward and remembers the events it applied).
 */
export function paymentWebhookRoutes({ workflow, webhookSecret, log }: PaymentRouteDependencies): Router {
  const router = new Router();
  router.post('/api/payments/webhook', async (ctx) => {
    let raw: Buffer;
    try {
      raw = await getRawBody(ctx.req, { limit: WEBHOOK_LIMIT, length: ctx.request.length });
    } catch (error) {
      const { status } = error as { status?: number };
      throw new ApiError(
        status === 413 ? 413 : 400,
        status === 413 ? 'Request body is too large' : 'Request body could not be read',
        'INVALID_BODY',
      );
    }
    if (!webhookSignatureValid(raw, ctx.get('X-Razorpay-Signature') || undefined, webhookSecret)) {
      log.warn({ eventId: ctx.get('X-Razorpay-Event-Id') || undefined }, 'webhook with a wrong signature refused');
      throw new ApiError(400, INVALID_WEBHOOK_SIGNATURE, 'INVALID_SIGNATURE');
    }
    const event = webhookEventOf(raw);
    const eventId = ctx.get('X-Razorpay-Event-Id');
    if (!/^[A-Za-z0-9_-]{1,64}$/.test(eventId)) throw new ApiError(400, 'X-Razorpay-Event-Id is missing or malformed', 'INVALID_EVENT_ID');
    const metadata: CommandMetadata = {
      actor: GATEWAY_ACTOR,
      correlationId: ctx.state.correlationId,
      causationId: ctx.state.requestId,
      idempotencyKey: `webhook:${eventId}`,
    };
    await applyWebhook(workflow, event, eventId, metadata, log);
    ctx.status = 200;
    ctx.body = { status: 'ok' };
  });
  return router;
}

/** POST create-order and verify, and the subscription's commands. */
export function paymentRoutes({ commands, workflow }: PaymentRouteDependencies): Router {
  const router = new Router();

  router.post('/api/payments/create-order', requireUser(), async (ctx) => {
    const { subscriptionId } = parseInput(CreateOrderInput, ctx.request.body);
    const { terms, position } = await workflow.openOrder(signedInUser(ctx).userId, subscriptionId, commandMetadata(ctx));
    respond(
      ctx,
      200,
      {
        id: terms.orderId,
        amount: terms.totalPaise,
        currency: terms.currency,
        subscription: { id: terms.planId, displayName: terms.planName },
        charge: {
          price: rupeesOf(terms.pricePaise),
          taxes: terms.taxes.map(({ label, percent, amountPaise }) => ({ label, percent, amount: rupeesOf(amountPaise) })),
          gstPercentage: terms.gstPercent,
          gstAmount: rupeesOf(terms.gstPaise),
          total: rupeesOf(terms.totalPaise),
          currency: terms.currency,
        },
        keyId: workflow.keyId,
        checkoutScriptUrl: workflow.checkoutScriptUrl,
        mode: workflow.mode,
      },
      position,
    );
  });

  router.post('/api/payments/verify', requireUser(), async (ctx) => {
    const input = parseInput(VerifyPaymentInput, ctx.request.body);
    const { receipt, period } = await workflow.verify(
      signedInUser(ctx).userId,
      { orderId: input.razorpay_order_id, paymentId: input.razorpay_payment_id, signature: input.razorpay_signature },
      commandMetadata(ctx),
    );
    // PRO again brings back what the last downgrade archived before the buyer looks; the archive reactor does it for a webhook's capture.
    const restored = await restoreArchive(commands, signedInUser(ctx).userId, commandMetadata(ctx));
    // What the read side must have seen to show this payment: the period (Subscription) and the tier (Account).
    const { userId } = signedInUser(ctx);
    const position = laterOf(
      (await commands.load(accountDecider, userId)).position,
      (await commands.load(subscriptionDecider, userId)).position,
    );
    // The receipt is mailed after the capture: a buyer whose mail is late is told at once (the payment stands either way).
    const emailWarning = await receiptMailWarning(commands, receipt.orderId);
    respond(
      ctx,
      200,
      { success: true, subscription: { type: 'pro', ...period }, paymentDetails: receipt, ...(emailWarning ? { emailWarning } : {}) },
      laterOf(position, restored.position),
    );
  });

  router.post('/api/user-subscriptions/schedule-downgrade', requireUser(), async (ctx) => {
    const { reason } = parseInput(ScheduleDowngradeInput, ctx.request.body);
    const { userId } = signedInUser(ctx);
    const result = await commands.handle(subscriptionDecider, userId, { type: 'ScheduleDowngrade', userId, reason }, commandMetadata(ctx));
    respond(ctx, 200, { message: DOWNGRADE_SCHEDULED, effectiveDate: result.state.scheduledDowngrade!.effectiveDate }, result.position);
  });

  router.post('/api/user-subscriptions/cancel-downgrade', requireUser(), async (ctx) => {
    const { userId } = signedInUser(ctx);
    const result = await commands.handle(subscriptionDecider, userId, { type: 'CancelDowngrade', userId }, commandMetadata(ctx));
    respond(ctx, 200, { message: DOWNGRADE_CANCELLED }, result.position);
  });

  router.delete('/api/user-subscriptions/current', requireUser(), async (ctx) => {
    const { userId } = signedInUser(ctx);
    const metadata = commandMetadata(ctx);
    const account = (await commands.load(accountDecider, userId)).state;
    if (account.status !== 'registered') throw new NotFound('Account not found', 'ACCOUNT_NOT_FOUND');
    await commands.handle(subscriptionDecider, userId, { type: 'DowngradeNow', userId, plan: account.plan }, metadata);
    const changed = await commands.handle(accountDecider, userId, { type: 'ChangePlan', plan: 'free' }, metadata);
    // Archived here so the answer can count it; the archive reactor (processes/) finishes it should this request die first.
    const { archivedContent, position } = await archiveOverFreeLimits(commands, userId, metadata);
    respond(ctx, 200, { message: DOWNGRADED_NOW, archivedContent }, laterOf(changed.position, position));
  });

  return router;
}

interface WebhookEvent {
  event: string;
  payment: GatewayPayment | null;
  refund: { id: string; paymentId: string; amountPaise: number } | null;
}

/** The parts of a Razorpay webhook we use; a body that is not one is a 400. */
function webhookEventOf(raw: Buffer): WebhookEvent {
  let body: unknown;
  try {
    body = JSON.parse(raw.toString('utf8'));
  } catch {
    throw new ApiError(400, 'Webhook body is not JSON', 'INVALID_BODY');
  }
  const record = body as { event?: unknown; payload?: { payment?: { entity?: unknown }; refund?: { entity?: unknown } } } | null;
  if (typeof record !== 'object' || record === null || typeof record.event !== 'string')
    throw new ApiError(400, 'Webhook body is not an event', 'INVALID_BODY');
  const entity = record.payload?.payment?.entity as Record<string, unknown> | undefined;
  const payment: GatewayPayment | null =
    entity && typeof entity.id === 'string' && typeof entity.order_id === 'string' && typeof entity.amount === 'number'
      ? {
          id: entity.id,
          orderId: entity.order_id,
          amountPaise: entity.amount,
          currency: String(entity.currency ?? ''),
          status: String(entity.status ?? '') as GatewayPayment['status'],
          method: String(entity.method ?? ''),
          error:
            typeof entity.error_code === 'string'
              ? {
                  code: entity.error_code,
                  description: String(entity.error_description ?? ''),
                  reason: typeof entity.error_reason === 'string' ? entity.error_reason : null,
                }
              : null,
          createdAt: new Date(Number(entity.created_at ?? 0) * 1000),
        }
      : null;
  const refundEntity = record.payload?.refund?.entity as Record<string, unknown> | undefined;
  const refund =
    refundEntity && typeof refundEntity.id === 'string' && typeof refundEntity.payment_id === 'string'
      ? { id: refundEntity.id, paymentId: refundEntity.payment_id, amountPaise: Number(refundEntity.amount ?? 0) }
      : null;
  return { event: record.event, payment, refund };
}

async function applyWebhook(
  workflow: PaymentWorkflow,
  { event, payment, refund }: WebhookEvent,
  eventId: string,
  metadata: CommandMetadata,
  log: Logger,
) {
  if (!payment) return;
  // Orders we never opened (another integration on the same account) are not ours to track.
  if (!(await workflow.knowsOrder(payment.orderId))) {
    log.info({ event, eventId }, 'webhook for an order that is not ours ignored');
    return;
  }
  switch (event) {
    case 'payment.authorized':
      await workflow.captureAuthorized(payment, eventId, metadata);
      return;
    case 'payment.captured':
    case 'order.paid':
      if (payment.status === 'captured' || payment.status === 'refunded')
        await workflow.capture(payment.orderId, payment, eventId, metadata);
      return;
    case 'payment.failed':
      await workflow.recordFailure(payment, eventId, metadata);
      return;
    case 'refund.processed':
      if (refund) await workflow.recordRefund(payment.orderId, refund, eventId, metadata);
      return;
    default:
      return;
  }
}
