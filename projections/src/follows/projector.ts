import type { Knex } from 'knex';
import type { RecordedEventOf } from '@more-ai/events/definitions';
import type { AccountDeleted, UserFollowed, UserUnfollowed } from '@more-ai/events/catalog/index';
import { defineProjector } from '../runner/projector';
import { followsMigrations } from './migrations';

type Followed = RecordedEventOf<typeof UserFollowed>;
type Unfollowed = RecordedEventOf<typeof UserUnfollowed>;
type Deleted = RecordedEventOf<typeof AccountDeleted>;

/**
 * Read model `rm_follows.follows`: who follows whom, for profiles' following and followers lists
 * and counts. A deleted account's follows go both ways: it follows no one and no one follows it,
 * even by a follow that raced the deletion and was appended after it.
 */
export const followsProjector = defineProjector({
  name: 'follows',
  schema: 'rm_follows',
  migrations: followsMigrations,
  // One statement per run of one type, in order: an unfollow or a deletion sees the follows before it.
  on: { UserFollowed: recordFollows, UserUnfollowed: removeFollows, AccountDeleted: forgetAccounts },
});

async function recordFollows(events: readonly Followed[], trx: Knex.Transaction): Promise<void> {
  const people = [...new Set(events.flatMap(({ data }) => [data.followerId, data.followeeId]))];
  const deleted = new Set((await trx('deleted_accounts').whereIn('user_id', people).pluck('user_id')) as string[]);
  const rows = events
    .filter(({ data }) => !deleted.has(data.followerId) && !deleted.has(data.followeeId))
    .map(({ data, recordedAt }) => ({ follower_id: data.followerId, followee_id: data.followeeId, followed_at: recordedAt }));
  if (rows.length > 0) await trx('follows').insert(rows).onConflict(['follower_id', 'followee_id']).ignore();
}

async function removeFollows(events: readonly Unfollowed[], trx: Knex.Transaction): Promise<void> {
  const pairs = events.map(({ data }) => [data.followerId, data.followeeId]);
  await trx('follows').whereIn(['follower_id', 'followee_id'], pairs).delete();
}

async function forgetAccounts(events: readonly Deleted[], trx: Knex.Transaction): Promise<void> {
  const ids = events.map((event) => event.data.userId);
  await trx('deleted_accounts')
    .insert(ids.map((user_id) => ({ user_id })))
    .onConflict('user_id')
    .ignore();
  await trx('follows').whereIn('follower_id', ids).orWhereIn('followee_id', ids).delete();
}
