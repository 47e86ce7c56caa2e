import type { TaxLineView } from '@more-ai/contracts/payments';
import { formatRupees } from '../plans/subscription-plan';

export interface PaymentAmountsProps {
  readonly planName: string;
  readonly price: number;
  /** GST lines: none outside India (SPEC §6, §9). */
  readonly taxes: readonly TaxLineView[];
  readonly total: number;
}

/** Price, each GST line and the total, in rupees with two decimals: the summary's and the receipt's. */
export function PaymentAmounts({ planName, price, taxes, total }: PaymentAmountsProps) {
  return (
    <dl className="payment-amounts">
      <div>
        <dt>{planName}</dt>
        <dd>{formatRupees(price)}</dd>
      </div>
      {taxes.map((tax) => (
        <div key={tax.label}>
          <dt>
            {tax.label} ({tax.percent}%)
          </dt>
          <dd>{formatRupees(tax.amount)}</dd>
        </div>
      ))}
      <div className="payment-amounts__total">
        <dt>Total</dt>
        <dd>{formatRupees(total)}</dd>
      </div>
    </dl>
  );
}
