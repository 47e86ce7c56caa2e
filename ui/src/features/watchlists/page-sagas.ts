import type { AnswerOf } from '@more-ai/contracts/api/contract';
import type * as routes from '@more-ai/contracts/api/watchlists';
import { call, put, takeEvery, takeLatest } from 'redux-saga/effects';
import { api, ApiRequestFailed, errorMessage } from '../../api/client';
import { notify } from '../notifications/slice';
import {
  movieRemoveFromWatchlistRequested,
  watchlistFollowChanged,
  watchlistFollowRequested,
  watchlistPageFailed,
  watchlistPageLoaded,
  watchlistPageNotFound,
  watchlistPageRequested,
} from './page-slice';
import { watchlistSaved } from './slice';
import type { WatchlistView } from './watchlist';

export function* watchlistPageSaga() {
  yield takeLatest(watchlistPageRequested.type, loadWatchlist);
  yield takeEvery(movieRemoveFromWatchlistRequested.type, removeMovie);
  yield takeEvery(watchlistFollowRequested.type, changeFollow);
}

/** A list this user may not see answers 404, exactly like one that never existed (the privacy rule). */
function* loadWatchlist({ payload: watchlistId }: ReturnType<typeof watchlistPageRequested>) {
  try {
    const watchlist: WatchlistView = yield call(api.get, `/watchlist/${encodeURIComponent(watchlistId)}`);
    yield put(watchlistPageLoaded(watchlist));
  } catch (error) {
    if (error instanceof ApiRequestFailed && error.status === 404) yield put(watchlistPageNotFound());
    else yield put(watchlistPageFailed(errorMessage(error, 'Failed to fetch watchlist details')));
  }
}

function* removeMovie({ payload: { watchlistId, movieId } }: ReturnType<typeof movieRemoveFromWatchlistRequested>) {
  try {
    const answer: AnswerOf<typeof routes.removeWatchlistMovie, 200> = yield call(
      api.delete,
      `/watchlist/${encodeURIComponent(watchlistId)}/movies/${encodeURIComponent(movieId)}`,
    );
    yield put(watchlistSaved(answer.watchlist));
    yield put(notify(answer.message, 'success'));
    // The page shows the movies as the server now keeps them.
    yield put(watchlistPageRequested(watchlistId));
  } catch (error) {
    yield put(notify(errorMessage(error, 'Failed to remove movie from watchlist'), 'error'));
  }
}

function* changeFollow({ payload: { watchlistId, follow } }: ReturnType<typeof watchlistFollowRequested>) {
  const path = `/watchlist/${encodeURIComponent(watchlistId)}/follow`;
  try {
    const answer: AnswerOf<typeof routes.followWatchlist | typeof routes.unfollowWatchlist, 200> = follow
      ? yield call(api.post, path)
      : yield call(api.delete, path);
    yield put(watchlistFollowChanged({ watchlistId, isFollowing: follow, followersCount: answer.followersCount }));
    yield put(notify(answer.message, 'success'));
  } catch (error) {
    yield put(notify(errorMessage(error, follow ? 'Failed to follow watchlist' : 'Failed to unfollow watchlist'), 'error'));
  }
}
