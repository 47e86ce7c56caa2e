import { expect } from 'chai';
import { parsePosition, START } from '@more-ai/events/position';
import { startTestApp, type TestApp } from '@more-ai/testing/app';
import { CONTACT_RECEIVED } from './routes';

describe('POST /api/contacts/submit', function () {
  this.timeout(30_000);
  let app: TestApp;
  const valid = { name: 'Asha Rao', email: 'asha@example.com', message: 'Do you plan a Kannada collection?' };
  const eventCount = () => app.events.store.countAfter(START, 1_000_000);
  const storedContacts = () => app.db('rm_contacts.contact_messages').select('*');

  before(async () => {
    app = await startTestApp('contacts');
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
});
