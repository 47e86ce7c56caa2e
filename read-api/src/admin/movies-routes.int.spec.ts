import { expect } from 'chai';
import { movieDecider } from '@more-ai/command-api/catalog/decide';
import type { MovieFacts } from '@more-ai/events/catalog/movies';
import { signedIn, SUPERADMIN } from '@more-ai/testing/admins';
import { startTestApp, type TestApp } from '@more-ai/testing/app';
import { signedUpMember, type Member } from '@more-ai/testing/members';
import type { Visitor } from '@more-ai/testing/visitor';

interface Listed {
  _id: string;
  title: string;
  addedBy: { _id: string; username: string } | null;
  createdAt: string;
}

const facts = (movieId: string, title: string): MovieFacts => ({
  movieId,
  title,
  originalTitle: title,
  year: 2024,
  kind: 'movie',
  runtimeMinutes: 120,
  seasons: null,
  language: 'Kannada',
  genres: ['Drama'],
  director: 'A Director',
  creator: null,
  cast: ['A Lead'],
  synopsis: 'A story the bundled catalogue did not have.',
  tags: [],
  awards: [],
  certificate: 'U/A',
  streaming: { platforms: [], asOf: '2026-01', source: null },
  reference: null,
  studios: [],
  franchise: null,
  source: 'openai',
});

describe('GET /api/admin/movies', function () {
  this.timeout(90_000);
  let app: TestApp;
  let chief: Visitor;
  let finder: Member;
  let leaver: Member;
  const found = '0f6b7c1e-2a3d-4e5f-8a9b-0c1d2e3f4a5b';
  const foundByLeaver = '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d';
  const list = (query = '', caller = chief) => caller.request<{ movies: Listed[]; total: number }>('GET', `/api/admin/movies${query}`);
  const catalog = (movieId: string, title: string, actor: string, revise = false) =>
    app.commands.handle(
      movieDecider,
      movieId,
      { type: 'CatalogMovie', movie: { ...facts(movieId, title), ...(revise ? { synopsis: 'Revised.' } : {}) } },
      { actor, correlationId: 'test', causationId: 'test' },
    );

  before(async () => {
    app = await startTestApp('admin_movies', { superadmin: SUPERADMIN });
    finder = await signedUpMember(app, 'finder');
    leaver = await signedUpMember(app, 'leaver');
    await catalog(foundByLeaver, 'Left Behind', leaver.userId);
    await catalog(found, 'Found By AI', finder.userId);
    // A later revision by the system (an import) does not change who added it.
    await catalog(found, 'Found By AI', 'system', true);
    expect((await leaver.visitor.request('DELETE', '/api/auth/delete-account')).status).to.equal(200);
    await app.settled();
    chief = await signedIn(app, SUPERADMIN.email, SUPERADMIN.password);
  });
  after(() => app?.close());

  it('refuses anonymous callers (401) and plain users (403)', async () => {
    expect((await app.request('GET', '/api/admin/movies')).status).to.equal(401);
    expect((await list('', finder.visitor)).status).to.equal(403);
  });

  it('lists 50 titles a page, newest first, each once, with how many there are', async () => {
    const first = await list();
    expect(first.status).to.equal(200);
    const total = first.body.total;
    expect(total).to.equal(Number((await app.db('rm_movies.movies').count({ n: '*' }))[0]!.n));
    expect(first.body.movies).to.have.length(Math.min(50, total));
    const seen: Listed[] = [];
    for (let page = 1; page <= Math.ceil(total / 50); page += 1) seen.push(...(await list(`?page=${page}`)).body.movies);
    expect(seen).to.have.length(total);
    expect(new Set(seen.map((m) => m._id)).size).to.equal(total);
    const times = seen.map((m) => Date.parse(m.createdAt));
    expect(times).to.deep.equal([...times].sort((a, b) => b - a));
    expect((await list(`?page=${Math.ceil(total / 50) + 1}`)).body.movies).to.deep.equal([]);
  });

  it("names who added a title the AI found, 'Deleted user' once they are gone, and nobody for the bundled catalogue", async () => {
    const { movies } = (await list()).body;
    expect(movies[0]).to.include({ _id: found, title: 'Found By AI' });
    expect(movies[0]!.addedBy).to.deep.equal({ _id: finder.userId, username: 'finder' });
    expect(movies[1]!.addedBy).to.deep.equal({ _id: leaver.userId, username: 'Deleted user' });
    expect(movies.slice(2).every((movie) => movie.addedBy === null)).to.equal(true);
  });

  for (const [what, query] of [
    ['page 0', '?page=0'],
    ['a page that is not a number', '?page=last'],
    ['a fractional page', '?page=2.5'],
  ]) {
    it(`refuses ${what} with 400`, async () => {
      expect((await list(query)).status).to.equal(400);
    });
  }
});
