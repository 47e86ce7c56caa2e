import type { LazyFeature } from '../../app/lazy-features';
import { loginSaga } from './sagas';
import { loginReducer } from './slice';

/** The sign-in page: its state under `login` and its saga join the store when its chunk loads (routes.tsx). */
export const loginFeature: LazyFeature = { key: 'login', reducer: loginReducer as LazyFeature['reducer'], saga: loginSaga };
