import { applyMiddleware, createStore } from 'redux';
import createSagaMiddleware from 'redux-saga';
import { restoreSession } from '../features/auth/slice';
import { restoreTheme } from '../features/theme/slice';
import { rootReducer, type RootState } from './root-reducer';
import { rootSaga } from './root-saga';

/** The app's store; the session and theme start from what the browser remembers (SPEC §4). */
export function createAppStore() {
  const sagas = createSagaMiddleware();
  const preloaded: Partial<RootState> = { auth: restoreSession(), theme: restoreTheme() };
  const store = createStore(rootReducer, preloaded, applyMiddleware(sagas));
  sagas.run(rootSaga);
  return store;
}

export type AppStore = ReturnType<typeof createAppStore>;
export type AppDispatch = AppStore['dispatch'];
