import { TextField } from '../forms/TextField';
import './contact.css';
import { Button, Card, FormGroup, Icon, TextArea } from '@blueprintjs/core';
import type { FormEvent } from 'react';
import { Link } from 'wouter';
import { useAppDispatch, useAppSelector, usePageTitle } from '../../app/hooks';
import { contactFormErrors, type ContactField } from './contact-form';
import { selectContact, selectContactErrors } from './selectors';
import { contactFieldChanged, contactSubmitted } from './slice';

export function ContactPage() {
  usePageTitle('Contact Us');
  const dispatch = useAppDispatch();
  const { form, sending } = useAppSelector(selectContact);
  const errors = useAppSelector(selectContactErrors);

  const change = (field: ContactField) => (event: { target: { value: string } }) =>
    dispatch(contactFieldChanged({ field, value: event.target.value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    dispatch(contactSubmitted());
    // Take the visitor to the first field that still needs them.
    const errorsNow = contactFormErrors(form);
    const firstMissing = (['name', 'email', 'message'] as const).find((field) => errorsNow[field]);
    if (firstMissing) document.getElementById(`contact-${firstMissing}`)?.focus();
  };

  return (
    <div className="page contact-page">
      <div className="app-container contact-page__inner">
        <section className="contact-page__intro" aria-labelledby="contact-title">
          <h1 className="page__title" id="contact-title">
            Contact Us
          </h1>
          <p className="page__lead">
            Questions about recommendations, your account or a payment? Ideas for features? Send us a message and we will answer by e-mail.
          </p>
          <ul className="contact-page__facts">
            <li>
              <Icon icon="time" />
              <span>We usually reply within two working days.</span>
            </li>
            <li>
              <Icon icon="lock" />
              <span>
                We use your details only to answer you. See our <Link href="/privacy-policy">Privacy policy</Link>.
              </span>
            </li>
          </ul>
        </section>

        <Card className="contact-page__card" elevation={2}>
          <form onSubmit={submit} noValidate aria-label="Contact form">
            <TextField
              id="contact-name"
              name="name"
              label="Name"
              labelInfo="(required)"
              autoComplete="name"
              value={form.name}
              error={errors.name}
              disabled={sending}
              onChange={change('name')}
            />
            <TextField
              id="contact-email"
              name="email"
              label="Email"
              labelInfo="(required)"
              type="email"
              autoComplete="email"
              value={form.email}
              error={errors.email}
              disabled={sending}
              onChange={change('email')}
            />
            <FormGroup
              label="Message"
              labelFor="contact-message"
              labelInfo="(required)"
              intent={errors.message ? 'danger' : 'none'}
              helperText={errors.message}
            >
              <TextArea
                id="contact-message"
                name="message"
                size="large"
                fill
                rows={6}
                required
                value={form.message}
                disabled={sending}
                intent={errors.message ? 'danger' : 'none'}
                aria-invalid={Boolean(errors.message)}
                onChange={change('message')}
              />
            </FormGroup>
            <Button type="submit" intent="primary" size="large" icon="send-message" fill disabled={sending}>
              {sending ? 'Sending...' : 'Send Message'}
            </Button>
          </form>
        </Card>
      </div>
    </div>
  );
}
