import { expect } from 'chai';
import { randomUUID } from 'node:crypto';
import { accountDecider } from '@more-ai/command-api/accounts/decide';
import { SAMPLE_CATALOG_DIR } from '@more-ai/command-api/catalog/sample-catalog';
import { followsDecider } from '@more-ai/command-api/follows/decide';
import { startTestApp, type TestApp } from '@more-ai/testing/app';
import { registerAccounts } from '@more-ai/testing/members';
import { rebuildProjection } from '../runner/rebuild';
import { followsProjector } from './projector';

describe('the follows read model', function () {
  this.timeout(60_000);
  let app: TestApp;
  const metadata = { actor: 'system', correlationId: 'test', causationId: 'test' };
  const ids = { asha: randomUUID(), ravi: randomUUID(), meera: randomUUID(), gone: randomUUID() };
  // The route checks the followee's account; here the decider is driven directly, as a race would.
  const follow = (followerId: string, followeeId: string) =>
    app.commands.handle(followsDecider, followerId, { type: 'FollowUser', followerId, followeeId, followeeExists: true }, metadata);
  const unfollow = (followerId: string, followeeId: string) =>
    app.commands.handle(followsDecider, followerId, { type: 'UnfollowUser', followerId, followeeId, followeeExists: true }, metadata);
  const pairs = async () =>
    (await app.db('rm_follows.follows')).map((row) => `${nameOf(row.follower_id)}→${nameOf(row.followee_id)}`).sort();
  const nameOf = (id: string) => Object.entries(ids).find(([, userId]) => userId === id)?.[0];

  before(async () => {
    app = await startTestApp('follows_projector', { catalogDir: SAMPLE_CATALOG_DIR });
    await registerAccounts(app, ids);
    await follow(ids.asha, ids.ravi);
    await follow(ids.asha, ids.meera);
    await follow(ids.ravi, ids.asha);
    await unfollow(ids.asha, ids.meera);
    await follow(ids.meera, ids.asha);
    await unfollow(ids.meera, ids.asha);
    await follow(ids.meera, ids.asha);
    await follow(ids.gone, ids.asha);
    await follow(ids.ravi, ids.gone);
    await app.commands.handle(accountDecider, ids.gone, { type: 'DeleteAccount' }, metadata);
    // Follows decided before the deletion whose appends landed after it.
    await follow(ids.meera, ids.gone);
    await follow(ids.gone, ids.ravi);
    await app.settled();
  });
  after(() => app.close());

  it('holds who follows whom as followed and unfollowed, with when', async () => {
    expect(await pairs()).to.deep.equal(['asha→ravi', 'meera→asha', 'ravi→asha']);
    const row = await app.db('rm_follows.follows').where({ follower_id: ids.asha, followee_id: ids.ravi }).first();
    expect(Date.parse(row.followed_at)).to.be.closeTo(Date.now(), 60_000);
  });

  it('removes a deleted account from both sides, also for follows appended after the deletion', async () => {
    const involvingGone = await app.db('rm_follows.follows').where({ follower_id: ids.gone }).orWhere({ followee_id: ids.gone });
    expect(involvingGone).to.deep.equal([]);
  });

  it('rebuilds from the log into the same rows', async () => {
    const incremental = await app.db('rm_follows.follows').orderBy(['follower_id', 'followee_id']);
    await rebuildProjection({ store: app.events.log, db: app.db, projector: followsProjector });
    expect(await app.db('rm_follows.follows').orderBy(['follower_id', 'followee_id'])).to.deep.equal(incremental);
  });
});
