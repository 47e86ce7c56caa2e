import { Button, Tag } from '@blueprintjs/core';
import type { AdminEvent } from '@more-ai/contracts/api/admin-events';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { eventLogHref } from './filters';
import { actorLabel, formatEventTime, isUpcast, isUserActor, prettyJson, versionLabel } from './format';

export interface EventDetailProps {
  readonly event: AdminEvent;
  readonly onFollowCorrelation: (correlationId: string) => void;
  readonly onCopy: (text: string) => void;
}

/** One event: its metadata, and its payload as JSON, pretty-printed and copyable. */
export function EventDetail({ event, onFollowCorrelation, onCopy }: EventDetailProps) {
  const { metadata } = event;
  const payload = prettyJson(event.data);
  return (
    <div className="event-detail">
      <dl className="event-facts">
        <Fact label="Position">
          <code>{event.position}</code>
        </Fact>
        <Fact label="Recorded">
          <time dateTime={event.time}>{formatEventTime(event.time)}</time> <small className="event-facts__aside">{event.time}</small>
        </Fact>
        <Fact label="Stream">
          <Link href={eventLogHref({ stream: event.stream })} aria-label={`All events of stream ${event.stream}`}>
            <code>{event.stream}</code>
          </Link>{' '}
          <small className="event-facts__aside">revision {event.revision}</small>
        </Fact>
        <Fact label="Version">
          {versionLabel(event.version)}{' '}
          {isUpcast(event.version) && (
            <Tag minimal intent="warning" className="event-facts__tag">
              Written as v{event.version.written}, read upcast to v{event.version.current}
            </Tag>
          )}
        </Fact>
        <Fact label="Actor">
          <span className={event.actorName === 'Deleted user' ? 'event-table__deleted' : undefined}>{actorLabel(event)}</span>
          {isUserActor(event) && (
            <>
              {' '}
              <small className="event-facts__aside">
                <code>{metadata.actor}</code>
              </small>
              <br />
              <Link href={eventLogHref({ user: metadata.actor })}>All events of this user</Link>
            </>
          )}
        </Fact>
        <Fact label="Correlation id">
          <code>{metadata.correlationId}</code>
          <div className="event-facts__actions">
            <Button
              size="small"
              icon="diagram-tree"
              text="Follow correlation"
              onClick={() => onFollowCorrelation(metadata.correlationId)}
            />
            <Link href={eventLogHref({ correlationId: metadata.correlationId })}>Filter the log by it</Link>
          </div>
        </Fact>
        <Fact label="Causation id">
          <code>{metadata.causationId}</code>
        </Fact>
        {metadata.idempotencyKey !== undefined && (
          <Fact label="Idempotency key">
            <code>{metadata.idempotencyKey}</code>
          </Fact>
        )}
        <Fact label="Event id">
          <code>{event.id}</code>
        </Fact>
      </dl>

      <div className="event-payload">
        <div className="event-payload__head">
          <h3 className="event-payload__title">Payload</h3>
          <Button size="small" icon="duplicate" text="Copy JSON" onClick={() => onCopy(payload)} />
        </div>
        {/* Focusable, so a long payload scrolls by keyboard too. */}
        <pre className="event-payload__json" tabIndex={0} role="region" aria-label={`Payload of ${event.type} as JSON`}>
          {payload}
        </pre>
      </div>
    </div>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="event-facts__row">
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}
