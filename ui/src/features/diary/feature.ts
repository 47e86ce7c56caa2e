import type { LazyFeature } from '../../app/lazy-features';
import { diarySaga } from './sagas';
import { diaryReducer } from './slice';

/**
 * The diary joins the store with the signed-in screens (app/user-area.tsx), where every part of it is
 * shown: a visitor's first page does not carry it.
 */
export const diaryFeature: LazyFeature = {
  key: 'diary',
  reducer: diaryReducer as LazyFeature['reducer'],
  saga: diarySaga,
};
