import { Button, Callout } from '@blueprintjs/core';
import { useAppDispatch } from '../../app/hooks';
import { formatLongDate } from '../auth/session-user';
import { describeArchived, downgradeNotice } from './downgrade';
import { checkoutStarted } from './slice';
import { usePaymentsSelector } from './store';
import { CalloutTitle } from '../layout/CalloutTitle';

/** SPEC §2, §4: /me tells of a downgrade waiting for its date, or of one carried out in the last 30 days. */
export default function DowngradeNotices() {
  const dispatch = useAppDispatch();
  const current = usePaymentsSelector((state) => state.payments.subscription.current);
  const notice = downgradeNotice(current, new Date());
  if (!notice) return null;

  if (notice.kind === 'scheduled') {
    return (
      <Callout intent="warning" icon="calendar" className="downgrade-notice">
        <CalloutTitle heading="h2">Downgrade scheduled</CalloutTitle>
        Your PRO plan ends on {formatLongDate(notice.effectiveDate)}; you move to FREE then. Until that day every PRO benefit stays. Changed
        your mind? Choose &lsquo;Keep PRO plan&rsquo; under Billing &amp; Subscription.
      </Callout>
    );
  }
  return (
    <Callout intent="primary" icon="archive" className="downgrade-notice">
      <CalloutTitle heading="h2">Your plan was downgraded to FREE</CalloutTitle>
      <p>
        On {formatLongDate(notice.processedDate)} your account moved to the FREE plan. What was over its limits was archived:{' '}
        {describeArchived(notice.archived)}.
      </p>
      <p>Upgrading to PRO restores it.</p>
      <Button intent="primary" icon="crown" text="Upgrade to PRO" onClick={() => dispatch(checkoutStarted())} />
    </Callout>
  );
}
