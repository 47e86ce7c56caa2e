import { expect } from 'chai';
import { randomUUID } from 'node:crypto';
import { accountDecider } from '@more-ai/command-api/accounts/decide';
import { signedIn, SUPERADMIN } from '@more-ai/testing/admins';
import { startTestApp, type TestApp } from '@more-ai/testing/app';
import { registerAccounts, signedUpMember } from '@more-ai/testing/members';
import type { Visitor } from '@more-ai/testing/visitor';

interface Listed {
  _id: string;
  username: string;
  email: string;
  role: string;
  isActive: boolean;
  createdAt: string;
}

describe('GET /api/admin/users', function () {
  this.timeout(90_000);
  let app: TestApp;
  let chief: Visitor;
  const metadata = { actor: 'system', correlationId: 'test', causationId: 'test' };
  // Names a LIKE pattern would confuse: % and _ must match themselves only.
  const tricky = ['fifty%off', 'fiftyxoff', 'under_score', 'underxscore', 'back\\slash'];
  const crowd = Array.from({ length: 55 }, (_, i) => `member${String(i).padStart(2, '0')}`);
  const ids: Record<string, string> = Object.fromEntries([...tricky, ...crowd, 'Gone', 'Sleepy'].map((name) => [name, randomUUID()]));
  const list = (query = '', caller = chief) => caller.request<{ users: Listed[]; total: number }>('GET', `/api/admin/users${query}`);

  /** Every page of a listing, one after another. */
  async function allPages(query: string, limit = 25): Promise<Listed[]> {
    const seen: Listed[] = [];
    for (let page = 1; ; page += 1) {
      const answer = await list(`?${query}&limit=${limit}&page=${page}`);
      expect(answer.status, JSON.stringify(answer.body)).to.equal(200);
      seen.push(...answer.body.users);
      if (answer.body.users.length < limit) return seen;
    }
  }

  before(async () => {
    app = await startTestApp('admin_users_list', { superadmin: SUPERADMIN });
    await registerAccounts(app, ids);
    await app.commands.handle(
      accountDecider,
      ids.Sleepy!,
      { type: 'DeactivateAccount', by: { userId: 'chief', role: 'superadmin' } },
      metadata,
    );
    await app.commands.handle(accountDecider, ids.Gone!, { type: 'DeleteAccount' }, metadata);
    await app.settled();
    chief = await signedIn(app, SUPERADMIN.email, SUPERADMIN.password);
  });
  after(() => app?.close());

  it('refuses anonymous callers (401) and plain users (403)', async () => {
    expect((await app.request('GET', '/api/admin/users')).status).to.equal(401);
    const member = await signedUpMember(app, 'plainmember');
    const answer = await list('', member.visitor);
    expect([answer.status, answer.body]).to.deep.equal([403, { message: 'You are not allowed to do this', code: 'FORBIDDEN' }]);
  });

  it('lists the newest 25 live accounts by default, with how many there are; deleted accounts are not listed', async () => {
    await app.settled();
    const answer = await list();
    expect(answer.status).to.equal(200);
    const everyone = await allPages('sort=createdAt&order=desc', 100);
    expect(answer.body.total).to.equal(everyone.length);
    expect(answer.body.users).to.deep.equal(everyone.slice(0, 25));
    const names = everyone.map((user) => user.username);
    expect(names).to.include.members(['Sleepy', 'member00', 'fifty%off']);
    expect(names).to.not.include('Gone');
    expect(names).to.not.include('Deleted user');
    expect(everyone.find((user) => user.username === 'Sleepy')).to.include({ isActive: false, role: 'user', email: 'Sleepy@example.com' });
    const times = everyone.map((user) => Date.parse(user.createdAt));
    expect(times).to.deep.equal([...times].sort((a, b) => b - a));
  });

  it('pages through every account exactly once, in any sort and order, ties broken by id', async () => {
    for (const sort of ['createdAt', 'username', 'email', 'role', 'isActive']) {
      for (const order of ['asc', 'desc'] as const) {
        const everyone = await allPages(`sort=${sort}&order=${order}`, 100);
        const paged = await allPages(`sort=${sort}&order=${order}`, 25);
        expect(
          paged.map((user) => user._id),
          `${sort} ${order}`,
        ).to.deep.equal(everyone.map((user) => user._id));
        expect(new Set(paged.map((user) => user._id)).size).to.equal(paged.length);
      }
    }
    const byRole = await allPages('sort=role&order=asc', 100);
    const users = byRole.filter((user) => user.role === 'user').map((user) => user._id);
    expect(users).to.deep.equal([...users].sort());
    expect(byRole.at(-1)!.role).to.equal('user');
    const byName = (await allPages('sort=username&order=asc', 100)).map((user) => user.username);
    expect(byName.indexOf('member00')).to.be.below(byName.indexOf('member01'));
    expect(byName.indexOf('fifty%off')).to.be.below(byName.indexOf('Sleepy'));
    expect((await allPages('sort=isActive&order=asc', 100))[0]!.username).to.equal('Sleepy');
  });

  it('searches the username or the e-mail anywhere, whatever the case', async () => {
    const found = async (search: string) => {
      const answer = await list(`?limit=100&search=${encodeURIComponent(search)}`);
      expect(answer.status, JSON.stringify(answer.body)).to.equal(200);
      expect(answer.body.total).to.equal(answer.body.users.length);
      return answer.body.users.map((user) => user.username).sort();
    };
    expect(await found('MEMBER5')).to.deep.equal(['member50', 'member51', 'member52', 'member53', 'member54']);
    expect(await found('sleep')).to.deep.equal(['Sleepy']);
    expect(await found('chief@EXAMPLE')).to.have.length(1);
    expect(await found('nobody-has-this')).to.deep.equal([]);
    expect(await found('gone')).to.deep.equal([]);
    expect(await found('  member54  ')).to.deep.equal(['member54']);
  });

  it('takes %, _ and \\ in a search as the characters themselves', async () => {
    const found = async (search: string) =>
      (await list(`?limit=100&search=${encodeURIComponent(search)}`)).body.users.map((user) => user.username).sort();
    expect(await found('%')).to.deep.equal(['fifty%off']);
    expect(await found('y%o')).to.deep.equal(['fifty%off']);
    expect(await found('_')).to.deep.equal(['under_score']);
    expect(await found('r_s')).to.deep.equal(['under_score']);
    expect(await found('\\')).to.deep.equal(['back\\slash']);
    expect(await found('%%')).to.deep.equal([]);
  });

  const badQueries: [string, string][] = [
    ['page 0', '?page=0'],
    ['a page that is not a number', '?page=two'],
    ['a limit not offered', '?limit=30'],
    ['a limit over 100', '?limit=1000'],
    ['a sort the table does not offer', '?sort=passwordHash'],
    ['an order other than asc or desc', '?order=sideways'],
    ['a control character in the search', `?search=${encodeURIComponent('mem\u0000ber')}`],
    ['a bell in the search', `?search=${encodeURIComponent('mem\u0007')}`],
    ['an overlong search', `?search=${'a'.repeat(101)}`],
    ['the page twice', '?page=1&page=2'],
  ];
  for (const [what, query] of badQueries) {
    it(`refuses ${what} with 400`, async () => {
      const answer = await list(query);
      expect(answer.status, JSON.stringify(answer.body)).to.equal(400);
      expect(answer.body).to.have.property('message').that.is.a('string');
    });
  }
});
