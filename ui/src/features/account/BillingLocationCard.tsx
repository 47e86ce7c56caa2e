import { Button, Card, Classes } from '@blueprintjs/core';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { isBillingComplete, type BillingInfo } from './billing-info';
import { BillingDialog } from './BillingDialog';
import { GstNote } from './GstNote';
import { billingDialogOpened, billingRequested } from './slice';
import { StateNotice } from '../layout/StateNotice';

/** SPEC §2 /me Billing Location: where the user is billed, Edit, and the GST that applies in India. */
export function BillingLocationCard() {
  const dispatch = useAppDispatch();
  const { billingStatus, billing } = useAppSelector((state) => state.account);

  return (
    <Card className="account-card" aria-labelledby="billing-location-title">
      <div className="account-card__head">
        <h2 className="account-card__title" id="billing-location-title">
          Billing Location
        </h2>
        <Button icon="edit" text="Edit" disabled={billingStatus !== 'loaded'} onClick={() => dispatch(billingDialogOpened())} />
      </div>
      {billingStatus === 'failed' && (
        <StateNotice
          heading="h3"
          icon="offline"
          title="Billing information is unavailable right now"
          action={<Button icon="refresh" text="Retry" onClick={() => dispatch(billingRequested())} />}
        />
      )}
      {(billingStatus === 'idle' || billingStatus === 'loading') && (
        <div aria-busy="true" aria-label="Loading billing information">
          <div className={`${Classes.SKELETON} skeleton-line`} />
          <div className={`${Classes.SKELETON} skeleton-line`} />
        </div>
      )}
      {billingStatus === 'loaded' &&
        (billing ? (
          <BillingSummary billing={billing} />
        ) : (
          <p className="account-card__muted">No billing location yet. Add one with Edit; it decides the GST on your plan.</p>
        ))}
      <BillingDialog />
    </Card>
  );
}

function BillingSummary({ billing }: { billing: BillingInfo }) {
  const address = [billing.doorNo, billing.street, billing.city, billing.pinCode].filter((part) => part?.trim()).join(', ');
  return (
    <>
      <dl className="account-facts">
        <div>
          <dt>Location</dt>
          <dd>{[billing.state?.name, billing.country?.name].filter(Boolean).join(', ') || 'Unknown'}</dd>
        </div>
        <div>
          <dt>Address</dt>
          <dd>{address || <span className="account-card__muted">Not given</span>}</dd>
        </div>
      </dl>
      {!isBillingComplete(billing) && (
        <p className="account-card__muted">Checkout asks for the full address: pin code, city, street and door number.</p>
      )}
      <GstNote country={billing.country} state={billing.state} />
    </>
  );
}
