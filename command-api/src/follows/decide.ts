import type { FollowEvent } from '@more-ai/events/catalog/index';
import { Conflict, NotFound, RuleViolated } from '@more-ai/platform/domain/errors';
import type { Decider } from '../pipeline/decider';
import { evolveFollows, initialFollowsState, type FollowsState } from './evolve';

export const CANNOT_FOLLOW_YOURSELF = 'You cannot follow yourself';
export const USER_NOT_FOUND = 'User not found';
export const ALREADY_FOLLOWING = 'You are already following this user';
export const NOT_FOLLOWING = 'You are not following this user';

/**
 * `followeeExists`: the followee's account is registered and not deleted, as the route found its
 * Account stream; a decider sees only its own stream.
 */
export type FollowCommand =
  | { type: 'FollowUser'; followerId: string; followeeId: string; followeeExists: boolean }
  | { type: 'UnfollowUser'; followerId: string; followeeId: string; followeeExists: boolean };

export function decideFollows(command: FollowCommand, state: FollowsState): FollowEvent[] {
  const { followerId, followeeId } = command;
  if (followerId === followeeId) {
    if (command.type === 'FollowUser') throw new RuleViolated(CANNOT_FOLLOW_YOURSELF, 'CANNOT_FOLLOW_YOURSELF');
    throw new NotFound(NOT_FOLLOWING, 'NOT_FOLLOWING');
  }
  if (!command.followeeExists) throw new NotFound(USER_NOT_FOUND, 'USER_NOT_FOUND');
  const following = state.following.has(followeeId);
  switch (command.type) {
    case 'FollowUser':
      if (following) throw new Conflict(ALREADY_FOLLOWING, 'ALREADY_FOLLOWING');
      return [{ type: 'UserFollowed', data: { followerId, followeeId } }];
    case 'UnfollowUser':
      if (!following) throw new NotFound(NOT_FOLLOWING, 'NOT_FOLLOWING');
      return [{ type: 'UserUnfollowed', data: { followerId, followeeId } }];
  }
}

/** One stream per follower: `Follows-{followerId}`, everyone that user follows. */
export const followsDecider: Decider<FollowCommand, FollowsState, FollowEvent> = {
  category: 'Follows',
  initialState: initialFollowsState,
  evolve: evolveFollows,
  decide: decideFollows,
};
