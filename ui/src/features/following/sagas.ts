import type { AnswerOf } from '@more-ai/contracts/api/contract';
import type { unfollowUser } from '@more-ai/contracts/api/profiles';
import type { unfollowWatchlist } from '@more-ai/contracts/api/watchlists';
import { all, call, put, select, takeEvery, takeLatest } from 'redux-saga/effects';
import { api, errorMessage } from '../../api/client';
import { notify } from '../notifications/slice';
import {
  activityFailed,
  activityLoaded,
  followingRequested,
  moreActivityRequested,
  overviewFailed,
  overviewLoaded,
  unfollowRequested,
  type ActivityPage,
  type FollowingOverview,
  type FollowingState,
} from './slice';

export const ACTIVITY_FAILED = 'Failed to load activity';
export const FOLLOWING_FAILED = 'Failed to load what you follow';
const UNFOLLOW_FAILED = { watchlist: 'Failed to unfollow watchlist', person: 'Failed to unfollow user' } as const;

export function* followingSaga() {
  yield takeLatest(followingRequested.type, loadPage);
  yield takeLatest(moreActivityRequested.type, loadMoreActivity);
  yield takeEvery(unfollowRequested.type, unfollow);
}

function* loadPage() {
  yield all([call(loadActivity, undefined), call(loadOverview)]);
}

/** The page of activity older than `before` (the newest page without it). */
export function* loadActivity(before: string | undefined) {
  try {
    const page: ActivityPage = yield call(api.get, '/following/activity', before ? { before } : {});
    yield put(activityLoaded({ ...page, more: before !== undefined }));
  } catch (error) {
    yield put(activityFailed());
    yield put(notify(errorMessage(error, ACTIVITY_FAILED), 'error'));
  }
}

function* loadMoreActivity() {
  const { loading, nextCursor }: FollowingState['activity'] = yield select(
    (state: { following: FollowingState }) => state.following.activity,
  );
  if (loading !== 'more' || nextCursor === null) return;
  yield call(loadActivity, nextCursor);
}

export function* loadOverview() {
  try {
    const overview: FollowingOverview = yield call(api.get, '/following');
    yield put(overviewLoaded(overview));
  } catch (error) {
    yield put(overviewFailed());
    yield put(notify(errorMessage(error, FOLLOWING_FAILED), 'error'));
  }
}

/** Unfollows, says so in the server's words, and reads the page again: the feed loses what came through that follow. */
export function* unfollow({ payload: { kind, id } }: ReturnType<typeof unfollowRequested>) {
  try {
    // Each path written out at its call, so the spec of the UI's paths finds both in the API's document.
    const answer: AnswerOf<typeof unfollowWatchlist | typeof unfollowUser, 200> =
      kind === 'watchlist'
        ? yield call(api.delete, `/watchlist/${encodeURIComponent(id)}/follow`)
        : yield call(api.delete, `/profile/${encodeURIComponent(id)}/follow`);
    yield put(notify(answer.message, 'success'));
    yield put(followingRequested());
  } catch (error) {
    yield put(notify(errorMessage(error, UNFOLLOW_FAILED[kind]), 'error'));
  }
}
