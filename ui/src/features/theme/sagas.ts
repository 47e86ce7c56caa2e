import { call, select, takeLatest } from 'redux-saga/effects';
import { StorageKey, writeStored } from '../../app/browser-storage';
import { applyThemeToDocument } from './document-theme';
import { selectTheme } from './selectors';
import { primaryColorSet, themeToggled, type ThemeState } from './slice';

/** Shows the restored theme at start, then shows and remembers every change (SPEC §4). */
export function* themeSaga() {
  const restored: ThemeState = yield select(selectTheme);
  yield call(applyThemeToDocument, restored);
  yield takeLatest([themeToggled.type, primaryColorSet.type], showAndRemember);
}

function* showAndRemember() {
  const theme: ThemeState = yield select(selectTheme);
  yield call(applyThemeToDocument, theme);
  yield call(writeStored, StorageKey.themeMode, theme.mode);
  yield call(writeStored, StorageKey.primaryColor, theme.primaryColor);
}
