import { randomUUID } from 'node:crypto';
import { expect } from 'chai';
import { signedUpVisitor, Visitor } from '@more-ai/testing/visitor';
import { movieIdOf } from '@more-ai/command-api/catalog/movie-id';
import { SAMPLE_CATALOG_DIR } from '@more-ai/command-api/catalog/sample-catalog';
import { startTestApp, type TestApp } from '@more-ai/testing/app';

interface Similar {
  _id: string;
  title: string;
  director: string | null;
  reason: string;
}

describe('GET /api/movies/{id}/similar', function () {
  this.timeout(120_000);
  let app: TestApp;
  let members = 0;
  const PARASITE = movieIdOf('Parasite', 2019);
  const MEMORIES = movieIdOf('Memories of Murder', 2003);
  const similar = async (visitor: Visitor, id = PARASITE) => {
    await app.settled();
    return visitor.request('GET', `/api/movies/${id}/similar`);
  };
  const titles = (movies: Similar[]) => movies.map((movie) => movie.title);

  before(async () => {
    app = await startTestApp('similar_movies', { catalogDir: SAMPLE_CATALOG_DIR });
  });
  after(() => app.close());

  it('answers twelve titles close to the movie, never the movie itself, each with a reason from its facts', async () => {
    const response = await similar(await signedUpVisitor(app, `similar${(members += 1)}`));
    expect(response.status).to.equal(200);
    const movies = response.body.movies as Similar[];
    expect(movies).to.have.length(12);
    expect(movies.map((m) => m._id)).to.not.include(PARASITE);
    expect(new Set(movies.map((m) => m._id)).size).to.equal(12);
    // His other Korean films are the closest; the variety re-rank still lets other makers in.
    expect(titles(movies).slice(0, 6)).to.include.members(['Memories of Murder', 'Mother', 'The Host']);
    expect(movies.slice(0, 6).some((m) => m.director !== 'Bong Joon-ho')).to.equal(true);
    const memories = movies.find((m) => m.title === 'Memories of Murder')!;
    expect(memories.reason).to.equal(
      'Like Parasite: a Bong Joon-ho thriller. A 2003 Korean crime mystery film directed by Bong Joon-ho, based on a true story. Themes: serial killer, investigation.',
    );
    for (const movie of movies) expect(movie.reason, movie.title).to.match(/^[A-Z].*\.$/);
  });

  it('leaves out what the member has in favourites or a watchlist or watched; another member still sees them', async () => {
    const member = await signedUpVisitor(app, `similar${(members += 1)}`);
    const before = (await similar(member)).body.movies as Similar[];
    const [favourite, listed, watched] = before.map((m) => m._id) as [string, string, string];
    expect((await member.request('POST', '/api/favorites', { json: { movieId: favourite } })).status).to.equal(201);
    const listId = (await member.request('POST', '/api/watchlist', { json: { name: 'Later' } })).body.watchlist._id as string;
    expect((await member.request('POST', `/api/watchlist/${listId}/movies`, { json: { movieId: listed } })).status).to.equal(201);
    expect((await member.request('POST', '/api/diary', { json: { movieId: watched, watchedOn: '2024-05-01' } })).status).to.equal(201);
    const after = ((await similar(member)).body.movies as Similar[]).map((m) => m._id);
    expect(after).to.not.include(favourite).and.not.include(listed).and.not.include(watched);
    expect(after).to.have.length(12);
    const other = ((await similar(await signedUpVisitor(app, `similar${(members += 1)}`))).body.movies as Similar[]).map((m) => m._id);
    expect(other).to.include.members([favourite, listed, watched]);
  });

  it('counts no search against the daily quota', async () => {
    const member = await signedUpVisitor(app, `similar${(members += 1)}`);
    for (const id of [PARASITE, MEMORIES]) expect((await similar(member, id)).status).to.equal(200);
    await app.settled();
    const usage = await member.request('GET', '/api/user-subscriptions/api-request-usage');
    expect(usage.body.requestsLimit).to.include({ remainingRequests: 20, totalRequests: 20 });
  });

  it('answers 404 for a movie the catalog lacks or an id that is not one, 401 to someone not signed in', async () => {
    const member = await signedUpVisitor(app, `similar${(members += 1)}`);
    const missing = await similar(member, randomUUID());
    expect(missing.status).to.equal(404);
    expect(missing.body.message).to.equal('Movie not found');
    expect((await similar(member, 'not-an-id')).status).to.equal(404);
    expect((await similar(new Visitor(app))).status).to.equal(401);
  });
});
