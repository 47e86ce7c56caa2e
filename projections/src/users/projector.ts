import type { Knex } from 'knex';
import type { RecordedEventOf } from '@more-ai/events/definitions';
import type { AccountRegistered, BillingInfoUpdated, PlanChanged } from '@more-ai/events/catalog/index';
import type { RecordedEvent } from '@more-ai/events/store/port';
import { findCountry } from '@more-ai/platform/locations';
import type { Projector } from '../runner/projector';
import { usersMigrations } from './migrations';

type Registered = RecordedEventOf<typeof AccountRegistered>;
type BillingUpdated = RecordedEventOf<typeof BillingInfoUpdated>;
type PlanSwitched = RecordedEventOf<typeof PlanChanged>;

/** What a deleted user's row shows: no personal data left, 'Deleted user' where a name is shown. */
export const DELETED_USER = 'Deleted user';

/**
 * Read model `rm_users.users`: one row per account (GET /auth/me, billing info, and the admin's
 * user list). On AccountDeleted it scrubs its own copy of the personal data, as crypto-shredding
 * does for the log; replayed after the key is gone, the account's events read 'Deleted user' anyway.
 */
export const usersProjector: Projector = {
  name: 'users',
  schema: 'rm_users',
  migrations: usersMigrations,
  handles: [
    'AccountRegistered',
    'EmailVerified',
    'AccountDeactivated',
    'AccountReactivated',
    'BillingInfoUpdated',
    'PlanChanged',
    'AccountDeleted',
  ],
  async handle(events, trx) {
    let registered: Registered[] = [];
    for (const event of events) {
      if (event.type === 'AccountRegistered') {
        registered.push(event as Registered);
        continue;
      }
      // Consecutive signups go in one statement; anything else must see them first.
      await insertRegistered(trx, registered);
      registered = [];
      await apply(trx, event);
    }
    await insertRegistered(trx, registered);
  },
};

async function insertRegistered(trx: Knex.Transaction, events: Registered[]): Promise<void> {
  if (events.length === 0) return;
  const rows = events.map(({ data, recordedAt }) => ({
    id: data.userId,
    username: data.username,
    email: data.email,
    role: data.role,
    is_active: true,
    email_verified: false,
    subscription_type: 'free',
    deleted: false,
    created_at: data.registeredAt,
    updated_at: recordedAt,
  }));
  await trx('users').insert(rows).onConflict('id').ignore();
}

async function apply(trx: Knex.Transaction, event: RecordedEvent): Promise<void> {
  const row = trx('users').where({ id: event.data.userId as string });
  const at = { updated_at: event.recordedAt };
  switch (event.type) {
    case 'EmailVerified':
      await row.update({ email_verified: true, ...at });
      return;
    case 'AccountDeactivated':
      await row.update({ is_active: false, ...at });
      return;
    case 'AccountReactivated':
      await row.update({ is_active: true, ...at });
      return;
    case 'BillingInfoUpdated': {
      const { userId: _, ...billing } = (event as BillingUpdated).data;
      // Read as null once the key is destroyed; the row is scrubbed by then anyway.
      const country = billing.countryId ? (findCountry(billing.countryId) ?? null) : null;
      await row.update({ billing: JSON.stringify(billing), country: country && JSON.stringify(country), ...at });
      return;
    }
    case 'PlanChanged':
      await row.update({ subscription_type: (event as PlanSwitched).data.plan, ...at });
      return;
    case 'AccountDeleted':
      await row.update({
        username: DELETED_USER,
        email: null,
        name: null,
        first_name: null,
        phone: null,
        country: null,
        billing: null,
        is_active: false,
        deleted: true,
        ...at,
      });
      return;
  }
}
