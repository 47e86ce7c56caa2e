import { Callout, Card, Tag } from '@blueprintjs/core';
import type { ReactNode } from 'react';
import { formatCount, formatDateTime, formatLag, formatRate, STATE_ICON, STATE_INTENT } from './format';
import type { ConsumerView } from './slice';

export interface ConsumerCardProps {
  readonly consumer: ConsumerView;
  /** The card's own buttons (Rebuild), beside its name. */
  readonly actions?: ReactNode;
  /** What only projectors have: their rebuild and parked events. */
  readonly children?: ReactNode;
}

/** One projector or reactor: its state, checkpoint against the head, lag, rate, parked count and last error. */
export function ConsumerCard({ consumer, actions, children }: ConsumerCardProps) {
  const headingId = `consumer-${consumer.name}`;
  return (
    <Card className="consumer-card" elevation={0} aria-labelledby={headingId} role="group">
      <div className="consumer-card__head">
        <h3 className="consumer-card__name" id={headingId}>
          {consumer.name}
        </h3>
        <Tag intent={STATE_INTENT[consumer.state]} icon={STATE_ICON[consumer.state]} className="consumer-card__state" round>
          {consumer.state}
        </Tag>
        {!consumer.active && consumer.state !== 'stalled' && (
          <Tag minimal round>
            no instance holds its lock
          </Tag>
        )}
        {actions && <div className="consumer-card__actions">{actions}</div>}
      </div>
      <dl className="consumer-facts">
        <Fact label="Checkpoint" value={<code>{consumer.checkpoint ?? 'none yet'}</code>} />
        <Fact label="Head" value={<code>{consumer.head}</code>} />
        <Fact label="Lag" value={formatLag(consumer.lag)} />
        <Fact label="Rate" value={formatRate(consumer.rate)} />
        <Fact label="Parked" value={formatCount(consumer.parked)} warn={consumer.parked > 0} />
        <Fact label="Applied" value={consumer.handled === null ? '—' : formatCount(consumer.handled)} />
        <Fact label="Last progress" value={consumer.updatedAt ? formatDateTime(consumer.updatedAt) : '—'} />
      </dl>
      {consumer.lastError && (
        <Callout intent="danger" icon="error" compact className="consumer-card__error">
          <strong className="callout-title">Last error</strong>
          <span className="consumer-card__error-text">{consumer.lastError.message}</span>{' '}
          <small>({formatDateTime(consumer.lastError.at)})</small>
        </Callout>
      )}
      {children}
    </Card>
  );
}

function Fact({ label, value, warn = false }: { label: string; value: ReactNode; warn?: boolean }) {
  return (
    <div className={warn ? 'consumer-facts__row consumer-facts__row--warn' : 'consumer-facts__row'}>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}
