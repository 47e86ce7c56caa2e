import type { FollowEvent } from '@more-ai/events/catalog/index';

/** Whom one user follows: the state of their `Follows-{userId}` stream. */
export interface FollowsState {
  following: ReadonlySet<string>;
}

export const initialFollowsState = (): FollowsState => ({ following: new Set() });

export function evolveFollows(state: FollowsState, event: FollowEvent): FollowsState {
  switch (event.type) {
    case 'UserFollowed':
      return { following: new Set(state.following).add(event.data.followeeId) };
    case 'UserUnfollowed': {
      const following = new Set(state.following);
      following.delete(event.data.followeeId);
      return { following };
    }
    default:
      return state;
  }
}
