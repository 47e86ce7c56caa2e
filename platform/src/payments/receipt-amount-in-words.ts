/**
 * The total in words, as Indian invoices and cheques write it: Indian numbering (thousand, lakh,
 * crore), every word capitalised, 'Rupees … and … Paise Only'.
 */

const UNITS = [
  'Zero',
  'One',
  'Two',
  'Three',
  'Four',
  'Five',
  'Six',
  'Seven',
  'Eight',
  'Nine',
  'Ten',
  'Eleven',
  'Twelve',
  'Thirteen',
  'Fourteen',
  'Fifteen',
  'Sixteen',
  'Seventeen',
  'Eighteen',
  'Nineteen',
];
const TENS = ['', '', 'Twenty', 'Thirty', 'Forty', 'Fifty', 'Sixty', 'Seventy', 'Eighty', 'Ninety'];

/** Indian grouping, largest first: a crore is 100 lakh, a lakh 100 thousand. */
const SCALES = [
  { value: 10_000_000, name: 'Crore' },
  { value: 100_000, name: 'Lakh' },
  { value: 1_000, name: 'Thousand' },
  { value: 100, name: 'Hundred' },
] as const;

function belowHundred(n: number): string {
  if (n < 20) return UNITS[n] ?? '';
  const unit = n % 10;
  return `${TENS[Math.floor(n / 10)] ?? ''}${unit === 0 ? '' : `-${UNITS[unit] ?? ''}`}`;
}

/** A positive whole number in words; above 99 crore the crores are counted in words again. */
function wholeInWords(n: number): string {
  for (const scale of SCALES) {
    if (n >= scale.value) {
      const rest = n % scale.value;
      const head = `${wholeInWords(Math.floor(n / scale.value))} ${scale.name}`;
      return rest === 0 ? head : `${head} ${wholeInWords(rest)}`;
    }
  }
  return belowHundred(n);
}

/**
 * 17582 → 'Rupees One Hundred Seventy-Five and Eighty-Two Paise Only'; 100 → 'Rupees One Only';
 * 1 → 'Rupees Zero and One Paisa Only'. Throws on a negative or fractional number of paise: an amount
 * on an invoice is whole paise.
 */
export function amountInWords(paise: number): string {
  if (!Number.isSafeInteger(paise) || paise < 0) throw new RangeError(`Not a whole number of paise: ${paise}`);
  const rupees = Math.floor(paise / 100);
  const rest = paise % 100;
  const rupeesPart = `Rupees ${wholeInWords(rupees)}`;
  if (rest === 0) return `${rupeesPart} Only`;
  return `${rupeesPart} and ${belowHundred(rest)} ${rest === 1 ? 'Paisa' : 'Paise'} Only`;
}
