import { expect } from 'chai';
import { describe, it } from 'mocha';
import { chargePreview } from './charge-preview';

describe('Payment Summary charge (SPEC §9 GST)', () => {
  it('charges SGST 9% + CGST 9% in Telangana: ₹149.00 + ₹13.41 + ₹13.41 = ₹175.82', () => {
    const charge = chargePreview(149, 'IN', 'TG');
    expect(charge.taxes).to.deep.equal([
      { label: 'SGST', percent: 9, amount: 13.41 },
      { label: 'CGST', percent: 9, amount: 13.41 },
    ]);
    expect(charge).to.include({ gstPercentage: 18, gstAmount: 26.82, total: 175.82 });
  });

  it('charges IGST 18% elsewhere in India', () => {
    const charge = chargePreview(149, 'in', 'KA');
    expect(charge.taxes).to.deep.equal([{ label: 'IGST', percent: 18, amount: 26.82 }]);
    expect(charge.total).to.equal(175.82);
  });

  it('charges no GST abroad: the total is the price', () => {
    expect(chargePreview(149, 'DE', undefined)).to.deep.include({ taxes: [], gstAmount: 0, gstPercentage: 0, total: 149 });
  });

  it('rounds each line to the paisa on its own, so the lines add up to the total', () => {
    const charge = chargePreview(99.99, 'IN', 'TG');
    expect(charge.taxes.map((tax) => tax.amount)).to.deep.equal([9, 9]);
    expect(charge.total).to.equal(117.99);
  });
});
