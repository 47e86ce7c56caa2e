import { Button, Callout, Dialog, DialogBody, DialogFooter, Icon, Spinner } from '@blueprintjs/core';
import { useAppDispatch } from '../../app/hooks';
import { formatLongDate } from '../auth/session-user';
import { checkoutClosed, checkoutStarted } from './slice';
import { usePaymentsSelector } from './store';
import { CalloutTitle } from '../layout/CalloutTitle';

const TITLES = { processing: 'Processing Payment', succeeded: 'Payment Successful!', failed: 'Payment Failed' } as const;

/**
 * SPEC §2, §4 payment status: processing while the server verifies, success (the receipt follows in
 * 2 seconds), or failure with the catalogue's words, the code and a support reference. Each state is
 * announced as it comes.
 */
export function PaymentStatusDialog() {
  const dispatch = useAppDispatch();
  const { step, failure, paid, order } = usePaymentsSelector((state) => state.payments.checkout);
  const shown = step === 'processing' || step === 'succeeded' || step === 'failed' ? step : null;
  const close = () => dispatch(checkoutClosed());

  return (
    <Dialog
      isOpen={shown !== null}
      title={shown ? TITLES[shown] : ''}
      icon={shown === 'failed' ? 'error' : shown === 'succeeded' ? 'tick-circle' : 'time'}
      // Only a failure may be dismissed: processing must not be interrupted, success moves on by itself.
      isCloseButtonShown={shown === 'failed'}
      canEscapeKeyClose={shown === 'failed'}
      canOutsideClickClose={false}
      onClose={close}
      className={`payment-dialog payment-status payment-status--${shown ?? 'closed'}`}
    >
      <DialogBody>
        {shown === 'processing' && (
          <div className="payment-status__body" role="status" aria-live="polite">
            <Spinner size={40} aria-label="Verifying your payment" />
            <p>Verifying your payment. Please do not close or refresh this page.</p>
          </div>
        )}
        {shown === 'succeeded' && paid && (
          <div className="payment-status__body" role="status" aria-live="polite">
            <Icon icon="tick-circle" size={40} intent="success" />
            <p>
              Welcome to PRO! Your plan is active until <strong>{formatLongDate(paid.subscription.endDate)}</strong>.
            </p>
            <p className="payment-status__muted">Taking you to your receipt…</p>
            {paid.emailWarning && (
              <Callout intent="warning" icon="envelope" className="payment-status__warning">
                {paid.emailWarning}
              </Callout>
            )}
          </div>
        )}
        {shown === 'failed' && failure && (
          <div className="payment-status__body" role="alert">
            <Callout intent="danger" className="payment-status__failure">
              <CalloutTitle heading="h3">{failure.title}</CalloutTitle>
              {failure.message}
            </Callout>
            <dl className="payment-status__facts">
              {[
                ['Error code', failure.code],
                ['Support reference', failure.reference],
              ].map(([term, value]) => (
                <div key={term}>
                  <dt>{term}</dt>
                  <dd>
                    <code>{value}</code>
                  </dd>
                </div>
              ))}
            </dl>
            {order?.mode === 'sandbox' && <p className="payment-status__muted">Sandbox: no real money moves.</p>}
          </div>
        )}
      </DialogBody>
      {shown === 'failed' && (
        <DialogFooter
          actions={
            <>
              <Button text="Try Again" onClick={close} />
              <Button text="Retry Payment" intent="primary" icon="refresh" onClick={() => dispatch(checkoutStarted())} />
            </>
          }
        />
      )}
    </Dialog>
  );
}
