import { randomBytes } from 'node:crypto';
import { accountDecider } from '@more-ai/command-api/accounts/decide';
import { chargeFor } from '@more-ai/command-api/payments/charge';
import { financialYearOf } from '@more-ai/command-api/payments/invoice-number';
import { invoiceSeriesDecider } from '@more-ai/command-api/payments/invoice-series';
import { paymentDecider, type OrderTerms, type PaymentCommand } from '@more-ai/command-api/payments/payment';
import { subscriptionDecider, type SubscriptionCommand } from '@more-ai/command-api/payments/subscription';
import { findCountry, findState } from '@more-ai/platform/locations';
import type { TestApp } from './app';
import { BILLING } from './payments';

/**
 * Payments recorded the way the payment workflow records them, straight through its deciders, with
 * no gateway: for the read side's tests, which need orders in every state rather than a checkout.
 */

const metadata = { actor: 'system', correlationId: 'test', causationId: 'test' };

/** PRO's price before GST: ₹149.00. */
export const PRO_PRICE_PAISE = 14_900;

/** A gateway-like id: 'order_…', 'pay_…'. */
export function gatewayId(prefix: 'order' | 'pay'): string {
  return `${prefix}_${randomBytes(7).toString('hex')}`;
}

/** Opens an order for a month of PRO, charged for the billing location; returns its terms. */
export async function openOrder(
  app: TestApp,
  userId: string,
  where: keyof typeof BILLING,
  createdAt = new Date(),
  durationMonths = 1,
): Promise<OrderTerms> {
  const { countryId, stateId, ...address } = BILLING[where];
  const country = findCountry(countryId)!;
  const state = stateId ? findState(stateId)! : undefined;
  const charge = chargeFor(PRO_PRICE_PAISE, country.code, state?.code);
  const terms: OrderTerms = {
    orderId: gatewayId('order'),
    userId,
    planId: 'pro-plan',
    planName: 'PRO',
    durationMonths,
    pricePaise: charge.pricePaise,
    taxes: charge.taxes.map(({ label, percent, amountPaise }) => ({ label, percent, amountPaise })),
    gstPaise: charge.gstPaise,
    gstPercent: charge.gstPercent,
    totalPaise: charge.totalPaise,
    currency: 'INR',
    gateway: 'sandbox',
    countryCode: country.code,
    countryName: country.name,
    stateCode: state?.code ?? null,
    stateName: state?.name ?? null,
    ...address,
    createdAt: createdAt.toISOString(),
  };
  await app.commands.handle(paymentDecider, terms.orderId, { type: 'OpenOrder', terms }, metadata);
  return terms;
}

/** What the gateway told of an order: a capture, a failure or a refund. */
export async function reportPayment(app: TestApp, command: PaymentCommand): Promise<void> {
  await app.commands.handle(paymentDecider, command.type === 'OpenOrder' ? command.terms.orderId : command.orderId, command, metadata);
}

/**
 * The capture's steps, as the workflow takes them: an invoice number, the capture, the PRO period
 * it buys, and PRO. Returns the payment id.
 */
export async function capture(app: TestApp, terms: OrderTerms, capturedAt = new Date(), method = 'upi'): Promise<string> {
  const financialYear = financialYearOf(capturedAt);
  const series = await app.commands.handle(
    invoiceSeriesDecider,
    financialYear,
    { type: 'AssignInvoiceNumber', paymentId: terms.orderId, financialYear },
    metadata,
  );
  const paymentId = gatewayId('pay');
  await reportPayment(app, {
    type: 'RecordCapture',
    orderId: terms.orderId,
    gatewayEventId: null,
    paymentId,
    method,
    amountPaise: terms.totalPaise,
    invoiceNumber: series.state.numberOf.get(terms.orderId)!,
    capturedAt: capturedAt.toISOString(),
  });
  await subscribe(app, terms.userId, {
    type: 'ApplyPayment',
    orderId: terms.orderId,
    planId: terms.planId,
    durationMonths: terms.durationMonths,
    capturedAt: capturedAt.toISOString(),
  });
  await app.commands.handle(accountDecider, terms.userId, { type: 'ChangePlan', plan: 'pro' }, metadata);
  return paymentId;
}

/** A command on the user's Subscription stream (schedule, cancel, downgrade now, end the period). */
export async function subscribe(app: TestApp, userId: string, command: SubscriptionCommand): Promise<void> {
  await app.commands.handle(subscriptionDecider, userId, { ...command, userId }, metadata);
}
