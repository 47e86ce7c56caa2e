import type { PaymentOrderCreated } from '@more-ai/events/catalog/index';
import type { EventOf } from '@more-ai/events/definitions';
import type { InvoiceSupplier } from '../config';
import { gstinStateName, gstStateName } from './gst-states';
import type { ReceiptDocument } from './receipt-document';

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

/** What was bought, as the history and the receipt name it: 'MoRe AI PRO — monthly'. */
export function purchaseDescription(planName: string, durationMonths: number): string {
  return `MoRe AI ${planName} — ${durationMonths === 1 ? 'monthly' : `${durationMonths} months`}`;
}

/**
 * A captured order: its terms (PaymentOrderCreated; the billing address null once its owner deleted the
 * account), its capture and the period it bought.
 */
export type CapturedOrder = Pick<
  EventOf<typeof PaymentOrderCreated>['data'],
  | 'orderId'
  | 'planName'
  | 'durationMonths'
  | 'pricePaise'
  | 'taxes'
  | 'gstPaise'
  | 'totalPaise'
  | 'countryCode'
  | 'countryName'
  | 'stateCode'
  | 'stateName'
> & {
  pinCode: string | null;
  city: string | null;
  street: string | null;
  doorNo: string | null;
  paymentId: string;
  method: string;
  invoiceNumber: string;
  capturedAt: Date;
  status: ReceiptDocument['status'];
  periodStart: Date;
  periodEnd: Date;
};

/**
 * Everything the receipt PDF prints for a captured order: its charge and period, the buyer's name
 * and billing address, and the supplier. The place of supply is the buyer's state in India
 * ('Karnataka (29)'), else the buyer's country.
 */
export function receiptForOrder(order: CapturedOrder, buyer: { name: string; email: string }, supplier: InvoiceSupplier): ReceiptDocument {
  const cityLine = [order.city, order.pinCode].filter(Boolean).join(' ');
  return {
    invoiceNumber: order.invoiceNumber,
    transactionId: order.paymentId,
    orderId: order.orderId,
    paidAt: order.capturedAt,
    status: order.status,
    method: METHOD_NAMES[order.method.toLowerCase()] ?? order.method,
    supplier: { ...supplier, stateName: gstinStateName(supplier.gstin) },
    buyer: {
      ...buyer,
      address: [order.doorNo, order.street, cityLine, order.stateName, order.countryName].filter((line): line is string => Boolean(line)),
      placeOfSupply: order.countryCode === 'IN' && order.stateName ? gstStateName(order.stateName, order.stateCode) : order.countryName,
    },
    item: {
      description: purchaseDescription(order.planName, order.durationMonths),
      sac: PRO_SAC,
      periodStart: order.periodStart,
      periodEnd: order.periodEnd,
    },
    pricePaise: order.pricePaise,
    taxes: order.taxes,
    gstPaise: order.gstPaise,
    totalPaise: order.totalPaise,
    currency: 'INR',
  };
}
