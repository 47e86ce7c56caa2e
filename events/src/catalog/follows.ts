import { defineEvent, type EventOf } from '../definitions';

/**
 * One user started following another (SPEC §2 Profiles). Stream `Follows-{followerId}`: everyone a
 * user follows lives on that user's stream, so "not twice" and "not yourself" are decided there.
 * Only ids: nothing personal to seal.
 */
export const UserFollowed = defineEvent<{ followerId: string; followeeId: string }>()({ type: 'UserFollowed', version: 1 });

/** The follower stopped following the followee. */
export const UserUnfollowed = defineEvent<{ followerId: string; followeeId: string }>()({ type: 'UserUnfollowed', version: 1 });

export type FollowEvent = EventOf<typeof UserFollowed> | EventOf<typeof UserUnfollowed>;

export const followEvents = [UserFollowed, UserUnfollowed] as const;
