import { Button, Callout, Classes, Dialog, DialogBody, DialogFooter } from '@blueprintjs/core';
import { useAppDispatch } from '../../app/hooks';
import { formatLongDate } from '../auth/session-user';
import { impactLines } from './downgrade';
import { downgradeConfirmed, downgradeDialogClosed } from './subscription-slice';
import { usePaymentsSelector } from './store';
import { CalloutTitle } from '../layout/CalloutTitle';

/**
 * SPEC §4 'Plan': the downgrade confirmation, with what would be archived and the two ways to go:
 * at the end of the paid period (PRO stays until then) or now.
 */
export function DowngradeDialog() {
  const dispatch = useAppDispatch();
  const { downgradeDialogOpen, impactStatus, impact, busy, current } = usePaymentsSelector((state) => state.payments.subscription);
  const endDate = formatLongDate(current?.endDate ?? undefined);
  const lines = impact ? impactLines(impact) : [];

  return (
    <Dialog
      isOpen={downgradeDialogOpen}
      onClose={() => dispatch(downgradeDialogClosed())}
      title="Downgrade to FREE plan"
      icon="warning-sign"
      className="payment-dialog downgrade-dialog"
    >
      <DialogBody>
        {impactStatus === 'loading' && (
          <div aria-busy="true" aria-label="Finding out what a downgrade would archive">
            <div className={`${Classes.SKELETON} skeleton-line`} />
            <div className={`${Classes.SKELETON} skeleton-line`} />
          </div>
        )}
        {impact && (
          <>
            <p>
              The FREE plan keeps {impact.watchlists.limit} public watchlists with {impact.moviesPerWatchlist.limit} movies each,{' '}
              {impact.favorites.limit} favorites and {impact.apiRequests.limit} AI searches a day.
            </p>
            {lines.length > 0 ? (
              <Callout intent="warning" className="downgrade-dialog__impact">
                <CalloutTitle heading="h3">What would be archived</CalloutTitle>
                <ul>
                  {lines.map((line) => (
                    <li key={line}>{line}</li>
                  ))}
                </ul>
                Archived content comes back when you upgrade to PRO again.
              </Callout>
            ) : (
              <Callout intent="success" icon="tick">
                Everything you have fits the FREE plan: nothing would be archived.
              </Callout>
            )}
            <p className="downgrade-dialog__choices">
              <strong>At period end</strong>: PRO stays until {endDate ?? 'the end of the paid period'}, then you move to FREE.{' '}
              <strong>Now</strong>: you move to FREE at once and the rest of the period is given up.
            </p>
          </>
        )}
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text="Cancel" variant="minimal" disabled={busy !== null} onClick={() => dispatch(downgradeDialogClosed())} />
            <Button
              text="Downgrade now"
              intent="danger"
              variant="outlined"
              disabled={!impact || busy !== null}
              loading={busy === 'now'}
              onClick={() => dispatch(downgradeConfirmed('now'))}
            />
            <Button
              text="Downgrade at period end"
              intent="primary"
              disabled={!impact || busy !== null}
              loading={busy === 'schedule'}
              onClick={() => dispatch(downgradeConfirmed('schedule'))}
            />
          </>
        }
      />
    </Dialog>
  );
}
