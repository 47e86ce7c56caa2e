import type { AnswerOf } from '@more-ai/contracts/api/contract';
import type { applyImport, prepareImport } from '@more-ai/contracts/api/imports';
import { call, put, select, takeLatest, takeLeading } from 'redux-saga/effects';
import { api, ApiRequestFailed, errorMessage } from '../../api/client';
import { readStored, StorageKey } from '../../app/browser-storage';
import { notify } from '../notifications/slice';
import { importApplied, importConfirmed, importFailed, importFileChosen, importPrepared, importRefused, type ImportsState } from './slice';

export const READ_FAILED = 'Failed to read the file';
export const APPLY_FAILED = 'Failed to import';

type Prepared = AnswerOf<typeof prepareImport, 201>;
type Applied = AnswerOf<typeof applyImport, 200>;

export function* importsSaga() {
  yield takeLatest(importFileChosen.type, upload);
  // A double click confirms once; the server would add nothing twice anyway.
  yield takeLeading(importConfirmed.type, apply);
}

/**
 * The file goes as it is (a .zip or CSV text), not as JSON, so it is sent here rather than through
 * the JSON client; the CSRF token travels as with every write.
 */
export async function sendFile(file: Blob, name: string): Promise<Prepared> {
  const csrf = readStored(StorageKey.csrfToken);
  const response = await fetch(`/api/imports?file=${encodeURIComponent(name)}`, {
    method: 'POST',
    credentials: 'include',
    headers: {
      Accept: 'application/json',
      'Content-Type': file.type || 'application/octet-stream',
      ...(csrf ? { 'X-XSRF-TOKEN': csrf } : {}),
    },
    body: file,
  });
  const payload = (await response.json().catch(() => undefined)) as { message?: string; code?: string } | undefined;
  if (!response.ok) throw new ApiRequestFailed(response.status, payload?.message, payload?.code, payload);
  return payload as Prepared;
}

function* upload(action: ReturnType<typeof importFileChosen>) {
  try {
    const answer: Prepared = yield call(sendFile, action.payload.file, action.payload.name);
    yield put(importPrepared(answer.import));
  } catch (error) {
    yield put(importRefused(errorMessage(error, READ_FAILED)));
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
