import { expect } from 'chai';
import { startTestApp, type TestApp } from '@more-ai/testing/app';
import { ALREADY_FOLLOWING_WATCHLIST, CANNOT_FOLLOW_OWN_WATCHLIST, NOT_FOLLOWING_WATCHLIST, WATCHLIST_NOT_FOUND } from './decide';
import { WATCHLIST_FOLLOWED, WATCHLIST_UNFOLLOWED } from './follow-routes';
import { catalogMovieIds, readAfterAll, signedUpMember, type Member } from '@more-ai/testing/members';

describe('watchlists: following', function () {
  this.timeout(120_000);
  let app: TestApp;
  let members = 0;
  const newMember = (plan: 'free' | 'pro' = 'free') => signedUpMember(app, `follower${(members += 1)}`, plan);
  const newList = async (member: Member, json: unknown = { name: 'Worth following' }) =>
    (await member.visitor.request('POST', '/api/watchlist', { json })).body.watchlist._id as string;
  const follow = (member: Member, listId: string) => member.visitor.request('POST', `/api/watchlist/${listId}/follow`);
  const unfollow = (member: Member, listId: string) => member.visitor.request('DELETE', `/api/watchlist/${listId}/follow`);
  const detail = (member: Member, listId: string) => readAfterAll(app, member, `/api/watchlist/${listId}`);

  before(async () => {
    app = await startTestApp('watchlists_following');
  });
  after(() => app.close());

  it('counts followers as they follow and unfollow, and shows who follows', async () => {
    const [owner, asha, ravi] = [await newMember(), await newMember(), await newMember()];
    const listId = await newList(owner);

    const first = await follow(asha, listId);
    expect(first.status).to.equal(200);
    expect(first.body).to.include({ message: WATCHLIST_FOLLOWED, followersCount: 1 });
    expect((await follow(ravi, listId)).body.followersCount).to.equal(2);

    const followers = (await readAfterAll(app, asha, `/api/watchlist/${listId}/followers`)).body.followers;
    expect(followers).to.deep.equal([
      { _id: asha.userId, username: asha.username },
      { _id: ravi.userId, username: ravi.username },
    ]);
    expect((await detail(asha, listId)).body).to.deep.include({ followersCount: 2, isFollowing: true, followers: [] });
    expect((await detail(owner, listId)).body).to.deep.include({
      followersCount: 2,
      isFollowing: false,
      followers: [asha.userId, ravi.userId],
    });

    const left = await unfollow(asha, listId);
    expect(left.status).to.equal(200);
    expect(left.body).to.include({ message: WATCHLIST_UNFOLLOWED, followersCount: 1 });
    expect((await detail(asha, listId)).body).to.deep.include({ followersCount: 1, isFollowing: false });
    expect((await readAfterAll(app, owner, '/api/watchlist')).body.watchlists[0].followersCount).to.equal(1);
  });

  it('counts every one of 5 simultaneous followers', async () => {
    const owner = await newMember();
    const listId = await newList(owner);
    const crowd = await Promise.all(Array.from({ length: 5 }, () => newMember()));
    const responses = await Promise.all(crowd.map((member) => follow(member, listId)));
    expect(responses.map((r) => r.status)).to.deep.equal(Array(5).fill(200));
    expect(Math.max(...responses.map((r) => r.body.followersCount))).to.equal(5);
    expect((await detail(owner, listId)).body.followersCount).to.equal(5);
  });

  it('refuses following your own list (422), twice (409), and unfollowing a list not followed (404)', async () => {
    const [owner, asha] = [await newMember(), await newMember()];
    const listId = await newList(owner);
    const own = await follow(owner, listId);
    expect([own.status, own.body.message]).to.deep.equal([422, CANNOT_FOLLOW_OWN_WATCHLIST]);
    await follow(asha, listId);
    const twice = await follow(asha, listId);
    expect([twice.status, twice.body.message]).to.deep.equal([409, ALREADY_FOLLOWING_WATCHLIST]);
    const notFollowed = await unfollow(owner, listId);
    expect([notFollowed.status, notFollowed.body.message]).to.deep.equal([404, NOT_FOLLOWING_WATCHLIST]);
  });

  it('answers 404 to following a private list, a deleted one and one that never existed', async () => {
    const [owner, asha] = [await newMember('pro'), await newMember()];
    const privateId = await newList(owner, { name: 'Hidden', isPrivate: true });
    const deletedId = await newList(owner, { name: 'Gone' });
    await owner.visitor.request('DELETE', `/api/watchlist/${deletedId}`);
    for (const listId of [privateId, deletedId, '9d8c7b6a-5f4e-4d3c-8b2a-1f0e9d8c7b6a']) {
      const response = await follow(asha, listId);
      expect([response.status, response.body.message]).to.deep.equal([404, WATCHLIST_NOT_FOUND]);
    }
  });

  describe('when an account is deleted', () => {
    it("removes the owner's lists from everyone's view, and refuses following them", async () => {
      const [owner, asha] = [await newMember(), await newMember()];
      const listId = await newList(owner, { name: 'Soon gone', description: 'words of mine' });
      const [movieId] = await catalogMovieIds(app, 1);
      await owner.visitor.request('POST', `/api/watchlist/${listId}/movies`, { json: { movieId } });
      await follow(asha, listId);
      expect((await owner.visitor.request('DELETE', '/api/auth/delete-account')).status).to.equal(200);

      for (const path of [`/api/watchlist/${listId}`, `/api/watchlist/${listId}/movies`, `/api/watchlist/${listId}/followers`]) {
        const response = await readAfterAll(app, asha, path);
        expect([path, response.status]).to.deep.equal([path, 404]);
      }
      expect((await follow(asha, listId)).status).to.equal(404);
      const stored = await app.db('rm_watchlists.watchlists').where({ id: listId }).first();
      expect(stored).to.include({ deleted: true, name: 'Deleted watchlist', description: '' });
      expect(await app.db('rm_watchlists.watchlist_movies').where({ watchlist_id: listId })).to.deep.equal([]);
    });

    it('removes a deleted follower from the followers and the counts', async () => {
      const [owner, asha, ravi] = [await newMember(), await newMember(), await newMember()];
      const listId = await newList(owner);
      await follow(asha, listId);
      await follow(ravi, listId);
      await ravi.visitor.request('DELETE', '/api/auth/delete-account');
      await app.settled();
      expect((await readAfterAll(app, owner, `/api/watchlist/${listId}/followers`)).body.followers).to.deep.equal([
        { _id: asha.userId, username: asha.username },
      ]);
      expect((await detail(owner, listId)).body).to.deep.include({ followersCount: 1, followers: [asha.userId] });
      // The command side's count leaves the deleted follower out too, though the list's stream still holds the follow.
      expect((await unfollow(asha, listId)).body.followersCount).to.equal(0);
    });
  });
});
