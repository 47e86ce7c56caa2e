import type { RecordedEventOf } from '@more-ai/events/definitions';
import type { Knex } from 'knex';
import type { AccountDeleted, ContactMessageSubmitted, ContactStatusUpdated } from '@more-ai/events/catalog/index';
import { defineProjector } from '../runner/projector';
import { contactsMigrations } from './migrations';

type Submitted = RecordedEventOf<typeof ContactMessageSubmitted>;
type StatusUpdated = RecordedEventOf<typeof ContactStatusUpdated>;
type Deleted = RecordedEventOf<typeof AccountDeleted>;

/** Read model `rm_contacts.contact_messages`: the admin's Contacts table (SPEC §2, §3). */
export const contactsProjector = defineProjector({
  name: 'contacts',
  schema: 'rm_contacts',
  migrations: contactsMigrations,
  // Runs of one type keep the bulk insert and the order: a message sent before a deletion is scrubbed by it.
  on: { ContactMessageSubmitted: insertMessages, ContactStatusUpdated: updateStatuses, AccountDeleted: scrubMessagesOf },
});

/** A deleted account's messages keep their text for the admins' record, but no longer say who sent them. */
async function scrubMessagesOf(events: readonly Deleted[], trx: Knex.Transaction): Promise<void> {
  await trx('contact_messages')
    .whereIn(
      'submitted_by',
      events.map((event) => event.data.userId),
    )
    .update({ name: 'Deleted user', email: 'Deleted user', message: '[deleted]' });
}

/** The status and notes only: what a deleted sender's message was scrubbed to stays scrubbed. */
async function updateStatuses(events: readonly StatusUpdated[], trx: Knex.Transaction): Promise<void> {
  for (const { data, recordedAt } of events)
    await trx('contact_messages')
      .where({ id: data.contactId })
      .update({ status: data.status, admin_notes: data.adminNotes, updated_at: recordedAt });
}

/** One statement a run, its values as one array a column: the statement stays the same size however long the run. */
async function insertMessages(events: readonly Submitted[], trx: Knex.Transaction): Promise<void> {
  await trx.raw(
    `INSERT INTO contact_messages (id, name, email, message, status, submitted_by, created_at, updated_at)
     SELECT id, name, email, message, 'new', NULLIF(actor, 'anonymous'), at, at
       FROM unnest(?::uuid[], ?::text[], ?::text[], ?::text[], ?::text[], ?::timestamptz[]) AS m(id, name, email, message, actor, at)
     ON CONFLICT (id) DO NOTHING`,
    [
      events.map((event) => event.data.contactId),
      events.map((event) => event.data.name),
      events.map((event) => event.data.email),
      events.map((event) => event.data.message),
      events.map((event) => event.metadata.actor),
      events.map((event) => event.recordedAt),
    ],
  );
}
