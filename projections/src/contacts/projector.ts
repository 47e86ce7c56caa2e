import type { RecordedEventOf } from '@more-ai/events/definitions';
import type { ContactMessageSubmitted } from '@more-ai/events/catalog/index';
import type { Projector } from '../runner/projector';
import { contactsMigrations } from './migrations';

type Submitted = RecordedEventOf<typeof ContactMessageSubmitted>;

/** Read model `rm_contacts.contact_messages`: the admin's Contacts table (SPEC §2, §3). */
export const contactsProjector: Projector = {
  name: 'contacts',
  schema: 'rm_contacts',
  migrations: contactsMigrations,
  handles: ['ContactMessageSubmitted'],
  async handle(events, trx) {
    const rows = (events as Submitted[]).map((event) => ({
      id: event.data.contactId,
      name: event.data.name,
      email: event.data.email,
      message: event.data.message,
      status: 'new',
      submitted_by: event.metadata.actor === 'anonymous' ? null : event.metadata.actor,
      created_at: event.recordedAt,
      updated_at: event.recordedAt,
    }));
    await trx('contact_messages').insert(rows).onConflict('id').ignore();
  },
};
