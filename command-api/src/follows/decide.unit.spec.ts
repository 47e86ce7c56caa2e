import { expect } from 'chai';
import { ApiError } from '@more-ai/platform';
import { ALREADY_FOLLOWING, CANNOT_FOLLOW_YOURSELF, followsDecider, NOT_FOLLOWING, USER_NOT_FOUND, type FollowCommand } from './decide';

const now = new Date('2026-01-01T00:00:00Z');
const asha = '11111111-1111-4111-8111-111111111111';
const ravi = '22222222-2222-4222-8222-222222222222';
const follow: FollowCommand = { type: 'FollowUser', followerId: asha, followeeId: ravi, followeeExists: true };
const unfollow: FollowCommand = { ...follow, type: 'UnfollowUser' };

const decide = (command: FollowCommand, history: FollowCommand[] = []) => {
  let state = followsDecider.initialState();
  for (const earlier of history) for (const event of followsDecider.decide(earlier, state, { now })) state = followsDecider.evolve(state, event);
  return followsDecider.decide(command, state, { now });
};
const refusalOf = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    if (error instanceof ApiError) return [error.status, error.message];
    throw error;
  }
  return 'accepted';
};

describe('following people: deciding', () => {
  it('records a follow, and an unfollow of someone followed', () => {
    expect(decide(follow)).to.deep.equal([{ type: 'UserFollowed', data: { followerId: asha, followeeId: ravi } }]);
    expect(decide(unfollow, [follow])).to.deep.equal([{ type: 'UserUnfollowed', data: { followerId: asha, followeeId: ravi } }]);
  });

  it('lets a user follow again after unfollowing', () => {
    expect(decide(follow, [follow, unfollow])).to.have.length(1);
  });

  it('refuses to follow yourself with 422', () => {
    expect(refusalOf(() => decide({ ...follow, followeeId: asha }))).to.deep.equal([422, CANNOT_FOLLOW_YOURSELF]);
  });

  it('refuses to follow someone twice with 409', () => {
    expect(refusalOf(() => decide(follow, [follow]))).to.deep.equal([409, ALREADY_FOLLOWING]);
  });

  it('refuses an unknown or deleted user with 404', () => {
    expect(refusalOf(() => decide({ ...follow, followeeExists: false }))).to.deep.equal([404, USER_NOT_FOUND]);
    expect(refusalOf(() => decide({ ...unfollow, followeeExists: false }, [follow]))).to.deep.equal([404, USER_NOT_FOUND]);
  });

  it('refuses to unfollow someone not followed with 404', () => {
    expect(refusalOf(() => decide(unfollow))).to.deep.equal([404, NOT_FOLLOWING]);
    expect(refusalOf(() => decide(unfollow, [follow, unfollow]))).to.deep.equal([404, NOT_FOLLOWING]);
  });
});
