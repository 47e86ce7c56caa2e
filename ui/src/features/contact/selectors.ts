import type { RootState } from '../../app/root-reducer';
import { contactFormErrors } from './contact-form';

export const selectContact = (state: RootState) => state.contact;

export const selectContactErrors = (state: RootState) => (state.contact.showErrors ? contactFormErrors(state.contact.form) : {});
