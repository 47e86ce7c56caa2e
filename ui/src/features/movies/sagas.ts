import { call, put, takeLatest } from 'redux-saga/effects';
import { api, ApiRequestFailed, errorMessage } from '../../api/client';
import type { MovieView } from './movie';
import { movieFailed, movieLoaded, movieNotFound, movieRequested } from './slice';

export const MOVIE_FAILED = 'Failed to load movie';

export function* moviesSaga() {
  yield takeLatest(movieRequested.type, loadMovie);
}

/** /movie/{id}: a shared link may point at nothing, which is a state of the page, not an error toast. */
export function* loadMovie({ payload: movieId }: ReturnType<typeof movieRequested>) {
  try {
    const movie: MovieView = yield call(api.get, `/movies/${encodeURIComponent(movieId)}`);
    yield put(movieLoaded({ movieId, movie }));
  } catch (error) {
    if (error instanceof ApiRequestFailed && error.status === 404) yield put(movieNotFound());
    else yield put(movieFailed(errorMessage(error, MOVIE_FAILED)));
  }
}
