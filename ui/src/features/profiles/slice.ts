import type { UnknownAction } from 'redux';
import type { ProfileView } from '@more-ai/contracts/profiles';
import { defineAction } from '../../app/actions';
import { loggedOut } from '../auth/slice';
import type { PageLoadStatus } from '../../app/load-status';

export type { ProfileView };

/** The profile on screen (SPEC §2 /profile/{userId}). */
export interface ProfilePageState {
  readonly userId: string | null;
  readonly status: PageLoadStatus;
  readonly profile: ProfileView | null;
  readonly error: string | null;
}

const initialState: ProfilePageState = { userId: null, status: 'loading', profile: null, error: null };

export const profileRequested = defineAction<string>()('profiles/requested');
export const profileLoaded = defineAction<ProfileView>()('profiles/loaded');
export const profileNotFound = defineAction()('profiles/notFound');
export const profileFailed = defineAction<string>()('profiles/failed');
export const userFollowRequested = defineAction<{ userId: string; follow: boolean }>()('profiles/followRequested');
export const userFollowChanged = defineAction<{ userId: string; isFollowing: boolean }>()('profiles/followChanged');

export function profilePageReducer(state: ProfilePageState = initialState, action: UnknownAction): ProfilePageState {
  if (loggedOut.match(action)) return initialState;
  if (profileRequested.match(action)) {
    const same = state.userId === action.payload && state.profile !== null;
    return { userId: action.payload, status: same ? 'loaded' : 'loading', profile: same ? state.profile : null, error: null };
  }
  if (profileLoaded.match(action))
    return action.payload.user._id === state.userId ? { ...state, status: 'loaded', profile: action.payload } : state;
  if (profileNotFound.match(action)) return { ...state, status: 'notFound', profile: null };
  if (profileFailed.match(action)) return { ...state, status: 'failed', error: action.payload };
  if (userFollowChanged.match(action) && state.profile?.user._id === action.payload.userId) {
    return { ...state, profile: { ...state.profile, isFollowing: action.payload.isFollowing } };
  }
  return state;
}

/** SPEC §2: the username, else the part of the e-mail before the @, else 'User'. */
export function displayName(user: { username?: string; email?: string }): string {
  return user.username?.trim() || user.email?.split('@')[0]?.trim() || 'User';
}
