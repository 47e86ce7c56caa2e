import { expect } from 'chai';
import {
  CANNOT_CHANGE_SUPERADMIN,
  CANNOT_DEACTIVATE_SELF,
  ONLY_SUPERADMIN_CHANGES_ADMINS,
  USER_NOT_FOUND,
} from '@more-ai/contracts/api/admin';
import { signedIn, signedInAdmin, SUPERADMIN } from '@more-ai/testing/admins';
import { startTestApp, type TestApp } from '@more-ai/testing/app';
import { signedUpMember, type Member } from '@more-ai/testing/members';
import { PASSWORD, type Visitor } from '@more-ai/testing/visitor';
import { ACCOUNT_INACTIVE } from '../accounts/login-routes';
import { USER_ACTIVATED, USER_DEACTIVATED } from './status-routes';

describe('PATCH /api/admin/users/{id}/status', function () {
  this.timeout(90_000);
  let app: TestApp;
  let chief: Visitor;
  let chiefId: string;
  let admin: { visitor: Visitor; userId: string };
  let otherAdmin: { visitor: Visitor; userId: string };
  let member: Member;
  const setStatus = (caller: Visitor, userId: string, json: unknown) =>
    caller.request('PATCH', `/api/admin/users/${userId}/status`, { json });
  const head = () => app.events.store.headPosition();

  before(async () => {
    app = await startTestApp('admin_user_status', { superadmin: SUPERADMIN });
    chief = await signedIn(app, SUPERADMIN.email, SUPERADMIN.password);
    chiefId = (await chief.request('GET', '/api/auth/me')).body.user._id;
    admin = await signedInAdmin(app, chief, 'deputy');
    otherAdmin = await signedInAdmin(app, chief, 'steward');
    member = await signedUpMember(app, 'meera');
  });
  after(() => app?.close());

  it('refuses anonymous callers (401) and plain users (403), appending nothing', async () => {
    const other = await signedUpMember(app, 'nosy');
    await app.settled();
    const before = await head();
    expect((await app.request('PATCH', `/api/admin/users/${member.userId}/status`, { json: { isActive: false } })).status).to.equal(401);
    const asUser = await setStatus(other.visitor, member.userId, { isActive: false });
    expect([asUser.status, asUser.body.code]).to.deep.equal([403, 'FORBIDDEN']);
    const ownAsUser = await setStatus(other.visitor, other.userId, { isActive: false });
    expect([ownAsUser.status, ownAsUser.body.code]).to.deep.equal([403, 'FORBIDDEN']);
    expect(await head()).to.deep.equal(before);
    expect((await member.visitor.request('GET', '/api/auth/me')).status).to.equal(200);
  });

  it("deactivates a user: their session is refused at once, refresh too, and login says the account is inactive; the admin is the event's actor", async () => {
    const victim = await signedUpMember(app, 'ravi');
    const answer = await setStatus(admin.visitor, victim.userId, { isActive: false });
    expect(answer.status).to.equal(200);
    expect(answer.body.message).to.equal(USER_DEACTIVATED);
    expect(answer.body.user).to.include({ _id: victim.userId, username: 'ravi', isActive: false });
    expect(answer.body.position).to.match(/^\d+-\d+$/);
    // No settling: the answer itself waited until the sessions read model ended the sessions.
    expect((await victim.visitor.request('GET', '/api/auth/me')).status).to.equal(401);
    expect((await victim.visitor.request('GET', '/api/watchlist')).status).to.equal(401);
    expect((await victim.visitor.request('POST', '/api/watchlist', { json: { name: 'Late' } })).status).to.equal(401);
    expect((await victim.visitor.request('POST', '/api/auth/refresh')).status).to.equal(401);
    const login = await app.request('POST', '/api/auth/login', { json: { email: 'ravi@example.com', password: PASSWORD } });
    expect([login.status, login.body.message]).to.deep.equal([403, ACCOUNT_INACTIVE]);

    const [event] = await app.events.store.readStream(`Account-${victim.userId}`, { direction: 'backwards', maxCount: 1 });
    expect(event!.type).to.equal('AccountDeactivated');
    expect(event!.metadata.actor).to.equal(admin.userId);
  });

  it('reactivates a user, who can log in again; the same status twice changes nothing (position null)', async () => {
    const victim = await signedUpMember(app, 'lata');
    expect((await setStatus(admin.visitor, victim.userId, { isActive: false })).status).to.equal(200);
    const before = await head();
    const again = await setStatus(admin.visitor, victim.userId, { isActive: false });
    expect([again.status, again.body.position, again.body.user.isActive]).to.deep.equal([200, null, false]);
    expect(await head()).to.deep.equal(before);

    const back = await setStatus(admin.visitor, victim.userId, { isActive: true });
    expect([back.status, back.body.message, back.body.user.isActive]).to.deep.equal([200, USER_ACTIVATED, true]);
    await signedIn(app, 'lata@example.com', PASSWORD);
    const twice = await setStatus(admin.visitor, victim.userId, { isActive: true });
    expect([twice.status, twice.body.position]).to.deep.equal([200, null]);
  });

  it("refuses anyone changing their own status, a superadmin's, and an admin's unless a superadmin asks", async () => {
    const before = await head();
    const refusals: [Visitor, string, boolean, string, string][] = [
      [admin.visitor, admin.userId, false, CANNOT_DEACTIVATE_SELF, 'CANNOT_DEACTIVATE_SELF'],
      [chief, chiefId, false, CANNOT_DEACTIVATE_SELF, 'CANNOT_DEACTIVATE_SELF'],
      [admin.visitor, chiefId, false, CANNOT_CHANGE_SUPERADMIN, 'CANNOT_CHANGE_SUPERADMIN'],
      [admin.visitor, chiefId, true, CANNOT_CHANGE_SUPERADMIN, 'CANNOT_CHANGE_SUPERADMIN'],
      [admin.visitor, otherAdmin.userId, false, ONLY_SUPERADMIN_CHANGES_ADMINS, 'ONLY_SUPERADMIN_CHANGES_ADMINS'],
      [otherAdmin.visitor, admin.userId, true, ONLY_SUPERADMIN_CHANGES_ADMINS, 'ONLY_SUPERADMIN_CHANGES_ADMINS'],
    ];
    for (const [caller, userId, isActive, message, code] of refusals) {
      const answer = await setStatus(caller, userId, { isActive });
      expect([answer.status, answer.body.message, answer.body.code]).to.deep.equal([403, message, code]);
    }
    expect(await head()).to.deep.equal(before);
    expect((await otherAdmin.visitor.request('GET', '/api/auth/me')).status).to.equal(200);
  });

  it('lets the superadmin deactivate an admin, whose session ends, and reactivate them', async () => {
    const answer = await setStatus(chief, otherAdmin.userId, { isActive: false });
    expect([answer.status, answer.body.user.role, answer.body.user.isActive]).to.deep.equal([200, 'admin', false]);
    expect((await otherAdmin.visitor.request('GET', '/api/admin/users')).status).to.equal(401);
    expect((await setStatus(chief, otherAdmin.userId, { isActive: true })).status).to.equal(200);
    otherAdmin.visitor = await signedIn(app, 'steward@example.com', 'Deputy#2025');
  });

  it('answers 404 for an account that does not exist', async () => {
    const before = await head();
    for (const id of ['5d0c8f3a-7b21-4e96-a4d8-1c9e6b3f2a70', 'not-a-uuid']) {
      const answer = await setStatus(admin.visitor, id, { isActive: false });
      expect([answer.status, answer.body.message, answer.body.code]).to.deep.equal([404, USER_NOT_FOUND, 'USER_NOT_FOUND']);
    }
    expect(await head()).to.deep.equal(before);
  });

  const badInputs: [string, string, unknown][] = [
    ['isActive as a string', 'self', { isActive: 'false' }],
    ['isActive as a number', 'self', { isActive: 0 }],
    ['isActive missing', 'self', {}],
    ['isActive null', 'self', { isActive: null }],
    ['a JSON array', 'self', [{ isActive: false }]],
    ['an id with a dot in it', 'a.b', { isActive: false }],
    ['an overlong id', 'x'.repeat(65), { isActive: false }],
    ['an id with SQL in it', "x' OR '1'='1", { isActive: false }],
  ];
  for (const [what, id, json] of badInputs) {
    it(`refuses ${what} with 400 and appends nothing`, async () => {
      const before = await head();
      const target = id === 'self' ? member.userId : encodeURIComponent(id);
      const answer = await setStatus(admin.visitor, target, json);
      expect(answer.status, JSON.stringify(answer.body)).to.equal(400);
      expect(answer.body.message).to.be.a('string').and.not.equal('');
      expect(await head()).to.deep.equal(before);
    });
  }

  it('keeps the log consistent under concurrent changes: one event per real change, and the last word holds', async () => {
    const target = await signedUpMember(app, 'kiran');
    const stream = `Account-${target.userId}`;
    const before = (await app.events.store.readStream(stream)).length;
    const answers = await Promise.all(Array.from({ length: 8 }, () => setStatus(admin.visitor, target.userId, { isActive: false })));
    expect(answers.map((a) => a.status)).to.deep.equal(Array(8).fill(200));
    expect(answers.filter((a) => a.body.position !== null)).to.have.length(1);
    const events = await app.events.store.readStream(stream);
    expect(events.slice(before).map((e) => e.type)).to.deep.equal(['AccountDeactivated']);

    const flips = await Promise.all(
      Array.from({ length: 6 }, (_, i) => setStatus(i % 2 ? chief : admin.visitor, target.userId, { isActive: i % 2 === 0 })),
    );
    expect(flips.map((a) => a.status)).to.deep.equal(Array(6).fill(200));
    // Each appended event is a real change: the log alternates, never the same fact twice in a row.
    const types = (await app.events.store.readStream(stream)).slice(before).map((e) => e.type);
    for (let i = 1; i < types.length; i += 1) expect(types[i]).to.not.equal(types[i - 1]);
  });
});
