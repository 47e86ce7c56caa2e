import type { AnswerOf } from '@more-ai/contracts/api/contract';
import type { applyImport, getImport, prepareImport } from '@more-ai/contracts/api/imports';
import { call, put, select, takeLatest, takeLeading } from 'redux-saga/effects';
import { api, ApiRequestFailed, errorMessage } from '../../api/client';
import { navigateTo } from '../../app/navigation';
import { notify } from '../notifications/slice';
import {
  importApplied,
  importConfirmed,
  importFailed,
  importFileChosen,
  importLoaded,
  importNotLoaded,
  importOpened,
  importPrepared,
  importRefused,
  type ImportsState,
} from './slice';

export const READ_FAILED = 'Failed to read the file';
export const APPLY_FAILED = 'Failed to import';
export const LOAD_FAILED = 'Failed to load the import';
/** An import that is not there, or is another account's: the link to start again goes with it. */
export const IMPORT_MISSING = 'This import is not in your account. Upload your file again to start a new one.';

type Prepared = AnswerOf<typeof prepareImport, 201>;
type Loaded = AnswerOf<typeof getImport, 200>;
type Applied = AnswerOf<typeof applyImport, 200>;

export function* importsSaga() {
  yield takeLatest(importFileChosen.type, upload);
  yield takeLatest(importOpened.type, load);
  // A double click confirms once; the server would add nothing twice anyway.
  yield takeLeading(importConfirmed.type, apply);
}

/**
 * The file goes as it is (a .zip or CSV text), not as JSON. Once read, the review has an address of
 * its own (/import/{id}), so a reload or another tab opens the same review.
 */
function* upload(action: ReturnType<typeof importFileChosen>) {
  try {
    const answer: Prepared = yield call(api.postFile, '/imports', action.payload.file, { file: action.payload.name });
    // To the review's address first: the page there finds its draft and does not read it again.
    yield call(navigateTo, `/import/${answer.import._id}`);
    yield put(importPrepared(answer.import));
  } catch (error) {
    yield put(importRefused(errorMessage(error, READ_FAILED)));
  }
}

/** A review opened by its address: the draft read back, or what applying it added. */
function* load(action: ReturnType<typeof importOpened>) {
  try {
    const answer: Loaded = yield call(api.get, `/imports/${action.payload}`);
    yield put(importLoaded(answer));
  } catch (error) {
    const missing = error instanceof ApiRequestFailed && (error.status === 404 || error.status === 400);
    yield put(importNotLoaded(missing ? IMPORT_MISSING : errorMessage(error, LOAD_FAILED)));
  }
}

function* apply() {
  const { draft, choices }: ImportsState = yield select((state: { imports: ImportsState }) => state.imports);
  if (!draft) return;
  const decisions = draft.uncertain.map((row) => ({ row: row.row, movieId: choices[row.row] ?? null }));
  try {
    const answer: Applied = yield call(api.post, `/imports/${draft._id}/apply`, { decisions });
    yield put(importApplied(answer.summary));
    yield put(notify(answer.message, 'success'));
  } catch (error) {
    yield put(importFailed());
    yield put(notify(errorMessage(error, APPLY_FAILED), 'error'));
  }
}
