import { useSelector } from 'react-redux';
import type { RootState } from '../../../app/root-reducer';
import type { EventLogState } from './slice';

/** The app's state once the admin chunk, with the event log, has joined it. */
export type EventLogRootState = RootState & { readonly admin: { readonly eventLog: EventLogState } };

export const selectEventLog = (state: EventLogRootState) => state.admin.eventLog;
export const selectEventFilters = (state: EventLogRootState) => state.admin.eventLog.filters;
export const selectNextPage = (state: EventLogRootState) => state.admin.eventLog.next;
export const selectLive = (state: EventLogRootState) => state.admin.eventLog.live;

/** useAppSelector for the event log, which renders only once the admin chunk has joined the store. */
export const useEventLogSelector = useSelector.withTypes<EventLogRootState>();
