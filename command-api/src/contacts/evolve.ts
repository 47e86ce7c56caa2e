import type { ContactEvent } from '@more-ai/events/catalog/index';

export interface ContactState {
  submitted: boolean;
}

export const initialContactState = (): ContactState => ({ submitted: false });

export function evolveContact(state: ContactState, event: ContactEvent): ContactState {
  switch (event.type) {
    case 'ContactMessageSubmitted':
      return { ...state, submitted: true };
    default:
      return state;
  }
}
