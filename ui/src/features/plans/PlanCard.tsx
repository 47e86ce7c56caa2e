import { Card, Icon, Tag } from '@blueprintjs/core';
import type { ReactNode } from 'react';
import { formatRupees, gstFor, planFeatures, type SubscriptionPlan } from './subscription-plan';

export interface PlanCardProps {
  readonly plan: SubscriptionPlan;
  /** Show GST (only for users billed in India, SPEC §6). */
  readonly showGst: boolean;
  /** With nobody signed in the billing country is unknown, so the card says when GST applies. */
  readonly showGstNote: boolean;
  /** The call to action, which depends on the screen and the visitor. */
  readonly action: ReactNode;
}

export function PlanCard({ plan, showGst, showGstNote, action }: PlanCardProps) {
  const pro = plan.type === 'pro';
  const paid = plan.price > 0;
  const gst = gstFor(plan);
  const headingId = `plan-${plan._id}`;

  return (
    <Card
      className={pro ? 'plan-card plan-card--featured' : 'plan-card'}
      elevation={pro ? 3 : 1}
      aria-labelledby={headingId}
      data-plan={plan.type}
      role="article"
    >
      <div className="plan-card__head">
        <h3 className="plan-card__name" id={headingId}>
          {plan.displayName}
        </h3>
        {pro && (
          <Tag intent="primary" round icon="star">
            Most popular
          </Tag>
        )}
      </div>

      <p className="plan-card__price">
        <span className="plan-card__amount">{formatRupees(plan.price)}</span>
        <span className="plan-card__period">{plan.durationLabel}</span>
      </p>
      {paid && showGst && (
        <p className="plan-card__tax">
          + {formatRupees(gst)} GST ({plan.gst}%) · <strong>{formatRupees(plan.price + gst)}</strong> in total
        </p>
      )}
      {paid && showGstNote && <p className="plan-card__tax">{plan.gst}% GST applies to billing addresses in India.</p>}

      <ul className="plan-card__features">
        {planFeatures(plan).map(({ label, included }) => (
          <li key={label} className={included ? 'plan-feature' : 'plan-feature plan-feature--excluded'} data-included={included}>
            <Icon icon={included ? 'tick-circle' : 'cross-circle'} className="plan-feature__icon" />
            <span>
              {!included && <span className="visually-hidden">Not included: </span>}
              {label}
            </span>
          </li>
        ))}
      </ul>

      <div className="plan-card__action">{action}</div>
    </Card>
  );
}
