import { Button, Callout, Dialog, DialogBody, DialogFooter } from '@blueprintjs/core';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { stateCode } from '../locations/location';
import { formatRupees } from '../plans/subscription-plan';
import { chargePreview } from './charge-preview';
import { PaymentAmounts } from './PaymentAmounts';
import { billingEditRequested, checkoutClosed, payRequested } from './slice';
import { usePaymentsSelector } from './store';

/**
 * SPEC §2 Payment Summary: the plan, its price, the GST of the billing location (India only) and the
 * total, the billing location with 'Update', and Pay with the amount.
 */
export function PaymentSummaryDialog() {
  const dispatch = useAppDispatch();
  const { step, plan, gatewayMode } = usePaymentsSelector((state) => state.payments.checkout);
  const billing = useAppSelector((state) => state.account.billing);
  const open = step === 'summary' || step === 'ordering';
  const ordering = step === 'ordering';
  if (!plan) return null;

  const charge = chargePreview(plan.price, billing?.country?.code, stateCode(billing?.state));
  const place = [billing?.state?.name, billing?.country?.name].filter(Boolean).join(', ');
  const address = [billing?.doorNo, billing?.street, billing?.city, billing?.pinCode].filter((part) => part?.trim()).join(', ');
  const close = () => {
    if (!ordering) dispatch(checkoutClosed());
  };

  return (
    <Dialog isOpen={open} onClose={close} title="Payment Summary" icon="shopping-cart" className="payment-dialog">
      <DialogBody>
        <p className="payment-dialog__lead">
          <strong>{plan.displayName}</strong> · {plan.durationLabel}
        </p>
        <PaymentAmounts planName={`${plan.displayName} price`} price={charge.price} taxes={charge.taxes} total={charge.total} />
        <section className="payment-billing" aria-labelledby="payment-billing-title">
          <div className="payment-billing__head">
            <h3 id="payment-billing-title" className="payment-billing__title">
              Billing location
            </h3>
            <Button
              variant="minimal"
              size="small"
              intent="primary"
              icon="edit"
              text="Update"
              aria-label="Update billing location"
              disabled={ordering}
              onClick={() => dispatch(billingEditRequested())}
            />
          </div>
          <p className="payment-billing__place">{place || 'Unknown'}</p>
          {address && <p className="payment-billing__address">{address}</p>}
        </section>
        {gatewayMode === 'sandbox' && (
          <Callout intent="primary" icon="lab-test" className="payment-dialog__sandbox">
            Sandbox: no real money moves.
          </Callout>
        )}
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text="Cancel" variant="minimal" disabled={ordering} onClick={close} />
            <Button intent="primary" icon="lock" loading={ordering} onClick={() => dispatch(payRequested())}>
              Pay {formatRupees(charge.total)}
            </Button>
          </>
        }
      />
    </Dialog>
  );
}
