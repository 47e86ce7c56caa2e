import { z } from 'zod';
import { ChargeView, CurrentSubscriptionView, DowngradeImpactView, PaymentHistoryRow, PaymentReceiptView } from '../payments';
import { Id, optionalText } from '../text';
import { commandAnswer, ok, route } from './contract';

const TAG = 'Payments';
const SUBSCRIPTIONS = 'Subscriptions';

/**
 * SPEC §8 'Payments': the codes a payment's failure answers with. The UI words each (title and
 * message); the server's message says the same in a sentence.
 */
export const PAYMENT_ERROR_CODES = [
  'PAYMENT_VERIFICATION_FAILED',
  'RAZORPAY_FETCH_FAILED',
  'SUBSCRIPTION_NOT_FOUND',
  'PAYMENT_STATUS_NOT_SUCCESSFUL',
  'SERVER_ERROR',
] as const;
export type PaymentErrorCode = (typeof PAYMENT_ERROR_CODES)[number];

/** The plan to buy. What else the client sends (its billing address, its own breakdown) is not used: the server charges from what it stored. */
export const CreateOrderInput = z.object({
  subscriptionId: Id('Subscription plan id'),
  billingAddress: z.unknown().optional(),
  paymentBreakdown: z.unknown().optional(),
});

/** SPEC §3 "Payment order response", with what the checkout opens with. */
export const PaymentOrderView = commandAnswer({
  /** The gateway's order id (order_…). */
  id: z.string(),
  /** Paise, as the checkout takes it. */
  amount: z.number().int(),
  currency: z.literal('INR'),
  subscription: z.object({ id: z.string(), displayName: z.string() }),
  charge: ChargeView,
  /** The public key id the checkout opens with. */
  keyId: z.string(),
  /** Where the checkout script is loaded from. */
  checkoutScriptUrl: z.string(),
  /** 'sandbox' under the embedded gateway: the UI says no real money moves. */
  mode: z.enum(['razorpay', 'sandbox']),
});

/** What the checkout's handler received, as the gateway names it, and the plan. */
export const VerifyPaymentInput = z.object({
  razorpay_payment_id: Id('Payment id'),
  razorpay_order_id: Id('Order id'),
  razorpay_signature: z
    .string({ error: 'Payment signature is required' })
    .regex(/^[0-9a-f]{64}$/i, 'Payment signature is not a valid signature'),
  subscriptionId: Id('Subscription plan id').optional(),
  billingAddress: z.unknown().optional(),
});

export const VerifyPaymentAnswer = commandAnswer({
  success: z.literal(true),
  subscription: z.object({ type: z.literal('pro'), startDate: z.string(), endDate: z.string() }),
  paymentDetails: PaymentReceiptView,
  /** The payment went through but its receipt could not be e-mailed (it can be downloaded). */
  emailWarning: z.string().optional(),
});

export const createOrder = route({
  method: 'post',
  path: '/api/payments/create-order',
  operationId: 'createPaymentOrder',
  summary: 'Open a gateway order for a plan, charged from the stored billing location',
  tag: TAG,
  access: 'user',
  request: { body: CreateOrderInput },
  responses: {
    200: ok('The order to open the checkout with', PaymentOrderView),
    400: 'Billing information is incomplete (BILLING_INFO_REQUIRED), or the plan is free',
    404: 'No such plan on sale (SUBSCRIPTION_NOT_FOUND)',
    502: 'The gateway could not be reached (RAZORPAY_FETCH_FAILED)',
  },
});

export const verifyPayment = route({
  method: 'post',
  path: '/api/payments/verify',
  operationId: 'verifyPayment',
  summary: "Check the checkout's signature and the payment with the gateway; on capture, upgrade to PRO",
  tag: TAG,
  access: 'user',
  request: { body: VerifyPaymentInput },
  responses: {
    200: ok('Paid: the PRO period and the receipt (the same answer when asked again)', VerifyPaymentAnswer),
    400: 'The signature is wrong (PAYMENT_VERIFICATION_FAILED), or the payment did not go through (PAYMENT_STATUS_NOT_SUCCESSFUL)',
    404: "No such order of the caller's (PAYMENT_VERIFICATION_FAILED), or its plan is gone (SUBSCRIPTION_NOT_FOUND)",
    502: 'The gateway could not be asked about the payment (RAZORPAY_FETCH_FAILED)',
  },
});

