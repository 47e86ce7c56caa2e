import type { Knex } from 'knex';
import { rupeesOf, type PaymentHistoryRow, type PaymentReceiptView, type PaymentStatus } from '@more-ai/contracts/payments';
import type { ChargedTaxLine } from '@more-ai/events/catalog/payments';
import { purchaseDescription } from '@more-ai/platform/payments/receipt-for-order';

/** An order as `rm_payments.payments` holds it. */
export interface PaymentRow {
  order_id: string;
  user_id: string;
  status: PaymentStatus;
  plan_id: string;
  plan_name: string;
  duration_months: number;
  price_paise: number;
  taxes: ChargedTaxLine[];
  gst_paise: number;
  gst_percent: number;
  total_paise: number;
  currency: 'INR';
  country_code: string;
  country_name: string;
  state_code: string | null;
  state_name: string | null;
  /** Null once the buyer deleted the account. */
  pin_code: string | null;
  city: string | null;
  street: string | null;
  door_no: string | null;
  created_at: Date;
  payment_id: string | null;
  method: string | null;
  invoice_number: string | null;
  captured_at: Date | null;
  failed_at: Date | null;
  failure_code: string | null;
  failure_description: string | null;
  refunded_at: Date | null;
  period_start: Date | null;
  period_end: Date | null;
}

/** A captured (or since refunded) order whose PRO period is known: what a receipt is made from. */
export interface ReceiptRow extends PaymentRow {
  status: 'Completed' | 'Refunded';
  payment_id: string;
  method: string;
  invoice_number: string;
  captured_at: Date;
  period_start: Date;
  period_end: Date;
}

export { purchaseDescription };

/**
 * Whether the order has a receipt: captured or refunded, with its period applied. The period follows
 * the capture within the same workflow; until it is projected there is nothing to print yet.
 */
export function isReceiptRow(row: PaymentRow): row is ReceiptRow {
  return (
    (row.status === 'Completed' || row.status === 'Refunded') &&
    row.payment_id !== null &&
    row.method !== null &&
    row.invoice_number !== null &&
    row.captured_at !== null &&
    row.period_start !== null &&
    row.period_end !== null
  );
}

/** SPEC §3 "Payment history row": the date is the capture's, else the failure's, else the order's. */
export function toHistoryRow(row: PaymentRow): PaymentHistoryRow {
  return {
    id: row.order_id,
    date: (row.captured_at ?? row.failed_at ?? row.created_at).toISOString(),
    transactionId: row.payment_id ?? row.order_id,
    description: purchaseDescription(row.plan_name, row.duration_months),
    currency: row.currency,
    totalAmount: rupeesOf(row.total_paise),
    status: row.status,
    invoiceNumber: row.invoice_number,
    hasReceipt: isReceiptRow(row),
  };
}

/** A captured payment as its receipt shows it: the same view the payment's verify call answered with. */
export function toReceiptView(row: ReceiptRow): PaymentReceiptView {
  return {
    id: row.order_id,
    paymentId: row.payment_id,
    orderId: row.order_id,
    invoiceNumber: row.invoice_number,
    createdAt: row.captured_at.toISOString(),
    status: row.status,
    description: purchaseDescription(row.plan_name, row.duration_months),
    amount: rupeesOf(row.price_paise),
    taxes: row.taxes.map(({ label, percent, amountPaise }) => ({ label, percent, amount: rupeesOf(amountPaise) })),
    gstPercentage: row.gst_percent,
    gstAmount: rupeesOf(row.gst_paise),
    totalAmount: rupeesOf(row.total_paise),
    currency: row.currency,
    subscription: { startDate: row.period_start.toISOString(), endDate: row.period_end.toISOString() },
  };
}

/** The user's payments, newest first (by the history's date, then the order's opening). */
export async function paymentHistoryOf(db: Knex, userId: string): Promise<PaymentHistoryRow[]> {
  const rows: PaymentRow[] = await db('rm_payments.payments')
    .where({ user_id: userId })
    .orderByRaw('coalesce(captured_at, failed_at, created_at) desc, created_at desc, order_id desc');
  return rows.map(toHistoryRow);
}

/**
 * The order `orderId` of the user's when it has a receipt; undefined otherwise, and when it is
 * someone else's: another user's payment is no more known to the caller than a missing one.
 */
export async function receiptRowOf(db: Knex, userId: string, orderId: string): Promise<ReceiptRow | undefined> {
  const row: PaymentRow | undefined = await db('rm_payments.payments').where({ order_id: orderId, user_id: userId }).first();
  return row && isReceiptRow(row) ? row : undefined;
}
