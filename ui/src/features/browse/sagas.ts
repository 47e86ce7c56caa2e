import type { BrowsePage } from '@more-ai/contracts/api/browse';
import { call, put, takeLatest } from 'redux-saga/effects';
import { api, errorMessage } from '../../api/client';
import { apiQueryOf, filtersFromSearch } from './filters';
import { browseFailed, browseLoaded, browseRequested } from './slice';

export function* browseSaga() {
  yield takeLatest(browseRequested.type, loadPage);
}

function* loadPage({ payload: search }: ReturnType<typeof browseRequested>) {
  try {
    const page: BrowsePage = yield call(api.get, '/movies/browse', apiQueryOf(filtersFromSearch(search)));
    yield put(browseLoaded({ search, page }));
  } catch (error) {
    yield put(browseFailed({ search, error: errorMessage(error, 'Failed to load movies') }));
  }
}
