import type { LazyFeature } from '../../app/lazy-features';
import { passwordResetSaga } from './sagas';
import { passwordResetReducer } from './slice';

/** The forgotten-password page: its state under `passwordReset` and its saga join the store when its chunk loads (routes.tsx). */
export const passwordResetFeature: LazyFeature = {
  key: 'passwordReset',
  reducer: passwordResetReducer as LazyFeature['reducer'],
  saga: passwordResetSaga,
};
