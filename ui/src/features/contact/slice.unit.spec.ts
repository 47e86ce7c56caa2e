import { expect } from 'chai';
import { describe, it } from 'mocha';
import type { UnknownAction } from 'redux';
import { contactFailed, contactFieldChanged, contactReducer, contactSent, contactSubmitted, type ContactState } from './slice';

const run = (...actions: UnknownAction[]): ContactState => actions.reduce(contactReducer, contactReducer(undefined, { type: '@@init' }));

const filled = [
  contactFieldChanged({ field: 'name', value: 'Asha' }),
  contactFieldChanged({ field: 'email', value: 'asha@example.com' }),
  contactFieldChanged({ field: 'message', value: 'Hello' }),
];

describe('Contact Us form', () => {
  it('refuses to send a form with an empty field and shows the errors', () => {
    const state = run(contactFieldChanged({ field: 'name', value: 'Asha' }), contactSubmitted());
    expect(state.sending).to.equal(false);
    expect(state.showErrors).to.equal(true);
  });

  it('refuses a blank-only field and an e-mail that is not one', () => {
    expect(run(...filled, contactFieldChanged({ field: 'message', value: '   ' }), contactSubmitted()).sending).to.equal(false);
    expect(run(...filled, contactFieldChanged({ field: 'email', value: 'asha' }), contactSubmitted()).sending).to.equal(false);
  });

  it('sends a complete form, and clears it once the server has it', () => {
    const sending = run(...filled, contactSubmitted());
    expect(sending.sending).to.equal(true);
    const sent = contactReducer(sending, contactSent());
    expect(sent.form).to.deep.equal({ name: '', email: '', message: '' });
    expect(sent.sending).to.equal(false);
  });

  it('keeps what the visitor typed when sending failed', () => {
    const failed = run(...filled, contactSubmitted(), contactFailed());
    expect(failed.sending).to.equal(false);
    expect(failed.form.message).to.equal('Hello');
  });
});
