import type { ContactEvent } from '@more-ai/events/catalog/index';
import { Conflict } from '@more-ai/platform/domain/errors';
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
  }
}

/** One stream per contact message: `Contact-{contactId}`. */
export const contactDecider: Decider<ContactCommand, ContactState, ContactEvent> = {
  category: 'Contact',
  initialState: initialContactState,
  evolve: evolveContact,
  decide: decideContact,
};
