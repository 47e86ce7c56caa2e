import { all, fork } from 'redux-saga/effects';
import { accountSaga } from '../features/account/sagas';
import { authSaga } from '../features/auth/sagas';
import { favoritesSaga } from '../features/favorites/sagas';
import { locationsSaga } from '../features/locations/sagas';
import { moviesSaga } from '../features/movies/sagas';
import { notificationsSaga } from '../features/notifications/sagas';
import { plansSaga } from '../features/plans/sagas';
import { profilesSaga } from '../features/profiles/sagas';
import { recommendationsSaga } from '../features/recommendations/sagas';
import { sharingSaga } from '../features/sharing/sagas';
import { themeSaga } from '../features/theme/sagas';
import { batchAddSaga } from '../features/watchlists/batch';
import { watchlistPageSaga } from '../features/watchlists/page-sagas';
import { watchlistsSaga } from '../features/watchlists/sagas';

export function* rootSaga() {
  yield all([
    fork(themeSaga),
    fork(notificationsSaga),
    fork(authSaga),
    fork(plansSaga),
    fork(accountSaga),
    fork(locationsSaga),
    fork(recommendationsSaga),
    fork(moviesSaga),
    fork(sharingSaga),
    fork(favoritesSaga),
    fork(watchlistsSaga),
    fork(batchAddSaga),
    fork(watchlistPageSaga),
    fork(profilesSaga),
  ]);
}
