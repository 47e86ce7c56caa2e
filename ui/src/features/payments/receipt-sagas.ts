import type * as routes from '@more-ai/contracts/api/payments';
import type { AnswerOf } from '@more-ai/contracts/api/contract';
import { call, put, takeEvery, takeLatest } from 'redux-saga/effects';
import { api } from '../../api/client';
import { notify } from '../notifications/slice';
import { receiptDownloadRequested, receiptDownloadSettled, receiptFailed, receiptRequested, receiptShown } from './slice';

export const RECEIPT_DOWNLOADED = 'Receipt downloaded successfully';
export const RECEIPT_DOWNLOAD_FAILED = 'Failed to download receipt';

export function* receiptSaga() {
  yield takeLatest(receiptRequested.type, loadReceipt);
  yield takeEvery(receiptDownloadRequested.type, downloadReceipt);
}

/** /subscription-success after a reload: the receipt of the payment named in the URL. */
export function* loadReceipt({ payload: id }: ReturnType<typeof receiptRequested>) {
  try {
    const payment: AnswerOf<typeof routes.paymentDetails, 200> = yield call(api.get, `/payments/details/${encodeURIComponent(id)}`);
    yield put(receiptShown({ payment, emailWarning: null }));
  } catch {
    yield put(receiptFailed());
  }
}

/** SPEC §7: the receipt's PDF, saved as MoRe-AI-{transactionId}.pdf. */
export function receiptFileName(transactionId: string): string {
  return `MoRe-AI-${transactionId}.pdf`;
}

/** Hands a file to the browser's downloads. */
export function saveFile(file: Blob, name: string): void {
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.appendChild(link);
  link.click();
  link.remove();
  // The download has its own copy once started; the next task is late enough to let go of ours.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

export function* downloadReceipt({ payload: { id, transactionId } }: ReturnType<typeof receiptDownloadRequested>) {
  try {
    const pdf: Blob = yield call(api.file, `/payments/receipt/${encodeURIComponent(id)}`);
    yield call(saveFile, pdf, receiptFileName(transactionId));
    yield put(notify(RECEIPT_DOWNLOADED, 'success'));
  } catch {
    yield put(notify(RECEIPT_DOWNLOAD_FAILED, 'error'));
  } finally {
    yield put(receiptDownloadSettled(id));
  }
}
