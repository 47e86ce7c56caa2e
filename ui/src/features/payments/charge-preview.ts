import { gstBreakdown } from '@more-ai/contracts/gst';
import type { ChargeView } from '@more-ai/contracts/payments';

/**
 * What the Payment Summary shows before the order exists (SPEC §9): the plan's price, the GST lines
 * of the billing location (shared rule, contracts/gst.ts) and the total. Each line is rounded to the
 * paisa on its own, as the server charges and the receipt prints it: ₹149.00 + ₹26.82 = ₹175.82.
 */
export function chargePreview(price: number, countryCode: string | undefined, stateCode: string | undefined): ChargeView {
  const pricePaise = Math.round(price * 100);
  const lines = gstBreakdown(countryCode, stateCode).map((line) => ({
    ...line,
    paise: Math.round((pricePaise * line.percent) / 100),
  }));
  const gstPaise = lines.reduce((sum, line) => sum + line.paise, 0);
  return {
    price: pricePaise / 100,
    taxes: lines.map(({ label, percent, paise }) => ({ label, percent, amount: paise / 100 })),
    gstPercentage: lines.reduce((sum, line) => sum + line.percent, 0),
    gstAmount: gstPaise / 100,
    total: (pricePaise + gstPaise) / 100,
    currency: 'INR',
  };
}
