import type { ProjectionsOverview } from '@more-ai/contracts/api/admin-projections';
import type { Task } from 'redux-saga';
import { all, call, cancel, delay, fork, put, race, select, take, takeEvery } from 'redux-saga/effects';
import { api, errorMessage } from '../../../api/client';
import { notify } from '../../notifications/slice';
import { selectProjectionsVisible } from './selectors';
import {
  parkedActionRequested,
  parkedActionSettled,
  projectionRequestSettled,
  projectionsFailed,
  projectionsLeft,
  projectionsLoaded,
  projectionsOpened,
  projectionsRefreshRequested,
  projectionsVisibilityChanged,
  rebuildCancelRequested,
  rebuildRequested,
} from './slice';

/** Issue 12: the page's figures are read again every 2 seconds while it is visible. */
export const POLL_MS = 2000;
export const PROJECTIONS_FAILED = 'The projections could not be read';
export const REBUILD_STARTED = (name: string) => `Rebuild of ${name} requested: its progress shows below`;
export const CANCEL_REQUESTED = (name: string) => `Cancelling the rebuild of ${name}`;
export const RETRY_REQUESTED = 'Retry requested: the outcome shows in the list';
export const SKIP_REQUESTED = 'Skip requested: it is kept as skipped in the audit trail';
export const ACTION_FAILED = 'The request could not be sent';

export function* projectionsSaga() {
  yield all([
    call(watchProjectionsPage),
    takeEvery(rebuildRequested.type, requestRebuild),
    takeEvery(rebuildCancelRequested.type, requestCancel),
    takeEvery(parkedActionRequested.type, requestParkedAction),
  ]);
}

/** Polls while the page is shown; leaving it stops the polling. */
export function* watchProjectionsPage() {
  for (;;) {
    yield take(projectionsOpened.type);
    const poller: Task = yield fork(pollProjections);
    yield take(projectionsLeft.type);
    yield cancel(poller);
  }
}

/** Reads the figures, then again after POLL_MS or when asked; a hidden tab waits until it is shown again. */
export function* pollProjections() {
  for (;;) {
    yield call(loadProjections);
    yield race({ tick: delay(POLL_MS), asked: take(projectionsRefreshRequested.type), hidden: take(projectionsVisibilityChanged.type) });
    const visible: boolean = yield select(selectProjectionsVisible);
    if (!visible) {
      // Nothing is read while nobody looks; coming back reads at once.
      for (;;) {
        const shown: ReturnType<typeof projectionsVisibilityChanged> = yield take(projectionsVisibilityChanged.type);
        if (shown.payload) break;
      }
    }
  }
}

export function* loadProjections() {
  try {
    const overview: ProjectionsOverview = yield call(api.get, '/admin/projections');
    yield put(projectionsLoaded(overview));
  } catch (error) {
    yield put(projectionsFailed(errorMessage(error, PROJECTIONS_FAILED)));
  }
}

export function* requestRebuild({ payload: name }: ReturnType<typeof rebuildRequested>) {
  try {
    yield call(api.post, `/admin/projections/${encodeURIComponent(name)}/rebuild`);
    yield put(notify(REBUILD_STARTED(name), 'success'));
  } catch (error) {
    yield put(notify(errorMessage(error, ACTION_FAILED), 'error'));
  }
  yield put(projectionRequestSettled(name));
  yield put(projectionsRefreshRequested());
}

export function* requestCancel({ payload: name }: ReturnType<typeof rebuildCancelRequested>) {
  try {
    yield call(api.post, `/admin/projections/${encodeURIComponent(name)}/cancel`);
    yield put(notify(CANCEL_REQUESTED(name), 'info'));
  } catch (error) {
    yield put(notify(errorMessage(error, ACTION_FAILED), 'error'));
  }
  yield put(projectionRequestSettled(name));
  yield put(projectionsRefreshRequested());
}

export function* requestParkedAction({ payload }: ReturnType<typeof parkedActionRequested>) {
  const { name, position, action } = payload;
  try {
    const [projector, at] = [encodeURIComponent(name), encodeURIComponent(position)];
    if (action === 'retry') yield call(api.post, `/admin/projections/${projector}/parked/${at}/retry`);
    else yield call(api.post, `/admin/projections/${projector}/parked/${at}/skip`);
    yield put(notify(action === 'retry' ? RETRY_REQUESTED : SKIP_REQUESTED, 'success'));
  } catch (error) {
    yield put(notify(errorMessage(error, ACTION_FAILED), 'error'));
  }
  yield put(parkedActionSettled(payload));
  yield put(projectionsRefreshRequested());
}
