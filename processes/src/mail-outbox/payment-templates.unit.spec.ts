import { expect } from 'chai';
import type { ReceiptDocument } from '@more-ai/platform/payments/receipt-document';
import { DEFAULT_INVOICE_SUPPLIER, receiptForOrder } from '@more-ai/platform/payments/receipt-for-order';
import { receiptMail, renewalReminderMail } from './payment-templates';

const receipt: ReceiptDocument = receiptForOrder(
  {
    orderId: 'order_Abc123',
    planName: 'PRO',
    durationMonths: 1,
    pricePaise: 14_900,
    taxes: [
      { label: 'SGST', percent: 9, amountPaise: 1341 },
      { label: 'CGST', percent: 9, amountPaise: 1341 },
    ],
    gstPaise: 2682,
    totalPaise: 17_582,
    countryCode: 'IN',
    countryName: 'India',
    stateCode: 'TG',
    stateName: 'Telangana',
    pinCode: '500081',
    city: 'Hyderabad',
    street: 'HITEC City Road',
    doorNo: '1-2-3',
    paymentId: 'pay_Xyz789',
    method: 'upi',
    invoiceNumber: 'MA/26-27/00042',
    capturedAt: new Date('2026-11-26T06:00:00Z'),
    status: 'Completed',
    periodStart: new Date('2026-11-26T06:00:00Z'),
    periodEnd: new Date('2026-12-26T06:00:00Z'),
  },
  { name: 'asha', email: 'asha@example.com' },
  DEFAULT_INVOICE_SUPPLIER,
);

describe('payment mails', () => {
  it('names the invoice number in the receipt mail subject and gives the charge line by line in both parts', () => {
    const mail = receiptMail('asha', receipt);
    expect(mail.subject).to.equal('Your MoRe AI receipt MA/26-27/00042');
    for (const part of [mail.text, mail.html])
      expect(part)
        .to.include('MA/26-27/00042')
        .and.include('pay_Xyz789')
        .and.include('₹149.00')
        .and.include('SGST 9%')
        .and.include('₹13.41')
        .and.include('₹175.82')
        .and.include('November 26, 2026 – December 26, 2026')
        .and.include('Billing &');
    expect(mail.text).to.match(/^Hi asha,/);
  });

  it('tells when PRO ends and how to keep it, in the reminder', () => {
    const mail = renewalReminderMail('asha', new Date('2026-12-26T06:00:00Z'));
    expect(mail.subject).to.equal('Your MoRe AI PRO plan ends on December 26, 2026');
    expect(mail.text).to.include('in 3 days').and.include('extends your plan').and.include('archived, not deleted');
    expect(mail.html).to.include('Your PRO plan ends soon');
  });

  it('shows a username as text, never as markup', () => {
    for (const { html } of [receiptMail('<b>x</b>', receipt), renewalReminderMail('<b>x</b>', new Date())])
      expect(html).to.include('Hi &lt;b&gt;x&lt;/b&gt;,').and.not.include('<b>x');
  });
});
