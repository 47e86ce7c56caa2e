import { expect } from 'chai';
import { randomUUID } from 'node:crypto';
import { openProjectionsFixture, type ProjectionsFixture } from '@more-ai/testing/projections';
import { contactsProjector } from '../contacts/projector';
import { usersProjector } from '../users/projector';
import { watchlistsProjector } from '../watchlists/projector';
import { countParkedEvents } from './parked';
import { rebuildProjection } from './rebuild';

describe('text PostgreSQL refuses, already in the log', function () {
  this.timeout(60_000);
  let fixture: ProjectionsFixture;
  const projectors = [contactsProjector, usersProjector, watchlistsProjector];
  const ids = { contact: randomUUID(), user: randomUUID(), watchlist: randomUUID() };

  const readModels = async () => ({
    contact: await fixture.db('rm_contacts.contact_messages').where({ id: ids.contact }).first('name', 'email', 'message'),
    user: await fixture.db('rm_users.users').where({ id: ids.user }).first('username', 'email', 'billing', 'country'),
    watchlist: await fixture.db('rm_watchlists.watchlists').where({ id: ids.watchlist }).first('name', 'description'),
  });

  before(async () => {
    fixture = await openProjectionsFixture('storable');
    // NUL and lone surrogates in personal fields (sealed, so the PostgreSQL log keeps them) and in jsonb-bound billing.
    await fixture.append(`Contact-${ids.contact}`, 'ContactMessageSubmitted', {
      contactId: ids.contact,
      name: 'Asha\u0000',
      email: 'asha@example.com',
      message: 'Hi \ud800 there\u0000',
    });
    await fixture.append(`Account-${ids.user}`, 'AccountRegistered', {
      userId: ids.user,
      username: 'ra\u0000vi',
      email: 'ravi\ud800@example.com',
      passwordHash: 'scrypt$x',
      role: 'user',
      registeredAt: new Date().toISOString(),
    });
    const user = {
      userId: ids.user,
      countryId: 'IN',
      stateId: 'IN-TG',
      pinCode: '500001',
      city: 'Hyder\ud800abad',
      street: 'MG\u0000 Road',
      doorNo: '4',
    };
    await fixture.append(`BillingOf-${ids.user}`, 'BillingInfoUpdated', user, ids.user);
    const last = await fixture.append(`Watchlist-${ids.watchlist}`, 'WatchlistCreated', {
      watchlistId: ids.watchlist,
      ownerId: ids.user,
      name: 'Noir\u0000',
      description: 'Dark \udc00',
      isPrivate: false,
      createdAt: new Date().toISOString(),
    });
    await fixture.startRunner(projectors, { retryDelaysMs: [10] });
    for (const projector of projectors) await fixture.caughtUp(projector, last);
  });
  after(() => fixture.close());

  it('projects them by the real projectors, NUL removed and lone surrogates replaced, parking nothing', async () => {
    const { contact, user, watchlist } = await readModels();
    expect(contact).to.deep.equal({ name: 'Asha', email: 'asha@example.com', message: 'Hi \ufffd there' });
    expect(user).to.include({ username: 'ravi', email: 'ravi\ufffd@example.com' });
    expect(user.billing).to.include({ city: 'Hyder\ufffdabad', street: 'MG Road' });
    expect(watchlist).to.deep.equal({ name: 'Noir', description: 'Dark \ufffd' });
    expect(await countParkedEvents(fixture.db, projectors)).to.deep.equal({});
  });

  it('rebuilds over them into the same rows', async () => {
    const incremental = await readModels();
    for (const projector of projectors) {
      const result = await rebuildProjection({ store: fixture.events.log, db: fixture.db, projector });
      expect(result.parked, projector.name).to.equal(0);
    }
    expect(await readModels()).to.deep.equal(incremental);
    expect(await countParkedEvents(fixture.db, projectors)).to.deep.equal({});
  });
});
