import { Button } from '@blueprintjs/core';
import type { AdminEvent } from '@more-ai/contracts/api/admin-events';
import { Link } from 'wouter';
import type { LoadStatus } from '../../../app/load-status';
import { AdminTable, type AdminColumn } from '../AdminTable';
import { eventLogHref, type EventLogFilters } from './filters';
import { actorLabel, formatEventTime, isUserActor, shortId } from './format';

export interface EventTableProps {
  readonly rows: readonly AdminEvent[];
  readonly status: LoadStatus;
  readonly filters: EventLogFilters;
  readonly filtered: boolean;
  readonly selected: string | null;
  readonly onSelect: (event: AdminEvent) => void;
  readonly onRetry: () => void;
}

function columnsFor({
  filters,
  selected,
  onSelect,
}: Pick<EventTableProps, 'filters' | 'selected' | 'onSelect'>): AdminColumn<AdminEvent>[] {
  return [
    {
      name: 'Position',
      width: 116,
      interactive: true,
      // The row's button: Tab reaches each event, Enter or Space opens its details.
      render: (event) => (
        <Button
          size="small"
          variant={selected === event.position ? 'solid' : 'minimal'}
          intent={selected === event.position ? 'primary' : 'none'}
          className="event-table__open"
          text={event.position}
          aria-label={`Show event ${event.position}, ${event.type}`}
          aria-pressed={selected === event.position}
          onClick={() => onSelect(event)}
        />
      ),
    },
    {
      name: 'Time',
      width: 200,
      render: (event) => (
        <time dateTime={event.time} className="event-table__time">
          {formatEventTime(event.time)}
        </time>
      ),
    },
    { name: 'Type', width: 190, grow: 1, render: (event) => <strong className="event-table__type">{event.type}</strong> },
    { name: 'Stream', width: 170, grow: 3, render: (event) => <code className="event-table__mono">{event.stream}</code> },
    {
      name: 'Actor',
      width: 130,
      grow: 1,
      interactive: true,
      render: (event) =>
        isUserActor(event) ? (
          <Link
            href={eventLogHref({ user: event.metadata.actor })}
            className={event.actorName === 'Deleted user' ? 'event-table__deleted' : undefined}
            aria-label={`All events of ${actorLabel(event)}`}
            title={`All events of this user (${event.metadata.actor})`}
          >
            {actorLabel(event)}
          </Link>
        ) : (
          <span className="event-table__system">{actorLabel(event)}</span>
        ),
    },
    {
      name: 'Correlation',
      width: 110,
      interactive: true,
      render: (event) =>
        filters.correlationId === event.metadata.correlationId ? (
          <code className="event-table__mono" title={event.metadata.correlationId}>
            {shortId(event.metadata.correlationId)}
          </code>
        ) : (
          <Link
            href={eventLogHref({ correlationId: event.metadata.correlationId })}
            className="event-table__mono"
            aria-label={`Events of correlation ${event.metadata.correlationId}`}
            title={event.metadata.correlationId}
          >
            {shortId(event.metadata.correlationId)}
          </Link>
        ),
    },
  ];
}

/** The log's events, newest first: each row opens its details; actor and correlation filter the log. */
export function EventTable({ rows, status, filters, filtered, selected, onSelect, onRetry }: EventTableProps) {
  return (
    <AdminTable
      label="Events"
      columns={columnsFor({ filters, selected, onSelect })}
      rows={rows}
      rowHeight={40}
      status={status}
      empty={
        filtered
          ? { icon: 'filter-remove', title: 'No events match', description: 'No event of the log matches these filters.' }
          : { icon: 'history', title: 'No events yet' }
      }
      failedTitle="The events could not be loaded"
      onRetry={onRetry}
    />
  );
}
