import { expect } from 'chai';
import { randomUUID } from 'node:crypto';
import { accountDecider, type AccountCommand } from '@more-ai/command-api/accounts/decide';
import { startTestApp, type TestApp } from '@more-ai/testing/app';
import { rebuildProjection } from '../runner/rebuild';
import { DELETED_USER, usersProjector } from './projector';

describe('the users read model', function () {
  this.timeout(60_000);
  let app: TestApp;
  const metadata = { actor: 'system', correlationId: 'test', causationId: 'test' };
  const ids = { asha: randomUUID(), ravi: randomUUID(), gone: randomUUID() };
  const act = (userId: string, command: AccountCommand) => app.commands.handle(accountDecider, userId, command, metadata);
  const rows = () => app.db('rm_users.users').whereIn('id', Object.values(ids)).orderBy('id');

  before(async () => {
    app = await startTestApp('users_projector');
    for (const [username, userId] of Object.entries(ids)) {
      await act(userId, {
        type: 'RegisterAccount',
        userId,
        username,
        email: `${username}@example.com`,
        passwordHash: 'scrypt$x',
        role: 'user',
        verified: username !== 'ravi',
      });
    }
    const billing = { countryId: 'IN', stateId: 'IN-TG', pinCode: '500001', city: 'Hyderabad', street: 'MG Road', doorNo: '4' };
    await act(ids.asha, { type: 'UpdateBillingInfo', billing });
    await act(ids.asha, { type: 'ChangePlan', plan: 'pro' });
    await act(ids.ravi, { type: 'DeactivateAccount', by: { userId: 'admin-on-duty', role: 'admin' } });
    await act(ids.gone, { type: 'UpdateBillingInfo', billing });
    await act(ids.gone, { type: 'DeleteAccount' });
    await app.events.keys.destroy(`user:${ids.gone}`);
    await app.settled();
  });
  after(() => app.close());

  it('holds each account with its verification, activity, plan and billing country', async () => {
    const asha = await app.db('rm_users.users').where({ id: ids.asha }).first();
    expect(asha).to.include({
      username: 'asha',
      email: 'asha@example.com',
      role: 'user',
      is_active: true,
      email_verified: true,
      subscription_type: 'pro',
      deleted: false,
    });
    expect(asha.country).to.deep.equal({ _id: 'IN', name: 'India', code: 'IN' });
    expect(asha.billing).to.include({ countryId: 'IN', stateId: 'IN-TG', city: 'Hyderabad' });
    const ravi = await app.db('rm_users.users').where({ id: ids.ravi }).first();
    expect(ravi).to.include({ is_active: false, email_verified: false, subscription_type: 'free' });
  });

  it("keeps no personal data of a deleted account: 'Deleted user' where the name was", async () => {
    const gone = await app.db('rm_users.users').where({ id: ids.gone }).first();
    expect(gone).to.include({ username: DELETED_USER, email: null, country: null, billing: null, is_active: false, deleted: true });
  });

  it('rebuilds from the log (the deleted key now unreadable) into the same rows', async () => {
    const incremental = await rows();
    await rebuildProjection({ store: app.events.log, db: app.db, projector: usersProjector });
    expect(await rows()).to.deep.equal(incremental);
  });
});
