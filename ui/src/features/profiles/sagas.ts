import type { AnswerOf } from '@more-ai/contracts/api/contract';
import type * as routes from '@more-ai/contracts/api/profiles';
import { call, put, takeEvery, takeLatest } from 'redux-saga/effects';
import { api, ApiRequestFailed, errorMessage } from '../../api/client';
import { notify } from '../notifications/slice';
import {
  profileFailed,
  profileLoaded,
  profileNotFound,
  profileRequested,
  userFollowChanged,
  userFollowRequested,
  type ProfileView,
} from './slice';

export function* profilesSaga() {
  yield takeLatest(profileRequested.type, loadProfile);
  yield takeEvery(userFollowRequested.type, changeFollow);
}

function* loadProfile({ payload: userId }: ReturnType<typeof profileRequested>) {
  try {
    const profile: ProfileView = yield call(api.get, `/profile/${encodeURIComponent(userId)}`);
    yield put(profileLoaded(profile));
  } catch (error) {
    if (error instanceof ApiRequestFailed && error.status === 404) yield put(profileNotFound());
    else yield put(profileFailed(errorMessage(error, 'Failed to load profile')));
  }
}

function* changeFollow({ payload: { userId, follow } }: ReturnType<typeof userFollowRequested>) {
  const path = `/profile/${encodeURIComponent(userId)}/follow`;
  try {
    const answer: AnswerOf<typeof routes.followUser | typeof routes.unfollowUser, 200> = follow
      ? yield call(api.post, path)
      : yield call(api.delete, path);
    yield put(userFollowChanged({ userId, isFollowing: follow }));
    yield put(notify(answer.message, 'success'));
    // The followers tab counts from the server's answer, not from a guess here.
    yield put(profileRequested(userId));
  } catch (error) {
    yield put(notify(errorMessage(error, follow ? 'Failed to follow user' : 'Failed to unfollow user'), 'error'));
  }
}
