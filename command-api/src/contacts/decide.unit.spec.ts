import { expect } from 'chai';
import { ApiError } from '@more-ai/platform';
import { parseInput } from '@more-ai/platform';
import { SubmitContactMessageInput } from './commands';
import { contactDecider } from './decide';

const now = new Date('2026-01-01T00:00:00Z');
const submit = { type: 'SubmitContactMessage' as const, contactId: 'c1', name: 'Asha', email: 'asha@example.com', message: 'Hello' };

describe('Contact Us: deciding', () => {
  it('records a new message as submitted', () => {
    const events = contactDecider.decide(submit, contactDecider.initialState(), { now });
    expect(events).to.deep.equal([
      { type: 'ContactMessageSubmitted', data: { contactId: 'c1', name: 'Asha', email: 'asha@example.com', message: 'Hello' } },
    ]);
  });

  it('refuses to submit the same message twice', () => {
    const state = contactDecider.evolve(contactDecider.initialState(), contactDecider.decide(submit, contactDecider.initialState(), { now })[0]!);
    expect(() => contactDecider.decide(submit, state, { now })).to.throw(ApiError).with.property('status', 409);
  });
});

describe('Contact Us: input', () => {
  const valid = { name: 'Asha', email: 'asha@example.com', message: 'Hello' };
  const messageFor = (input: unknown) => {
    try {
      parseInput(SubmitContactMessageInput, input);
      return 'accepted';
    } catch (error) {
      return (error as Error).message;
    }
  };

  it('names the missing or blank field', () => {
    expect(messageFor({ ...valid, name: undefined })).to.equal('Name is required');
    expect(messageFor({ ...valid, name: '   ' })).to.equal('Name is required');
    expect(messageFor({ ...valid, email: '' })).to.equal('Email is required');
    expect(messageFor({ ...valid, message: '\n\t ' })).to.equal('Message is required');
    expect(messageFor(null)).to.equal('Name is required');
  });

  it('refuses an invalid e-mail, wrong types and an overlong message', () => {
    expect(messageFor({ ...valid, email: 'not-an-email' })).to.equal('Please enter a valid email address');
    expect(messageFor({ ...valid, name: 42 })).to.equal('Name must be text');
    expect(messageFor({ ...valid, message: 'x'.repeat(5001) })).to.equal('Message must be at most 5000 characters');
  });

  it('trims what it keeps', () => {
    expect(parseInput(SubmitContactMessageInput, { name: ' Asha ', email: ' asha@example.com ', message: ' Hi ' })).to.deep.equal({
      name: 'Asha',
      email: 'asha@example.com',
      message: 'Hi',
    });
  });
});
