import type { ContactEvent } from '@more-ai/events/catalog/index';

export interface ContactState {
  submitted: boolean;
}

// Stryker disable next-line ObjectLiteral: equivalent, a message not submitted (false or left out) may be submitted
export const initialContactState = (): ContactState => ({ submitted: false });

export function evolveContact(state: ContactState, event: ContactEvent): ContactState {
  switch (event.type) {
    case 'ContactMessageSubmitted':
      return { ...state, submitted: true };
    default:
      return state;
  }
}
