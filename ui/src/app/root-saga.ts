import { all, fork } from 'redux-saga/effects';
import { contactSaga } from '../features/contact/sagas';
import { notificationsSaga } from '../features/notifications/sagas';
import { plansSaga } from '../features/plans/sagas';
import { themeSaga } from '../features/theme/sagas';

export function* rootSaga() {
  yield all([fork(themeSaga), fork(notificationsSaga), fork(plansSaga), fork(contactSaga)]);
}
