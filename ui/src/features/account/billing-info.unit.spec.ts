import { expect } from 'chai';
import { describe, it } from 'mocha';
import { describeGst, gstBreakdown } from '@more-ai/contracts/gst';
import { canSaveBilling, draftFrom, isBillingComplete, updateFrom, type BillingInfo } from './billing-info';

const india = { _id: 'IN', name: 'India', code: 'IN' };
const germany = { _id: 'DE', name: 'Germany', code: 'DE' };
const telangana = { _id: 'IN-TG', name: 'Telangana', code: 'TG' };
const saved: BillingInfo = {
  country: india,
  state: telangana,
  pinCode: '500081',
  city: 'Hyderabad',
  street: 'Road No. 36',
  doorNo: '8-2-293',
};

describe('Billing information (SPEC §3, §5, §9)', () => {
  it('enables Next once a country is chosen, and for India only with a state', () => {
    const empty = draftFrom(null);
    expect(canSaveBilling(empty, empty)).to.equal(false);
    expect(canSaveBilling({ ...empty, country: germany }, empty)).to.equal(true);
    expect(canSaveBilling({ ...empty, country: india }, empty)).to.equal(false);
    expect(canSaveBilling({ ...empty, country: india, state: telangana }, empty)).to.equal(true);
  });

  it('enables Update only when something differs from what was saved (ignoring surrounding spaces)', () => {
    const prefilled = draftFrom(saved);
    expect(canSaveBilling(prefilled, prefilled)).to.equal(false);
    expect(canSaveBilling({ ...prefilled, city: ' Hyderabad ' }, prefilled)).to.equal(false);
    expect(canSaveBilling({ ...prefilled, city: 'Secunderabad' }, prefilled)).to.equal(true);
  });

  it('sends no state outside India', () => {
    expect(updateFrom({ ...draftFrom(saved), country: germany })).to.deep.include({ countryId: 'DE', stateId: null });
    expect(updateFrom(draftFrom(saved))).to.deep.include({ countryId: 'IN', stateId: 'IN-TG' });
  });

  it('counts billing as complete with a country, a state for India, and every address field', () => {
    expect(isBillingComplete(saved)).to.equal(true);
    expect(isBillingComplete({ ...saved, state: null })).to.equal(false);
    expect(isBillingComplete({ ...saved, country: germany, state: null })).to.equal(true);
    expect(isBillingComplete({ ...saved, doorNo: ' ' })).to.equal(false);
    expect(isBillingComplete(null)).to.equal(false);
  });

  it('applies SGST 9% + CGST 9% in Telangana, IGST 18% elsewhere in India, nothing outside India', () => {
    expect(describeGst(gstBreakdown('IN', 'TG'))).to.equal('SGST 9% + CGST 9%');
    expect(describeGst(gstBreakdown('in', 'KA'))).to.equal('IGST 18%');
    expect(gstBreakdown('DE', undefined)).to.deep.equal([]);
  });
});
