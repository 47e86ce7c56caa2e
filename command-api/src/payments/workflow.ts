import type { GlobalPosition } from '@more-ai/events/position';
import { rupeesOf, type PaymentReceiptView } from '@more-ai/contracts/payments';
import { ApiError, NotFound } from '@more-ai/platform';
import { findCountry, findState } from '@more-ai/platform/locations';
import { GatewayError, type GatewayPayment, type PaymentGateway, type PaymentsSettings } from '@more-ai/platform/payments/gateway';
import { purchaseDescription } from '@more-ai/platform/payments/receipt-for-order';
import { checkoutSignatureValid } from '@more-ai/platform/payments/signatures';
import { accountDecider } from '../accounts/decide';
import type { CommandHandler, CommandMetadata } from '../pipeline/handle-command';
import { planDecider } from '../plans/decide';
import { chargeFor, paiseOf } from './charge';
import { financialYearOf } from './invoice-number';
import { invoiceSeriesDecider } from './invoice-series';
import { paymentDecider, type OrderTerms, type PaymentState } from './payment';
import { completeCapturedPayment } from './capture-steps';

/** SPEC §8 'Payments': the server's sentence for each code (the UI shows its own title and message). */
export const PAYMENT_MESSAGES = {
  PAYMENT_VERIFICATION_FAILED:
    'Payment verification failed: the payment signature was invalid. Please contact support with your payment reference.',
  RAZORPAY_FETCH_FAILED:
    'Payment details unavailable: we could not verify the payment with Razorpay. It may still have gone through; please check with your bank.',
  SUBSCRIPTION_NOT_FOUND: 'Subscription plan not found: this plan is no longer available. Please select a different plan.',
  PAYMENT_STATUS_NOT_SUCCESSFUL: 'Payment not completed: the payment was not processed and no amount was deducted.',
  BILLING_INFO_REQUIRED: 'Please complete your billing information (country, state for India, and address) before paying.',
  FREE_PLAN: 'The FREE plan needs no payment.',
} as const;

/** The gateway's receipt field takes at most 40 characters; ours names the buyer and the time. */
const RECEIPT_MAX = 40;

export interface PaidPeriod {
  startDate: string;
  endDate: string;
}

/** What a captured payment answers with: the receipt data (with the period it bought) and the whole PRO period running now. */
export interface CapturedPayment {
  receipt: PaymentReceiptView;
  period: PaidPeriod;
}

/**
 * The payment workflow (ARCHITECTURE: payment and subscription are streams): opening a gateway
 * order, and taking a captured payment through its steps, each an idempotent command: an invoice
 * number (InvoiceSeries), the capture (Payment), the PRO period (Subscription), the tier (Account).
 * The verify call and the webhooks both run `capture`; however they race, each step appends once,
 * and a step a crash skipped is done by whichever comes next (or by the payments reactor).
 */
export class PaymentWorkflow {
  constructor(
    private readonly commands: CommandHandler,
    private readonly gateway: PaymentGateway,
    private readonly settings: PaymentsSettings,
    private readonly clock: () => Date,
  ) {}

  get mode(): PaymentsSettings['mode'] {
    return this.settings.mode;
  }

  get keyId(): string {
    return this.gateway.keyId;
  }

  get checkoutScriptUrl(): string {
    return this.gateway.checkoutScriptUrl;
  }

