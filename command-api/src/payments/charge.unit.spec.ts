import { expect } from 'chai';
import { chargeFor, paiseOf } from './charge';

describe('what a plan costs a buyer', () => {
  const PRO = 14_900;

  it('charges CGST and SGST in Telangana: ₹149.00 + ₹13.41 + ₹13.41 = ₹175.82', () => {
    expect(chargeFor(PRO, 'IN', 'TG')).to.deep.equal({
      pricePaise: 14_900,
      taxes: [
        { label: 'SGST', percent: 9, amountPaise: 1_341 },
        { label: 'CGST', percent: 9, amountPaise: 1_341 },
      ],
      gstPaise: 2_682,
      gstPercent: 18,
      totalPaise: 17_582,
    });
    expect(chargeFor(PRO, 'in', 'tg').totalPaise).to.equal(17_582);
  });

  it('charges IGST in the other Indian states, with the same total', () => {
    expect(chargeFor(PRO, 'IN', 'KA')).to.deep.equal({
      pricePaise: 14_900,
      taxes: [{ label: 'IGST', percent: 18, amountPaise: 2_682 }],
      gstPaise: 2_682,
      gstPercent: 18,
      totalPaise: 17_582,
    });
    expect(chargeFor(PRO, 'IN', undefined).taxes.map((tax) => tax.label)).to.deep.equal(['IGST']);
  });

  it('charges no GST outside India, and nothing for a free plan', () => {
    expect(chargeFor(PRO, 'DE', undefined)).to.deep.equal({
      pricePaise: 14_900,
      taxes: [],
      gstPaise: 0,
      gstPercent: 0,
      totalPaise: 14_900,
    });
    expect(chargeFor(PRO, undefined, 'TG').totalPaise).to.equal(14_900);
    expect(chargeFor(0, 'IN', 'TG').totalPaise).to.equal(0);
  });

  it('rounds each tax line to the paisa, half up, and totals the rounded lines', () => {
    // 9% of ₹0.50 is 4.5 paise: 5 each, so 10 in all, where 18% of the whole would be 9.
    expect(chargeFor(50, 'IN', 'TG')).to.include({ gstPaise: 10, totalPaise: 60 });
    expect(chargeFor(50, 'IN', 'MH')).to.include({ gstPaise: 9, totalPaise: 59 });
    expect(chargeFor(11, 'IN', 'MH')).to.include({ gstPaise: 2, totalPaise: 13 });
  });

  it('refuses a price that is not a whole, non-negative number of paise', () => {
    for (const price of [-1, 1.5, Number.NaN, Number.POSITIVE_INFINITY])
      expect(() => chargeFor(price, 'IN', 'TG')).to.throw(RangeError, 'A price is a whole number of paise');
  });

  it('turns rupees into paise, refusing fractions of a paisa and negative amounts', () => {
    expect([paiseOf(149), paiseOf(149.5), paiseOf(0.07), paiseOf(0)]).to.deep.equal([14_900, 14_950, 7, 0]);
    for (const rupees of [149.005, -1, Number.NaN])
      expect(() => paiseOf(rupees)).to.throw(RangeError, 'is not an amount in rupees and paise');
  });
});
