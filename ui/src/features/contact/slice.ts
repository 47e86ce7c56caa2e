import type { UnknownAction } from 'redux';
import { defineAction } from '../../app/actions';
import { contactFormErrors, emptyContactForm, type ContactField, type ContactForm } from './contact-form';

export interface ContactState {
  readonly form: ContactForm;
  /** Errors show only once the visitor has tried to send, not while they are still typing. */
  readonly showErrors: boolean;
  readonly sending: boolean;
}

const initialState: ContactState = { form: emptyContactForm, showErrors: false, sending: false };

export const contactFieldChanged = defineAction<{ field: ContactField; value: string }>()('contact/fieldChanged');
/** The visitor pressed Send Message; the reducer decides whether the form may go. */
export const contactSubmitted = defineAction()('contact/submitted');
export const contactSent = defineAction()('contact/sent');
export const contactFailed = defineAction()('contact/failed');

export function contactReducer(state: ContactState = initialState, action: UnknownAction): ContactState {
  if (contactFieldChanged.match(action)) {
    return { ...state, form: { ...state.form, [action.payload.field]: action.payload.value } };
  }
  if (contactSubmitted.match(action)) {
    if (state.sending) return state;
    const valid = Object.keys(contactFormErrors(state.form)).length === 0;
    return valid ? { ...state, showErrors: false, sending: true } : { ...state, showErrors: true };
  }
  if (contactSent.match(action)) return initialState;
  if (contactFailed.match(action)) return { ...state, sending: false };
  return state;
}
