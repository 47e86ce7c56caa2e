import { expect } from 'chai';
import { START } from '@more-ai/events/position';
import { startTestApp, type TestApp } from '@more-ai/testing/app';
import { DESCRIPTION_TOO_LONG, NAME_REQUIRED, NAME_TOO_LONG } from '@more-ai/contracts/api/watchlists';
import { WATCHLIST_NOT_FOUND } from './decide';
import { WATCHLIST_CREATED, WATCHLIST_DELETED, WATCHLIST_UPDATED } from './lifecycle-routes';
import { watchlistsLimitMessage } from '@more-ai/contracts/watchlists';
import { PRIVATE_NEEDS_PRO } from './limits';
import { changePlan, readAfterAll, signedUpMember, type Member } from '@more-ai/testing/members';

const WATCHLISTS = '/api/watchlist';

describe('watchlists: create, update, delete', function () {
  this.timeout(120_000);
  let app: TestApp;
  let members = 0;
  const newMember = (plan: 'free' | 'pro' = 'free') => signedUpMember(app, `lister${(members += 1)}`, plan);
  const create = (member: Member, json: unknown) => member.visitor.request('POST', WATCHLISTS, { json });
  const ownLists = async (member: Member) =>
    (await readAfterAll(app, member, WATCHLISTS)).body.watchlists as { _id: string; name: string }[];
  const eventCount = () => app.events.store.countAfter(START, 1_000_000);

  before(async () => {
    app = await startTestApp('watchlists_lifecycle');
  });
  after(() => app.close());

  it('creates a public watchlist and answers with it, its message and a position', async () => {
    const asha = await newMember();
    const response = await create(asha, { name: '  Sunday noir ', description: ' Rainy days ' });
    expect(response.status).to.equal(201);
    expect(response.body.message).to.equal(WATCHLIST_CREATED);
    expect(response.body.position).to.match(/^\d+-\d+$/);
    expect(response.body.watchlist).to.deep.include({
      name: 'Sunday noir',
      description: 'Rainy days',
      isPrivate: false,
      movies: [],
      movieCount: 0,
      followers: [],
      followersCount: 0,
      isFollowing: false,
      user: { _id: asha.userId, username: asha.username },
      owner: asha.userId,
    });
    const listed = await asha.visitor.request('GET', WATCHLISTS, { headers: { 'X-Min-Position': response.body.position } });
    expect(listed.body.watchlists).to.deep.equal([response.body.watchlist]);
  });

  const refusals: [string, unknown, string][] = [
    ['no name', { description: 'x' }, NAME_REQUIRED],
    ['a blank name', { name: '  \t ' }, NAME_REQUIRED],
    ['a name of 31 characters', { name: 'x'.repeat(31) }, NAME_TOO_LONG],
    ['a name that is not text', { name: 42 }, 'Watchlist name must be text'],
    ['a description of 201 characters', { name: 'Noir', description: 'x'.repeat(201) }, DESCRIPTION_TOO_LONG],
    ['a privacy that is not true or false', { name: 'Noir', isPrivate: 'yes' }, 'isPrivate must be true or false'],
  ];
  let refusedMember: Member;
  for (const [what, json, message] of refusals) {
    it(`refuses ${what} with 400 and appends nothing`, async () => {
      refusedMember ??= await newMember();
      const member = refusedMember;
      await app.settled();
      const before = await eventCount();
      const response = await create(member, json);
      expect(response.status).to.equal(400);
      expect(response.body.message).to.equal(message);
      expect(await eventCount()).to.equal(before);
    });
  }

  it('refuses a private watchlist on FREE with 403 and the PRO-only message, and uses no slot', async () => {
    const ravi = await newMember();
    const refused = await create(ravi, { name: 'Secret', isPrivate: true });
    expect(refused.status).to.equal(403);
    expect(refused.body).to.deep.equal({ message: PRIVATE_NEEDS_PRO, code: 'PRO_ONLY_PRIVATE_WATCHLISTS' });
    for (let i = 1; i <= 5; i += 1) expect((await create(ravi, { name: `List ${i}` })).status).to.equal(201);
    expect(await ownLists(ravi)).to.have.length(5);
  });

  it('keeps exactly 5 of 50 simultaneous creates on FREE and refuses the rest with the upgrade message', async () => {
    const meera = await newMember();
    const responses = await Promise.all(Array.from({ length: 50 }, (_, i) => create(meera, { name: `Race ${i}` })));
    expect(responses.filter((r) => r.status === 201)).to.have.length(5);
    const refused = responses.filter((r) => r.status !== 201);
    expect(refused).to.have.length(45);
    for (const response of refused) {
      expect(response.status).to.equal(403);
      expect(response.body).to.deep.equal({ message: watchlistsLimitMessage(5), code: 'WATCHLISTS_LIMIT_REACHED' });
    }
    expect(await ownLists(meera)).to.have.length(5);
    expect(await app.events.store.readStream(`WatchlistOwner-${meera.userId}`)).to.have.length(5);
  });

  it('lets PRO create private watchlists and more than 5', async () => {
    const priya = await newMember('pro');
    for (let i = 1; i <= 7; i += 1) {
      const response = await create(priya, { name: `Pro ${i}`, isPrivate: i % 2 === 0 });
      expect(response.status).to.equal(201);
      expect(response.body.watchlist.isPrivate).to.equal(i % 2 === 0);
    }
    expect(await ownLists(priya)).to.have.length(7);
  });

  it('lists only your own watchlists, newest first', async () => {
    const [first, second] = [await newMember(), await newMember()];
    await create(first, { name: 'Older' });
    await create(first, { name: 'Newer' });
    await create(second, { name: 'Not yours' });
    expect((await ownLists(first)).map((list) => list.name)).to.deep.equal(['Newer', 'Older']);
  });

  describe('updating', () => {
    it('renames, describes and switches privacy on PRO, answering with the watchlist', async () => {
      const owner = await newMember('pro');
      const { watchlist } = (await create(owner, { name: 'Draft', description: 'old' })).body;
      const response = await owner.visitor.request('PUT', `${WATCHLISTS}/${watchlist._id}`, {
        json: { name: ' Final ', description: null, isPrivate: true },
      });
      expect(response.status).to.equal(200);
      expect(response.body.message).to.equal(WATCHLIST_UPDATED);
      expect(response.body.watchlist).to.deep.include({
        _id: watchlist._id,
        name: 'Final',
        description: '',
        isPrivate: true,
        createdAt: watchlist.createdAt,
      });
      const detail = await readAfterAll(app, owner, `${WATCHLISTS}/${watchlist._id}`);
      expect(detail.body).to.deep.include({
        name: 'Final',
        description: '',
        isPrivate: true,
        updatedAt: response.body.watchlist.updatedAt,
      });
    });

    it('keeps what the request leaves out', async () => {
      const owner = await newMember();
      const { watchlist } = (await create(owner, { name: 'Keep', description: 'kept' })).body;
      const response = await owner.visitor.request('PUT', `${WATCHLISTS}/${watchlist._id}`, { json: { name: 'Kept' } });
      expect(response.body.watchlist).to.deep.include({ name: 'Kept', description: 'kept', isPrivate: false });
    });

    it('refuses to make a list private on FREE, and invalid names, and appends nothing', async () => {
      const owner = await newMember();
      const { watchlist } = (await create(owner, { name: 'Open' })).body;
      const path = `${WATCHLISTS}/${watchlist._id}`;
      await app.settled();
      const before = await eventCount();
      expect((await owner.visitor.request('PUT', path, { json: { isPrivate: true } })).body.message).to.equal(PRIVATE_NEEDS_PRO);
      expect((await owner.visitor.request('PUT', path, { json: { name: '' } })).body.message).to.equal(NAME_REQUIRED);
      expect((await owner.visitor.request('PUT', path, { json: { description: 'x'.repeat(201) } })).body.message).to.equal(
        DESCRIPTION_TOO_LONG,
      );
      expect(await eventCount()).to.equal(before);
    });

    it('answers 404 to anyone but the owner, and to a list that does not exist', async () => {
      const [owner, other] = [await newMember(), await newMember()];
      const { watchlist } = (await create(owner, { name: 'Mine' })).body;
      const refused = await other.visitor.request('PUT', `${WATCHLISTS}/${watchlist._id}`, { json: { name: 'Taken' } });
      expect(refused.status).to.equal(404);
      expect(refused.body.message).to.equal(WATCHLIST_NOT_FOUND);
      expect(
        (await other.visitor.request('PUT', `${WATCHLISTS}/6a1f3e2c-0000-4000-8000-000000000000`, { json: { name: 'x' } })).status,
      ).to.equal(404);
      expect((await readAfterAll(app, owner, `${WATCHLISTS}/${watchlist._id}`)).body.name).to.equal('Mine');
    });
  });

  describe('deleting', () => {
    it('deletes the list, which is then gone, and frees its slot on FREE', async () => {
      const owner = await newMember();
      const ids: string[] = [];
      for (let i = 1; i <= 5; i += 1) ids.push((await create(owner, { name: `Slot ${i}` })).body.watchlist._id);
      const deleted = await owner.visitor.request('DELETE', `${WATCHLISTS}/${ids[0]}`);
      expect(deleted.status).to.equal(200);
      expect(deleted.body.message).to.equal(WATCHLIST_DELETED);
      expect((await readAfterAll(app, owner, `${WATCHLISTS}/${ids[0]}`)).status).to.equal(404);
      expect((await create(owner, { name: 'Slot 6' })).status).to.equal(201);
      expect((await create(owner, { name: 'Slot 7' })).status).to.equal(403);
      expect(await ownLists(owner)).to.have.length(5);
    });

    it("answers 404 to deleting it twice and to deleting someone else's list, which stays", async () => {
      const [owner, other] = [await newMember(), await newMember()];
      const { watchlist } = (await create(owner, { name: 'Stays' })).body;
      expect((await other.visitor.request('DELETE', `${WATCHLISTS}/${watchlist._id}`)).status).to.equal(404);
      expect((await owner.visitor.request('DELETE', `${WATCHLISTS}/${watchlist._id}`)).status).to.equal(200);
      const again = await owner.visitor.request('DELETE', `${WATCHLISTS}/${watchlist._id}`);
      expect(again.status).to.equal(404);
      expect(again.body.message).to.equal(WATCHLIST_NOT_FOUND);
    });

    it('answers a PRO user downgraded with 6 lists: no new list until there are fewer than 5', async () => {
      const owner = await newMember('pro');
      const ids: string[] = [];
      for (let i = 1; i <= 6; i += 1) ids.push((await create(owner, { name: `Kept ${i}` })).body.watchlist._id);
      await changePlan(app, owner.userId, 'free');
      expect((await create(owner, { name: 'One more' })).status).to.equal(403);
      await owner.visitor.request('DELETE', `${WATCHLISTS}/${ids[0]}`);
      await owner.visitor.request('DELETE', `${WATCHLISTS}/${ids[1]}`);
      expect((await create(owner, { name: 'One more' })).status).to.equal(201);
    });
  });

  it('creates one watchlist for a create retried with the same Idempotency-Key', async () => {
    const owner = await newMember();
    const headers = { 'Idempotency-Key': 'watchlist-create-0001' };
    const first = await owner.visitor.request('POST', WATCHLISTS, { json: { name: 'Once' }, headers });
    const second = await owner.visitor.request('POST', WATCHLISTS, { json: { name: 'Once' }, headers });
    expect(second.status).to.equal(201);
    expect(second.body).to.deep.equal(first.body);
    expect(await ownLists(owner)).to.have.length(1);
  });

  // Last (mocha runs a describe's own tests before its nested ones): it stops the processes, so that
  // no reactor closes a deleted list's slot, and with them the mail outbox that signups need.
  describe('with the processes stopped', () => {
    it('lets a FREE user at the limit create a list right after deleting one, before any reactor has closed its slot', async () => {
      const owner = await newMember();
      await app.processes.stop();
      const ids: string[] = [];
      for (let i = 1; i <= 5; i += 1) ids.push((await create(owner, { name: `Slot ${i}` })).body.watchlist._id);
      expect((await owner.visitor.request('DELETE', `${WATCHLISTS}/${ids[0]}`)).status).to.equal(200);
      expect((await create(owner, { name: 'Slot 6' })).status).to.equal(201);
      expect((await create(owner, { name: 'Slot 7' })).status).to.equal(403);
    });
  });
});
