import type Router from '@koa/router';
import { expect } from 'chai';
import { randomBytes, randomUUID } from 'node:crypto';
import { catalogMovieIds, readAfterAll, signedUpMember, type Member } from '@more-ai/testing/members';
import { createLogger } from '@more-ai/platform';
import { sessionSecretsFrom } from '@more-ai/platform/auth/secrets';
import { startTestApp, type TestApp } from '@more-ai/testing/app';
import { createReadApi } from '../app';
import { WATCHLIST_NOT_FOUND } from './routes';

/**
 * The privacy rule (SPEC §6, issue 5): a private watchlist exists only for its owner. This walks
 * every GET route the read-api has, found from its routers, so a route added later is walked too,
 * as the owner, as another user, and as a user who followed the list while it was public.
 */
describe('a private watchlist, across every GET route', function () {
  this.timeout(180_000);
  let app: TestApp;
  let owner: Member;
  let stranger: Member;
  let formerFollower: Member;
  let hidden: { id: string; name: string; description: string };
  let shown: string;
  let movieId: string;
  let getPaths: string[];

  const ownRoutes = () => [`/api/watchlist/${hidden.id}`, `/api/watchlist/${hidden.id}/movies`, `/api/watchlist/${hidden.id}/followers`];
  const traces = () => [hidden.id, hidden.name, hidden.description];
  /** Every GET route answered for this member: each answer's status, and the paths whose answers mention the hidden list. */
  const walk = async (member: Member) => {
    const mentioning: string[] = [];
    const statuses = new Map<string, { status: number; message?: string }>();
    await app.settled();
    for (const path of getPaths) {
      const response = await member.visitor.request('GET', path);
      statuses.set(path, { status: response.status, message: response.body?.message });
      const text = JSON.stringify(response.body);
      if (traces().some((trace) => text.includes(trace))) mentioning.push(path);
    }
    return { mentioning, statuses };
  };
  const setPrivate = async (isPrivate: boolean) => {
    const response = await owner.visitor.request('PUT', `/api/watchlist/${hidden.id}`, { json: { isPrivate } });
    expect(response.status).to.equal(200);
  };
  const profileOfOwner = async (viewer: Member) => (await readAfterAll(app, viewer, `/api/profile/${owner.userId}`)).body;

  before(async () => {
    app = await startTestApp('watchlists_privacy');
    owner = await signedUpMember(app, 'keeper', 'pro');
    stranger = await signedUpMember(app, 'stranger');
    formerFollower = await signedUpMember(app, 'onlooker');
    [movieId] = (await catalogMovieIds(app, 1)) as [string];
    const suffix = randomUUID().slice(0, 8);
    hidden = { id: '', name: `Hush ${suffix}`, description: `Only mine ${suffix}` };
    const created = await owner.visitor.request('POST', '/api/watchlist', { json: { name: hidden.name, description: hidden.description } });
    hidden.id = created.body.watchlist._id;
    await owner.visitor.request('POST', `/api/watchlist/${hidden.id}/movies`, { json: { movieId } });
    shown = (await owner.visitor.request('POST', '/api/watchlist', { json: { name: 'Open to all' } })).body.watchlist._id;
    expect((await formerFollower.visitor.request('POST', `/api/watchlist/${hidden.id}/follow`)).status).to.equal(200);
    await formerFollower.visitor.request('POST', `/api/watchlist/${shown}/follow`);
    getPaths = getRoutesOfReadApi(app, { watchlist: hidden.id, user: owner.userId, movie: movieId, name: hidden.name });
  });
  after(() => app.close());

  it('finds the routes to walk: lists, profiles, favourites, the feed, movies and usage among them', () => {
    const everywhere = [
      '/api/watchlist',
      '/api/profile',
      `/api/profile/${owner.userId}`,
      '/api/favorites',
      '/api/recommendations/recent',
      '/api/movies',
      `/api/movies/${movieId}`,
    ];
    for (const path of [
      ...everywhere,
      `/api/movies/search?q=${encodeURIComponent(hidden.name)}`,
      '/api/user-subscriptions/usage',
      ...ownRoutes(),
    ]) {
      expect(getPaths).to.include(path);
    }
  });

  it('shows a public list to everyone: the walk sees it where it should', async () => {
    const { mentioning, statuses } = await walk(stranger);
    expect(mentioning).to.include.members([`/api/watchlist/${hidden.id}`, `/api/profile/${owner.userId}`]);
    for (const path of ownRoutes()) expect(statuses.get(path)!.status).to.equal(200);
    expect((await profileOfOwner(stranger)).stats.watchlistsCount).to.equal(2);
  });

  describe('once made private', () => {
    before(() => setPrivate(true));

    it('is seen in full by its owner: its routes, their own lists and profile', async () => {
      const { mentioning, statuses } = await walk(owner);
      expect(mentioning).to.include.members([
        `/api/watchlist/${hidden.id}`,
        '/api/watchlist',
        '/api/profile',
        `/api/profile/${owner.userId}`,
      ]);
      for (const path of ownRoutes()) expect(statuses.get(path)!.status).to.equal(200);
      expect((await profileOfOwner(owner)).stats.watchlistsCount).to.equal(2);
    });

    for (const who of ['another user', 'a user who followed it while it was public'] as const) {
      it(`does not exist for ${who}: 404 on its routes, absent from every other answer`, async () => {
        const viewer = who === 'another user' ? stranger : formerFollower;
        const { mentioning, statuses } = await walk(viewer);
        expect(mentioning).to.deep.equal([]);
        for (const path of ownRoutes()) expect(statuses.get(path)).to.deep.equal({ status: 404, message: WATCHLIST_NOT_FOUND });
        const profile = await profileOfOwner(viewer);
        expect(profile.stats.watchlistsCount).to.equal(1);
        expect(profile.watchlists.map((list: { _id: string }) => list._id)).to.deep.equal([shown]);
      });
    }

    it('cannot be followed, nor left by its former follower, who is told it does not exist', async () => {
      const follow = await stranger.visitor.request('POST', `/api/watchlist/${hidden.id}/follow`);
      expect([follow.status, follow.body.message]).to.deep.equal([404, WATCHLIST_NOT_FOUND]);
      const leave = await formerFollower.visitor.request('DELETE', `/api/watchlist/${hidden.id}/follow`);
      expect([leave.status, leave.body.message]).to.deep.equal([404, WATCHLIST_NOT_FOUND]);
      const batch = await stranger.visitor.request('POST', '/api/watchlist/batch/add-movie', {
        json: { movieId, watchlistIds: [hidden.id] },
      });
      expect(batch.body.errors).to.deep.equal([{ watchlistId: hidden.id, message: WATCHLIST_NOT_FOUND, code: 'WATCHLIST_NOT_FOUND' }]);
    });

    it('shows again to others as soon as it is made public again', async () => {
      await setPrivate(false);
      const { mentioning, statuses } = await walk(stranger);
      expect(mentioning).to.include.members([`/api/watchlist/${hidden.id}`, `/api/profile/${owner.userId}`]);
      for (const path of ownRoutes()) expect(statuses.get(path)!.status).to.equal(200);
      await setPrivate(true);
    });
  });
});

