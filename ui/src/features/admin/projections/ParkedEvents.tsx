import { Button, Collapse, HTMLTable, Tag } from '@blueprintjs/core';
import { formatDateTime } from './format';
import { parkedKey, type ParkedRequest, type ProjectionView } from './slice';

export interface ParkedEventsProps {
  readonly projection: ProjectionView;
  readonly open: boolean;
  readonly busy: readonly string[];
  readonly onRetry: (request: ParkedRequest) => void;
  /** Asks first: a skip is for good, recorded in the audit trail. */
  readonly onSkip: (request: ParkedRequest) => void;
}

const OUTCOME_INTENT = { pending: 'none', applied: 'success', 'still parked': 'danger', skipped: 'warning', 'not found': 'none' } as const;

const regionOf = (name: string) => `parked-${name}`;

/** The button that shows or hides a projector's parked events, saying how many wait. */
export function ParkedToggle({ projection, open, onToggle }: { projection: ProjectionView; open: boolean; onToggle: () => void }) {
  const waiting = projection.parkedEvents.filter((event) => event.status === 'parked').length;
  const resolved = projection.parkedEvents.length - waiting;
  return (
    <Button
      variant="minimal"
      size="small"
      intent={waiting > 0 ? 'danger' : 'none'}
      icon={open ? 'chevron-down' : 'chevron-right'}
      aria-expanded={open}
      aria-controls={regionOf(projection.name)}
      onClick={onToggle}
      text={`Parked events (${waiting} waiting${resolved > 0 ? `, ${resolved} resolved` : ''})`}
    />
  );
}

/** A projector's parked events, each retryable or skippable, and what became of the admins' requests. */
export function ParkedEvents({ projection, open, busy, onRetry, onSkip }: ParkedEventsProps) {
  const { name } = projection;
  return (
    <Collapse isOpen={open}>
      <section id={regionOf(name)} className="parked" aria-label={`Parked events of ${name}`}>
        <div className="parked__body">
          {projection.parkedEvents.length === 0 ? (
            <p className="parked__empty">No event was parked: every event it read was applied.</p>
          ) : (
            <div className="parked__scroll" tabIndex={0} role="region" aria-label={`Table of parked events of ${name}`}>
              <HTMLTable compact className="parked__table">
                <thead>
                  <tr>
                    <th scope="col">Position</th>
                    <th scope="col">Type</th>
                    <th scope="col">Stream</th>
                    <th scope="col">Error</th>
                    <th scope="col">Attempts</th>
                    <th scope="col">Parked at</th>
                    <th scope="col">Status</th>
                    <th scope="col">
                      <span className="visually-hidden">Actions</span>
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {projection.parkedEvents.map((event) => {
                    const request = { name, position: event.position };
                    const pending = busy.includes(parkedKey(request));
                    return (
                      <tr key={event.position}>
                        <td>
                          <code>{event.position}</code>
                        </td>
                        <td>{event.type}</td>
                        <td>
                          <code>{event.stream}</code>
                        </td>
                        <td className="parked__error">{event.error}</td>
                        <td>{event.attempts}</td>
                        <td>{formatDateTime(event.parkedAt)}</td>
                        <td>
                          <Tag minimal intent={event.status === 'parked' ? 'danger' : event.status === 'retried' ? 'success' : 'warning'}>
                            {event.status}
                          </Tag>
                        </td>
                        <td className="parked__actions">
                          {event.status === 'parked' && (
                            <>
                              <Button
                                size="small"
                                icon="refresh"
                                text="Retry"
                                loading={pending}
                                aria-label={`Retry ${event.type} at ${event.position}`}
                                onClick={() => onRetry({ ...request, action: 'retry' })}
                              />
                              <Button
                                size="small"
                                icon="disable"
                                text="Skip"
                                disabled={pending}
                                aria-label={`Skip ${event.type} at ${event.position}`}
                                onClick={() => onSkip({ ...request, action: 'skip' })}
                              />
                            </>
                          )}
                        </td>
                      </tr>
                    );
                  })}
                </tbody>
              </HTMLTable>
            </div>
          )}
          {projection.parkedActions.length > 0 && (
            <>
              <h4 className="parked__subtitle">Retries and skips asked for</h4>
              <ul className="parked__actions-list" aria-live="polite">
                {projection.parkedActions.map((action) => (
                  <li key={action.requestPosition}>
                    <Tag minimal intent={OUTCOME_INTENT[action.outcome]}>
                      {action.outcome}
                    </Tag>{' '}
                    {action.action === 'retry' ? 'Retry' : 'Skip'} of <code>{action.position}</code>, asked{' '}
                    {formatDateTime(action.requestedAt)}
                    {action.error && <span className="parked__error"> · {action.error}</span>}
                  </li>
                ))}
              </ul>
            </>
          )}
        </div>
      </section>
    </Collapse>
  );
}
