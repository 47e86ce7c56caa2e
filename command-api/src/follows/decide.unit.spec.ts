import type { FollowEvent } from '@more-ai/events/catalog/index';
import { Conflict, NotFound, RuleViolated } from '@more-ai/platform';
import { deciderSpec } from '@more-ai/testing/decider-spec';
import { followsDecider, type FollowCommand } from './decide';

const spec = deciderSpec(followsDecider, { now: new Date('2026-01-01T00:00:00Z') });
const asha = '11111111-1111-4111-8111-111111111111';
const ravi = '22222222-2222-4222-8222-222222222222';
const follow: FollowCommand = { type: 'FollowUser', followerId: asha, followeeId: ravi, followeeExists: true };
const unfollow: FollowCommand = { ...follow, type: 'UnfollowUser' };
const followed: FollowEvent = { type: 'UserFollowed', data: { followerId: asha, followeeId: ravi } };
const unfollowed: FollowEvent = { type: 'UserUnfollowed', data: { followerId: asha, followeeId: ravi } };

describe('following people: deciding', () => {
  it('records a follow, and an unfollow of someone followed', () => {
    spec.given([]).when(follow).then([followed]);
    spec.given([followed]).when(unfollow).then([unfollowed]);
  });

  it('lets a user follow again after unfollowing', () => {
    spec.given([followed, unfollowed]).when(follow).then([followed]);
  });

  it('refuses to follow yourself', () => {
    spec
      .given([])
      .when({ ...follow, followeeId: asha })
      .thenThrows(RuleViolated, 'You cannot follow yourself', 'CANNOT_FOLLOW_YOURSELF');
  });

  it('refuses to follow someone twice', () => {
    spec.given([followed]).when(follow).thenThrows(Conflict, 'You are already following this user', 'ALREADY_FOLLOWING');
  });

  it('refuses an unknown or deleted user', () => {
    spec
      .given([])
      .when({ ...follow, followeeExists: false })
      .thenThrows(NotFound, 'User not found', 'USER_NOT_FOUND');
    spec
      .given([followed])
      .when({ ...unfollow, followeeExists: false })
      .thenThrows(NotFound, 'User not found', 'USER_NOT_FOUND');
  });

  it('refuses to unfollow someone not followed, yourself included', () => {
    spec.given([]).when(unfollow).thenThrows(NotFound, 'You are not following this user', 'NOT_FOLLOWING');
    spec
      .given([])
      .when({ ...unfollow, followeeId: asha })
      .thenThrows(NotFound, 'You are not following this user', 'NOT_FOLLOWING');
    spec.given([followed, unfollowed]).when(unfollow).thenThrows(NotFound, 'You are not following this user', 'NOT_FOLLOWING');
  });
});