export const paymentWebhook = route({
  method: 'post',
  path: '/api/payments/webhook',
  operationId: 'paymentWebhook',
  summary:
    "The gateway's events (payment.authorized, payment.captured, order.paid, payment.failed, refund.processed), signed with the webhook secret",
  tag: TAG,
  access: 'public',
  responses: {
    200: ok('Accepted (also when already seen, or of no concern)', z.object({ status: z.literal('ok') })),
    400: 'The X-Razorpay-Signature is missing or wrong, or the body is not an event',
  },
});

export const paymentHistory = route({
  method: 'get',
  path: '/api/payments/history',
  operationId: 'paymentHistory',
  summary: "The signed-in PRO user's payments, newest first",
  tag: TAG,
  access: 'user',
  responses: {
    200: ok('The payments', z.object({ payments: z.array(PaymentHistoryRow) })),
    403: 'Transaction history is a PRO feature',
  },
});

const ByPayment = z.object({ id: Id('Payment id') });

export const paymentDetails = route({
  method: 'get',
  path: '/api/payments/details/{id}',
  operationId: 'paymentDetails',
  summary: "One of the signed-in user's captured payments, as its receipt shows it",
  tag: TAG,
  access: 'user',
  request: { params: ByPayment },
  responses: { 200: ok('The receipt data', PaymentReceiptView), 404: 'No such receipt of yours' },
});

export const paymentReceipt = route({
  method: 'get',
  path: '/api/payments/receipt/{id}',
  operationId: 'paymentReceipt',
  summary: "One of the signed-in user's receipts as a PDF, named MoRe-AI-{transactionId}.pdf",
  tag: TAG,
  access: 'user',
  request: { params: ByPayment },
  responses: {
    200: { description: 'The receipt (application/pdf, as an attachment)', body: z.unknown(), contentType: 'application/pdf' },
    404: 'No such receipt of yours',
  },
});

export const currentSubscription = route({
  method: 'get',
  path: '/api/user-subscriptions/current',
  operationId: 'currentSubscription',
  summary: "The signed-in user's plan, its period and any downgrade scheduled or processed",
  tag: SUBSCRIPTIONS,
  access: 'user',
  responses: { 200: ok('The subscription', CurrentSubscriptionView) },
});

export const downgradeImpact = route({
  method: 'get',
  path: '/api/user-subscriptions/downgrade-impact',
  operationId: 'downgradeImpact',
  summary: 'What going FREE would archive now',
  tag: SUBSCRIPTIONS,
  access: 'user',
  responses: { 200: ok('The impact', DowngradeImpactView) },
});

export const ScheduleDowngradeInput = z.object({ reason: optionalText({ label: 'Reason', max: 500, multiline: true }) });

export const scheduleDowngrade = route({
  method: 'post',
  path: '/api/user-subscriptions/schedule-downgrade',
  operationId: 'scheduleDowngrade',
  summary: 'Go FREE at the end of the paid period; PRO stays until then',
  tag: SUBSCRIPTIONS,
  access: 'user',
  request: { body: ScheduleDowngradeInput },
  responses: {
    200: ok('Scheduled (also when it already was)', commandAnswer({ message: z.string(), effectiveDate: z.string() })),
    400: 'The plan is not PRO',
  },
});

export const cancelDowngrade = route({
  method: 'post',
  path: '/api/user-subscriptions/cancel-downgrade',
  operationId: 'cancelDowngrade',
  summary: 'Keep PRO: the scheduled downgrade is called off',
  tag: SUBSCRIPTIONS,
  access: 'user',
  responses: { 200: ok('Cancelled', commandAnswer({ message: z.string() })), 400: 'No downgrade is scheduled' },
});

export const downgradeNow = route({
  method: 'delete',
  path: '/api/user-subscriptions/current',
  operationId: 'downgradeNow',
  summary: 'Go FREE now: what is over the FREE limits is archived until the next upgrade',
  tag: SUBSCRIPTIONS,
  access: 'user',
  responses: {
    200: ok(
      'Downgraded',
      commandAnswer({
        message: z.string(),
        archivedContent: z.object({ watchlists: z.number().int(), moviesInWatchlists: z.number().int(), favorites: z.number().int() }),
      }),
    ),
    400: 'The plan is not PRO',
  },
});

export const paymentContracts = [createOrder, verifyPayment, paymentWebhook, paymentHistory, paymentDetails, paymentReceipt];
export const subscriptionContracts = [currentSubscription, downgradeImpact, scheduleDowngrade, cancelDowngrade, downgradeNow];
