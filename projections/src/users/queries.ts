import type { Knex } from 'knex';
import type { UserView } from '@more-ai/contracts/accounts';
import type { BillingInfoUpdated, PlanType } from '@more-ai/events/catalog/index';
import type { EventOf } from '@more-ai/events/definitions';

/** A live account as `rm_users.users` holds it: the signed-in user's own view of it. */
export interface AccountRow {
  id: string;
  username: string;
  email: string;
  role: UserView['role'];
  is_active: boolean;
  subscription_type: PlanType;
  name: string | null;
  first_name: string | null;
  phone: string | null;
  country: UserView['country'] | null;
  /** The last billing address given, as its event said it. */
  billing: Omit<EventOf<typeof BillingInfoUpdated>['data'], 'userId'> | null;
  created_at: Date;
}

/** The account of `userId` while it lives; undefined once deleted or never made. */
export async function liveAccountOf(db: Knex, userId: string): Promise<AccountRow | undefined> {
  return db('rm_users.users').where({ id: userId, deleted: false }).first();
}

/** What anyone may see of a live account on its profile (the e-mail only for its owner). */
export interface PublicAccountRow {
  id: string;
  username: string | null;
  email: string | null;
  name: string | null;
  first_name: string | null;
  created_at: Date;
}

export async function publicAccountOf(db: Knex, userId: string): Promise<PublicAccountRow | undefined> {
  return db('rm_users.users').where({ id: userId, deleted: false }).first('id', 'username', 'email', 'name', 'first_name', 'created_at');
}

/** The plan of a live account, as the read side knows it; undefined once the account is gone. */
export async function planTypeOf(db: Knex, userId: string): Promise<PlanType | undefined> {
  const row: { subscription_type: PlanType } | undefined = await db('rm_users.users')
    .where({ id: userId, deleted: false })
    .first('subscription_type');
  return row?.subscription_type;
}
