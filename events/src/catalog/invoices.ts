import { defineEvent, type EventOf } from '../definitions';

/**
 * A captured payment got the next invoice number of its financial year. Stream
 * `InvoiceSeries-{financialYear}` ('26-27'): appended with the expected revision, so of payments
 * captured at once each gets its own number and none is skipped (gap-free, as GST requires).
 */
export const InvoiceNumberAssigned = defineEvent<{ paymentId: string; financialYear: string; sequence: number; invoiceNumber: string }>()({
  type: 'InvoiceNumberAssigned',
  version: 1,
});

export type InvoiceSeriesEvent = EventOf<typeof InvoiceNumberAssigned>;
