import { expect } from 'chai';
import sinon from 'sinon';
import { readPdfText, type PdfText } from '@more-ai/testing/pdf-text';
import type { ReceiptDocument } from './receipt-document';
import { renderReceiptPdf } from './receipt-pdf';

const A4: [number, number] = [595.28, 841.89];

/** A PRO month bought by a buyer in Telangana, where the supplier is: CGST + SGST. */
function receipt(changes: Partial<ReceiptDocument> = {}): ReceiptDocument {
  return {
    invoiceNumber: 'MA/26-27/00042',
    transactionId: 'pay_PxQ7rT2mZk9aB1',
    orderId: 'order_PxQ6abcDEF1234',
    // 01:30 on November 26 in IST, still November 25 in UTC.
    paidAt: new Date('2026-11-25T20:00:00Z'),
    status: 'Completed',
    method: 'UPI',
    supplier: {
      name: 'MoRe AI Technologies Private Limited',
      gstin: '36AABCM1234F1Z5',
      address: ['Plot 12, Hitech City Road', 'Madhapur, Hyderabad 500081', 'Telangana, India'],
      stateName: 'Telangana (36)',
      email: 'billing@more-ai.example',
    },
    buyer: {
      name: 'Asha Rao',
      email: 'asha.rao@example.com',
      address: ['Flat 4B, Lake View Apartments', 'Road No. 10, Banjara Hills', 'Hyderabad 500034', 'Telangana', 'India'],
      placeOfSupply: 'Telangana (36)',
    },
    item: {
      description: 'MoRe AI PRO — monthly',
      sac: '998439',
      periodStart: new Date('2026-11-25T20:00:00Z'),
      periodEnd: new Date('2026-12-25T20:00:00Z'),
    },
    pricePaise: 14900,
    taxes: [
      { label: 'SGST', percent: 9, amountPaise: 1341 },
      { label: 'CGST', percent: 9, amountPaise: 1341 },
    ],
    gstPaise: 2682,
    totalPaise: 17582,
    currency: 'INR',
    ...changes,
  };
}

function elsewhereInIndia(): ReceiptDocument {
  const telangana = receipt();
  return receipt({
    buyer: { ...telangana.buyer, address: ['12 MG Road', 'Bengaluru 560001', 'Karnataka', 'India'], placeOfSupply: 'Karnataka (29)' },
    taxes: [{ label: 'IGST', percent: 18, amountPaise: 2682 }],
  });
}

function abroad(): ReceiptDocument {
  const telangana = receipt();
  return receipt({
    buyer: { ...telangana.buyer, address: ['1 Infinite Loop', 'Cupertino, CA 95014', 'United States'], placeOfSupply: 'United States' },
    taxes: [],
    gstPaise: 0,
    totalPaise: 14900,
  });
}

async function read(document: ReceiptDocument): Promise<PdfText> {
  return readPdfText(await renderReceiptPdf(document));
}

/** The text drawn on the same line as `label`, left to right: where a reader looks for its amount. */
function row(pdf: PdfText, label: string): string[] {
  const labelItem = pdf.items.find((item) => item.str === label);
  if (!labelItem) throw new Error(`No '${label}' on the receipt:\n${pdf.text}`);
  return pdf.items
    .filter((item) => Math.abs(item.y - labelItem.y) < 2 && item.x >= labelItem.x)
    .sort((a, b) => a.x - b.x)
    .map((item) => item.str);
}

