import { expect } from 'chai';
import { describeGst, gstBreakdown, SUPPLIER_STATE_CODE, type GstLine } from './gst';

describe('GST on a plan (SPEC §9)', () => {
  it("is SGST 9% and CGST 9% in Telangana, where the supplier is, whatever the codes' case", () => {
    expect(SUPPLIER_STATE_CODE).to.equal('TG');
    const intraState: GstLine[] = [
      { label: 'SGST', percent: 9 },
      { label: 'CGST', percent: 9 },
    ];
    expect(gstBreakdown('IN', 'TG')).to.deep.equal(intraState);
    expect(gstBreakdown('in', 'tg')).to.deep.equal(intraState);
    expect(describeGst(intraState)).to.equal('SGST 9% + CGST 9%');
  });

  it('is IGST 18% elsewhere in India, a state given or not', () => {
    expect(gstBreakdown('IN', 'KA')).to.deep.equal([{ label: 'IGST', percent: 18 }]);
    expect(gstBreakdown('In', undefined)).to.deep.equal([{ label: 'IGST', percent: 18 }]);
    expect(describeGst(gstBreakdown('IN', 'MH'))).to.equal('IGST 18%');
  });

  it('is nothing outside India, or without a country', () => {
    expect(gstBreakdown('DE', 'TG')).to.deep.equal([]);
    expect(gstBreakdown(undefined, 'TG')).to.deep.equal([]);
    expect(describeGst([])).to.equal('');
  });
});
