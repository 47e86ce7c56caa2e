import { expect } from 'chai';
import { randomUUID } from 'node:crypto';
import { accountDecider } from '@more-ai/command-api/accounts/decide';
import { signedUpVisitor, type Visitor } from '@more-ai/testing/visitor';
import { SAMPLE_CATALOG_DIR } from '@more-ai/command-api/catalog/sample-catalog';
import type { PlanType } from '@more-ai/events/catalog/index';
import { startTestApp, type TestApp } from '@more-ai/testing/app';

const KEYS = ['limited_api_requests', 'limited_favorites', 'limited_watchlists'];

describe('feature limits and usage', function () {
  this.timeout(120_000);
  let app: TestApp;
  let movieIds: string[];
  let registry: { id: string; key: string }[];
  let users = 0;
  const metadata = { actor: 'system', correlationId: 'test', causationId: 'test' };

  const newUser = async (plan: PlanType = 'free') => {
    const visitor = await signedUpVisitor(app, `counter${(users += 1)}`);
    if (plan !== 'free') {
      const userId = (await visitor.request('GET', '/api/auth/me')).body.user._id;
      await app.commands.handle(accountDecider, userId, { type: 'ChangePlan', plan }, metadata);
    }
    return visitor;
  };
  const idOf = (key: string) => registry.find((feature) => feature.key === key)!.id;
  /** Adds favorites one by one; returns the last answer's position for read-your-writes. */
  const addFavorites = async (visitor: Visitor, movies: string[]) => {
    let position = '';
    for (const movieId of movies) {
      const response = await visitor.request('POST', '/api/favorites', { json: { movieId } });
      expect(response.status, JSON.stringify(response.body)).to.equal(201);
      position = response.body.position;
    }
    return position;
  };
  const check = async (visitor: Visitor, key: string, position?: string) => {
    const response = await visitor.request('GET', `/api/user-subscriptions/feature/${idOf(key)}/check`, {
      headers: position ? { 'X-Min-Position': position } : {},
    });
    expect(response.status, JSON.stringify(response.body)).to.equal(200);
    return response.body;
  };

  before(async () => {
    app = await startTestApp('feature_usage', { catalogDir: SAMPLE_CATALOG_DIR });
    await app.settled();
    movieIds = await app.db('rm_movies.movies').orderBy('id').limit(12).pluck('id');
    registry = (await (await newUser()).request('GET', '/api/features/registry')).body;
  });
  after(() => app.close());

  it('lists the feature registry: each key once, with an id the check resolves', async () => {
    expect(registry.map((feature) => feature.key)).to.deep.equal(KEYS);
    for (const feature of registry) expect(feature).to.have.keys('id', 'key');
    const visitor = await newUser();
    for (const { id } of registry) {
      const response = await visitor.request('GET', `/api/user-subscriptions/feature/${id}/check`);
      expect(response.status).to.equal(200);
      expect(response.body).to.have.keys('limit', 'used', 'remaining', 'canUse');
    }
  });

  it('counts favorites against the FREE limit of 10: before, after some and at the limit', async () => {
    const visitor = await newUser();
    expect(await check(visitor, 'limited_favorites')).to.deep.equal({ limit: 10, used: 0, remaining: 10, canUse: true });
    let position = await addFavorites(visitor, movieIds.slice(0, 3));
    expect(await check(visitor, 'limited_favorites', position)).to.deep.equal({ limit: 10, used: 3, remaining: 7, canUse: true });
    const removed = await visitor.request('DELETE', `/api/favorites/${movieIds[0]}`);
    expect(await check(visitor, 'limited_favorites', removed.body.position)).to.deep.equal({
      limit: 10,
      used: 2,
      remaining: 8,
      canUse: true,
    });
    position = await addFavorites(visitor, movieIds.slice(3, 11));
    expect(await check(visitor, 'limited_favorites', position)).to.deep.equal({ limit: 10, used: 10, remaining: 0, canUse: false });
  });

  it('reports PRO features as unlimited (-1) while still counting their use', async () => {
    const visitor = await newUser('pro');
    const position = await addFavorites(visitor, movieIds.slice(0, 12));
    expect(await check(visitor, 'limited_favorites', position)).to.deep.equal({ limit: -1, used: 12, remaining: -1, canUse: true });
    expect(await check(visitor, 'limited_watchlists')).to.deep.equal({ limit: -1, used: 0, remaining: -1, canUse: true });
    expect(await check(visitor, 'limited_api_requests')).to.deep.equal({ limit: -1, used: 0, remaining: -1, canUse: true });
  });

  it("answers the usage of every feature with the user's plan", async () => {
    const visitor = await newUser();
    await addFavorites(visitor, movieIds.slice(0, 2));
    const search = await visitor.request('POST', '/api/recommendations/recommend', { json: { description: 'a heist thriller' } });
    expect(search.status).to.equal(200);
    const response = await visitor.request('GET', '/api/user-subscriptions/usage', { headers: { 'X-Min-Position': search.body.position } });
    expect(response.status).to.equal(200);
    expect(response.body).to.deep.equal({
      plan: 'free',
      features: {
        limited_api_requests: { limit: 20, used: 1, remaining: 19, canUse: true },
        limited_favorites: { limit: 10, used: 2, remaining: 8, canUse: true },
        limited_watchlists: { limit: 5, used: 0, remaining: 5, canUse: true },
      },
    });
  });

  it('lets a FREE user create watchlists until 5: a warning when one is left, the limit message at 5', async () => {
    const visitor = await newUser();
    const canCreate = async (position?: string) => {
      const response = await visitor.request('GET', '/api/watchlist/can-create', {
        headers: position ? { 'X-Min-Position': position } : {},
      });
      expect(response.status).to.equal(200);
      return response.body;
    };
    const create = async (count: number) => {
      let position = '';
      for (let i = 0; i < count; i += 1) {
        const response = await visitor.request('POST', '/api/watchlist', { json: { name: `List ${i}` } });
        expect(response.status, JSON.stringify(response.body)).to.equal(201);
        position = response.body.position;
      }
      return position;
    };
    expect(await canCreate()).to.deep.equal({ canCreate: true, message: null, warning: null });
    let position = await create(4);
    expect(await canCreate(position)).to.deep.equal({
      canCreate: true,
      message: null,
      warning: 'You can create 1 more watchlist on the FREE plan.',
    });
    expect(await check(visitor, 'limited_watchlists', position)).to.deep.equal({ limit: 5, used: 4, remaining: 1, canUse: true });
    position = await create(1);
    expect(await canCreate(position)).to.deep.equal({
      canCreate: false,
      message: 'You have reached the limit of 5 watchlists on the FREE plan. Upgrade to PRO for unlimited watchlists.',
      warning: null,
    });
    expect(await check(visitor, 'limited_watchlists', position)).to.deep.equal({ limit: 5, used: 5, remaining: 0, canUse: false });
  });

  it('counts a deleted watchlist no more', async () => {
    const visitor = await newUser();
    const created = await visitor.request('POST', '/api/watchlist', { json: { name: 'Short-lived' } });
    expect(await check(visitor, 'limited_watchlists', created.body.position)).to.include({ used: 1 });
    const deleted = await visitor.request('DELETE', `/api/watchlist/${created.body.watchlist._id}`);
    expect(deleted.status).to.equal(200);
    expect(await check(visitor, 'limited_watchlists', deleted.body.position)).to.deep.equal({
      limit: 5,
      used: 0,
      remaining: 5,
      canUse: true,
    });
  });

  it('lets a PRO user always create a watchlist, without a warning', async () => {
    const visitor = await newUser('pro');
    for (let i = 0; i < 6; i += 1)
      expect((await visitor.request('POST', '/api/watchlist', { json: { name: `Pro list ${i}` } })).status).to.equal(201);
    await app.settled();
    expect((await visitor.request('GET', '/api/watchlist/can-create')).body).to.deep.equal({
      canCreate: true,
      message: null,
      warning: null,
    });
  });

  it('answers 404 for a feature id the registry does not hold', async () => {
    const visitor = await newUser();
    for (const id of [randomUUID(), 'limited_favorites']) {
      const response = await visitor.request('GET', `/api/user-subscriptions/feature/${id}/check`);
      expect([response.status, response.body.message]).to.deep.equal([404, 'Feature not found']);
    }
  });

  it('needs a signed-in user', async () => {
    for (const path of [
      '/api/features/registry',
      `/api/user-subscriptions/feature/${idOf('limited_favorites')}/check`,
      '/api/user-subscriptions/usage',
      '/api/watchlist/can-create',
    ]) {
      expect((await app.request('GET', path)).status, path).to.equal(401);
    }
  });
});
