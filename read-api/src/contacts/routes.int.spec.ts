import { expect } from 'chai';
import { signedIn, SUPERADMIN } from '@more-ai/testing/admins';
import { startTestApp, type TestApp } from '@more-ai/testing/app';
import { signedUpMember } from '@more-ai/testing/members';
import type { Visitor } from '@more-ai/testing/visitor';

interface Listed {
  _id: string;
  message: string;
  status: string;
  adminNotes: string;
  createdAt: string;
}

describe('GET /api/contacts', function () {
  this.timeout(90_000);
  let app: TestApp;
  let chief: Visitor;
  const sent: string[] = [];
  const list = (query = '', caller = chief) => caller.request<{ contacts: Listed[]; total: number }>('GET', `/api/contacts${query}`);

  before(async () => {
    app = await startTestApp('contacts_list', { superadmin: SUPERADMIN });
    for (let i = 0; i < 27; i += 1) {
      const answer = await app.request('POST', '/api/contacts/submit', {
        json: { name: `Sender ${i}`, email: `sender${i}@example.com`, message: `Message number ${i}` },
      });
      sent.push(answer.body.contactId);
    }
    await app.settled();
    chief = await signedIn(app, SUPERADMIN.email, SUPERADMIN.password);
  });
  after(() => app?.close());

  it('refuses anonymous callers (401) and plain users (403)', async () => {
    expect((await app.request('GET', '/api/contacts')).status).to.equal(401);
    const member = await signedUpMember(app, 'plainmember');
    expect((await list('', member.visitor)).status).to.equal(403);
  });

  it('lists 10 messages by default, newest first, new and without notes, with how many there are', async () => {
    const answer = await list();
    expect(answer.status).to.equal(200);
    expect(answer.body.total).to.equal(27);
    expect(answer.body.contacts.map((c) => c._id)).to.deep.equal(sent.slice(-10).reverse());
    expect(answer.body.contacts[0]).to.include({ message: 'Message number 26', status: 'new', adminNotes: '' });
  });

  it('pages through every message once at each page size offered', async () => {
    for (const limit of [10, 25, 50, 100]) {
      const seen: string[] = [];
      for (let page = 1; page <= Math.ceil(27 / limit); page += 1) {
        const answer = await list(`?page=${page}&limit=${limit}`);
        expect(answer.body.contacts.length).to.equal(Math.min(limit, 27 - (page - 1) * limit));
        seen.push(...answer.body.contacts.map((c) => c._id));
      }
      expect(seen, `limit ${limit}`).to.deep.equal([...sent].reverse());
      expect((await list(`?page=${Math.ceil(27 / limit) + 1}&limit=${limit}`)).body).to.deep.equal({ contacts: [], total: 27 });
    }
  });

  it("shows an admin's update on the next read that carries the update's position", async () => {
    const id = sent[20]!;
    const updated = await chief.request('PATCH', `/api/contacts/${id}`, { json: { status: 'replied', adminNotes: 'Answered by mail' } });
    expect(updated.status).to.equal(200);
    const answer = await chief.request<{ contacts: Listed[] }>('GET', '/api/contacts?limit=25', {
      headers: { 'X-Min-Position': updated.body.position },
    });
    expect(answer.body.contacts.find((c) => c._id === id)).to.include({ status: 'replied', adminNotes: 'Answered by mail' });
    // An update does not move the message: the list is by when it was sent.
    expect(answer.body.contacts.map((c) => c._id)).to.deep.equal(sent.slice(-25).reverse());
  });

  const badQueries: [string, string][] = [
    ['page 0', '?page=0'],
    ['a negative page', '?page=-1'],
    ['a fractional page', '?page=1.5'],
    ['a page size not offered', '?limit=20'],
    ['a page size of 0', '?limit=0'],
    ['a limit that is not a number', '?limit=ten'],
  ];
  for (const [what, query] of badQueries) {
    it(`refuses ${what} with 400`, async () => {
      const answer = await chief.request('GET', `/api/contacts${query}`);
      expect(answer.status, JSON.stringify(answer.body)).to.equal(400);
      expect(answer.body.message).to.be.a('string');
    });
  }
});
