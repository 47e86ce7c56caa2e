import type { InvoiceSupplier } from '@more-ai/platform';
import type { ReceiptDocument } from '@more-ai/platform/payments/receipt-document';
import { receiptForOrder } from '@more-ai/platform/payments/receipt-for-order';
import type { ReceiptRow } from '@more-ai/projections/payments/queries';
import type { PublicAccountRow } from '@more-ai/projections/users/queries';

export { DEFAULT_INVOICE_SUPPLIER, PRO_SAC } from '@more-ai/platform/payments/receipt-for-order';

/** The buyer as the users read model knows them. */
export type ReceiptBuyer = Pick<PublicAccountRow, 'username' | 'email' | 'name' | 'first_name'>;

/**
 * Everything the receipt PDF prints for a captured payment, as the receipt e-mail prints it too
 * (receiptForOrder): the order's charge and period from the payments read model, the buyer's name
 * (name, else first name, else username), and the supplier.
 */
export function receiptDocumentOf(row: ReceiptRow, buyer: ReceiptBuyer, supplier: InvoiceSupplier): ReceiptDocument {
  return receiptForOrder(
    {
      orderId: row.order_id,
      planName: row.plan_name,
      durationMonths: row.duration_months,
      pricePaise: row.price_paise,
      taxes: row.taxes,
      gstPaise: row.gst_paise,
      totalPaise: row.total_paise,
      countryCode: row.country_code,
      countryName: row.country_name,
      stateCode: row.state_code,
      stateName: row.state_name,
      pinCode: row.pin_code,
      city: row.city,
      street: row.street,
      doorNo: row.door_no,
      paymentId: row.payment_id,
      method: row.method,
      invoiceNumber: row.invoice_number,
      capturedAt: row.captured_at,
      status: row.status,
      periodStart: row.period_start,
      periodEnd: row.period_end,
    },
    { name: buyer.name || buyer.first_name || buyer.username || '', email: buyer.email ?? '' },
    supplier,
  );
}
