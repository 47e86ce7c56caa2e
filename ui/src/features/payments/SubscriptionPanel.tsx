import { Button, Classes, Tag } from '@blueprintjs/core';
import { useEffect } from 'react';
import { useAppDispatch } from '../../app/hooks';
import { formatLongDate } from '../auth/session-user';
import { PlanCards } from '../plans/PlanCards';
import { DowngradeDialog } from './DowngradeDialog';
import { checkoutStarted } from './slice';
import { usePaymentsSelector } from './store';
import { downgradeAsked, keepProRequested, subscriptionRequested } from './subscription-slice';

/**
 * SPEC §2 /me Billing & Subscription: the plan's period and next billing date, a downgrade (or
 * keeping PRO when one is scheduled), and the plan cards with 'Upgrade to PRO'.
 */
export function SubscriptionPanel() {
  const dispatch = useAppDispatch();
  const sessionPro = usePaymentsSelector((state) => state.auth.isProUser);
  const { status, current, busy } = usePaymentsSelector((state) => state.payments.subscription);
  const preparing = usePaymentsSelector((state) => state.payments.checkout.step === 'preparing');
  const pro = current ? current.subscription.type === 'pro' : sessionPro;
  const scheduled = pro && Boolean(current?.subscription.metadata.scheduledDowngrade);

  useEffect(() => {
    dispatch(subscriptionRequested());
  }, [dispatch]);

  return (
    <>
      <div className="subscription-status" aria-live="polite">
        {status === 'loading' && (
          <div aria-busy="true" aria-label="Loading your subscription">
            <div className={`${Classes.SKELETON} skeleton-line`} />
          </div>
        )}
        {status === 'failed' && (
          <p className="account-card__muted">
            Your subscription could not be loaded.{' '}
            <Button variant="minimal" size="small" intent="primary" text="Try again" onClick={() => dispatch(subscriptionRequested())} />
          </p>
        )}
        {status === 'loaded' && current && (
          <dl className="account-facts subscription-status__facts">
            {pro && (
              <div>
                <dt>Status</dt>
                <dd>
                  Active until {formatLongDate(current.endDate ?? undefined)}{' '}
                  {scheduled && (
                    <Tag intent="warning" round>
                      Downgrade Pending
                    </Tag>
                  )}
                </dd>
              </div>
            )}
            <div>
              <dt>Next billing date</dt>
              <dd>
                {formatLongDate(current.nextBillingDate ?? undefined) ??
                  (pro ? 'None: your plan moves to FREE at its end' : 'None: FREE costs nothing')}
              </dd>
            </div>
          </dl>
        )}
        {status === 'loaded' && pro && (
          <div className="subscription-status__actions">
            {scheduled ? (
              <Button
                intent="primary"
                icon="crown"
                loading={busy === 'cancel'}
                text="Keep PRO plan"
                onClick={() => dispatch(keepProRequested())}
              />
            ) : (
              <Button icon="arrow-down" text="Downgrade to FREE plan" onClick={() => dispatch(downgradeAsked())} />
            )}
          </div>
        )}
      </div>
      <PlanCards
        actionFor={(plan) => {
          if (plan.type === (pro ? 'pro' : 'free')) return <Button fill size="large" icon="tick" disabled text="Your current plan" />;
          if (plan.type === 'pro') {
            return (
              <Button
                fill
                size="large"
                intent="primary"
                endIcon="arrow-right"
                loading={preparing}
                text="Upgrade to PRO"
                onClick={() => dispatch(checkoutStarted())}
              />
            );
          }
          return scheduled ? (
            <Button fill size="large" disabled text={`FREE from ${formatLongDate(current?.endDate ?? undefined) ?? 'period end'}`} />
          ) : (
            <Button fill size="large" text="Switch to FREE" onClick={() => dispatch(downgradeAsked())} />
          );
        }}
      />
      <DowngradeDialog />
    </>
  );
}
