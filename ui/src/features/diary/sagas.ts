import type { AnswerOf, BodyOf } from '@more-ai/contracts/api/contract';
import type * as routes from '@more-ai/contracts/api/diary';
import { call, put, select, takeEvery, takeLatest } from 'redux-saga/effects';
import { api, errorMessage } from '../../api/client';
import type { RootState } from '../../app/root-reducer';
import { notify } from '../notifications/slice';
import {
  diaryFailed,
  diaryLoaded,
  diaryRequested,
  entryRemoved,
  entryRemoveRequested,
  entrySaved,
  entrySaveFailed,
  entrySaveRequested,
  publicDiaryFailed,
  publicDiaryLoaded,
  publicDiaryRequested,
  watchedLoaded,
  watchedRequested,
} from './slice';

export function* diarySaga() {
  yield takeLatest(watchedRequested.type, loadWatched);
  yield takeLatest(diaryRequested.type, loadDiary);
  yield takeEvery(entrySaveRequested.type, saveEntry);
  yield takeEvery(entryRemoveRequested.type, removeEntry);
  yield takeLatest(publicDiaryRequested.type, loadPublicDiary);
}

function* loadWatched() {
  try {
    const { movies }: AnswerOf<typeof routes.watchedFilms, 200> = yield call(api.get, '/diary/watched');
    yield put(watchedLoaded(movies));
  } catch {
    // The cards keep offering 'Mark watched'; the diary page says what went wrong when opened.
    yield put(watchedLoaded([]));
  }
}

function* loadDiary({ payload: { page } }: ReturnType<typeof diaryRequested>) {
  try {
    const answer: AnswerOf<typeof routes.listDiary, 200> = yield call(api.get, '/diary', { page, limit: 20 });
    yield put(diaryLoaded(answer));
  } catch (error) {
    yield put(diaryFailed(errorMessage(error, 'Failed to load your diary')));
  }
}

/** After a change every view of the diary reads again: the cards' ratings, and the diary page once opened. */
function* refreshViews() {
  yield put(watchedRequested());
  const pageStatus: string = yield select((state: RootState) => state.diary.page.status);
  if (pageStatus !== 'idle') yield put(diaryRequested({ page: 1 }));
}

function* saveEntry({ payload: { movieId, entryId, ...fields } }: ReturnType<typeof entrySaveRequested>) {
  try {
    const answer: { message: string } = entryId
      ? yield call(api.patch, `/diary/${encodeURIComponent(entryId)}`, fields satisfies BodyOf<typeof routes.reviseDiaryEntry>)
      : yield call(api.post, '/diary', { movieId, ...fields } satisfies BodyOf<typeof routes.logDiaryEntry>);
    yield put(entrySaved());
    yield put(notify(answer.message, 'success'));
    yield* refreshViews();
  } catch (error) {
    yield put(entrySaveFailed(errorMessage(error, 'Failed to save the diary entry')));
  }
}

function* removeEntry({ payload: entryId }: ReturnType<typeof entryRemoveRequested>) {
  try {
    const answer: AnswerOf<typeof routes.removeDiaryEntry, 200> = yield call(api.delete, `/diary/${encodeURIComponent(entryId)}`);
    yield put(entryRemoved(entryId));
    yield put(notify(answer.message, 'success'));
    yield* refreshViews();
  } catch (error) {
    yield put(notify(errorMessage(error, 'Failed to remove the diary entry'), 'error'));
  }
}

function* loadPublicDiary({ payload: userId }: ReturnType<typeof publicDiaryRequested>) {
  try {
    const { entries }: AnswerOf<typeof routes.publicDiary, 200> = yield call(api.get, `/users/${encodeURIComponent(userId)}/diary`, {
      limit: 100,
    });
    yield put(publicDiaryLoaded({ userId, entries }));
  } catch (error) {
    yield put(publicDiaryFailed(errorMessage(error, 'Failed to load the diary')));
  }
}