/**
 * The read-api's GET paths, from its routers, with their parameters filled. A router's `routes()`
 * middleware carries the router, whose layers carry the paths.
 */
function getRoutesOfReadApi(app: TestApp, ids: { watchlist: string; user: string; movie: string; name: string }): string[] {
  const readApi = createReadApi({
    db: app.db,
    watcher: app.watcher,
    log: createLogger('privacy-walk', 'silent'),
    behindProxy: false,
    health: [],
    secrets: sessionSecretsFrom(randomBytes(32)),
  });
  const paths = new Set<string>();
  for (const middleware of readApi.middleware) {
    const router = (middleware as { router?: Router }).router;
    for (const layer of router?.stack ?? []) {
      if (!layer.methods.includes('GET')) continue;
      paths.add(typeof layer.path === 'string' ? fillNamed(layer.path, ids) : fillCaptures(layer.path, ids.watchlist));
    }
  }
  return [...paths];
}

// A parameter is a user's or a movie's id by its name or the segment before it (`/movies/:id`);
// any other gets the hidden list's id. A search looks for the hidden list's name.
function fillNamed(path: string, ids: { watchlist: string; user: string; movie: string; name: string }): string {
  const filled = path.replace(/([^/]*)\/:(\w+)/g, (_, segment: string, name: string) => {
    const kind = `${segment} ${name}`;
    return `${segment}/${/user|profile/i.test(kind) ? ids.user : /movie/i.test(kind) ? ids.movie : ids.watchlist}`;
  });
  return filled.endsWith('/search') ? `${filled}?q=${encodeURIComponent(ids.name)}` : filled;
}

// The watchlist routes match ids by RegExp (`^\/api\/watchlist\/(uuid)\/movies$`).
function fillCaptures(path: RegExp, id: string): string {
  return path.source
    .replace(/^\^/, '')
    .replace(/\$$/, '')
    .replace(/\([^)]*\)/g, id)
    .replace(/\\\//g, '/');
}
