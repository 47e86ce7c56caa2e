import { defineEvent, type EventOf } from '../definitions';

// A payment's billing address is the buyer's personal data, sealed with their key: erased with the
// account. Country and state stay: they decide the tax charged, which the books must keep.
const subject = (data: { userId: string }) => `user:${data.userId}`;

/** One GST line of a charge, in paise. */
export interface ChargedTaxLine {
  label: 'SGST' | 'CGST' | 'IGST';
  percent: number;
  amountPaise: number;
}

/**
 * A buyer opened a gateway order for a plan. Stream `Payment-{orderId}`, named by the gateway's order
 * id, which the checkout, the verify call and the webhooks all carry. The charge is the server's own,
 * from the plan and the billing location stored when the order was opened.
 */
export const PaymentOrderCreated = defineEvent<{
  orderId: string;
  userId: string;
  planId: string;
  planName: string;
  durationMonths: number;
  pricePaise: number;
  taxes: ChargedTaxLine[];
  gstPaise: number;
  gstPercent: number;
  totalPaise: number;
  currency: 'INR';
  gateway: 'razorpay' | 'sandbox';
  countryCode: string;
  countryName: string;
  stateCode: string | null;
  stateName: string | null;
  pinCode: string;
  city: string;
  street: string;
  doorNo: string;
  createdAt: string;
}>()({
  type: 'PaymentOrderCreated',
  version: 1,
  personalData: { subject, fields: { pinCode: '', city: '', street: '', doorNo: '' } },
});

/**
 * The gateway captured a payment of the order's full amount (checked against the gateway, after the
 * checkout's signature or the webhook's). `gatewayEventId` names the webhook event that told us, or
 * is null when the verify call did. The invoice number was assigned first (InvoiceSeries stream).
 */
export const PaymentCaptured = defineEvent<{
  orderId: string;
  userId: string;
  paymentId: string;
  method: string;
  amountPaise: number;
  invoiceNumber: string;
  capturedAt: string;
  gatewayEventId: string | null;
}>()({ type: 'PaymentCaptured', version: 1 });

/**
 * A payment of the order failed (the gateway said so), or the order was left unpaid too long
 * (`paymentId` null, code 'ORDER_ABANDONED'). An order whose payment failed may still be paid by
 * another try; a captured one never fails.
 */
export const PaymentFailed = defineEvent<{
  orderId: string;
  userId: string;
  paymentId: string | null;
  code: string;
  description: string;
  reason: string | null;
  failedAt: string;
  gatewayEventId: string | null;
}>()({ type: 'PaymentFailed', version: 1 });

/** The captured payment was refunded in full (refund.processed). */
export const PaymentRefunded = defineEvent<{
  orderId: string;
  userId: string;
  paymentId: string;
  refundId: string;
  amountPaise: number;
  refundedAt: string;
  gatewayEventId: string | null;
}>()({ type: 'PaymentRefunded', version: 1 });

export type PaymentEvent =
  | EventOf<typeof PaymentOrderCreated>
  | EventOf<typeof PaymentCaptured>
  | EventOf<typeof PaymentFailed>
  | EventOf<typeof PaymentRefunded>;

export const paymentEvents = [PaymentOrderCreated, PaymentCaptured, PaymentFailed, PaymentRefunded] as const;

/**
 * A captured payment bought a PRO period. Stream `Subscription-{userId}`. It starts at the capture,
 * or at the end of the period still running when the buyer was PRO already (paying again extends).
 */
export const ProPeriodPaid = defineEvent<{
  userId: string;
  orderId: string;
  planId: string;
  startDate: string;
  endDate: string;
}>()({ type: 'ProPeriodPaid', version: 1 });

/** The owner asked to go FREE when the paid period ends; PRO stays until then. */
export const DowngradeScheduled = defineEvent<{ userId: string; effectiveDate: string; reason: string; scheduledAt: string }>()({
  type: 'DowngradeScheduled',
  version: 1,
});

/** The owner kept PRO: the scheduled downgrade is off. */
export const DowngradeCancelled = defineEvent<{ userId: string; cancelledAt: string }>()({ type: 'DowngradeCancelled', version: 1 });

/**
 * The account went FREE: 'scheduled' at the end date the owner chose, 'immediate' when the owner asked
 * to go now, 'expired' when the paid period ended without a renewal.
 */
export const SubscriptionDowngraded = defineEvent<{
  userId: string;
  cause: 'scheduled' | 'immediate' | 'expired';
  downgradedAt: string;
}>()({ type: 'SubscriptionDowngraded', version: 1 });

/** What one downgrade archived, by stream: the whole watchlists, the movies of lists kept, the favourites. */
export interface ArchivedContent {
  watchlistIds: string[];
  movies: { watchlistId: string; movieIds: string[] }[];
  favoriteMovieIds: string[];
}

/**
 * Going FREE archived what was over the FREE plan's limits. Recorded here first, as the plan that
 * the watchlist, owner gate and favourites streams are then told to carry out, so a run stopped
 * halfway finishes the same plan, and upgrading again restores exactly this.
 */
export const ContentArchived = defineEvent<{ userId: string; archivedAt: string } & ArchivedContent>()({
  type: 'ContentArchived',
  version: 1,
});

/** Upgrading to PRO again restored the archive ContentArchived recorded (the same content). */
export const ArchiveRestored = defineEvent<{ userId: string; restoredAt: string } & ArchivedContent>()({
  type: 'ArchiveRestored',
  version: 1,
});

export type SubscriptionEvent =
  | EventOf<typeof ProPeriodPaid>
  | EventOf<typeof DowngradeScheduled>
  | EventOf<typeof DowngradeCancelled>
  | EventOf<typeof SubscriptionDowngraded>
  | EventOf<typeof ContentArchived>
  | EventOf<typeof ArchiveRestored>;

export const subscriptionEvents = [
  ProPeriodPaid,
  DowngradeScheduled,
  DowngradeCancelled,
  SubscriptionDowngraded,
  ContentArchived,
  ArchiveRestored,
] as const;