  /** Opens a gateway order for the plan, charged from the buyer's stored billing location. */
  async openOrder(
    userId: string,
    planId: string,
    metadata: CommandMetadata,
  ): Promise<{ terms: OrderTerms; position: GlobalPosition | undefined }> {
    const account = (await this.commands.load(accountDecider, userId)).state;
    if (account.status !== 'registered') throw new NotFound('Account not found', 'ACCOUNT_NOT_FOUND');
    const plan = (await this.commands.load(planDecider, planId)).state.terms;
    if (!plan || !plan.active) throw new NotFound(PAYMENT_MESSAGES.SUBSCRIPTION_NOT_FOUND, 'SUBSCRIPTION_NOT_FOUND');
    if (plan.type === 'free' || plan.price <= 0) throw new ApiError(400, PAYMENT_MESSAGES.FREE_PLAN, 'FREE_PLAN');
    const billing = account.billing;
    const country = billing ? findCountry(billing.countryId) : undefined;
    const state = billing?.stateId ? findState(billing.stateId) : undefined;
    const complete =
      billing &&
      country &&
      (country.code !== 'IN' || state) &&
      [billing.pinCode, billing.city, billing.street, billing.doorNo].every(Boolean);
    if (!complete || !billing || !country) throw new ApiError(400, PAYMENT_MESSAGES.BILLING_INFO_REQUIRED, 'BILLING_INFO_REQUIRED');

    const charge = chargeFor(paiseOf(plan.price), country.code, state?.code);
    const now = this.clock();
    const order = await this.gatewayCall(() =>
      this.gateway.createOrder({
        amountPaise: charge.totalPaise,
        currency: 'INR',
        receipt: `${userId.slice(0, 8)}-${now.getTime().toString(36)}`.slice(0, RECEIPT_MAX),
        notes: { userId, planId: plan.planId, plan: plan.displayName },
      }),
    );
    const terms: OrderTerms = {
      orderId: order.id,
      userId,
      planId: plan.planId,
      planName: plan.displayName,
      durationMonths: plan.durationMonths,
      pricePaise: charge.pricePaise,
      taxes: charge.taxes.map(({ label, percent, amountPaise }) => ({ label, percent, amountPaise })),
      gstPaise: charge.gstPaise,
      gstPercent: charge.gstPercent,
      totalPaise: charge.totalPaise,
      currency: 'INR',
      gateway: this.settings.mode,
      countryCode: country.code,
      countryName: country.name,
      stateCode: state?.code ?? null,
      stateName: state?.name ?? null,
      pinCode: billing.pinCode,
      city: billing.city,
      street: billing.street,
      doorNo: billing.doorNo,
      createdAt: now.toISOString(),
    };
    const result = await this.commands.handle(paymentDecider, order.id, { type: 'OpenOrder', terms }, metadata);
    return { terms, position: result.position };
  }

  /**
   * The checkout's answer: its signature is checked against the order WE stored (in constant time),
   * then the payment is fetched from the gateway, captured if only authorized, and taken through the
   * capture steps. Asked again for a captured payment, it answers the same.
   */
  async verify(
    userId: string,
    input: { orderId: string; paymentId: string; signature: string },
    metadata: CommandMetadata,
  ): Promise<CapturedPayment> {
    const { state } = await this.commands.load(paymentDecider, input.orderId);
    // Someone else's order is no more known to the caller than one that does not exist.
    if (!state.terms || state.terms.userId !== userId)
      throw new NotFound(PAYMENT_MESSAGES.PAYMENT_VERIFICATION_FAILED, 'PAYMENT_VERIFICATION_FAILED');
    if (!checkoutSignatureValid(state.terms.orderId, input.paymentId, input.signature, this.settings.keySecret)) {
      throw new ApiError(400, PAYMENT_MESSAGES.PAYMENT_VERIFICATION_FAILED, 'PAYMENT_VERIFICATION_FAILED');
    }
    if (state.captured?.paymentId === input.paymentId) return this.capture(state.terms.orderId, null, null, metadata);
    let payment = await this.gatewayCall(() => this.gateway.fetchPayment(input.paymentId));
    if (payment.orderId !== state.terms.orderId)
      throw new ApiError(400, PAYMENT_MESSAGES.PAYMENT_VERIFICATION_FAILED, 'PAYMENT_VERIFICATION_FAILED');
    if (payment.status === 'authorized')
      payment = await this.gatewayCall(() => this.gateway.capturePayment(payment.id, state.terms!.totalPaise, 'INR'));
    if (payment.status !== 'captured' && payment.status !== 'refunded') {
      if (payment.status === 'failed') await this.recordFailure(payment, null, metadata);
      throw new ApiError(400, PAYMENT_MESSAGES.PAYMENT_STATUS_NOT_SUCCESSFUL, 'PAYMENT_STATUS_NOT_SUCCESSFUL');
    }
    return this.capture(state.terms.orderId, payment, null, metadata);
  }

