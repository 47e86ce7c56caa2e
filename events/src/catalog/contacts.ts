import { defineEvent, type EventOf } from '../definitions';

/** A visitor or user sent the Contact Us form. Status starts as 'new'. */
export const ContactMessageSubmitted = defineEvent<{
  contactId: string;
  name: string;
  email: string;
  message: string;
}>()({
  type: 'ContactMessageSubmitted',
  version: 1,
  personalData: {
    subject: (data, metadata) => (isUserActor(metadata.actor) ? `user:${metadata.actor}` : `contact:${data.contactId}`),
    fields: { name: 'Deleted user', email: 'Deleted user', message: '[deleted]' },
  },
});

/** The admins' statuses of a contact message (SPEC §3 Contact message). */
export type ContactStatus = 'new' | 'read' | 'replied';

/**
 * An admin set a message's status and notes; the actor is the admin. The notes are the admins'
 * own record, not the sender's words, so they are not sealed with the sender's key.
 */
export const ContactStatusUpdated = defineEvent<{
  contactId: string;
  status: ContactStatus;
  adminNotes: string;
}>()({ type: 'ContactStatusUpdated', version: 1 });

export const contactEvents = [ContactMessageSubmitted, ContactStatusUpdated] as const;

export type ContactEvent = EventOf<typeof ContactMessageSubmitted> | EventOf<typeof ContactStatusUpdated>;

function isUserActor(actor: string): boolean {
  return actor !== 'anonymous' && actor !== 'system';
}
