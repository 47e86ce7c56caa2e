import { expect } from 'chai';
import { randomUUID } from 'node:crypto';
import { SAMPLE_CATALOG_DIR } from '@more-ai/command-api/catalog/sample-catalog';
import { DELETED_REVIEW } from '@more-ai/events/catalog/index';
import { formatPosition } from '@more-ai/events/position';
import { startTestApp, type TestApp } from '@more-ai/testing/app';
import { signedUpMember, type Member } from '@more-ai/testing/members';
import { Visitor } from '@more-ai/testing/visitor';
import { latestToday, WATCH_DATE_IN_FUTURE } from './decide';
import { DIARY_ENTRY_LOGGED, DIARY_ENTRY_REMOVED, DIARY_ENTRY_REVISED } from './routes';

describe('the diary over HTTP: logging, editing and removing entries', function () {
  this.timeout(180_000);
  let app: TestApp;
  let movie: { id: string; year: number };
  let members = 0;
  const newMember = () => signedUpMember(app, `diarist${(members += 1)}`);
  const log = (member: Member, body: Record<string, unknown>, headers: Record<string, string> = {}) =>
    member.visitor.request('POST', '/api/diary', { json: { movieId: movie.id, watchedOn: '2024-05-01', ...body }, headers });
  const revise = (member: Member, entryId: string, body: unknown) =>
    member.visitor.request('PATCH', `/api/diary/${entryId}`, { json: body });
  const remove = (member: Member, entryId: string) => member.visitor.request('DELETE', `/api/diary/${entryId}`);
  const head = async () => formatPosition(await app.events.store.headPosition());
  const eventsOf = async (member: Member) => app.events.store.readStream(`Diary-${member.userId}`).catch(() => []);

  /** The answer, after checking it is a 400 with this message and that nothing was appended. */
  const refused = async (send: () => Promise<{ status: number; body: { message: string } }>, message: string | RegExp) => {
    const before = await head();
    const answer = await send();
    expect(answer.status, JSON.stringify(answer.body)).to.equal(400);
    if (typeof message === 'string') expect(answer.body.message).to.equal(message);
    else expect(answer.body.message).to.match(message);
    expect(await head()).to.equal(before);
  };

  before(async function () {
    this.timeout(180_000);
    app = await startTestApp('diary_commands', { catalogDir: SAMPLE_CATALOG_DIR });
    await app.settled();
    movie = await app.db('rm_movies.movies').where('year', '>', 1990).orderBy('id').first('id', 'year');
  });
  after(() => app.close());

  it('logs a film watched with 201, the entry as written and a position; private and not a rewatch unless told', async () => {
    const member = await newMember();
    const answer = await log(member, { rating: 4.5, review: '  A quiet  masterpiece.\r\nSee it.  ' });
    expect(answer.status).to.equal(201);
    expect(answer.body.message).to.equal(DIARY_ENTRY_LOGGED);
    expect(answer.body.entry).to.deep.include({
      movieId: movie.id,
      watchedOn: '2024-05-01',
      rating: 4.5,
      review: 'A quiet  masterpiece.\nSee it.',
      visibility: 'private',
      rewatch: false,
    });
    expect(answer.body.position).to.match(/^\d+-\d+$/);
    const [event] = await eventsOf(member);
    expect(event?.type).to.equal('DiaryEntryLogged');
    expect(event?.data).to.include({ entryId: answer.body.entry._id, userId: member.userId });
  });

  it('keeps several entries of one film (rewatches), unrated ones too', async () => {
    const member = await newMember();
    expect((await log(member, { rating: 3 })).status).to.equal(201);
    expect((await log(member, { watchedOn: '2025-01-02', rewatch: true, visibility: 'public' })).status).to.equal(201);
    expect(await eventsOf(member)).to.have.length(2);
  });

  it('answers 404 MOVIE_NOT_FOUND for a film the catalog does not know, appending nothing', async () => {
    const member = await newMember();
    const before = await head();
    const answer = await member.visitor.request('POST', '/api/diary', { json: { movieId: randomUUID(), watchedOn: '2024-05-01' } });
    expect(answer.status).to.equal(404);
    expect(answer.body.code).to.equal('MOVIE_NOT_FOUND');
    expect(await head()).to.equal(before);
  });

  it('refuses bad input with 400 and a precise message, appending nothing', async () => {
    const member = await newMember();
    const tomorrowAnywhere = new Date(Date.parse(`${latestToday(new Date())}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
    await refused(() => log(member, { watchedOn: tomorrowAnywhere }), WATCH_DATE_IN_FUTURE);
    await refused(
      () => log(member, { watchedOn: `${movie.year - 1}-12-31` }),
      `Watch date cannot be before the film's year (${movie.year})`,
    );
    await refused(() => log(member, { watchedOn: '1887-12-31' }), 'Watch date cannot be before 1888');
    await refused(() => log(member, { watchedOn: '2024-02-30' }), 'Watch date must be a date as YYYY-MM-DD');
    await refused(() => log(member, { watchedOn: '1 May 2024' }), 'Watch date must be a date as YYYY-MM-DD');
    await refused(() => log(member, { watchedOn: undefined }), 'Watch date is required');
    for (const rating of [0, 5.5, 3.3, -1, '4', Number.MAX_VALUE])
      await refused(() => log(member, { rating }), 'Rating must be from 0.5 to 5 in half stars');
    await refused(() => log(member, { review: 'x'.repeat(2_001) }), 'Review must be at most 2000 characters');
    await refused(() => log(member, { review: 'fine\u0007' }), 'Review contains a control character (U+0007)');
    await refused(() => log(member, { review: 'half \ud83d emoji' }), 'Review contains a broken character (a lone surrogate)');
    await refused(() => log(member, { review: 'hid\u202eden' }), 'Review contains an invisible character (U+202E)');
    await refused(() => log(member, { visibility: 'friends' }), "Visibility must be 'private' or 'public'");
    await refused(() => log(member, { rewatch: 'yes' }), 'Rewatch must be true or false');
    await refused(() => log(member, { movieId: 'x;drop' }), 'Movie id is not a valid id');
    expect(await eventsOf(member)).to.deep.equal([]);
  });

  it('accepts a review of exactly 2,000 characters, counted as a person counts them', async () => {
    const member = await newMember();
    const answer = await log(member, { review: '🎬'.repeat(2_000) });
    expect(answer.status).to.equal(201);
  });

  it('edits an entry: what is left out stays, a null rating clears it', async () => {
    const member = await newMember();
    const entryId = (await log(member, { rating: 4, review: 'Good' })).body.entry._id;
    const answer = await revise(member, entryId, { rating: null, visibility: 'public', watchedOn: '2024-06-01' });
    expect(answer.status).to.equal(200);
    expect(answer.body.message).to.equal(DIARY_ENTRY_REVISED);
    expect(answer.body.entry).to.deep.equal({
      _id: entryId,
      movieId: movie.id,
      watchedOn: '2024-06-01',
      rating: null,
      review: 'Good',
      visibility: 'public',
      rewatch: false,
    });
    await refused(() => revise(member, entryId, { rating: 0 }), 'Rating must be from 0.5 to 5 in half stars');
    await refused(() => revise(member, entryId, { watchedOn: '2999-01-01' }), WATCH_DATE_IN_FUTURE);
    await refused(() => revise(member, entryId, { review: 'a\u0000b' }), 'Review contains a control character (U+0000)');
  });

  it("answers 404 for someone else's entry, to edit or to remove, and leaves it as it was", async () => {
    const [owner, other] = [await newMember(), await newMember()];
    const entryId = (await log(owner, { rating: 5 })).body.entry._id;
    const before = await head();
    for (const answer of [await revise(other, entryId, { rating: 1 }), await remove(other, entryId)]) {
      expect(answer.status).to.equal(404);
      expect(answer.body).to.deep.equal({ message: 'Diary entry not found', code: 'DIARY_ENTRY_NOT_FOUND' });
    }
    expect(await head()).to.equal(before);
    expect((await revise(owner, entryId, { rating: 2 })).status).to.equal(200);
  });

  it('removes an entry once: a second remove is 404', async () => {
    const member = await newMember();
    const entryId = (await log(member, {})).body.entry._id;
    const answer = await remove(member, entryId);
    expect(answer.status).to.equal(200);
    expect(answer.body.message).to.equal(DIARY_ENTRY_REMOVED);
    expect((await remove(member, entryId)).status).to.equal(404);
    expect((await eventsOf(member)).map((event) => event.type)).to.deep.equal(['DiaryEntryLogged', 'DiaryEntryRemoved']);
  });

  it('logs once when a request is retried with its Idempotency-Key, even concurrently', async () => {
    const member = await newMember();
    const headers = { 'Idempotency-Key': 'diary-retry-0001' };
    const first = await log(member, { rating: 2.5 }, headers);
    const again = await Promise.all([log(member, { rating: 2.5 }, headers), log(member, { rating: 2.5 }, headers)]);
    expect(first.status).to.equal(201);
    for (const answer of again) expect([201, 409]).to.include(answer.status);
    expect(again.filter((answer) => answer.status === 201).map((answer) => answer.body)).to.deep.equal(
      again.filter((answer) => answer.status === 201).map(() => first.body),
    );
    expect(await eventsOf(member)).to.have.length(1);
    // Another member's same key is their own request.
    const other = await newMember();
    const theirs = await log(other, { rating: 2.5 }, headers);
    expect(theirs.status).to.equal(201);
    expect(theirs.body.entry._id).to.not.equal(first.body.entry._id);
  });

  it('asks for a signed-in member', async () => {
    const answer = await new Visitor(app).request('POST', '/api/diary', { json: { movieId: movie.id, watchedOn: '2024-05-01' } });
    expect(answer.status).to.equal(401);
  });

  it("makes a deleted member's reviews unreadable in the log", async () => {
    const member = await newMember();
    await log(member, { review: 'My secret thoughts on this film', rating: 4 });
    const [sealed] = await app.events.log.readStream(`Diary-${member.userId}`);
    expect(sealed?.data).to.include({ review: 'My secret thoughts on this film' });
    expect((await member.visitor.request('DELETE', '/api/auth/delete-account')).status).to.equal(200);
    // Sealed from the start: the log never held the review as plain text.
    const [stored] = await eventsOf(member);
    expect(JSON.stringify(stored?.data)).to.not.include('secret thoughts');
    const [event] = await app.events.log.readStream(`Diary-${member.userId}`);
    expect(event?.data).to.include({ review: DELETED_REVIEW, rating: 4 });
  });
});
