import { useSelector } from 'react-redux';
import type { LazyFeature } from '../../app/lazy-features';
import { titleSearchSaga } from './sagas';
import { titleSearchReducer, type TitleSearchState } from './slice';

/** The header search's state under `titleSearch`; it joins the store when the signed-in header first shows. */
export const titleSearchFeature: LazyFeature = {
  key: 'titleSearch',
  reducer: titleSearchReducer as LazyFeature['reducer'],
  saga: titleSearchSaga,
};

export const useTitleSearchSelector = useSelector.withTypes<{ titleSearch?: TitleSearchState }>();
