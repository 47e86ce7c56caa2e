import { call, put, select, takeLatest } from 'redux-saga/effects';
import { api } from '../../api/client';
import type { RootState } from '../../app/root-reducer';
import { notify } from '../notifications/slice';
import {
  discoveriesFailed,
  discoveriesLoaded,
  feedRequested,
  FEED_PAGE_SIZE,
  moreDiscoveriesRequested,
  type RecentMoviesAnswer,
} from './slice';

export const FEED_FAILED = 'Failed to fetch recent movies';

export function* discoveriesSaga() {
  // A reload of the first page supersedes a next page still on its way, and the reverse.
  yield takeLatest([feedRequested.type, moreDiscoveriesRequested.type], loadDiscoveries);
}

/** SPEC §2 Recently Discovered Movies: newest first, 10 a page; a failure says 'Failed to fetch recent movies'. */
export function* loadDiscoveries() {
  const { loading, page: shown }: RootState['discoveries'] = yield select((state: RootState) => state.discoveries);
  if (!loading) return;
  const page = loading === 'more' ? shown + 1 : 1;
  try {
    const answer: RecentMoviesAnswer = yield call(api.get, '/recommendations/recent', { page, limit: FEED_PAGE_SIZE });
    yield put(discoveriesLoaded({ movies: answer.movies, hasMore: answer.hasMore, page }));
  } catch {
    yield put(discoveriesFailed());
    yield put(notify(FEED_FAILED, 'error'));
  }
}