  /**
   * Takes a payment the gateway captured through every step. `payment` is what the gateway said
   * (null when the order is known to be captured already); `gatewayEventId` the webhook event that told.
   */
  async capture(
    orderId: string,
    payment: GatewayPayment | null,
    gatewayEventId: string | null,
    metadata: CommandMetadata,
  ): Promise<CapturedPayment> {
    let { state } = await this.commands.load(paymentDecider, orderId);
    const terms = state.terms;
    if (!terms) throw new NotFound('Payment order not found', 'ORDER_NOT_FOUND');
    if (!state.captured) {
      if (!payment) throw new Error(`Order ${orderId} is not captured and no payment was given`);
      if (payment.amountPaise !== terms.totalPaise || payment.currency !== 'INR') {
        throw new ApiError(400, PAYMENT_MESSAGES.PAYMENT_VERIFICATION_FAILED, 'PAYMENT_VERIFICATION_FAILED');
      }
      const capturedAt = payment.createdAt.toISOString();
      // The invoice's date is the payment's: a verify and a webhook racing ask for the same year.
      const series = await this.commands.handle(
        invoiceSeriesDecider,
        financialYearOf(payment.createdAt),
        { type: 'AssignInvoiceNumber', paymentId: orderId, financialYear: financialYearOf(payment.createdAt) },
        metadata,
      );
      const invoiceNumber = series.state.numberOf.get(orderId)!;
      const recorded = await this.commands.handle(
        paymentDecider,
        orderId,
        {
          type: 'RecordCapture',
          orderId,
          gatewayEventId,
          paymentId: payment.id,
          method: payment.method,
          amountPaise: payment.amountPaise,
          invoiceNumber,
          capturedAt,
        },
        metadata,
      );
      state = recorded.state;
    }
    const { subscription } = await completeCapturedPayment(this.commands, orderId, metadata);
    const bought = subscription.paidOrders.get(orderId)!;
    return { receipt: receiptView(terms, state, bought), period: subscription.period! };
  }

  /** A payment of the order failed: recorded once, and never over a capture. */
  async recordFailure(payment: GatewayPayment, gatewayEventId: string | null, metadata: CommandMetadata): Promise<void> {
    await this.commands.handle(
      paymentDecider,
      payment.orderId,
      {
        type: 'RecordFailure',
        orderId: payment.orderId,
        gatewayEventId,
        paymentId: payment.id,
        code: payment.error?.code ?? 'PAYMENT_FAILED',
        description: payment.error?.description ?? 'The payment failed',
        reason: payment.error?.reason ?? null,
        failedAt: this.clock().toISOString(),
      },
      metadata,
    );
  }

  /** Whether the order is one of ours. */
  async knowsOrder(orderId: string): Promise<boolean> {
    return (await this.commands.load(paymentDecider, orderId)).state.terms !== null;
  }

  /**
   * payment.authorized: capture it (accounts that do not capture automatically), then take it
   * through the capture steps. Already captured (the usual case), it goes straight to them.
   */
  async captureAuthorized(payment: GatewayPayment, gatewayEventId: string, metadata: CommandMetadata): Promise<void> {
    const { state } = await this.commands.load(paymentDecider, payment.orderId);
    if (state.captured) return;
    let current = await this.gatewayCall(() => this.gateway.fetchPayment(payment.id));
    if (current.status === 'authorized')
      current = await this.gatewayCall(() => this.gateway.capturePayment(current.id, state.terms!.totalPaise, 'INR'));
    if (current.status === 'captured' || current.status === 'refunded')
      await this.capture(payment.orderId, current, gatewayEventId, metadata);
  }

  /** refund.processed: a captured payment is marked Refunded (PRO is kept until the period ends). */
  async recordRefund(
    orderId: string,
    refund: { id: string; paymentId: string; amountPaise: number },
    gatewayEventId: string,
    metadata: CommandMetadata,
  ): Promise<void> {
    await this.commands.handle(
      paymentDecider,
      orderId,
      {
        type: 'RecordRefund',
        orderId,
        gatewayEventId,
        paymentId: refund.paymentId,
        refundId: refund.id,
        amountPaise: refund.amountPaise,
        refundedAt: this.clock().toISOString(),
      },
      metadata,
    );
  }

  private async gatewayCall<T>(call: () => Promise<T>): Promise<T> {
    try {
      return await call();
    } catch (error) {
      if (error instanceof GatewayError || !(error instanceof ApiError)) {
        throw new ApiError(502, PAYMENT_MESSAGES.RAZORPAY_FETCH_FAILED, 'RAZORPAY_FETCH_FAILED');
      }
      throw error;
    }
  }
}

/** A captured payment as its receipt shows it. */
export function receiptView(terms: OrderTerms, state: PaymentState, period: PaidPeriod): PaymentReceiptView {
  const captured = state.captured!;
  return {
    id: terms.orderId,
    paymentId: captured.paymentId,
    orderId: terms.orderId,
    invoiceNumber: captured.invoiceNumber,
    createdAt: captured.capturedAt,
    status: state.status === 'refunded' ? 'Refunded' : 'Completed',
    description: purchaseDescription(terms.planName, terms.durationMonths),
    amount: rupeesOf(terms.pricePaise),
    taxes: terms.taxes.map(({ label, percent, amountPaise }) => ({ label, percent, amount: rupeesOf(amountPaise) })),
    gstPercentage: terms.gstPercent,
    gstAmount: rupeesOf(terms.gstPaise),
    totalAmount: rupeesOf(terms.totalPaise),
    currency: 'INR',
    subscription: period,
  };
}
