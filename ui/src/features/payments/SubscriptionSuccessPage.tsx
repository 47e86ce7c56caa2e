import { Button, Callout, Card, Classes, Icon } from '@blueprintjs/core';
import type { PaymentReceiptView } from '@more-ai/contracts/payments';
import { useEffect, useRef, type ReactNode } from 'react';
import { useSearchParams } from 'wouter';
import { useHistoryState } from 'wouter/use-browser-location';
import { useAppDispatch, usePageTitle } from '../../app/hooks';
import { formatLongDate } from '../auth/session-user';
import { LinkButton } from '../layout/LinkButton';
import { PaymentAmounts } from './PaymentAmounts';
import type { ReceiptNavigationState } from './sagas';
import { receiptDownloadRequested, receiptRequested, receiptShown } from './slice';
import { usePaymentsSelector } from './store';
import { StateNotice } from '../layout/StateNotice';

/** The receipt the navigation state carries, if it is the one the URL names. */
function receiptFromState(state: unknown, id: string | null): ReceiptNavigationState | undefined {
  const candidate = state as Partial<ReceiptNavigationState> | null;
  const payment = candidate?.payment;
  if (!payment || typeof payment.id !== 'string' || (id && payment.id !== id)) return undefined;
  return candidate as ReceiptNavigationState;
}

/**
 * SPEC §2 /subscription-success: the receipt of the payment just made. It comes in the navigation
 * state; the payment id in the URL (?payment=) lets a reload or a bookmark fetch it again.
 */
export default function SubscriptionSuccessPage() {
  usePageTitle('Payment Successful');
  const dispatch = useAppDispatch();
  const [search] = useSearchParams();
  const id = search.get('payment');
  const navigationState: unknown = useHistoryState();
  const { status, payment, emailWarning } = usePaymentsSelector((state) => state.payments.checkout.receipt);

  useEffect(() => {
    const carried = receiptFromState(navigationState, id);
    if (carried) dispatch(receiptShown({ payment: carried.payment, emailWarning: carried.emailWarning ?? null }));
    else if (id) dispatch(receiptRequested(id));
  }, [dispatch, id, navigationState]);

  const shown = payment && (!id || payment.id === id) ? payment : null;
  return (
    <div className="page receipt-page">
      <div className="app-container receipt-page__inner">
        {shown ? (
          <Receipt payment={shown} emailWarning={emailWarning} />
        ) : status === 'failed' || (!id && status !== 'loading') ? (
          <StateNotice
            heading="h1"
            icon="document"
            title="Receipt not found"
            description="There is no receipt to show here. Your payments and their receipts are on your account page."
            action={<LinkButton href="/me" intent="primary" text="Go to my account" />}
          />
        ) : (
          <Card className="receipt" aria-busy="true" aria-label="Loading your receipt">
            {[1, 2, 3, 4].map((line) => (
              <div key={line} className={`${Classes.SKELETON} skeleton-line`} />
            ))}
          </Card>
        )}
      </div>
    </div>
  );
}

function Receipt({ payment, emailWarning }: { payment: PaymentReceiptView; emailWarning: string | null }) {
  const dispatch = useAppDispatch();
  const downloading = usePaymentsSelector((state) => state.payments.checkout.downloading.includes(payment.id));
  const heading = useRef<HTMLHeadingElement>(null);
  // The payment dialog that led here is gone: the receipt's heading takes the focus, so it is read out.
  useEffect(() => heading.current?.focus(), []);
  const facts: [string, ReactNode][] = [
    ['Invoice number', payment.invoiceNumber],
    ['Transaction ID', <code key="id">{payment.paymentId}</code>],
    ['Date', formatLongDate(payment.createdAt)],
    ['Plan', payment.description],
    ['PRO period', `${formatLongDate(payment.subscription.startDate)} – ${formatLongDate(payment.subscription.endDate)}`],
  ];

  return (
    <Card className="receipt" elevation={2} aria-labelledby="receipt-title">
      <div className="receipt__head">
        <Icon icon="tick-circle" intent="success" size={44} />
        <div>
          <h1 className="receipt__title" id="receipt-title" tabIndex={-1} ref={heading}>
            Payment Successful
          </h1>
          <p className="receipt__lead">Thank you! Your PRO plan is active. Here is your receipt.</p>
        </div>
      </div>
      {emailWarning && (
        <Callout intent="warning" icon="envelope" className="receipt__warning">
          {emailWarning}
        </Callout>
      )}
      <dl className="receipt__facts">
        {facts.map(([term, value]) => (
          <div key={term}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <PaymentAmounts planName="Amount" price={payment.amount} taxes={payment.taxes} total={payment.totalAmount} />
      <div className="receipt__actions">
        <Button
          intent="primary"
          icon="download"
          loading={downloading}
          text="Download receipt"
          onClick={() => dispatch(receiptDownloadRequested({ id: payment.id, transactionId: payment.paymentId }))}
        />
        <LinkButton href="/recommendations" icon="search" text="Get recommendations" />
        <LinkButton href="/me" variant="minimal" icon="user" text="Go to my account" />
      </div>
    </Card>
  );
}
