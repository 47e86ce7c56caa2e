import type { Knex } from 'knex';
import type { RecordedEventOf } from '@more-ai/events/definitions';
import type { AccountRegistered } from '@more-ai/events/catalog/index';
import type { RecordedEvent } from '@more-ai/events/store/port';
import { findCountry } from '@more-ai/platform/locations';
import { defineProjector } from '../runner/projector';
import { usersMigrations } from './migrations';

type Registered = RecordedEventOf<typeof AccountRegistered>;

/** What a deleted user's row shows: no personal data left, 'Deleted user' where a name is shown. */
export const DELETED_USER = 'Deleted user';

/**
 * Read model `rm_users.users`: one row per account (GET /auth/me, billing info, and the admin's
 * user list). On AccountDeleted it scrubs its own copy of the personal data, as crypto-shredding
 * does for the log; replayed after the key is gone, the account's events read 'Deleted user' anyway.
 */
export const usersProjector = defineProjector({
  name: 'users',
  schema: 'rm_users',
  migrations: usersMigrations,
  on: {
    // Consecutive signups go in one statement; anything after them sees them.
    AccountRegistered: insertRegistered,
    EmailVerified: updateEach(() => ({ email_verified: true })),
    AccountDeactivated: updateEach(() => ({ is_active: false })),
    AccountReactivated: updateEach(() => ({ is_active: true })),
    BillingInfoUpdated: updateEach(({ data: { userId: _, ...billing } }) => {
      // Read as null once the key is destroyed; the row is scrubbed by then anyway.
      const country = billing.countryId ? (findCountry(billing.countryId) ?? null) : null;
      return { billing: JSON.stringify(billing), country: country && JSON.stringify(country) };
    }),
    PlanChanged: updateEach(({ data }) => ({ subscription_type: data.plan })),
    AccountDeleted: updateEach(() => ({
      username: DELETED_USER,
      email: null,
      name: null,
      first_name: null,
      phone: null,
      country: null,
      billing: null,
      is_active: false,
      deleted: true,
    })),
  },
});

async function insertRegistered(events: readonly Registered[], trx: Knex.Transaction): Promise<void> {
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

/** Updates each event's user row, in order, with the columns it changes. */
function updateEach<E extends RecordedEvent<string, { userId: string }>>(changes: (event: E) => Record<string, unknown>) {
  return async (events: readonly E[], trx: Knex.Transaction): Promise<void> => {
    for (const event of events)
      await trx('users')
        .where({ id: event.data.userId })
        .update({ ...changes(event), updated_at: event.recordedAt });
  };
}
