import { useSelector } from 'react-redux';
import type { LazyFeature } from '../../app/lazy-features';
import { browseSaga } from './sagas';
import { browseReducer, type BrowseState } from './slice';

/** The browse page as a chunk of its own: its state under `browse`, its saga started on load. */
export const browseFeature: LazyFeature = {
  key: 'browse',
  reducer: browseReducer as LazyFeature['reducer'],
  saga: browseSaga,
};

/** useAppSelector for the browse page, which renders only once its chunk has joined the store. */
export const useBrowseSelector = useSelector.withTypes<{ browse: BrowseState }>();
