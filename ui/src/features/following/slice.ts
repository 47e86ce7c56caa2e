import type { ActivityItem, ActivityPage, FollowingOverview } from '@more-ai/contracts/api/following';
import type { UnknownAction } from 'redux';
import { defineAction } from '../../app/actions';
import type { LoadStatus } from '../../app/load-status';
import { loggedOut } from '../auth/slice';

export type { ActivityItem, ActivityPage, FollowingOverview };

/** The Following page (issue 13): the feed of activity, and whom and what the member follows. */
export interface FollowingState {
  readonly activity: {
    readonly status: LoadStatus;
    readonly items: readonly ActivityItem[];
    /** The `before` of the next page; null once the oldest item is shown. */
    readonly nextCursor: string | null;
    /** Which load is on its way: the newest page, or the next one under the items already shown. */
    readonly loading: 'first' | 'more' | null;
  };
  readonly overview: {
    readonly status: LoadStatus;
    readonly following: FollowingOverview;
  };
}

const initialState: FollowingState = {
  activity: { status: 'idle', items: [], nextCursor: null, loading: null },
  overview: { status: 'idle', following: { people: [], watchlists: [] } },
};

/** Opening the page: the newest activity and the follows, read afresh. */
export const followingRequested = defineAction()('following/requested');
/** 'Load more': the page of activity older than the last item shown. */
export const moreActivityRequested = defineAction()('following/moreActivityRequested');
export const activityLoaded = defineAction<ActivityPage & { more: boolean }>()('following/activityLoaded');
export const activityFailed = defineAction()('following/activityFailed');
export const overviewLoaded = defineAction<FollowingOverview>()('following/overviewLoaded');
export const overviewFailed = defineAction()('following/overviewFailed');
/** Stop following a watchlist or a person from the page. */
export const unfollowRequested = defineAction<{ kind: 'watchlist' | 'person'; id: string }>()('following/unfollowRequested');

export function followingReducer(state: FollowingState = initialState, action: UnknownAction): FollowingState {
  if (loggedOut.match(action)) return initialState;
  if (followingRequested.match(action)) {
    return {
      activity: { ...state.activity, status: 'loading', loading: 'first' },
      overview: { ...state.overview, status: 'loading' },
    };
  }
  if (moreActivityRequested.match(action)) {
    if (state.activity.nextCursor === null || state.activity.loading) return state;
    return { ...state, activity: { ...state.activity, status: 'loading', loading: 'more' } };
  }
  if (activityLoaded.match(action)) {
    const { items, nextCursor, more } = action.payload;
    // Keyset pages never overlap; a first page replaces what was shown.
    return {
      ...state,
      activity: { status: 'loaded', items: more ? [...state.activity.items, ...items] : items, nextCursor, loading: null },
    };
  }
  if (activityFailed.match(action)) return { ...state, activity: { ...state.activity, status: 'failed', loading: null } };
  if (overviewLoaded.match(action)) return { ...state, overview: { status: 'loaded', following: action.payload } };
  if (overviewFailed.match(action)) return { ...state, overview: { ...state.overview, status: 'failed' } };
  return state;
}
