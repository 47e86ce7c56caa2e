import { expect } from 'chai';
import { randomUUID } from 'node:crypto';
import { SAMPLE_CATALOG_DIR } from '@more-ai/command-api/catalog/sample-catalog';
import { startTestApp, type TestApp } from '@more-ai/testing/app';
import { readAfterAll, signedUpMember, type Member } from '@more-ai/testing/members';
import { Visitor } from '@more-ai/testing/visitor';
import { tasteOf } from '@more-ai/projections/diary/queries';

describe('the diary over HTTP: reading', function () {
  this.timeout(240_000);
  let app: TestApp;
  let movies: { id: string; title: string; year: number }[];
  let asha: Member;
  let ravi: Member;
  const entryIds: Record<string, string> = {};

  const log = async (member: Member, name: string, body: Record<string, unknown>) => {
    const answer = await member.visitor.request('POST', '/api/diary', { json: { watchedOn: '2024-05-01', ...body } });
    expect(answer.status, JSON.stringify(answer.body)).to.equal(201);
    entryIds[name] = answer.body.entry._id;
  };
  const idsOf = (body: { entries: { _id: string }[] }) => body.entries.map((entry) => entry._id);
  const named = (...names: string[]) => names.map((name) => entryIds[name]);

  before(async function () {
    this.timeout(240_000);
    app = await startTestApp('diary_reads', { catalogDir: SAMPLE_CATALOG_DIR });
    await app.settled();
    movies = await app.db('rm_movies.movies').where('year', '>', 1990).orderBy('id').limit(3).select('id', 'title', 'year');
    [asha, ravi] = [await signedUpMember(app, 'asha'), await signedUpMember(app, 'ravi')];
    const [a, b, c] = movies.map((movie) => movie.id);
    await log(asha, 'first', { movieId: a, watchedOn: '2024-01-10', rating: 3, review: 'Fine', visibility: 'public' });
    await log(asha, 'secret', { movieId: b, watchedOn: '2024-03-05', rating: 5, review: 'Only for me' });
    await log(asha, 'rewatch', { movieId: a, watchedOn: '2024-02-01', rating: 4.5, rewatch: true, visibility: 'public' });
    await log(asha, 'unrated', { movieId: a, watchedOn: '2024-02-20' });
    await log(asha, 'third', { movieId: c, watchedOn: '2024-02-01' });
    await log(ravi, 'ravis', { movieId: a, rating: 1 });
  });
  after(() => app.close());

  it('lists the own diary newest watch first, private entries included, each with its film as cards show it', async () => {
    const answer = await readAfterAll(app, asha, '/api/diary');
    expect(answer.status).to.equal(200);
    // Of two entries watched on one day, the one logged last comes first.
    expect(idsOf(answer.body)).to.deep.equal(named('secret', 'unrated', 'third', 'rewatch', 'first'));
    expect(answer.body).to.include({ page: 1, limit: 20, total: 5, hasMore: false });
    const [secret] = answer.body.entries;
    expect(secret).to.deep.include({
      movieId: movies[1]!.id,
      watchedOn: '2024-03-05',
      rating: 5,
      review: 'Only for me',
      visibility: 'private',
      rewatch: false,
    });
    expect(secret.movie).to.include({ _id: movies[1]!.id, title: movies[1]!.title, year: movies[1]!.year });
  });

  it('pages the diary', async () => {
    const second = await readAfterAll(app, asha, '/api/diary?page=2&limit=2');
    expect(idsOf(second.body)).to.deep.equal(named('third', 'rewatch'));
    expect(second.body).to.include({ page: 2, limit: 2, total: 5, hasMore: true });
    const bad = await asha.visitor.request('GET', '/api/diary?limit=500');
    expect(bad.status).to.equal(400);
    expect(bad.body.message).to.equal('limit must be a whole number from 1 to 100');
  });

  it("shows another member, and anyone signed out, only a member's public entries", async () => {
    await app.settled();
    for (const visitor of [ravi.visitor, new Visitor(app)]) {
      const answer = await visitor.request('GET', `/api/users/${asha.userId}/diary`);
      expect(answer.status).to.equal(200);
      expect(idsOf(answer.body)).to.deep.equal(named('rewatch', 'first'));
      expect(JSON.stringify(answer.body)).to.not.include('Only for me');
    }
  });

  it("never shows a member another's entries through their own routes", async () => {
    const own = await readAfterAll(app, ravi, '/api/diary');
    expect(idsOf(own.body)).to.deep.equal(named('ravis'));
    const film = await ravi.visitor.request('GET', `/api/diary/movies/${movies[1]!.id}`);
    expect(film.body).to.deep.equal({ watched: false, rating: null, entries: [] });
  });

  it("gives a film's watched state and current rating: the latest rated watch's", async () => {
    const answer = await readAfterAll(app, asha, `/api/diary/movies/${movies[0]!.id}`);
    expect(answer.status).to.equal(200);
    expect(answer.body).to.include({ watched: true, rating: 4.5 });
    expect(idsOf(answer.body)).to.deep.equal(named('unrated', 'rewatch', 'first'));
    expect((await asha.visitor.request('GET', `/api/diary/movies/${movies[2]!.id}`)).body).to.include({ watched: true, rating: null });
    const watched = await asha.visitor.request('GET', '/api/diary/watched');
    expect(watched.body.movies).to.have.deep.members([
      { movieId: movies[0]!.id, rating: 4.5 },
      { movieId: movies[1]!.id, rating: 5 },
      { movieId: movies[2]!.id, rating: null },
    ]);
  });

  it('answers 404 for the diary of an unknown member, and asks for a session for the own diary', async () => {
    expect((await ravi.visitor.request('GET', `/api/users/${randomUUID()}/diary`)).status).to.equal(404);
    expect((await ravi.visitor.request('GET', '/api/users/not-a-uuid/diary')).status).to.equal(404);
    expect((await new Visitor(app).request('GET', '/api/diary')).status).to.equal(401);
  });

  it("gives recommendations the member's taste: every film watched, each rated film's current rating, newest first", async () => {
    await app.settled();
    const taste = await tasteOf(app.db, asha.userId);
    expect(taste.watched).to.have.members(movies.map((movie) => movie.id));
    expect(taste.watched).to.have.length(3);
    expect(taste.ratings).to.deep.equal([
      { movieId: movies[1]!.id, rating: 5, title: movies[1]!.title },
      { movieId: movies[0]!.id, rating: 4.5, title: movies[0]!.title },
    ]);
  });

  it('follows edits and removals into every view, and forgets a deleted member', async () => {
    const edited = await asha.visitor.request('PATCH', `/api/diary/${entryIds.secret}`, { json: { visibility: 'public', rating: 2 } });
    expect(edited.status).to.equal(200);
    const removed = await asha.visitor.request('DELETE', `/api/diary/${entryIds.rewatch}`);
    expect(removed.status).to.equal(200);
    const shown = await ravi.visitor.request('GET', `/api/users/${asha.userId}/diary`, {
      headers: { 'X-Min-Position': removed.body.position },
    });
    expect(idsOf(shown.body)).to.deep.equal(named('secret', 'first'));
    expect((await tasteOf(app.db, asha.userId)).ratings.map((rating) => rating.rating)).to.deep.equal([2, 3]);

    expect((await asha.visitor.request('DELETE', '/api/auth/delete-account')).status).to.equal(200);
    await app.settled();
    expect((await ravi.visitor.request('GET', `/api/users/${asha.userId}/diary`)).status).to.equal(404);
    expect(await app.db('rm_diary.entries').where({ user_id: asha.userId })).to.deep.equal([]);
    expect(await tasteOf(app.db, asha.userId)).to.deep.equal({ watched: [], ratings: [] });
  });
});
