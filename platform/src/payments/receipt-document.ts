/**
 * Everything a receipt shows (the PDF downloaded from /api/payments/receipt/{id} and attached to the
 * receipt e-mail). Amounts in paise; dates as instants (printed in IST, en-US long format).
 */
export interface ReceiptDocument {
  /** 'MA/26-27/00042' */
  invoiceNumber: string;
  /** The gateway's payment id ('pay_…'): the transaction id the history and the file name show. */
  transactionId: string;
  /** The gateway's order id ('order_…'). */
  orderId: string;
  paidAt: Date;
  status: 'Completed' | 'Refunded';
  /** e.g. 'UPI', 'Card' */
  method: string;
  supplier: {
    name: string;
    gstin: string;
    /** Lines of the postal address. */
    address: readonly string[];
    /** e.g. 'Telangana (36)' */
    stateName: string;
    email: string;
  };
  buyer: {
    name: string;
    email: string;
    /** Lines of the billing address (door no, street, city, pin code, state, country), empty ones left out. */
    address: readonly string[];
    /** The buyer's state (India) or country name: GST's place of supply. */
    placeOfSupply: string;
  };
  item: {
    /** 'MoRe AI PRO — monthly' */
    description: string;
    /** Service accounting code (SAC) of the supply. */
    sac: string;
    periodStart: Date;
    periodEnd: Date;
  };
  pricePaise: number;
  /** Each GST line; none outside India. */
  taxes: readonly { label: 'SGST' | 'CGST' | 'IGST'; percent: number; amountPaise: number }[];
  gstPaise: number;
  totalPaise: number;
  currency: 'INR';
}
