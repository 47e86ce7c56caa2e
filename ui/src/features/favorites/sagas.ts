import type { AnswerOf, BodyOf } from '@more-ai/contracts/api/contract';
import type * as routes from '@more-ai/contracts/api/favorites';
import { call, put, takeEvery, takeLatest } from 'redux-saga/effects';
import { api, ApiRequestFailed, errorMessage } from '../../api/client';
import { notify } from '../notifications/slice';
import { upgradePromptShown } from '../library/slice';
import {
  favoriteAdded,
  favoriteAddRequested,
  favoriteRemoved,
  favoriteRemoveRequested,
  favoritesFailed,
  favoritesLoaded,
  favoritesRequested,
} from './slice';

export function* favoritesSaga() {
  yield takeLatest(favoritesRequested.type, loadFavorites);
  yield takeEvery(favoriteAddRequested.type, addFavorite);
  yield takeEvery(favoriteRemoveRequested.type, removeFavorite);
}

function* loadFavorites() {
  try {
    const { favorites }: AnswerOf<typeof routes.listFavorites, 200> = yield call(api.get, '/favorites');
    yield put(favoritesLoaded(favorites));
  } catch (error) {
    yield put(favoritesFailed(errorMessage(error, 'Failed to fetch favorites')));
  }
}

/** SPEC §5: a refused add the server explains (the FREE limit) opens the upgrade prompt with its message. */
function* addFavorite({ payload: movie }: ReturnType<typeof favoriteAddRequested>) {
  try {
    const answer: AnswerOf<typeof routes.addFavorite, 201> = yield call(api.post, '/favorites', { movieId: movie._id } satisfies BodyOf<
      typeof routes.addFavorite
    >);
    yield put(favoriteAdded(answer.favorite ?? movie));
    yield put(notify(answer.message || 'Added to favorites successfully', 'success'));
  } catch (error) {
    if (error instanceof ApiRequestFailed && error.status === 403) yield put(upgradePromptShown({ message: errorMessage(error) }));
    else yield put(notify(errorMessage(error, 'Failed to add to favorites'), 'error'));
  }
}

function* removeFavorite({ payload: movieId }: ReturnType<typeof favoriteRemoveRequested>) {
  try {
    const answer: AnswerOf<typeof routes.removeFavorite, 200> = yield call(api.delete, `/favorites/${encodeURIComponent(movieId)}`);
    yield put(favoriteRemoved(movieId));
    yield put(notify(answer.message || 'Removed from favorites successfully', 'success'));
  } catch (error) {
    yield put(notify(errorMessage(error, 'Failed to remove from favorites'), 'error'));
  }
}
