import { expect } from 'chai';
import { signedUpVisitor, type Visitor } from '@more-ai/testing/visitor';
import { movieIdOf } from '@more-ai/command-api/catalog/movie-id';
import { SAMPLE_CATALOG_DIR } from '@more-ai/command-api/catalog/sample-catalog';
import { nextIstMidnight } from '@more-ai/contracts/search-quota';
import { discoveriesProjector, rebuildProjection } from '@more-ai/projections';
import { startTestApp, type TestApp } from '@more-ai/testing/app';
import { changePlan } from '@more-ai/testing/members';

interface FeedMovie {
  _id: string;
  title: string;
  year: number;
  foundBy: { _id: string; username: string };
  createdAt: string;
}

describe('the Recently Discovered feed and the search allowance', function () {
  this.timeout(120_000);
  let app: TestApp;
  const people: Record<string, { visitor: Visitor; userId: string }> = {};

  /** Searches as `who`; the feed is then read at the answer's position (read-your-writes). */
  const search = async (who: string, json: Record<string, unknown>) => {
    const response = await people[who]!.visitor.request('POST', '/api/recommendations/recommend', { json });
    expect(response.status, JSON.stringify(response.body)).to.equal(200);
    return response.body as { recommendations: FeedMovie[]; position: string };
  };
  const feed = async (who: string, query = '', position?: string) => {
    const headers: Record<string, string> = position ? { 'X-Min-Position': position } : {};
    return people[who]!.visitor.request<{ movies: FeedMovie[]; hasMore: boolean; message?: string }>(
      'GET',
      `/api/recommendations/recent${query}`,
      { headers },
    );
  };
  const wholeFeed = async () => (await feed('asha', '?limit=50')).body.movies;

  before(async () => {
    app = await startTestApp('discoveries', { catalogDir: SAMPLE_CATALOG_DIR });
    for (const name of ['asha', 'ravi', 'meera']) {
      const visitor = await signedUpVisitor(app, name);
      people[name] = { visitor, userId: (await visitor.request('GET', '/api/auth/me')).body.user._id };
    }
  });
  after(() => app.close());

  it('shows each pick of a search as a discovery by the searcher, in the order of the answer', async () => {
    const answer = await search('asha', { description: 'Korean thriller', language: ['Korean'] });
    const response = await feed('ravi', '?page=1&limit=50', answer.position);
    expect(response.status).to.equal(200);
    expect(response.headers.get('x-read-model-stale')).to.equal(null);
    const movies = response.body.movies;
    expect(movies.map((m) => m._id)).to.deep.equal(answer.recommendations.map((m) => m._id));
    for (const movie of movies) {
      expect(movie.foundBy).to.deep.equal({ _id: people.asha!.userId, username: 'asha' });
      expect(Date.parse(movie.createdAt)).to.be.closeTo(Date.now(), 60_000);
      expect(movie).to.include.keys('title', 'year', 'length', 'language', 'availableOn');
    }
  });

  it('puts newer discoveries first and keeps one card per movie, under its latest finder', async () => {
    const before = await wholeFeed();
    const answer = await search('ravi', { genre: ['Thriller'], language: ['Korean', 'English'] });
    const found = answer.recommendations.map((m) => m._id);
    const movies = (await feed('asha', '?limit=50', answer.position)).body.movies;
    expect(movies.slice(0, found.length).map((m) => m._id)).to.deep.equal(found);
    for (const movie of movies.slice(0, found.length)) expect(movie.foundBy.username).to.equal('ravi');
    // What asha found and ravi did not keeps its place after ravi's finds.
    expect(movies.slice(found.length).map((m) => m._id)).to.deep.equal(before.map((m) => m._id).filter((id) => !found.includes(id)));
    expect(new Set(movies.map((m) => m._id)).size).to.equal(movies.length);
    expect(
      found.some((id) => before.some((m) => m._id === id)),
      'the two searches share a movie',
    ).to.equal(true);
  });

  it('finds the same film again as the same movie, its id stable (derived from title and year)', async () => {
    const first = await search('meera', { description: 'Parasite' });
    const second = await search('asha', { description: 'Parasite' });
    const parasite = movieIdOf('Parasite', 2019);
    expect(first.recommendations[0]!._id).to.equal(parasite);
    expect(second.recommendations[0]!._id).to.equal(parasite);
    const movies = (await feed('meera', '?limit=50', second.position)).body.movies;
    expect(movies.filter((m) => m.title === 'Parasite')).to.have.length(1);
    expect(movies[0]).to.include({ _id: parasite, title: 'Parasite', year: 2019 });
    expect(movies[0]!.foundBy.username).to.equal('asha');
    expect(await app.db('rm_movies.movies').where({ title: 'Parasite' }).count({ n: '*' })).to.deep.equal([{ n: '1' }]);
  });

  it('pages 10 at a time by default, and says when more pages exist', async () => {
    await app.settled();
    const all = await wholeFeed();
    expect(all.length).to.be.greaterThan(10);
    const first = await feed('asha');
    expect(first.body.movies.map((m) => m._id)).to.deep.equal(all.slice(0, 10).map((m) => m._id));
    expect(first.body.hasMore).to.equal(true);
    const pages: FeedMovie[] = [];
    for (let page = 1; ; page += 1) {
      const { body } = await feed('asha', `?page=${page}&limit=4`);
      pages.push(...body.movies);
      expect(body.hasMore).to.equal(pages.length < all.length);
      if (!body.hasMore) break;
    }
    expect(pages.map((m) => m._id)).to.deep.equal(all.map((m) => m._id));
    expect((await feed('asha', `?page=${Math.ceil(all.length / 4) + 1}&limit=4`)).body).to.deep.equal({ movies: [], hasMore: false });
  });

  const badPages: [string, string][] = [
    ['?page=0', 'page must be a whole number of at least 1'],
    ['?page=two', 'page must be a whole number of at least 1'],
    ['?page=1.5', 'page must be a whole number of at least 1'],
    ['?limit=0', 'limit must be a whole number from 1 to 50'],
    ['?limit=51', 'limit must be a whole number from 1 to 50'],
  ];
  for (const [query, message] of badPages) {
    it(`refuses ${query} with 400`, async () => {
      const response = await feed('asha', query);
      expect(response.status).to.equal(400);
      expect(response.body.message).to.equal(message);
    });
  }

  it("keeps a PRO searcher's discoveries private: they never enter the feed (SPEC §6), and FREE ones do again", async () => {
    await changePlan(app, people.meera!.userId, 'pro');
    const before = new Set((await wholeFeed()).map((m) => m._id));
    const privately = await search('meera', { description: 'Korean thriller', language: ['Korean'] });
    const feedAfter = (await feed('asha', '?limit=50', privately.position)).body.movies;
    expect(feedAfter.filter((m) => m.foundBy?._id === people.meera!.userId)).to.deep.equal([]);
    expect(new Set(feedAfter.map((m) => m._id))).to.deep.equal(before);

    await changePlan(app, people.meera!.userId, 'free');
    const publicly = await search('meera', { description: 'Korean thriller', language: ['Korean'] });
    const found = (await feed('asha', '?limit=50', publicly.position)).body.movies.filter((m) => m.foundBy?._id === people.meera!.userId);
    expect(found.map((m) => m._id)).to.deep.equal(publicly.recommendations.map((m) => m._id));
  });

  it('answers 401 to someone not signed in', async () => {
    expect((await app.request('GET', '/api/recommendations/recent')).status).to.equal(401);
    expect((await app.request('GET', '/api/user-subscriptions/api-request-usage')).status).to.equal(401);
  });

  it('names no finder once the finder deleted the account: the card says Unknown User (SPEC §2)', async () => {
    const gone = await signedUpVisitor(app, 'gone');
    const answer = await gone.request('POST', '/api/recommendations/recommend', {
      json: { description: 'feel good', contentType: ['Feel good'] },
    });
    expect(answer.status).to.equal(200);
    const deleted = await gone.request('DELETE', '/api/auth/delete-account');
    expect(deleted.status).to.equal(200);
    const movies = (await feed('asha', '?limit=50', deleted.body.position)).body.movies;
    const theirs = movies.slice(0, answer.body.recommendations.length);
    expect(theirs.map((m) => m._id)).to.deep.equal(answer.body.recommendations.map((m: FeedMovie) => m._id));
    for (const movie of theirs) expect(movie).to.not.have.property('foundBy');
    expect(JSON.stringify(movies)).not.to.include('"gone"');
  });

  it('rebuilds the feed from the log into the same rows', async () => {
    await app.settled();
    const rows = () => app.db('rm_discoveries.discoveries').orderBy('movie_id');
    const incremental = await rows();
    await rebuildProjection({ store: app.events.log, db: app.db, projector: discoveriesProjector });
    expect(await rows()).to.deep.equal(incremental);
  });

  describe('GET /api/user-subscriptions/api-request-usage', () => {
    it('shows a FREE user 20 searches a day, counting down, resetting at the next midnight in India', async () => {
      const fresh = await signedUpVisitor(app, 'counter');
      const resetTime = nextIstMidnight(new Date()).toISOString();
      expect((await fresh.request('GET', '/api/user-subscriptions/api-request-usage')).body).to.deep.equal({
        requestsLimit: { remainingRequests: 20, totalRequests: 20, resetTime },
      });
      const answer = await fresh.request('POST', '/api/recommendations/recommend', { json: { description: 'samurai' } });
      const after = await fresh.request('GET', '/api/user-subscriptions/api-request-usage', {
        headers: { 'X-Min-Position': answer.body.position },
      });
      expect(after.body.requestsLimit).to.deep.equal({ remainingRequests: 19, totalRequests: 20, resetTime });
    });
  });
});
