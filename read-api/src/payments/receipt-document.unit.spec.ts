import { expect } from 'chai';
import type { ReceiptRow } from '@more-ai/projections/payments/queries';
import { gstinStateName } from '@more-ai/platform/payments/gst-states';
import { DEFAULT_INVOICE_SUPPLIER, PRO_SAC, receiptDocumentOf, type ReceiptBuyer } from './receipt-document';

describe('the receipt document of a captured payment', () => {
  const capturedAt = new Date('2026-11-25T20:00:00Z');
  const row = (changes: Partial<ReceiptRow> = {}): ReceiptRow => ({
    order_id: 'order_PxQ6abcDEF1234',
    user_id: '6f1c2d4e-0000-4000-8000-000000000001',
    status: 'Completed',
    plan_id: 'pro-plan',
    plan_name: 'PRO',
    duration_months: 1,
    price_paise: 14_900,
    taxes: [
      { label: 'SGST', percent: 9, amountPaise: 1_341 },
      { label: 'CGST', percent: 9, amountPaise: 1_341 },
    ],
    gst_paise: 2_682,
    gst_percent: 18,
    total_paise: 17_582,
    currency: 'INR',
    country_code: 'IN',
    country_name: 'India',
    state_code: 'TG',
    state_name: 'Telangana',
    pin_code: '500034',
    city: 'Hyderabad',
    street: 'Road No. 10, Banjara Hills',
    door_no: 'Flat 4B',
    created_at: new Date('2026-11-25T19:58:00Z'),
    payment_id: 'pay_PxQ7rT2mZk9aB1',
    method: 'upi',
    invoice_number: 'MA/26-27/00042',
    captured_at: capturedAt,
    failed_at: null,
    failure_code: null,
    failure_description: null,
    refunded_at: null,
    period_start: capturedAt,
    period_end: new Date('2026-12-25T20:00:00Z'),
    ...changes,
  });
  const asha: ReceiptBuyer = { username: 'asha', email: 'asha@example.com', name: 'Asha Rao', first_name: 'Asha' };

  it('prints the charge, the invoice number, the transaction and the period as the order holds them', () => {
    const document = receiptDocumentOf(row(), asha, DEFAULT_INVOICE_SUPPLIER);
    expect(document).to.deep.include({
      invoiceNumber: 'MA/26-27/00042',
      transactionId: 'pay_PxQ7rT2mZk9aB1',
      orderId: 'order_PxQ6abcDEF1234',
      paidAt: capturedAt,
      status: 'Completed',
      method: 'UPI',
      pricePaise: 14_900,
      gstPaise: 2_682,
      totalPaise: 17_582,
      currency: 'INR',
    });
    expect(document.item).to.deep.equal({
      description: 'MoRe AI PRO — monthly',
      sac: PRO_SAC,
      periodStart: capturedAt,
      periodEnd: new Date('2026-12-25T20:00:00Z'),
    });
    expect(document.taxes.map((tax) => tax.label)).to.deep.equal(['SGST', 'CGST']);
  });

  it("names the supplier with the state its GSTIN is registered in: 'Telangana (36)'", () => {
    expect(receiptDocumentOf(row(), asha, DEFAULT_INVOICE_SUPPLIER).supplier).to.deep.equal({
      ...DEFAULT_INVOICE_SUPPLIER,
      stateName: 'Telangana (36)',
    });
    expect(gstinStateName('29ABCDE1234F1Z5')).to.equal('Karnataka (29)');
    expect(gstinStateName('99ABCDE1234F1Z5')).to.equal('State code 99');
  });

  it("names the buyer by name, else first name, else username, with the billing address's lines", () => {
    const buyer = receiptDocumentOf(row(), asha, DEFAULT_INVOICE_SUPPLIER).buyer;
    expect(buyer).to.deep.equal({
      name: 'Asha Rao',
      email: 'asha@example.com',
      address: ['Flat 4B', 'Road No. 10, Banjara Hills', 'Hyderabad 500034', 'Telangana', 'India'],
      placeOfSupply: 'Telangana (36)',
    });
    expect(receiptDocumentOf(row(), { ...asha, name: null }, DEFAULT_INVOICE_SUPPLIER).buyer.name).to.equal('Asha');
    expect(receiptDocumentOf(row(), { ...asha, name: null, first_name: null }, DEFAULT_INVOICE_SUPPLIER).buyer.name).to.equal('asha');
  });

  it("takes the buyer's state as the place of supply in India, and the country abroad", () => {
    const karnataka = row({ state_code: 'KA', state_name: 'Karnataka', taxes: [{ label: 'IGST', percent: 18, amountPaise: 2_682 }] });
    expect(receiptDocumentOf(karnataka, asha, DEFAULT_INVOICE_SUPPLIER).buyer.placeOfSupply).to.equal('Karnataka (29)');
    const abroad = row({
      country_code: 'US',
      country_name: 'United States',
      state_code: null,
      state_name: null,
      city: 'San Francisco',
      pin_code: '94105',
    });
    const buyer = receiptDocumentOf(abroad, asha, DEFAULT_INVOICE_SUPPLIER).buyer;
    expect(buyer.placeOfSupply).to.equal('United States');
    expect(buyer.address).to.deep.equal(['Flat 4B', 'Road No. 10, Banjara Hills', 'San Francisco 94105', 'United States']);
  });

  it('leaves out the address lines of a buyer who deleted the account', () => {
    const scrubbed = row({ door_no: null, street: null, city: null, pin_code: null });
    expect(receiptDocumentOf(scrubbed, asha, DEFAULT_INVOICE_SUPPLIER).buyer.address).to.deep.equal(['Telangana', 'India']);
  });

  it("prints a method the gateway names unknown as it came, and a refunded payment as 'Refunded'", () => {
    const document = receiptDocumentOf(row({ method: 'bank_transfer', status: 'Refunded' }), asha, DEFAULT_INVOICE_SUPPLIER);
    expect([document.method, document.status]).to.deep.equal(['bank_transfer', 'Refunded']);
  });
});
