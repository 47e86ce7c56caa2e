import { applyMiddleware, combineReducers, createStore, type Reducer, type UnknownAction } from 'redux';
import createSagaMiddleware from 'redux-saga';
import { api } from '../api/client';
import { credentialsSet, restoreSession, sessionExpired } from '../features/auth/slice';
import { restoreTheme } from '../features/theme/slice';
import { bindFeatureInstaller } from './lazy-features';
import { rootReducer, rootReducers, type RootState } from './root-reducer';
import { rootSaga } from './root-saga';

/** The app's store; the session and theme start from what the browser remembers (SPEC §4). */
export function createAppStore() {
  const sagas = createSagaMiddleware();
  const preloaded: Partial<RootState> = { auth: restoreSession(), theme: restoreTheme() };
  const store = createStore(rootReducer, preloaded, applyMiddleware(sagas));
  // The client reads the token from the session and reports what its refresh-and-retry learns.
  api.bindSession({
    csrfToken: () => store.getState().auth.csrfToken,
    refreshed: ({ user, csrfToken }) => store.dispatch(credentialsSet({ user: user ?? store.getState().auth.user, csrfToken })),
    expired: () => store.dispatch(sessionExpired()),
  });
  // Features in chunks of their own (payments) join the reducer and start their sagas when they load.
  const lazyReducers: Record<string, Reducer<unknown, UnknownAction>> = {};
  bindFeatureInstaller(({ key, reducer, saga }) => {
    lazyReducers[key] = reducer;
    store.replaceReducer(combineReducers({ ...rootReducers, ...lazyReducers }) as unknown as typeof rootReducer);
    sagas.run(saga);
  });
  sagas.run(rootSaga);
  return store;
}

export type AppStore = ReturnType<typeof createAppStore>;
export type AppDispatch = AppStore['dispatch'];
