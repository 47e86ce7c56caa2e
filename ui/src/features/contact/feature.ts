import type { LazyFeature } from '../../app/lazy-features';
import { contactSaga } from './sagas';
import { contactReducer } from './slice';

/** The contact page: its state under `contact` and its saga join the store when its chunk loads (routes.tsx). */
export const contactFeature: LazyFeature = { key: 'contact', reducer: contactReducer as LazyFeature['reducer'], saga: contactSaga };
