import { expect } from 'chai';
import { amountInWords } from './receipt-amount-in-words';

/** One crore rupees, in paise. */
const CRORE = 10_000_000 * 100;

describe('amountInWords', () => {
  it('writes the PRO total with Indian GST as rupees and paise', () => {
    expect(amountInWords(17582)).to.equal('Rupees One Hundred Seventy-Five and Eighty-Two Paise Only');
  });

  it('leaves the paise out of a whole number of rupees', () => {
    expect(amountInWords(14900)).to.equal('Rupees One Hundred Forty-Nine Only');
  });

  it('writes one rupee, one paisa and nothing at all', () => {
    expect(amountInWords(100)).to.equal('Rupees One Only');
    expect(amountInWords(1)).to.equal('Rupees Zero and One Paisa Only');
    expect(amountInWords(0)).to.equal('Rupees Zero Only');
  });

  it('writes the teens and round tens without a hyphen', () => {
    expect(amountInWords(1_113)).to.equal('Rupees Eleven and Thirteen Paise Only');
    expect(amountInWords(2_000_020)).to.equal('Rupees Twenty Thousand and Twenty Paise Only');
  });

  it('groups in thousands, lakhs and crores: ₹1,23,45,678.05', () => {
    expect(amountInWords(1_234_567_805)).to.equal(
      'Rupees One Crore Twenty-Three Lakh Forty-Five Thousand Six Hundred Seventy-Eight and Five Paise Only',
    );
    expect(amountInWords(10_000_000)).to.equal('Rupees One Lakh Only');
    expect(amountInWords(100_000)).to.equal('Rupees One Thousand Only');
    expect(amountInWords(1_010_010 * 100)).to.equal('Rupees Ten Lakh Ten Thousand Ten Only');
  });

  it('counts crores in words beyond ninety-nine crore', () => {
    expect(amountInWords(100 * CRORE)).to.equal('Rupees One Hundred Crore Only');
    expect(amountInWords(12_345 * CRORE)).to.equal('Rupees Twelve Thousand Three Hundred Forty-Five Crore Only');
  });

  it('refuses what is not a whole, non-negative number of paise', () => {
    for (const paise of [-1, 1.5, Number.NaN, Number.POSITIVE_INFINITY]) expect(() => amountInWords(paise)).to.throw(RangeError);
  });
});
