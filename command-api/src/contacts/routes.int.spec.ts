import { expect } from 'chai';
import { CONTACT_NOT_FOUND } from '@more-ai/contracts/api/admin';
import { parsePosition, START } from '@more-ai/events/position';
import { signedIn, signedInAdmin, SUPERADMIN } from '@more-ai/testing/admins';
import { startTestApp, type TestApp } from '@more-ai/testing/app';
import { signedUpMember } from '@more-ai/testing/members';
import type { Visitor } from '@more-ai/testing/visitor';
import { CONTACT_RECEIVED, CONTACT_STATUS_UPDATED } from './routes';

describe('POST /api/contacts/submit', function () {
  this.timeout(30_000);
  let app: TestApp;
  const valid = { name: 'Asha Rao', email: 'asha@example.com', message: 'Do you plan a Kannada collection?' };
  const eventCount = () => app.events.store.countAfter(START, 1_000_000);
  const storedContacts = () => app.db('rm_contacts.contact_messages').select('*');

  before(async () => {
    app = await startTestApp('contacts', { superadmin: SUPERADMIN });
  });
  after(() => app.close());

  it('accepts a message, answers with the thank-you text and a position, and lists it as new', async () => {
    const response = await app.request('POST', '/api/contacts/submit', { json: valid });
    expect(response.status).to.equal(201);
    expect(response.body.message).to.equal(CONTACT_RECEIVED);
    expect(response.body.position).to.match(/^\d+-\d+$/);
    expect(response.headers.get('x-event-position')).to.equal(response.body.position);

    await app.watcher.waitFor(['contacts'], parsePosition(response.body.position)!, 5000);
    const rows = await app.db('rm_contacts.contact_messages').where({ id: response.body.contactId });
    expect(rows).to.have.length(1);
    expect(rows[0]).to.include({ name: 'Asha Rao', email: 'asha@example.com', message: valid.message, status: 'new' });
  });

  it('keeps the message text out of the event log as stored', async () => {
    const response = await app.request('POST', '/api/contacts/submit', { json: { ...valid, message: 'a very secret request 8841' } });
    const [raw] = await app.events.store.readStream(`Contact-${response.body.contactId}`);
    expect(JSON.stringify(raw!.data)).not.to.include('8841').and.not.to.include('asha@example.com');
  });

  const refusals: [string, Parameters<TestApp['request']>[2], number, string][] = [
    ['a missing name', { json: { email: valid.email, message: valid.message } }, 400, 'Name is required'],
    ['a blank message', { json: { ...valid, message: '   ' } }, 400, 'Message is required'],
    ['a blank e-mail', { json: { ...valid, email: '' } }, 400, 'Email is required'],
    ['an invalid e-mail', { json: { ...valid, email: 'asha@' } }, 400, 'Please enter a valid email address'],
    ['a 1 MB message', { json: { ...valid, message: 'x'.repeat(1024 * 1024) } }, 413, 'Request body is too large'],
    [
      'a body that is not JSON',
      { raw: '{"name": "Asha",', headers: { 'Content-Type': 'application/json' } },
      400,
      'Request body is not valid JSON',
    ],
    [
      'a form-encoded body',
      { raw: 'name=Asha&email=a%40b.c&message=hi', headers: { 'Content-Type': 'application/x-www-form-urlencoded' } },
      400,
      'Request body must be JSON (Content-Type: application/json)',
    ],
    ['a JSON array', { json: [valid] }, 400, 'Invalid input: expected object, received array'],
  ];
  for (const [what, request, status, message] of refusals) {
    it(`refuses ${what} with ${status} and appends nothing`, async () => {
      await app.settled();
      const before = await eventCount();
      const rowsBefore = (await storedContacts()).length;
      const response = await app.request('POST', '/api/contacts/submit', request);
      expect(response.status).to.equal(status);
      expect(response.body.message).to.equal(message);
      expect(await eventCount()).to.equal(before);
      expect((await storedContacts()).length).to.equal(rowsBefore);
    });
  }

  describe('with an Idempotency-Key', () => {
    it('answers a retry with the first answer and appends nothing new', async () => {
      const headers = { 'Idempotency-Key': 'contact-retry-0001' };
      const first = await app.request('POST', '/api/contacts/submit', { json: valid, headers });
      const before = await eventCount();
      const second = await app.request('POST', '/api/contacts/submit', { json: valid, headers });
      expect(second.status).to.equal(201);
      expect(second.body).to.deep.equal(first.body);
      expect(second.headers.get('idempotent-replayed')).to.equal('true');
      expect(await eventCount()).to.equal(before);
    });

    it('runs concurrent requests with one key once', async () => {
      const before = await eventCount();
      const headers = { 'Idempotency-Key': 'contact-concurrent-0001' };
      const responses = await Promise.all(
        Array.from({ length: 10 }, () => app.request('POST', '/api/contacts/submit', { json: valid, headers })),
      );
      expect(await eventCount()).to.equal(before + 1);
      const ok = responses.filter((r) => r.status === 201);
      expect(ok.length).to.be.at.least(1);
      expect(new Set(ok.map((r) => r.body.contactId)).size).to.equal(1);
      for (const r of responses.filter((r) => r.status !== 201)) expect(r.status).to.equal(409);
    });

    it("never answers a visitor with another visitor's answer: a borrowed key with another body is a request of its own", async () => {
      const headers = { 'Idempotency-Key': 'contact-reuse-0001' };
      const first = await app.request('POST', '/api/contacts/submit', { json: valid, headers });
      const before = await eventCount();
      const other = await app.request('POST', '/api/contacts/submit', { json: { ...valid, message: 'another' }, headers });
      expect(other.status).to.equal(201);
      expect(other.headers.get('idempotent-replayed')).to.equal(null);
      expect(other.body.contactId).to.be.a('string').and.not.equal(first.body.contactId);
      expect(await eventCount()).to.equal(before + 1);
    });
  });

  describe('PATCH /api/contacts/{id} (admins)', () => {
    let admin: { visitor: Visitor; userId: string };
    const head = () => app.events.store.headPosition();
    const submit = async (json = valid) => (await app.request('POST', '/api/contacts/submit', { json })).body.contactId as string;
    const update = (caller: Visitor, id: string, json: unknown) => caller.request('PATCH', `/api/contacts/${id}`, { json });

    before(async () => {
      const chief = await signedIn(app, SUPERADMIN.email, SUPERADMIN.password);
      admin = await signedInAdmin(app, chief, 'deputy');
    });

    it('refuses anonymous callers (401) and plain users (403), appending nothing', async () => {
      const id = await submit();
      const member = await signedUpMember(app, 'curious');
      await app.settled();
      const before = await head();
      expect((await app.request('PATCH', `/api/contacts/${id}`, { json: { status: 'read' } })).status).to.equal(401);
      expect((await update(member.visitor, id, { status: 'read' })).status).to.equal(403);
      expect(await head()).to.deep.equal(before);
    });

    it("sets the status and notes with the admin as the event's actor, and answers the message as it is now", async () => {
      const id = await submit();
      const answer = await update(admin.visitor, id, { status: 'replied', adminNotes: '  Sent the Kannada list.\nFollow up in May.  ' });
      expect(answer.status, JSON.stringify(answer.body)).to.equal(200);
      expect(answer.body.message).to.equal(CONTACT_STATUS_UPDATED);
      expect(answer.body.contact).to.include({
        _id: id,
        name: valid.name,
        email: valid.email,
        message: valid.message,
        status: 'replied',
        adminNotes: 'Sent the Kannada list.\nFollow up in May.',
      });
      expect(Date.parse(answer.body.contact.updatedAt)).to.be.above(Date.parse(answer.body.contact.createdAt));
      expect(answer.body.position).to.match(/^\d+-\d+$/);
      const [, event] = await app.events.store.readStream(`Contact-${id}`);
      expect([event!.type, event!.metadata.actor]).to.deep.equal(['ContactStatusUpdated', admin.userId]);
    });

    it('appends nothing when the status and notes are unchanged (position null)', async () => {
      const id = await submit();
      expect((await update(admin.visitor, id, { status: 'read', adminNotes: 'Seen' })).status).to.equal(200);
      const before = await head();
      const again = await update(admin.visitor, id, { status: 'read', adminNotes: 'Seen' });
      expect([again.status, again.body.position, again.body.contact.status]).to.deep.equal([200, null, 'read']);
      const fresh = await submit();
      await app.settled();
      const afterSubmit = await head();
      const asSubmitted = await update(admin.visitor, fresh, { status: 'new' });
      expect([asSubmitted.status, asSubmitted.body.position, asSubmitted.body.contact.adminNotes]).to.deep.equal([200, null, '']);
      expect(await head()).to.deep.equal(afterSubmit);
      expect(afterSubmit).to.not.deep.equal(before);
    });

    it('answers 404 for a message that was never submitted', async () => {
      const before = await head();
      const answer = await update(admin.visitor, '5d0c8f3a-7b21-4e96-a4d8-1c9e6b3f2a70', { status: 'read' });
      expect([answer.status, answer.body.message, answer.body.code]).to.deep.equal([404, CONTACT_NOT_FOUND, 'CONTACT_NOT_FOUND']);
      expect(await head()).to.deep.equal(before);
    });

    const badUpdates: [string, string | undefined, unknown][] = [
      ['a status not offered', undefined, { status: 'closed' }],
      ['no status', undefined, { adminNotes: 'hi' }],
      ['notes that are not text', undefined, { status: 'read', adminNotes: 42 }],
      ['a control character in the notes', undefined, { status: 'read', adminNotes: 'ok\u0000' }],
      ['an escape sequence in the notes', undefined, { status: 'read', adminNotes: '\u001b[31mred' }],
      ['notes over 2000 characters', undefined, { status: 'read', adminNotes: 'x'.repeat(2001) }],
      ['an id with a dot', 'a.b', { status: 'read' }],
      ['an id with a quote', "x'--", { status: 'read' }],
    ];
    for (const [what, badId, json] of badUpdates) {
      it(`refuses ${what} with 400 and appends nothing`, async () => {
        const id = badId ?? (await submit());
        await app.settled();
        const before = await head();
        const answer = await update(admin.visitor, encodeURIComponent(id), json);
        expect(answer.status, JSON.stringify(answer.body)).to.equal(400);
        expect(answer.body.message).to.be.a('string');
        expect(await head()).to.deep.equal(before);
      });
    }

    it('keeps the log consistent under concurrent updates: each event a real change, and the list shows the last', async () => {
      const id = await submit();
      const statuses = ['read', 'replied', 'read', 'new', 'replied', 'read'] as const;
      const answers = await Promise.all(statuses.map((status, i) => update(admin.visitor, id, { status, adminNotes: `note ${i % 2}` })));
      expect(answers.map((a) => a.status)).to.deep.equal(Array(statuses.length).fill(200));
      const updates = (await app.events.store.readStream(`Contact-${id}`)).slice(1).map((e) => {
        const { status, adminNotes } = e.data as { status: string; adminNotes: string };
        return { status, adminNotes };
      });
      expect(updates.length).to.be.within(1, statuses.length);
      for (let i = 1; i < updates.length; i += 1) expect(updates[i]).to.not.deep.equal(updates[i - 1]);
      await app.settled();
      const row = await app.db('rm_contacts.contact_messages').where({ id }).first();
      expect({ status: row.status, adminNotes: row.admin_notes }).to.deep.equal(updates.at(-1));
    });

    it("keeps a deleted sender's message unreadable after an update", async () => {
      const sender = await signedUpMember(app, 'leaving');
      const sent = await sender.visitor.request('POST', '/api/contacts/submit', {
        json: { name: 'Leaving Person', email: 'leaving@example.com', message: 'My number is 98450 12345' },
      });
      expect((await sender.visitor.request('DELETE', '/api/auth/delete-account')).status).to.equal(200);
      const answer = await update(admin.visitor, sent.body.contactId, { status: 'read', adminNotes: 'Account gone' });
      expect(answer.status).to.equal(200);
      expect(answer.body.contact).to.include({ name: 'Deleted user', email: 'Deleted user', message: '[deleted]', status: 'read' });
      await app.settled();
      const row = await app.db('rm_contacts.contact_messages').where({ id: sent.body.contactId }).first();
      expect(row).to.include({ name: 'Deleted user', email: 'Deleted user', message: '[deleted]', status: 'read' });
    });
  });
});
