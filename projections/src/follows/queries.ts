import type { Knex } from 'knex';
import type { PersonView } from '@more-ai/contracts/profiles';

/** SPEC §2 Profiles: the username, else the part of the e-mail before the @, else 'User'. */
export function displayUsername(row: { username: string | null; email: string | null }): string {
  return row.username?.trim() || row.email?.split('@')[0]?.trim() || 'User';
}

/**
 * Everyone who follows `userId`, newest first. Joined with live accounts: the follows projector
 * drops a deleted user's follows, and the join keeps one that raced the deletion out of sight too.
 */
export async function followersOf(db: Knex, userId: string): Promise<PersonView[]> {
  const rows = await db('rm_follows.follows as f')
    .join('rm_users.users as u', 'u.id', 'f.follower_id')
    .where({ 'f.followee_id': userId, 'u.deleted': false })
    .orderBy([{ column: 'f.followed_at', order: 'desc' }, { column: 'u.id' }])
    .select('u.id', 'u.username', 'u.email');
  return rows.map(personView);
}

/** Everyone `userId` follows, newest first. */
export async function followingOf(db: Knex, userId: string): Promise<PersonView[]> {
  const rows = await db('rm_follows.follows as f')
    .join('rm_users.users as u', 'u.id', 'f.followee_id')
    .where({ 'f.follower_id': userId, 'u.deleted': false })
    .orderBy([{ column: 'f.followed_at', order: 'desc' }, { column: 'u.id' }])
    .select('u.id', 'u.username', 'u.email');
  return rows.map(personView);
}

/** How many live accounts follow `userId`, leaving out `except` (whose follow the caller knows better). */
export async function followersCountOf(db: Knex, userId: string, except?: string): Promise<number> {
  const query = db('rm_follows.follows as f')
    .join('rm_users.users as u', 'u.id', 'f.follower_id')
    .where({ 'f.followee_id': userId, 'u.deleted': false });
  if (except) query.whereNot('f.follower_id', except);
  const [row] = await query.count<{ count: string }[]>({ count: '*' });
  return Number(row?.count ?? 0);
}

function personView(row: { id: string; username: string | null; email: string | null }): PersonView {
  return { _id: row.id, username: displayUsername(row) };
}
