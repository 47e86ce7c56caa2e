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

export type ContactEvent = EventOf<typeof ContactMessageSubmitted>;

function isUserActor(actor: string): boolean {
  return actor !== 'anonymous' && actor !== 'system';
}
