import type { ContactEvent, ContactStatus } from '@more-ai/events/catalog/index';

export interface ContactState {
  submitted: boolean;
  contactId: string;
  status: ContactStatus;
  adminNotes: string;
}

export const initialContactState = (): ContactState => ({
  submitted: false,
  // Stryker disable next-line StringLiteral: equivalent, ContactMessageSubmitted sets it before anything reads it
  contactId: '',
  status: 'new',
  adminNotes: '',
});

export function evolveContact(state: ContactState, event: ContactEvent): ContactState {
  switch (event.type) {
    case 'ContactMessageSubmitted':
      return { ...state, submitted: true, contactId: event.data.contactId };
    case 'ContactStatusUpdated':
      return { ...state, status: event.data.status, adminNotes: event.data.adminNotes };
    default:
      return state;
  }
}
