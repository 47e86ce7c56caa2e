export interface ContactForm {
  readonly name: string;
  readonly email: string;
  readonly message: string;
}

export type ContactField = keyof ContactForm;

export const emptyContactForm: ContactForm = { name: '', email: '', message: '' };

const labels: Record<ContactField, string> = { name: 'Name', email: 'Email', message: 'Message' };

// The browser's own rule for <input type="email">, so what the field accepts is what we accept.
const EMAIL =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;

/** SPEC §5: every field is required; the e-mail must look like one. Empty when the form can be sent. */
export function contactFormErrors(form: ContactForm): Partial<Record<ContactField, string>> {
  const errors: Partial<Record<ContactField, string>> = {};
  for (const field of ['name', 'email', 'message'] as const) {
    if (!form[field].trim()) errors[field] = `${labels[field]} is required`;
  }
  if (!errors.email && !EMAIL.test(form.email.trim())) errors.email = 'Enter a valid email address';
  return errors;
}
