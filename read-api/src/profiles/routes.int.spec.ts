import { expect } from 'chai';
import { randomUUID } from 'node:crypto';
import { catalogMovieIds, signedUpMember, type Member } from '@more-ai/testing/members';
import { startTestApp, type TestApp } from '@more-ai/testing/app';
import { PROFILE_NOT_FOUND } from './routes';

describe('profiles over HTTP', function () {
  this.timeout(180_000);
  let app: TestApp;
  let asha: Member, ravi: Member, meera: Member;
  let movieIds: string[];
  /** The latest position each member's own commands returned: their reads wait for it. */
  const seen = new Map<Member, string>();

  const act = async (member: Member, method: string, path: string, json?: unknown) => {
    const response = await member.visitor.request(method, path, json === undefined ? {} : { json });
    if (response.status >= 300) throw new Error(`${method} ${path}: ${response.status} ${JSON.stringify(response.body)}`);
    seen.set(member, response.body.position);
    return response.body;
  };
  const profile = (viewer: Member, of?: Member | string) => {
    const path = of === undefined ? '/api/profile' : `/api/profile/${typeof of === 'string' ? of : of.userId}`;
    const position = seen.get(viewer);
    return viewer.visitor.request('GET', path, { headers: position ? { 'X-Min-Position': position } : {} });
  };
  const ids = (items: { _id: string }[]) => items.map((item) => item._id);

  before(async () => {
    app = await startTestApp('profiles');
    [asha, ravi, meera] = await Promise.all([
      signedUpMember(app, 'asha', 'pro'),
      signedUpMember(app, 'ravi'),
      signedUpMember(app, 'meera'),
    ]);
    movieIds = await catalogMovieIds(app, 3);
  });
  after(() => app.close());

  describe("one's own profile (GET /api/profile)", () => {
    it('starts with no lists, no favourites and no one followed', async () => {
      const response = await profile(asha);
      expect(response.status).to.equal(200);
      expect(response.body).to.have.all.keys('user', 'watchlists', 'favoriteMovies', 'following', 'followers', 'stats', 'isFollowing');
      expect(response.body.user).to.deep.include({ _id: asha.userId, username: 'asha', email: 'asha@example.com' });
      expect(Date.parse(response.body.user.createdAt)).to.be.closeTo(Date.now(), 600_000);
      expect(response.body).to.deep.include({ watchlists: [], favoriteMovies: [], following: [], followers: [], isFollowing: false });
      expect(response.body.stats).to.deep.equal({ watchlistsCount: 0, favoritesCount: 0 });
    });

    it('counts the favourites and every list, private ones included, once they are added', async () => {
      await act(asha, 'POST', '/api/favorites', { movieId: movieIds[0] });
      await act(asha, 'POST', '/api/favorites', { movieId: movieIds[1] });
      await act(asha, 'POST', '/api/watchlist', { name: 'Sunday noir' });
      await act(asha, 'POST', '/api/watchlist', { name: 'Guilty pleasures', isPrivate: true });

      const { body } = await profile(asha);
      expect(body.stats).to.deep.equal({ watchlistsCount: 2, favoritesCount: 2 });
      expect(body.watchlists.map((w: { name: string }) => w.name)).to.deep.equal(['Guilty pleasures', 'Sunday noir']);
      expect(ids(body.favoriteMovies)).to.deep.equal([movieIds[1], movieIds[0]]);
      expect((await profile(asha, asha)).body).to.deep.equal(body);
    });
  });

  describe("another user's profile (GET /api/profile/{userId})", () => {
    it('shows their public lists and favourites, without their e-mail', async () => {
      seen.set(ravi, seen.get(asha)!);
      const response = await profile(ravi, asha);
      expect(response.status).to.equal(200);
      expect(response.body.user).to.deep.include({ _id: asha.userId, username: 'asha' }).and.not.to.have.property('email');
      expect(response.body.watchlists).to.have.length(1);
      expect(response.body.watchlists[0]).to.deep.include({
        name: 'Sunday noir',
        isPrivate: false,
        movies: [],
        followers: [],
        user: { _id: asha.userId, username: 'asha' },
      });
      expect(ids(response.body.favoriteMovies)).to.deep.equal([movieIds[1], movieIds[0]]);
      expect(response.body.stats).to.deep.equal({ watchlistsCount: 1, favoritesCount: 2 });
    });

    it('loses a list from their profile and its count the moment it is made private', async () => {
      const [noir] = (await profile(asha)).body.watchlists.filter((w: { name: string }) => w.name === 'Sunday noir');
      await act(ravi, 'POST', `/api/watchlist/${noir._id}/follow`);
      await act(asha, 'PUT', `/api/watchlist/${noir._id}`, { isPrivate: true });
      seen.set(ravi, seen.get(asha)!);

      const seenByRavi = (await profile(ravi, asha)).body;
      expect(seenByRavi.watchlists).to.deep.equal([]);
      expect(seenByRavi.stats).to.deep.equal({ watchlistsCount: 0, favoritesCount: 2 });
      expect(JSON.stringify(seenByRavi)).not.to.include(noir._id);
      expect((await profile(asha)).body.stats.watchlistsCount).to.equal(2);

      await act(asha, 'PUT', `/api/watchlist/${noir._id}`, { isPrivate: false });
      seen.set(ravi, seen.get(asha)!);
      expect(ids((await profile(ravi, asha)).body.watchlists)).to.deep.equal([noir._id]);
    });

    it('answers 404 for an unknown or malformed id, and 401 without a session', async () => {
      for (const id of [randomUUID(), 'nobody']) {
        const response = await profile(ravi, id);
        expect([response.status, response.body.message]).to.deep.equal([404, PROFILE_NOT_FOUND]);
      }
      expect((await app.request('GET', `/api/profile/${asha.userId}`)).status).to.equal(401);
      expect((await app.request('GET', '/api/profile')).status).to.equal(401);
    });
  });

  describe('following people', () => {
    it('lists followers and following by name, and tells the viewer whether they follow', async () => {
      await act(ravi, 'POST', `/api/profile/${asha.userId}/follow`);
      await act(asha, 'POST', `/api/profile/${ravi.userId}/follow`);
      for (const viewer of [ravi, meera]) seen.set(viewer, seen.get(asha)!);

      const ashaSeenByRavi = (await profile(ravi, asha)).body;
      expect(ashaSeenByRavi.followers).to.deep.equal([{ _id: ravi.userId, username: 'ravi' }]);
      expect(ashaSeenByRavi.following).to.deep.equal([{ _id: ravi.userId, username: 'ravi' }]);
      expect(ashaSeenByRavi.isFollowing).to.equal(true);
      expect((await profile(meera, asha)).body.isFollowing).to.equal(false);
      expect((await profile(ravi)).body.following).to.deep.equal([{ _id: asha.userId, username: 'asha' }]);
    });

    it('drops an unfollowed person from both lists', async () => {
      await act(ravi, 'DELETE', `/api/profile/${asha.userId}/follow`);
      seen.set(asha, seen.get(ravi)!);
      const own = (await profile(asha)).body;
      expect(own.followers).to.deep.equal([]);
      expect(ids(own.following)).to.deep.equal([ravi.userId]);
      expect((await profile(ravi, asha)).body.isFollowing).to.equal(false);
    });
  });

  describe('a deleted user', () => {
    it('has no profile any more and vanishes from following and followers lists and counts', async () => {
      await act(meera, 'POST', `/api/profile/${asha.userId}/follow`);
      await act(asha, 'POST', `/api/profile/${meera.userId}/follow`);
      const gone = await act(meera, 'DELETE', '/api/auth/delete-account');
      for (const member of [asha, ravi]) seen.set(member, gone.position);

      const response = await profile(ravi, meera);
      expect([response.status, response.body.message]).to.deep.equal([404, PROFILE_NOT_FOUND]);
      const own = (await profile(asha)).body;
      expect(ids(own.followers)).to.deep.equal([]);
      expect(ids(own.following)).to.deep.equal([ravi.userId]);
      expect(JSON.stringify(own)).not.to.include(meera.userId);

      const refollow = await asha.visitor.request('POST', `/api/profile/${meera.userId}/follow`);
      expect([refollow.status, refollow.body.message]).to.deep.equal([404, 'User not found']);
      const follow = await ravi.visitor.request('POST', `/api/profile/${asha.userId}/follow`);
      expect(follow.body.followersCount).to.equal(1);
    });
  });
});
