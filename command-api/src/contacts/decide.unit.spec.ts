import { expect } from 'chai';
import { CONTACT_NOT_FOUND, ContactStatusInput } from '@more-ai/contracts/api/admin';
import { Conflict, NotFound, parseInput } from '@more-ai/platform';
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

describe("Contact messages: the admins' status and notes", () => {
  const update = (status: 'new' | 'read' | 'replied', adminNotes = '') => ({ type: 'UpdateContactStatus' as const, status, adminNotes });
  const updated = (status: 'new' | 'read' | 'replied', adminNotes = '') => ({
    type: 'ContactStatusUpdated' as const,
    data: { contactId: 'c1', status, adminNotes },
  });

  it('records a new status and notes for a submitted message', () => {
    spec
      .given([submitted])
      .when(update('read', 'Called back'))
      .then([updated('read', 'Called back')]);
    spec
      .given([submitted, updated('read', 'Called back')])
      .when(update('replied', 'Called back'))
      .then([updated('replied', 'Called back')]);
    spec
      .given([submitted, updated('read', 'Called back')])
      .when(update('read', 'Called back twice'))
      .then([updated('read', 'Called back twice')]);
  });

  it('records nothing when the status and notes are as they were', () => {
    spec.given([submitted]).when(update('new')).then([]);
    spec
      .given([submitted, updated('replied', 'Sent the list')])
      .when(update('replied', 'Sent the list'))
      .then([]);
  });

  it('may set a message back to new and clear its notes', () => {
    spec
      .given([submitted, updated('replied', 'Sent the list')])
      .when(update('new'))
      .then([updated('new')]);
  });

  it('refuses a message that was never submitted', () => {
    spec.given([]).when(update('read')).thenThrows(NotFound, CONTACT_NOT_FOUND, 'CONTACT_NOT_FOUND');
  });

  it('reads the status and notes: a listed status, notes optional and multi-line, no control characters', () => {
    expect(parseInput(ContactStatusInput, { status: 'read' })).to.deep.equal({ status: 'read', adminNotes: '' });
    expect(parseInput(ContactStatusInput, { status: 'replied', adminNotes: ' Line one\nline two ' })).to.deep.equal({
      status: 'replied',
      adminNotes: 'Line one\nline two',
    });
    expect(() => parseInput(ContactStatusInput, { status: 'closed' })).to.throw('Status must be new, read or replied');
    expect(() => parseInput(ContactStatusInput, { status: 'read', adminNotes: 'bell\u0007' })).to.throw();
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
