import { expect } from 'chai';
import { Conflict, parseInput } from '@more-ai/platform';
import { deciderSpec } from '@more-ai/testing/decider-spec';
import { SubmitContactMessageInput } from '@more-ai/contracts/api/contacts';
import { contactDecider } from './decide';

const spec = deciderSpec(contactDecider, { now: new Date('2026-01-01T00:00:00Z') });
const message = { contactId: 'c1', name: 'Asha', email: 'asha@example.com', message: 'Hello' };
const submit = { type: 'SubmitContactMessage' as const, ...message };
const submitted = { type: 'ContactMessageSubmitted' as const, data: message };

describe('Contact Us: deciding', () => {
  it('records a new message as submitted', () => {
    spec.given([]).when(submit).then([submitted]);
  });

  it('refuses to submit the same message twice', () => {
    spec.given([submitted]).when(submit).thenThrows(Conflict, 'This contact message was already submitted', 'CONTACT_ALREADY_SUBMITTED');
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
