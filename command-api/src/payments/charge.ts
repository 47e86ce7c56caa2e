import { gstBreakdown, type GstLine } from '@more-ai/contracts/gst';

/** One tax line of a charge, in paise. */
export interface ChargedTax extends GstLine {
  readonly amountPaise: number;
}

/** What a plan costs a buyer, in paise (the gateway's unit): the price, each tax on it, the total. */
export interface Charge {
  readonly pricePaise: number;
  readonly taxes: readonly ChargedTax[];
  /** The taxes' sum, and their rate: 18, or 0 outside India. */
  readonly gstPaise: number;
  readonly gstPercent: number;
  readonly totalPaise: number;
}

/**
 * The server's own charge for a plan, from its price and the buyer's stored billing location: what
 * a client sends is never used. Each tax line is rounded to the paisa on its own (half up), as the
 * invoice shows it, and the total is their sum: ₹149.00 in India is ₹149.00 + ₹26.82 = ₹175.82.
 */
export function chargeFor(pricePaise: number, countryCode: string | undefined, stateCode: string | undefined): Charge {
  if (!Number.isSafeInteger(pricePaise) || pricePaise < 0) throw new RangeError(`A price is a whole number of paise, not ${pricePaise}`);
  const taxes = gstBreakdown(countryCode, stateCode).map((line) => ({
    ...line,
    amountPaise: Math.round((pricePaise * line.percent) / 100),
  }));
  const gstPaise = taxes.reduce((sum, tax) => sum + tax.amountPaise, 0);
  const gstPercent = taxes.reduce((sum, tax) => sum + tax.percent, 0);
  return { pricePaise, taxes, gstPaise, gstPercent, totalPaise: pricePaise + gstPaise };
}

/** Rupees as the plans state them (149, 149.5) in paise, refusing what is not a whole number of paise. */
export function paiseOf(rupees: number): number {
  const paise = Math.round(rupees * 100);
  // Stryker disable next-line EqualityOperator: equivalent, no amount in rupees is exactly 1e-6 paise from a whole number
  if (!Number.isSafeInteger(paise) || paise < 0 || Math.abs(paise - rupees * 100) > 1e-6) {
    throw new RangeError(`${rupees} is not an amount in rupees and paise`);
  }
  return paise;
}
