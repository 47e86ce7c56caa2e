import type { Knex } from 'knex';
import type { UserView } from '@more-ai/contracts/accounts';
import type { ADMIN_USER_SORTS } from '@more-ai/contracts/api/admin';
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

/** The admins' Users table: one page of live accounts, sorted and searched, and how many match. */
export interface AdminUsersQuery {
  page: number;
  limit: number;
  sort: (typeof ADMIN_USER_SORTS)[number];
  order: 'asc' | 'desc';
  /** Matched anywhere in the username or the e-mail, case-insensitively; '' for everyone. */
  search: string;
}

/** Each sort the table offers, as an indexed expression (migration 002); any other value is refused by the contract first. */
const SORT_COLUMNS: Readonly<Record<AdminUsersQuery['sort'], string>> = {
  createdAt: 'created_at',
  username: 'lower(username)',
  email: 'email',
  role: 'role',
  isActive: 'is_active',
};

export async function adminUsersPage(db: Knex, query: AdminUsersQuery): Promise<{ rows: AccountRow[]; total: number }> {
  const matching = () => {
    const live = db('rm_users.users').where({ deleted: false });
    if (!query.search) return live;
    // What was typed is matched literally: %, _ and \ in it are characters, not patterns.
    const pattern = `%${query.search.replace(/[\\%_]/g, '\\$&')}%`;
    return live.where((q) => q.whereRaw("username ILIKE ? ESCAPE '\\'", [pattern]).orWhereRaw("email ILIKE ? ESCAPE '\\'", [pattern]));
  };
  const direction = query.order === 'asc' ? 'ASC' : 'DESC';
  const [rows, counted] = await Promise.all([
    matching()
      .select('*')
      // The id breaks ties in the same direction, so paging through equal keys neither repeats nor skips anyone.
      .orderByRaw(`${SORT_COLUMNS[query.sort]} ${direction}, id ${direction}`)
      .offset((query.page - 1) * query.limit)
      .limit(query.limit) as Promise<AccountRow[]>,
    matching().count<{ count: string }[]>({ count: '*' }),
  ]);
  return { rows, total: Number(counted[0]?.count ?? 0) };
}
