import './event-log.css';
import { Button, Callout } from '@blueprintjs/core';
import { useEffect, useMemo } from 'react';
import { useLocation, useSearch } from 'wouter';
import { useAppDispatch } from '../../../app/hooks';
import { AdminPageFrame } from '../AdminPageFrame';
import { EventDrawer } from './EventDrawer';
import { EventFilterBar } from './EventFilterBar';
import { EventTable } from './EventTable';
import { eventLogHref, filtersFromSearch, hasFilters, searchOf } from './filters';
import { countText } from './format';
import { LiveTailControls } from './LiveTailControls';
import { selectEventLog, useEventLogSelector } from './selectors';
import {
  chainClosed,
  chainRequested,
  eventLogLeft,
  eventLogOpened,
  eventSelected,
  livePaused,
  liveSwitched,
  moreEventsRequested,
  payloadCopyRequested,
} from './slice';

/**
 * The admin event log (issue 12): the log filtered as the address says, newest first, paged by
 * position; an event's details and its correlation chain in a side panel; a pausable live tail.
 */
export function EventLogPage() {
  const dispatch = useAppDispatch();
  const [, navigate] = useLocation();
  const search = useSearch();
  const key = searchOf(filtersFromSearch(search));
  const filters = useMemo(() => filtersFromSearch(key), [key]);
  const log = useEventLogSelector(selectEventLog);

  useEffect(() => {
    dispatch(eventLogOpened(filters));
  }, [dispatch, filters]);
  useEffect(() => () => void dispatch(eventLogLeft()), [dispatch]);

  const reload = () => dispatch(eventLogOpened(filters));
  const filtered = hasFilters(filters);

  return (
    <AdminPageFrame
      title="Event log"
      tools={
        <LiveTailControls
          live={log.live}
          onSwitch={(on) => dispatch(liveSwitched(on))}
          onPause={(paused) => dispatch(livePaused(paused))}
        />
      }
    >
      <EventFilterBar filters={filters} typesSeen={log.typesSeen} onApply={(next) => navigate(eventLogHref(next))} />
      {log.status === 'failed' && log.error && (
        <Callout intent="danger" icon="error" className="event-log__error">
          {log.error}
        </Callout>
      )}
      <EventTable
        rows={log.rows}
        status={log.status}
        filters={filters}
        filtered={filtered}
        selected={log.selected?.position ?? null}
        onSelect={(event) => dispatch(eventSelected(event))}
        onRetry={reload}
      />
      <div className="event-log__more">
        {log.status === 'loaded' && log.rows.length > 0 && (
          <span className="event-log__count">{countText(log.rows.length, log.next !== null, filtered)}</span>
        )}
        {log.status === 'loaded' && log.next && (
          <Button
            icon="arrow-down"
            text={log.more === 'failed' ? 'Load more (try again)' : 'Load more'}
            loading={log.more === 'loading'}
            onClick={() => dispatch(moreEventsRequested())}
          />
        )}
      </div>
      <EventDrawer
        selected={log.selected}
        chain={log.chain}
        onSelect={(event) => dispatch(eventSelected(event))}
        onFollowCorrelation={(correlationId) => dispatch(chainRequested(correlationId))}
        onRetryChain={() => log.chain && dispatch(chainRequested(log.chain.correlationId))}
        onCloseChain={() => dispatch(chainClosed())}
        onCopy={(text) => dispatch(payloadCopyRequested(text))}
      />
    </AdminPageFrame>
  );
}
