import './plans.css';
import { Button, Card, Classes } from '@blueprintjs/core';
import { useEffect, type ReactNode } from 'react';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { selectIsAuthenticated, selectUserCountryCode } from '../auth/selectors';
import { PlanCard } from './PlanCard';
import { selectPlans } from './selectors';
import { plansRequested } from './slice';
import type { SubscriptionPlan } from './subscription-plan';
import { StateNotice } from '../layout/StateNotice';

/** The plans on sale as cards, cheapest first, with loading and retry states. */
export function PlanCards({ actionFor }: { actionFor: (plan: SubscriptionPlan) => ReactNode }) {
  const dispatch = useAppDispatch();
  const { status, plans, error } = useAppSelector(selectPlans);
  const authenticated = useAppSelector(selectIsAuthenticated);
  const country = useAppSelector(selectUserCountryCode);

  useEffect(() => {
    if (status === 'idle') dispatch(plansRequested());
  }, [dispatch, status]);

  if (status === 'failed') {
    return (
      <StateNotice
        heading="h3"
        className="plan-cards__error"
        icon="offline"
        title="Plans are unavailable right now"
        description={error}
        action={<Button icon="refresh" intent="primary" text="Retry" onClick={() => dispatch(plansRequested())} />}
      />
    );
  }

  if (status !== 'loaded') {
    return (
      <div className="plan-cards" aria-busy="true" aria-label="Loading plans">
        {[1, 2].map((n) => (
          <Card key={n} className="plan-card">
            <div className={`${Classes.SKELETON} skeleton-line skeleton-line--title`} />
            <div className={`${Classes.SKELETON} skeleton-line skeleton-line--price`} />
            {[1, 2, 3, 4].map((line) => (
              <div key={line} className={`${Classes.SKELETON} skeleton-line`} />
            ))}
            <div className={`${Classes.SKELETON} skeleton-line skeleton-line--button`} />
          </Card>
        ))}
      </div>
    );
  }

  return (
    <div className="plan-cards">
      {[...plans]
        .sort((a, b) => a.price - b.price)
        .map((plan) => (
          <PlanCard key={plan._id} plan={plan} showGst={country === 'IN'} showGstNote={!authenticated} action={actionFor(plan)} />
        ))}
    </div>
  );
}
