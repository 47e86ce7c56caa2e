import { CONTACT_NOT_FOUND } from '@more-ai/contracts/api/admin';
import type { ContactEvent } from '@more-ai/events/catalog/index';
import { Conflict, NotFound } from '@more-ai/platform/domain/errors';
import type { Decider } from '../pipeline/decider';
import type { ContactCommand } from './commands';
import { evolveContact, initialContactState, type ContactState } from './evolve';

export function decideContact(command: ContactCommand, state: ContactState): ContactEvent[] {
  switch (command.type) {
    case 'SubmitContactMessage': {
      if (state.submitted) throw new Conflict('This contact message was already submitted', 'CONTACT_ALREADY_SUBMITTED');
      const { contactId, name, email, message } = command;
      return [{ type: 'ContactMessageSubmitted', data: { contactId, name, email, message } }];
    }
    case 'UpdateContactStatus': {
      if (!state.submitted) throw new NotFound(CONTACT_NOT_FOUND, 'CONTACT_NOT_FOUND');
      const { status, adminNotes } = command;
      // Saving the dialog unchanged is no news: nothing for the log or the audit trail.
      if (status === state.status && adminNotes === state.adminNotes) return [];
      return [{ type: 'ContactStatusUpdated', data: { contactId: state.contactId, status, adminNotes } }];
    }
  }
}

/** One stream per contact message: `Contact-{contactId}`. */
export const contactDecider: Decider<ContactCommand, ContactState, ContactEvent> = {
  category: 'Contact',
  initialState: initialContactState,
  evolve: evolveContact,
  decide: decideContact,
};
