import type { InvoiceSupplier } from '@more-ai/platform';
import type { ReceiptDocument } from '@more-ai/platform/payments/receipt-document';
import { purchaseDescription, type ReceiptRow } from '@more-ai/projections/payments/queries';
import type { PublicAccountRow } from '@more-ai/projections/users/queries';
import { gstinStateName, gstStateName } from './gst-states';

/**
 * The seller the receipts name when the app is given none (INVOICE_SUPPLIER_* configure the real
 * one): the same as the settings' embedded defaults.
 */
export const DEFAULT_INVOICE_SUPPLIER: InvoiceSupplier = {
  name: 'MoRe AI Technologies Private Limited',
  gstin: '36AABCM1234A1Z5',
  address: ['Plot 42, HITEC City', 'Madhapur, Hyderabad 500081', 'Telangana, India'],
  email: 'billing@moreai.local',
};

/**
 * Service accounting code of what PRO is: 998439, "other on-line contents n.e.c." (heading 9984,
 * on-line content), as recommendations and lists served online are no book, music or game.
 */
export const PRO_SAC = '998439';

/** How the gateway names a payment method, as a receipt prints it. */
const METHOD_NAMES: Readonly<Record<string, string>> = {
  upi: 'UPI',
  card: 'Card',
  netbanking: 'Net banking',
  wallet: 'Wallet',
  emi: 'EMI',
  paylater: 'Pay later',
};

/** The buyer as the users read model knows them. */
export type ReceiptBuyer = Pick<PublicAccountRow, 'username' | 'email' | 'name' | 'first_name'>;

/**
 * Everything the receipt PDF prints for a captured payment: the order's charge and period, the
 * buyer's name (name, else first name, else username) and billing address, and the supplier. The
 * place of supply is the buyer's state in India ('Karnataka (29)'), else the buyer's country.
 */
export function receiptDocumentOf(row: ReceiptRow, buyer: ReceiptBuyer, supplier: InvoiceSupplier): ReceiptDocument {
  const cityLine = [row.city, row.pin_code].filter(Boolean).join(' ');
  return {
    invoiceNumber: row.invoice_number,
    transactionId: row.payment_id,
    orderId: row.order_id,
    paidAt: row.captured_at,
    status: row.status,
    method: METHOD_NAMES[row.method.toLowerCase()] ?? row.method,
    supplier: { ...supplier, stateName: gstinStateName(supplier.gstin) },
    buyer: {
      name: buyer.name || buyer.first_name || buyer.username || '',
      email: buyer.email ?? '',
      address: [row.door_no, row.street, cityLine, row.state_name, row.country_name].filter((line): line is string => Boolean(line)),
      placeOfSupply: row.country_code === 'IN' && row.state_name ? gstStateName(row.state_name, row.state_code) : row.country_name,
    },
    item: {
      description: purchaseDescription(row.plan_name, row.duration_months),
      sac: PRO_SAC,
      periodStart: row.period_start,
      periodEnd: row.period_end,
    },
    pricePaise: row.price_paise,
    taxes: row.taxes,
    gstPaise: row.gst_paise,
    totalPaise: row.total_paise,
    currency: row.currency,
  };
}
