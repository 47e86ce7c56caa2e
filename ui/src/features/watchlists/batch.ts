import type { AnswerOf } from '@more-ai/contracts/api/contract';
import type { batchAddMovie } from '@more-ai/contracts/api/watchlists';
import { call, put, takeLeading } from 'redux-saga/effects';
import { defineAction } from '../../app/actions';
import { api, errorMessage } from '../../api/client';
import { upgradePromptShown } from '../library/slice';
import { notify } from '../notifications/slice';
import { watchlistsRequested } from './slice';

/** The Add to Watchlist drawer's one call: a movie into every list the user ticked. */
export const movieBatchAddRequested = defineAction<{ movieId: string; watchlistIds: readonly string[] }>()(
  'watchlists/movieBatchAddRequested',
);

type BatchAnswer = AnswerOf<typeof batchAddMovie, 200>;

export function* batchAddSaga() {
  yield takeLeading(movieBatchAddRequested.type, addToWatchlists);
}

/** SPEC §5: the lists that took the movie are kept; the first refusal (a full list) opens the upgrade dialog. */
function* addToWatchlists({ payload }: ReturnType<typeof movieBatchAddRequested>) {
  try {
    const answer: BatchAnswer = yield call(api.post, '/watchlist/batch/add-movie', payload);
    if (answer.added.length > 0) yield put(notify('Added to watchlists successfully', 'success'));
    const [first] = answer.errors;
    if (first) yield put(upgradePromptShown({ message: first.message }));
  } catch (error) {
    yield put(notify(errorMessage(error, 'Failed to add to watchlists'), 'error'));
  }
  yield put(watchlistsRequested());
}
