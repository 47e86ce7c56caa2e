import { BillingDialog } from '../account/BillingDialog';
import { PaymentStatusDialog } from './PaymentStatusDialog';
import { PaymentSummaryDialog } from './PaymentSummaryDialog';

/** The upgrade flow's dialogs (SPEC §2), on whichever screen 'Upgrade to PRO' was pressed. */
export function PaymentDialogs() {
  return (
    <>
      <BillingDialog host="checkout" />
      <PaymentSummaryDialog />
      <PaymentStatusDialog />
    </>
  );
}
