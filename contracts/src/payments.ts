import { z } from 'zod';

/**
 * Payments' shapes (SPEC §3): the order the checkout opens, the receipt a captured payment gets, the
 * history rows, and the subscription they buy. Amounts are rupees with paise (175.82), except an
 * order's `amount`, which is paise as the gateway and its checkout take it.
 */

/** One GST line of a charge, in rupees. */
export const TaxLineView = z.object({
  label: z.enum(['SGST', 'CGST', 'IGST']),
  percent: z.number(),
  amount: z.number(),
});
export type TaxLineView = z.infer<typeof TaxLineView>;

/** What the server charges, computed from the plan and the stored billing location. */
export const ChargeView = z.object({
  price: z.number(),
  taxes: z.array(TaxLineView),
  gstPercentage: z.number(),
  gstAmount: z.number(),
  total: z.number(),
  currency: z.literal('INR'),
});
export type ChargeView = z.infer<typeof ChargeView>;

/** How a payment stands: captured is Completed; a refund makes it Refunded; until then Pending, or Failed. */
export const PaymentStatus = z.enum(['Completed', 'Failed', 'Refunded', 'Pending']);
export type PaymentStatus = z.infer<typeof PaymentStatus>;

/** SPEC §3 "Payment receipt data": what /subscription-success shows and the receipt PDF prints. */
export const PaymentReceiptView = z.object({
  /** Ours: the history row's id and the receipt's (/api/payments/receipt/{id}). */
  id: z.string(),
  /** The gateway's payment id (pay_…): the transaction id. */
  paymentId: z.string(),
  orderId: z.string(),
  invoiceNumber: z.string(),
  /** When the payment was captured. */
  createdAt: z.string(),
  status: PaymentStatus,
  description: z.string(),
  amount: z.number(),
  taxes: z.array(TaxLineView),
  gstPercentage: z.number(),
  gstAmount: z.number(),
  totalAmount: z.number(),
  currency: z.literal('INR'),
  /** The PRO period this payment bought. */
  subscription: z.object({ startDate: z.string(), endDate: z.string() }),
});
export type PaymentReceiptView = z.infer<typeof PaymentReceiptView>;

/** SPEC §3 "Payment history row", with the invoice number of a captured payment. */
export const PaymentHistoryRow = z.object({
  id: z.string(),
  date: z.string(),
  /** The gateway's payment id, or its order id while no payment was made. */
  transactionId: z.string(),
  description: z.string(),
  currency: z.literal('INR'),
  totalAmount: z.number(),
  status: PaymentStatus,
  invoiceNumber: z.string().nullable(),
  /** Whether GET /api/payments/receipt/{id} has a PDF for it (captured or refunded payments). */
  hasReceipt: z.boolean(),
});
export type PaymentHistoryRow = z.infer<typeof PaymentHistoryRow>;

/** What a downgrade archived (or would archive), counted. */
export const ArchivedContentView = z.object({
  watchlists: z.number().int(),
  moviesInWatchlists: z.number().int(),
  favorites: z.number().int(),
});
export type ArchivedContentView = z.infer<typeof ArchivedContentView>;

/** SPEC §3 "Current subscription response". */
export const CurrentSubscriptionView = z.object({
  id: z.string(),
  subscription: z.object({
    type: z.enum(['free', 'pro']),
    displayName: z.string(),
    metadata: z.object({
      /** A downgrade to FREE waiting for the end date, or null. */
      scheduledDowngrade: z.object({ effectiveDate: z.string(), reason: z.string(), scheduledAt: z.string() }).nullable(),
      /** The last downgrade was carried out (shown for 30 days after downgradeProcessedDate). */
      downgradeProcessed: z.boolean(),
      downgradeProcessedDate: z.string().nullable(),
      /** What that downgrade archived and is still archived; upgrading to PRO restores it. */
      archivedContent: ArchivedContentView,
    }),
  }),
  /** The PRO period paid for; null on FREE. */
  startDate: z.string().nullable(),
  endDate: z.string().nullable(),
  /** The end date unless a downgrade is scheduled; null on FREE. */
  nextBillingDate: z.string().nullable(),
});
export type CurrentSubscriptionView = z.infer<typeof CurrentSubscriptionView>;

/** SPEC §3 "Downgrade impact response": what going FREE would archive now. */
export const DowngradeImpactView = z.object({
  watchlists: z.object({ limit: z.number().int(), toRemove: z.number().int() }),
  /** Private watchlists become unavailable on FREE (among watchlists.toRemove). */
  privateWatchlists: z.object({ toRemove: z.number().int() }),
  moviesInWatchlists: z.object({ toRemove: z.number().int() }),
  moviesPerWatchlist: z.object({ limit: z.number().int() }),
  favorites: z.object({ limit: z.number().int(), toRemove: z.number().int() }),
  apiRequests: z.object({ limit: z.number().int() }),
});
export type DowngradeImpactView = z.infer<typeof DowngradeImpactView>;

/** Rupees with paise from paise: 17582 → 175.82. */
export function rupeesOf(paise: number): number {
  return paise / 100;
}
