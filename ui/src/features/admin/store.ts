import { useSelector } from 'react-redux';
import type { UnknownAction } from 'redux';
import { all, call } from 'redux-saga/effects';
import type { LazyFeature } from '../../app/lazy-features';
import { eventLogSaga } from './events/sagas';
import { eventLogReducer, type EventLogState } from './events/slice';
import { projectionsSaga } from './projections/sagas';
import { projectionsReducer, type ProjectionsState } from './projections/slice';
import { adminSaga } from './sagas';
import type { AdminRootState } from './selectors';
import { adminReducer, type AdminState } from './slice';

/** The SPEC pages' state, and beside it the event log's and the projections page's. */
export type AdminChunkState = AdminState & { readonly eventLog: EventLogState; readonly projections: ProjectionsState };

export function adminChunkReducer(state: AdminChunkState | undefined, action: UnknownAction): AdminChunkState {
  const pages = adminReducer(state, action);
  const eventLog = eventLogReducer(state?.eventLog, action);
  const projections = projectionsReducer(state?.projections, action);
  if (state && pages === state && eventLog === state.eventLog && projections === state.projections) return state;
  return { ...pages, eventLog, projections };
}

function* adminChunkSaga() {
  yield all([call(adminSaga), call(eventLogSaga), call(projectionsSaga)]);
}

/** The admin panel as a feature of its own chunk: its state under `admin`, its sagas started on load. */
export const adminFeature: LazyFeature = {
  key: 'admin',
  reducer: adminChunkReducer as LazyFeature['reducer'],
  saga: adminChunkSaga,
};

/** useAppSelector for the admin pages, which render only once the chunk has joined the store. */
export const useAdminSelector = useSelector.withTypes<AdminRootState>();
