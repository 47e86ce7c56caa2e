import type { LazyFeature } from '../../app/lazy-features';
import { discoveriesSaga } from './sagas';
import { discoveriesReducer } from './slice';

/**
 * The community feed joins the store with the signed-in screens (app/user-area.tsx), the only ones
 * that show it or ask it to reload: a visitor's first page does not carry it.
 */
export const discoveriesFeature: LazyFeature = {
  key: 'discoveries',
  reducer: discoveriesReducer as LazyFeature['reducer'],
  saga: discoveriesSaga,
};
