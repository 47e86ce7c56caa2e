import { call, put, takeEvery } from 'redux-saga/effects';
import { notificationClosed, notificationShown } from './slice';
import { showToastUntilDismissed } from './toaster';

/** Every notification becomes a toast; the store forgets it once the toast is gone. */
export function* notificationsSaga() {
  yield takeEvery(notificationShown.type, function* present({ payload }: ReturnType<typeof notificationShown>) {
    yield call(showToastUntilDismissed, payload);
    yield put(notificationClosed(payload.id));
  });
}
