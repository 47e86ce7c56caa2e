import { expect } from 'chai';
import { randomUUID } from 'node:crypto';
import type { PlanType } from '@more-ai/events/catalog/index';
import { StreamNotFoundError } from '@more-ai/events/store/port';
import { startTestApp, type TestApp } from '@more-ai/testing/app';
import { accountDecider } from '../accounts/decide';
import { signedUpVisitor, type Visitor } from '@more-ai/testing/visitor';
import { ALREADY_A_FAVORITE, NOT_A_FAVORITE } from './decide';
import { FAVORITE_ADDED, FAVORITE_REMOVED } from './routes';

const LIMIT_MESSAGE = 'You have reached the limit of 10 favorites on the FREE plan. Upgrade to PRO for unlimited favorites.';

describe('favorites over HTTP', function () {
  this.timeout(180_000);
  let app: TestApp;
  let movieIds: string[];
  let users = 0;
  const metadata = { actor: 'system', correlationId: 'test', causationId: 'test' };

  /** A new signed-up user, FREE unless told, with their id. */
  const newUser = async (plan: PlanType = 'free') => {
    const visitor = await signedUpVisitor(app, `fan${(users += 1)}`);
    const userId: string = (await visitor.request('GET', '/api/auth/me')).body.user._id;
    if (plan !== 'free') await app.commands.handle(accountDecider, userId, { type: 'ChangePlan', plan }, metadata);
    return { visitor, userId };
  };
  const add = (visitor: Visitor, movieId: unknown) => visitor.request('POST', '/api/favorites', { json: { movieId } });
  const remove = (visitor: Visitor, movieId: string) => visitor.request('DELETE', `/api/favorites/${movieId}`);
  const favoritesOf = async (visitor: Visitor, position?: string) =>
    (await visitor.request('GET', '/api/favorites', { headers: position ? { 'X-Min-Position': position } : {} })).body.favorites as {
      _id: string;
    }[];
  const storedOf = async (userId: string) => {
    const ids = new Set<string>();
    const events = await app.events.store.readStream(`Favorites-${userId}`).catch((error: unknown) => {
      if (error instanceof StreamNotFoundError) return [];
      throw error;
    });
    for (const event of events) {
      if (event.type === 'FavoriteAdded') ids.add(event.data.movieId as string);
      else ids.delete(event.data.movieId as string);
    }
    return ids;
  };

  before(async () => {
    // The bundled catalog: more than 50 titles to favor.
    app = await startTestApp('favorites');
    await app.settled();
    movieIds = await app.db('rm_movies.movies').orderBy('id').limit(60).pluck('id');
  });
  after(() => app.close());

  it('adds a movie with 201, the movie as cards show it and a position, and lists it', async () => {
    const { visitor } = await newUser();
    const response = await add(visitor, movieIds[0]);
    expect(response.status).to.equal(201);
    expect(response.body.message).to.equal(FAVORITE_ADDED);
    expect(response.body.favorite).to.include({ _id: movieIds[0] });
    expect(response.body.favorite).to.include.keys('title', 'year', 'length', 'language', 'director', 'cast', 'plot', 'availableOn');
    expect(response.body.favorite).to.not.have.property('reason');
    expect(response.body.position).to.match(/^\d+-\d+$/);
    expect(response.headers.get('x-event-position')).to.equal(response.body.position);
    expect((await favoritesOf(visitor, response.body.position)).map((m) => m._id)).to.deep.equal([movieIds[0]]);
  });

  it('lists the newest favorite first', async () => {
    const { visitor } = await newUser();
    let position = '';
    for (const movieId of movieIds.slice(0, 4)) position = (await add(visitor, movieId)).body.position;
    expect((await favoritesOf(visitor, position)).map((m) => m._id)).to.deep.equal(movieIds.slice(0, 4).reverse());
  });

  it('keeps exactly 10 of 50 concurrent adds on the FREE plan and refuses the other 40 with 403 and the upgrade message', async () => {
    const { visitor, userId } = await newUser();
    const responses = await Promise.all(movieIds.slice(0, 50).map((movieId) => add(visitor, movieId)));
    const added = responses.filter((r) => r.status === 201);
    const refused = responses.filter((r) => r.status !== 201);
    expect(added).to.have.length(10);
    expect(refused).to.have.length(40);
    for (const response of refused) {
      expect(response.status).to.equal(403);
      expect(response.body).to.deep.equal({ message: LIMIT_MESSAGE, code: 'FAVORITES_LIMIT_REACHED' });
    }
    const stored = await storedOf(userId);
    expect(stored.size).to.equal(10);
    expect([...stored].sort()).to.deep.equal(added.map((r) => r.body.favorite._id).sort());
    await app.settled();
    expect(await favoritesOf(visitor)).to.have.length(10);
  });

  it('makes room again when a favorite is removed', async () => {
    const { visitor } = await newUser();
    for (const movieId of movieIds.slice(0, 10)) expect((await add(visitor, movieId)).status).to.equal(201);
    expect((await add(visitor, movieIds[10])).status).to.equal(403);
    expect((await remove(visitor, movieIds[0]!)).status).to.equal(200);
    expect((await add(visitor, movieIds[10])).status).to.equal(201);
  });

  it('has no limit on the PRO plan', async () => {
    const { visitor, userId } = await newUser('pro');
    const responses = await Promise.all(movieIds.slice(0, 25).map((movieId) => add(visitor, movieId)));
    expect(responses.map((r) => r.status)).to.deep.equal(Array(25).fill(201));
    expect((await storedOf(userId)).size).to.equal(25);
  });

  it('refuses a movie already in the favorites with 409', async () => {
    const { visitor } = await newUser();
    expect((await add(visitor, movieIds[5])).status).to.equal(201);
    const again = await add(visitor, movieIds[5]);
    expect([again.status, again.body.message]).to.deep.equal([409, ALREADY_A_FAVORITE]);
  });

  it('refuses a movie the catalog does not know with 404, and appends nothing', async () => {
    const { visitor, userId } = await newUser();
    for (const movieId of [randomUUID(), 'not-a-movie']) {
      const response = await add(visitor, movieId);
      expect([response.status, response.body.message]).to.deep.equal([404, 'Movie not found']);
    }
    expect((await storedOf(userId)).size).to.equal(0);
  });

  it('refuses a request without a movie id with 400', async () => {
    const { visitor } = await newUser();
    for (const json of [{}, { movieId: '  ' }]) {
      const response = await visitor.request('POST', '/api/favorites', { json });
      expect([response.status, response.body.message]).to.deep.equal([400, 'Movie id is required']);
    }
    expect((await add(visitor, 42)).body.message).to.equal('Movie id must be text');
  });

  it('removes a favorite with 200 and a position, after which it is no longer listed', async () => {
    const { visitor } = await newUser();
    await add(visitor, movieIds[1]);
    await add(visitor, movieIds[2]);
    const response = await remove(visitor, movieIds[1]!);
    expect(response.status).to.equal(200);
    expect(response.body.message).to.equal(FAVORITE_REMOVED);
    expect((await favoritesOf(visitor, response.body.position)).map((m) => m._id)).to.deep.equal([movieIds[2]]);
  });

  it('refuses to remove a movie that is not a favorite with 404', async () => {
    const { visitor } = await newUser();
    for (const movieId of [movieIds[3]!, 'not-a-movie']) {
      const response = await remove(visitor, movieId);
      expect([response.status, response.body.message]).to.deep.equal([404, NOT_A_FAVORITE]);
    }
  });

  it('shows each user only their own favorites', async () => {
    const asha = await newUser();
    const ravi = await newUser();
    const position = (await add(asha.visitor, movieIds[7])).body.position;
    expect(await favoritesOf(ravi.visitor, position)).to.deep.equal([]);
  });

  it('needs a signed-in user', async () => {
    expect((await app.request('GET', '/api/favorites')).status).to.equal(401);
    expect((await app.request('POST', '/api/favorites', { json: { movieId: movieIds[0] } })).status).to.equal(401);
    expect((await app.request('DELETE', `/api/favorites/${movieIds[0]}`)).status).to.equal(401);
  });
});
