import { call, put, takeEvery } from 'redux-saga/effects';
import { notify } from '../notifications/slice';
import { COPY_FAILED, linkCopyRequested, linkShareRequested, SHARED, type LinkToShare } from './actions';
import { canShareNatively, copyText, isShareAborted, pageOrigin, shareNatively } from './browser-sharing';

export function* sharingSaga() {
  yield takeEvery(linkCopyRequested.type, ({ payload }: ReturnType<typeof linkCopyRequested>) => copyLink(payload));
  yield takeEvery(linkShareRequested.type, ({ payload }: ReturnType<typeof linkShareRequested>) => shareLink(payload));
}

/** SPEC §2: copies {origin}{path} and says so; 'Failed to copy link' when the browser refuses. */
export function* copyLink({ path, copiedMessage }: LinkToShare) {
  const origin: string = yield call(pageOrigin);
  try {
    yield call(copyText, `${origin}${path}`);
    yield put(notify(copiedMessage, 'success'));
  } catch {
    yield put(notify(COPY_FAILED, 'error'));
  }
}

/**
 * SPEC §2 movie page: the native share sheet first; if the device has none or it fails, the clipboard.
 * A user who closes the sheet changed their mind: nothing is copied and nothing is said.
 */
export function* shareLink(link: LinkToShare) {
  const origin: string = yield call(pageOrigin);
  const data: ShareData = { title: link.title, url: `${origin}${link.path}` };
  const native: boolean = yield call(canShareNatively, data);
  if (native) {
    try {
      yield call(shareNatively, data);
      yield put(notify(SHARED, 'success'));
      return;
    } catch (error) {
      if (isShareAborted(error)) return;
    }
  }
  yield* copyLink(link);
}
