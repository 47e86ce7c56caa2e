/** Every invoice number starts so: MoRe AI's series. */
export const INVOICE_SERIES = 'MA';
/** GST rules allow an invoice number of at most 16 characters. */
export const INVOICE_NUMBER_MAX_LENGTH = 16;
/** India Standard Time is UTC+5:30 all year. */
const IST_OFFSET_MS = (5 * 60 + 30) * 60_000;

/**
 * The Indian financial year (1 April to 31 March, in IST) a moment falls in, as invoice numbers
 * name it: '26-27' for April 2026 to March 2027.
 */
export function financialYearOf(at: Date): string {
  const ist = new Date(at.getTime() + IST_OFFSET_MS);
  const startYear = ist.getUTCMonth() >= 3 ? ist.getUTCFullYear() : ist.getUTCFullYear() - 1;
  const twoDigits = (year: number) => String(year % 100).padStart(2, '0');
  return `${twoDigits(startYear)}-${twoDigits(startYear + 1)}`;
}

/**
 * The invoice number of the `sequence`th invoice (from 1, gap-free) of a financial year:
 * 'MA/26-27/00042'. Five digits at least; a year past 99,999 invoices takes more, up to the 16
 * characters GST allows (9,999,999 invoices a year).
 */
export function invoiceNumber(financialYear: string, sequence: number): string {
  if (!/^\d{2}-\d{2}$/.test(financialYear)) throw new RangeError(`Not a financial year: ${financialYear}`);
  if (!Number.isSafeInteger(sequence) || sequence < 1) throw new RangeError(`An invoice sequence starts at 1, not ${sequence}`);
  const number = `${INVOICE_SERIES}/${financialYear}/${String(sequence).padStart(5, '0')}`;
  if (number.length > INVOICE_NUMBER_MAX_LENGTH)
    throw new RangeError(`Invoice number ${number} is longer than ${INVOICE_NUMBER_MAX_LENGTH} characters`);
  return number;
}
