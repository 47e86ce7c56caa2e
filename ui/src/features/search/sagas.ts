import type { Suggestions } from '@more-ai/contracts/api/browse';
import { call, delay, put, takeLatest } from 'redux-saga/effects';
import { api } from '../../api/client';
import { searchText, searchTyped, SEARCH_MIN_LENGTH, suggestionsFailed, suggestionsLoaded } from './slice';

/** How long typing must pause before the server is asked. */
export const SEARCH_DEBOUNCE_MS = 200;

export function* titleSearchSaga() {
  yield takeLatest(searchTyped.type, suggest);
}

function* suggest({ payload }: ReturnType<typeof searchTyped>) {
  const query = searchText(payload);
  if (query.length < SEARCH_MIN_LENGTH) return;
  // takeLatest cancels this wait when another key comes: only a pause in typing reaches the server.
  yield delay(SEARCH_DEBOUNCE_MS);
  try {
    const suggestions: Suggestions = yield call(api.get, '/movies/suggest', { q: query });
    yield put(suggestionsLoaded({ query, suggestions }));
  } catch {
    yield put(suggestionsFailed(query));
  }
}
