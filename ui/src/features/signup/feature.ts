import type { LazyFeature } from '../../app/lazy-features';
import { signupSaga } from './sagas';
import { signupReducer } from './slice';

/** The sign-up and verify-code pages: its state under `signup` and its saga join the store when its chunk loads (routes.tsx). */
export const signupFeature: LazyFeature = { key: 'signup', reducer: signupReducer as LazyFeature['reducer'], saga: signupSaga };
