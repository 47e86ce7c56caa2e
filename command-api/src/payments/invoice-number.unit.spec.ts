import { expect } from 'chai';
import { financialYearOf, INVOICE_NUMBER_MAX_LENGTH, invoiceNumber } from './invoice-number';

describe('invoice numbers', () => {
  it('name the Indian financial year, which turns at midnight IST on 1 April', () => {
    expect(financialYearOf(new Date('2026-03-31T18:29:59.999Z'))).to.equal('25-26');
    expect(financialYearOf(new Date('2026-03-31T18:30:00.000Z'))).to.equal('26-27');
    expect(financialYearOf(new Date('2026-12-31T18:29:59.999Z'))).to.equal('26-27');
    // New Year in IST is still the same financial year.
    expect(financialYearOf(new Date('2026-12-31T18:30:00.000Z'))).to.equal('26-27');
    expect(financialYearOf(new Date('2099-06-01T00:00:00Z'))).to.equal('99-00');
    expect(financialYearOf(new Date('2100-01-15T00:00:00Z'))).to.equal('99-00');
    expect(financialYearOf(new Date('2100-04-15T00:00:00Z'))).to.equal('00-01');
  });

  it('read series, year and a five-digit sequence: MA/26-27/00042', () => {
    expect(invoiceNumber('26-27', 42)).to.equal('MA/26-27/00042');
    expect(invoiceNumber('26-27', 1)).to.equal('MA/26-27/00001');
    expect(invoiceNumber('26-27', 99_999)).to.equal('MA/26-27/99999');
  });

  it('take a sixth digit past 99,999 invoices and stay within 16 characters', () => {
    expect(invoiceNumber('26-27', 100_000)).to.equal('MA/26-27/100000');
    expect(invoiceNumber('26-27', 999_999)).to.have.length.at.most(INVOICE_NUMBER_MAX_LENGTH);
    expect(invoiceNumber('26-27', 1_000_000)).to.equal('MA/26-27/1000000').and.have.length(INVOICE_NUMBER_MAX_LENGTH);
    expect(() => invoiceNumber('26-27', 10_000_000)).to.throw(RangeError, 'is longer than 16 characters');
  });

  it('refuse a sequence that is not a whole number from 1, and a malformed year', () => {
    for (const sequence of [0, -1, 1.5, Number.NaN]) expect(() => invoiceNumber('26-27', sequence)).to.throw(RangeError, 'starts at 1');
    for (const year of ['2026-27', '26/27', '26-27x', ''])
      expect(() => invoiceNumber(year, 1)).to.throw(RangeError, 'Not a financial year');
  });
});
