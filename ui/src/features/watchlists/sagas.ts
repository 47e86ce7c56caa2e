import type { AnswerOf, BodyOf } from '@more-ai/contracts/api/contract';
import type * as routes from '@more-ai/contracts/api/watchlists';
import { call, put, select, takeEvery, takeLatest, takeLeading } from 'redux-saga/effects';
import { api, ApiRequestFailed, errorMessage } from '../../api/client';
import type { RootState } from '../../app/root-reducer';
import { upgradePromptShown } from '../library/slice';
import { notify } from '../notifications/slice';
import {
  allowanceChecked,
  editorOpened,
  watchlistCreateStarted,
  watchlistDeleted,
  watchlistDeleteRequested,
  watchlistEditStarted,
  watchlistSaved,
  watchlistSaveFailed,
  watchlistSaveRequested,
  watchlistsFailed,
  watchlistsLoaded,
  watchlistsRequested,
  type CreateAllowance,
} from './slice';
import { LIMITS_UNVERIFIED, type WatchlistView } from './watchlist';

export function* watchlistsSaga() {
  yield takeLatest(watchlistsRequested.type, loadWatchlists);
  yield takeLeading(watchlistCreateStarted.type, checkBeforeCreating);
  yield takeEvery(watchlistEditStarted.type, openEditor);
  yield takeLeading(watchlistSaveRequested.type, saveWatchlist);
  yield takeEvery(watchlistDeleteRequested.type, deleteWatchlist);
}

function* loadWatchlists() {
  try {
    const { watchlists }: AnswerOf<typeof routes.listWatchlists, 200> = yield call(api.get, '/watchlist');
    yield put(watchlistsLoaded(watchlists));
  } catch (error) {
    yield put(watchlistsFailed(errorMessage(error, 'Failed to fetch watchlists')));
  }
}

/**
 * SPEC §5 capability check: PRO creates freely; FREE asks the server first, falls back on the last
 * answer it had, and otherwise says the limits could not be verified.
 */
export function* checkBeforeCreating() {
  const pro: boolean = yield select((state: RootState) => state.auth.isProUser);
  if (pro) {
    yield put(editorOpened({ editing: null, warning: null }));
    return;
  }
  let allowance: CreateAllowance | null;
  try {
    allowance = yield call(api.get, '/watchlist/can-create');
    yield put(allowanceChecked(allowance!));
  } catch {
    allowance = yield select((state: RootState) => state.watchlists.allowance);
  }
  if (!allowance) yield put(notify(LIMITS_UNVERIFIED, 'error'));
  else if (!allowance.canCreate) yield put(upgradePromptShown({ message: allowance.message ?? LIMITS_UNVERIFIED }));
  else yield put(editorOpened({ editing: null, warning: allowance.warning }));
}

function* openEditor({ payload: watchlist }: ReturnType<typeof watchlistEditStarted>) {
  yield put(editorOpened({ editing: watchlist, warning: null }));
}

function* saveWatchlist({ payload: draft }: ReturnType<typeof watchlistSaveRequested>) {
  const editing: WatchlistView | null = yield select((state: RootState) => state.watchlists.editor.editing);
  const body: BodyOf<typeof routes.createWatchlist> & BodyOf<typeof routes.updateWatchlist> = {
    name: draft.name.trim(),
    description: draft.description,
    isPrivate: draft.isPrivate,
  };
  try {
    const answer: AnswerOf<typeof routes.updateWatchlist, 200> | AnswerOf<typeof routes.createWatchlist, 201> = editing
      ? yield call(api.put, `/watchlist/${encodeURIComponent(editing._id)}`, body)
      : yield call(api.post, '/watchlist', body);
    yield put(watchlistSaved(answer.watchlist));
    yield put(notify(answer.message, 'success'));
  } catch (error) {
    yield put(watchlistSaveFailed());
    // A plan limit is an offer to upgrade, not a failure (SPEC §8).
    if (error instanceof ApiRequestFailed && error.status === 403) yield put(upgradePromptShown({ message: errorMessage(error) }));
    else yield put(notify(errorMessage(error, editing ? 'Failed to update watchlist' : 'Failed to create watchlist'), 'error'));
  }
}

function* deleteWatchlist({ payload: watchlistId }: ReturnType<typeof watchlistDeleteRequested>) {
  try {
    const answer: AnswerOf<typeof routes.deleteWatchlist, 200> = yield call(api.delete, `/watchlist/${encodeURIComponent(watchlistId)}`);
    yield put(watchlistDeleted(watchlistId));
    yield put(notify(answer.message, 'success'));
  } catch (error) {
    yield put(notify(errorMessage(error, 'Failed to delete watchlist'), 'error'));
  }
}