describe('renderReceiptPdf', () => {
  let telangana: PdfText;
  before(async () => {
    telangana = await read(receipt());
  });

  it('is a one-page A4 PDF', async () => {
    const bytes = await renderReceiptPdf(receipt());
    expect(bytes.subarray(0, 5).toString('latin1')).to.equal('%PDF-');
    expect(telangana.pages).to.equal(1);
    expect(telangana.pageSize[0]).to.be.closeTo(A4[0], 0.5);
    expect(telangana.pageSize[1]).to.be.closeTo(A4[1], 0.5);
  });

  it('is titled a tax invoice and receipt from MoRe AI', () => {
    expect(telangana.text).to.include('MoRe AI').and.include('Tax Invoice / Receipt');
    expect(telangana.info).to.deep.include({ title: 'MoRe AI receipt MA/26-27/00042', author: 'MoRe AI' });
    expect(telangana.info.created?.toISOString()).to.equal('2026-11-25T20:00:00.000Z');
  });

  it('names the supplier with its address, GSTIN and state', () => {
    expect(telangana.text)
      .to.include('MoRe AI Technologies Private Limited')
      .and.include('Madhapur, Hyderabad 500081')
      .and.include('GSTIN: 36AABCM1234F1Z5')
      .and.include('State: Telangana (36)');
  });

  it('gives the invoice number, invoice date, transaction id, order id, method and status', () => {
    expect(row(telangana, 'Invoice number')).to.deep.equal(['Invoice number', 'MA/26-27/00042']);
    expect(row(telangana, 'Transaction ID')).to.deep.equal(['Transaction ID', 'pay_PxQ7rT2mZk9aB1']);
    expect(row(telangana, 'Order ID')).to.deep.equal(['Order ID', 'order_PxQ6abcDEF1234']);
    expect(row(telangana, 'Payment method')).to.deep.equal(['Payment method', 'UPI']);
    expect(row(telangana, 'Status')).to.deep.equal(['Status', 'Completed']);
  });

  it('dates the invoice and the period in IST: paid at 20:00 UTC on November 25 is November 26', () => {
    expect(row(telangana, 'Invoice date')).to.deep.equal(['Invoice date', 'November 26, 2026']);
    expect(telangana.text).to.include('November 26, 2026 – December 26, 2026');
  });

  it('bills the buyer at their address and names the place of supply', () => {
    expect(telangana.text).to.include('Asha Rao').and.include('asha.rao@example.com').and.include('Road No. 10, Banjara Hills');
    expect(row(telangana, 'Place of supply')).to.deep.equal(['Place of supply', 'Telangana (36)']);
  });

  it('lists the PRO month with its SAC and taxable value', () => {
    expect(row(telangana, 'MoRe AI PRO — monthly')).to.deep.equal([
      'MoRe AI PRO — monthly',
      '998439',
      'November 26, 2026 – December 26, 2026',
      '₹149.00',
    ]);
  });

  it('charges a buyer in Telangana CGST 9% and SGST 9%, ₹175.82 in all', () => {
    expect(row(telangana, 'CGST 9%')).to.deep.equal(['CGST 9%', '₹13.41']);
    expect(row(telangana, 'SGST 9%')).to.deep.equal(['SGST 9%', '₹13.41']);
    expect(row(telangana, 'Total')).to.deep.equal(['Total', '₹175.82']);
    expect(row(telangana, 'Supply type')).to.deep.equal(['Supply type', 'Intra-state']);
    expect(telangana.text).not.to.include('IGST');
  });

  it('prints each GST line with the amount it carries', async () => {
    const pdf = await read(
      receipt({
        taxes: [
          { label: 'CGST', percent: 9, amountPaise: 1342 },
          { label: 'SGST', percent: 9, amountPaise: 1340 },
        ],
      }),
    );
    expect(row(pdf, 'CGST 9%')).to.deep.equal(['CGST 9%', '₹13.42']);
    expect(row(pdf, 'SGST 9%')).to.deep.equal(['SGST 9%', '₹13.40']);
  });

  it('charges a buyer elsewhere in India IGST 18%', async () => {
    const pdf = await read(elsewhereInIndia());
    expect(row(pdf, 'IGST 18%')).to.deep.equal(['IGST 18%', '₹26.82']);
    expect(row(pdf, 'Total')).to.deep.equal(['Total', '₹175.82']);
    expect(row(pdf, 'Place of supply')).to.deep.equal(['Place of supply', 'Karnataka (29)']);
    expect(row(pdf, 'Supply type')).to.deep.equal(['Supply type', 'Inter-state']);
    expect(pdf.text).not.to.include('CGST').and.not.to.include('SGST');
  });

  it('charges a buyer abroad no GST, an export of services: ₹149.00', async () => {
    const pdf = await read(abroad());
    expect(pdf.text).to.include('GST: not applicable (export of services)');
    expect(pdf.text).not.to.match(/[CSI]GST/);
    expect(row(pdf, 'Total')).to.deep.equal(['Total', '₹149.00']);
    expect(row(pdf, 'Place of supply')).to.deep.equal(['Place of supply', 'United States']);
    expect(row(pdf, 'Supply type')).to.deep.equal(['Supply type', 'Export of services']);
    expect(pdf.text).to.include('Rupees One Hundred Forty-Nine Only');
  });

  it('writes the total in words', () => {
    expect(telangana.text).to.include('Rupees One Hundred Seventy-Five and Eighty-Two Paise Only');
  });

  it('groups large amounts the Indian way and never cuts them short', async () => {
    const pdf = await read(receipt({ pricePaise: 1_234_567_805, taxes: [], gstPaise: 0, totalPaise: 1_234_567_805 }));
    expect(row(pdf, 'Total taxable value')).to.deep.equal(['Total taxable value', '₹1,23,45,678.05']);
    expect(row(pdf, 'Total')).to.deep.equal(['Total', '₹1,23,45,678.05']);

    const hundredsOfCrores = await read(
      receipt({ pricePaise: 12_345_678_901_234, taxes: [], gstPaise: 0, totalPaise: 12_345_678_901_234 }),
    );
    expect(row(hundredsOfCrores, 'Total')).to.deep.equal(['Total', '₹1,23,45,67,89,012.34']);
  });

  it('says it needs no signature', () => {
    expect(telangana.text).to.include('This is a computer-generated invoice and needs no signature.');
  });

  it('embeds DejaVu Sans for every line, never a standard font without the ₹ sign', async () => {
    const bytes = (await renderReceiptPdf(receipt())).toString('latin1');
    expect(bytes).to.match(/\/BaseFont \/[A-Z]{6}\+DejaVuSans\b/);
    expect(bytes).to.match(/\/BaseFont \/[A-Z]{6}\+DejaVuSans-Bold\b/);
    expect(bytes).not.to.match(/Helvetica|Times|Courier/);
  });

  it('renders the same receipt to the same bytes, whenever it is rendered', async () => {
    const clock = sinon.useFakeTimers({ now: new Date('2026-11-26T00:00:00Z'), toFake: ['Date'] });
    try {
      const first = await renderReceiptPdf(receipt());
      clock.setSystemTime(new Date('2027-03-31T12:34:56Z'));
      const second = await renderReceiptPdf(receipt());
      expect(second.equals(first)).to.equal(true);
    } finally {
      clock.restore();
    }
  });

  it('marks a refunded receipt REFUNDED, and only a refunded one', async () => {
    const refunded = await read(receipt({ status: 'Refunded' }));
    expect(refunded.text).to.include('REFUNDED');
    expect(row(refunded, 'Status')).to.deep.equal(['Status', 'Refunded']);
    expect(telangana.text).not.to.include('REFUNDED');
  });

  it('prints a line break typed into a one-line field as a space', async () => {
    const pdf = await read(receipt({ buyer: { ...receipt().buyer, name: 'Asha\r\nRao' } }));
    expect(pdf.text).to.include('Asha Rao');
  });

  it('keeps long and hostile buyer input on one page, inside the margins', async () => {
    const hostile = receipt({
      buyer: {
        name: 'שלום עליכם مرحبا بالعالم 😀 '.repeat(6),
        email: `${'x'.repeat(150)}@example.com`,
        address: [
          `Door\u0000 7\u202e\r\n${'🎬 Film Nagar Street '.repeat(10)}`,
          'شارع طويل جدا '.repeat(15),
          ...Array.from({ length: 10 }, (_, index) => `Line ${index + 1}`),
        ],
        placeOfSupply: 'Telangana (36)\u202e',
      },
      item: { ...receipt().item, description: 'MoRe AI PRO — monthly '.repeat(10) },
    });
    const pdf = await read(hostile);
    const [width, height] = pdf.pageSize;
    expect(pdf.pages).to.equal(1);
    for (const item of pdf.items) {
      expect(item.x, item.str).to.be.at.least(40);
      expect(item.x + item.width, item.str).to.be.at.most(width - 40);
      expect(item.y, item.str).to.be.within(40, height - 40);
    }
    // The NUL, the right-to-left override and the line break each became a space, then one space.
    expect(pdf.text)
      .to.include('Door 7 ')
      .and.not.match(/[\u202e\r]/);
    expect(pdf.text).to.include('Film Nagar Street').and.include('…');
    expect(row(pdf, 'Total')).to.deep.equal(['Total', '₹175.82']);
    expect(pdf.text).to.include('This is a computer-generated invoice and needs no signature.');
  });
});
