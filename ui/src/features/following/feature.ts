import { useSelector } from 'react-redux';
import type { LazyFeature } from '../../app/lazy-features';
import { followingSaga } from './sagas';
import { followingReducer, type FollowingState } from './slice';

/** The Following page as a chunk of its own: its state under `following`, its saga started on load. */
export const followingFeature: LazyFeature = {
  key: 'following',
  reducer: followingReducer as LazyFeature['reducer'],
  saga: followingSaga,
};

/** useAppSelector for the Following page, which renders only once its chunk has joined the store. */
export const useFollowingSelector = useSelector.withTypes<{ following: FollowingState }>();
