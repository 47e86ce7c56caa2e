import { expect } from 'chai';
import { randomUUID } from 'node:crypto';
import { strToU8, unzipSync, zipSync } from 'fflate';
import { SAMPLE_CATALOG_DIR } from '@more-ai/command-api/catalog/sample-catalog';
import { IMPORTED_WATCHLIST_NAME, importedMessage, IMPORT_PREPARED } from '@more-ai/contracts/api/imports';
import { ExportDocument } from '@more-ai/contracts/api/exports';
import { formatPosition } from '@more-ai/events/position';
import { startTestApp, type ApiResponse, type TestApp } from '@more-ai/testing/app';
import { readAfterAll, signedUpMember, type Member } from '@more-ai/testing/members';
import { EXPORTED_TOO_OFTEN } from '@more-ai/read-api/exports/routes';
import { NOT_AN_EXPORT, NOT_LETTERBOXD } from './parse';
import { FILE_TOO_LARGE, ZIP_UNREADABLE } from './routes';

const DIARY = [
  'Date,Name,Year,Letterboxd URI,Rating,Rewatch,Tags,Watched Date',
  '2024-01-03,Parasite,2019,https://boxd.it/a,4.5,,,2024-01-02',
  '2024-01-04,Amelie,2001,https://boxd.it/b,,,,2024-01-04',
  '2024-01-05,"Crouching Tiger, Hidden Dragon",2000,https://boxd.it/c,3,Yes,"wuxia, fights",2024-01-05',
  '2024-01-06,Spirited Awayy,2001,https://boxd.it/d,5,,,2024-01-06',
  '2024-01-07,Inception,2011,https://boxd.it/e,4,,,2024-01-07',
  '2024-01-08,A Film Nobody Made,2020,https://boxd.it/f,2,,,2024-01-08',
].join('\r\n');
const WATCHED =
  '\uFEFFDate,Name,Year,Letterboxd URI\n2023-03-04,Memento,2000,https://boxd.it/g\n2023-03-05,Parasite,2019,https://boxd.it/a\n';
const RATINGS = 'Date,Name,Year,Letterboxd URI,Rating\n2024-02-01,Parasite,2019,https://boxd.it/a,5\n';
const REVIEWS =
  'Date,Name,Year,Letterboxd URI,Rating,Rewatch,Review,Tags,Watched Date\n2024-01-03,Parasite,2019,https://boxd.it/a,4.5,,"Stairs, ""stairs"".",,2024-01-02\n';
const WATCHLIST = 'Date,Name,Year,Letterboxd URI\n2024-03-01,Toy Story,1995,u\n2024-03-02,Primer,2004,u\n';
const IMDB = [
  'Const,Your Rating,Date Rated,Title,Original Title,URL,Title Type,IMDb Rating,Runtime (mins),Year,Genres,Num Votes,Release Date,Directors',
  'tt1,7,2024-04-01,Psycho,Psycho,https://www.imdb.com/title/tt1/,Movie,8.5,109,1960,"Horror, Mystery",700000,1960-09-08,Alfred Hitchcock',
  'tt2,10,2024-04-02,The Secret in Their Eyes,El secreto de sus ojos,https://www.imdb.com/title/tt2/,Movie,8.2,129,2009,Drama,200000,2009-08-13,Juan José Campanella',
].join('\n');

const zipOf = (files: Record<string, string>) =>
  Buffer.from(zipSync(Object.fromEntries(Object.entries(files).map(([name, text]) => [name, strToU8(text)]))));
const EXPORT_ZIP = zipOf({
  'watched.csv': WATCHED,
  'diary.csv': DIARY,
  'ratings.csv': RATINGS,
  'reviews.csv': REVIEWS,
  'watchlist.csv': WATCHLIST,
  'profile.csv': 'x\n',
});

describe('importing a Letterboxd or IMDb export, and exporting everything', function () {
  this.timeout(240_000);
  let app: TestApp;
  let members = 0;
  let ids: Record<string, string>;
  const newMember = () => signedUpMember(app, `importer${(members += 1)}`);
  const head = async () => formatPosition(await app.events.store.headPosition());

  const upload = (member: Member, body: Buffer | string, { file, type = 'application/zip' }: { file?: string; type?: string } = {}) => {
    const cookies = [...member.visitor.cookies].map(([name, cookie]) => `${name}=${cookie.value}`).join('; ');
    return app.request('POST', `/api/imports${file ? `?file=${encodeURIComponent(file)}` : ''}`, {
      raw: body,
      headers: { Cookie: cookies, 'X-XSRF-TOKEN': decodeURIComponent(member.visitor.cookie('XSRF-TOKEN')!), 'Content-Type': type },
    });
  };
  const apply = (
    member: Member,
    importId: string,
    decisions: { row: number; movieId: string | null }[] = [],
    headers: Record<string, string> = {},
  ) => member.visitor.request('POST', `/api/imports/${importId}/apply`, { json: { decisions }, headers });
  const refused = async (send: () => Promise<ApiResponse>, status: number, message: string | RegExp) => {
    const before = await head();
    const answer = await send();
    expect(answer.status, JSON.stringify(answer.body)).to.equal(status);
    if (typeof message === 'string') expect(answer.body.message).to.equal(message);
    else expect(answer.body.message).to.match(message);
    expect(await head()).to.equal(before);
  };
  const exported = (member: Member, format: 'json' | 'csv') => {
    const cookies = [...member.visitor.cookies].map(([name, cookie]) => `${name}=${cookie.value}`).join('; ');
    return fetch(`${app.url}/api/me/export?format=${format}`, { headers: { Cookie: cookies } });
  };

  before(async function () {
    this.timeout(180_000);
    app = await startTestApp('imports', { catalogDir: SAMPLE_CATALOG_DIR });
    await app.settled();
    const rows: { id: string; title: string }[] = await app.db('rm_movies.movies').select('id', 'title');
    ids = Object.fromEntries(rows.map((row) => [row.title, row.id]));
  });
  after(() => app.close());

  it('reads a whole export, matches it, and after review adds the diary, ratings, reviews and a watchlist', async () => {
    const member = await newMember();
    const before = await head();
    const prepared = await upload(member, EXPORT_ZIP);
    expect(prepared.status, JSON.stringify(prepared.body)).to.equal(201);
    expect(prepared.body.message).to.equal(IMPORT_PREPARED);
    const draft = prepared.body.import;
    // An upload records the draft only: nothing in the diary yet.
    expect(await app.events.store.readStream(`Diary-${member.userId}`).catch(() => [])).to.deep.equal([]);
    expect(await head()).to.not.equal(before);
    expect(draft.counts).to.deep.equal({ matched: 9, uncertain: 2, notFound: 1 });
    expect(draft.hasWatchlist).to.equal(true);
    expect(draft.notFound).to.deep.equal([{ row: 7, file: 'diary', title: 'A Film Nobody Made', year: 2020 }]);
    const byTitle = Object.fromEntries(draft.uncertain.map((row: { title: string }) => [row.title, row]));
    expect(byTitle['Spirited Awayy'].candidates[0]).to.deep.equal({ movieId: ids['Spirited Away'], title: 'Spirited Away', year: 2001 });
    expect(byTitle['Inception'].candidates).to.deep.equal([{ movieId: ids['Inception'], title: 'Inception', year: 2010 }]);

    // With an Idempotency-Key, as the app sends it: each of the apply's steps appends under a key of its own.
    const answer = await apply(
      member,
      draft._id,
      [
        { row: byTitle['Spirited Awayy'].row, movieId: ids['Spirited Away']! },
        { row: byTitle['Inception'].row, movieId: null },
      ],
      { 'Idempotency-Key': randomUUID() },
    );
    expect(answer.status, JSON.stringify(answer.body)).to.equal(200);
    expect(answer.body.message).to.equal(importedMessage(5));
    expect(answer.body.summary).to.deep.include({ entries: 5, watchlistAdded: 2, watchlistLeftOut: 0, skipped: 2 });

    const diary = await readAfterAll(app, member, '/api/diary');
    const entries = diary.body.entries.map(
      (entry: { movie: { title: string }; watchedOn: string; rating: number | null; review: string; rewatch: boolean }) => ({
        title: entry.movie.title,
        watchedOn: entry.watchedOn,
        rating: entry.rating,
        review: entry.review,
        rewatch: entry.rewatch,
      }),
    );
    expect(entries).to.deep.equal([
      { title: 'Spirited Away', watchedOn: '2024-01-06', rating: 5, review: '', rewatch: false },
      { title: 'Crouching Tiger, Hidden Dragon', watchedOn: '2024-01-05', rating: 3, review: '', rewatch: true },
      { title: 'Amélie', watchedOn: '2024-01-04', rating: null, review: '', rewatch: false },
      // The ratings file's 5 goes onto the diary's entry; the review onto the entry of its day.
      { title: 'Parasite', watchedOn: '2024-01-02', rating: 5, review: 'Stairs, "stairs".', rewatch: false },
      // Watched without a diary row: dated the day it was added.
      { title: 'Memento', watchedOn: '2023-03-04', rating: null, review: '', rewatch: false },
    ]);
    expect(diary.body.total).to.equal(5);
    const lists = await readAfterAll(app, member, '/api/watchlist');
    const list = lists.body.watchlists.find((watchlist: { name: string }) => watchlist.name === IMPORTED_WATCHLIST_NAME);
    expect(list?.movieCount).to.equal(2);

    // Applied again (a retry, a double click): the same answer, nothing appended.
    const at = await head();
    const again = await apply(member, draft._id);
    expect(again.status).to.equal(200);
    expect(again.body.summary).to.deep.equal(answer.body.summary);
    expect(again.body.position).to.equal(null);
    expect(await head()).to.equal(at);
  });

  it('applied twice at once, adds each entry and title once', async () => {
    const member = await newMember();
    const { body } = await upload(member, EXPORT_ZIP);
    const [first, second] = await Promise.all([apply(member, body.import._id), apply(member, body.import._id)]);
    expect([first.status, second.status]).to.deep.equal([200, 200]);
    expect(first.body.summary).to.deep.equal(second.body.summary);
    const logged = await app.events.store.readStream(`Diary-${member.userId}`);
    expect(logged.filter((event) => event.type === 'DiaryEntryLogged')).to.have.length(4);
    const lists = await readAfterAll(app, member, '/api/watchlist');
    expect(lists.body.watchlists.filter((watchlist: { name: string }) => watchlist.name === IMPORTED_WATCHLIST_NAME)).to.have.length(1);
    expect(lists.body.watchlists[0].movieCount).to.equal(2);
  });

  it('imports an IMDb ratings CSV, 1 to 10 as half stars', async () => {
    const member = await newMember();
    const prepared = await upload(member, IMDB, { type: 'text/csv' });
    expect(prepared.status, JSON.stringify(prepared.body)).to.equal(201);
    expect(prepared.body.import).to.deep.include({
      source: 'imdb',
      counts: { matched: 2, uncertain: 0, notFound: 0 },
      hasWatchlist: false,
    });
    expect((await apply(member, prepared.body.import._id)).body.summary).to.deep.include({ entries: 2, watchlistId: null });
    const diary = await readAfterAll(app, member, '/api/diary');
    expect(
      diary.body.entries.map((entry: { movie: { title: string }; rating: number }) => [entry.movie.title, entry.rating]),
    ).to.deep.equal([
      ['The Secret in Their Eyes', 5],
      ['Psycho', 3.5],
    ]);
  });

  it('reads one Letterboxd CSV named by ?file=, and leaves out of the watchlist what the FREE plan does not allow', async () => {
    const member = await newMember();
    const titles = ['Toy Story', 'Primer', 'Coherence', 'Psycho', 'Memento', 'Inception', 'Parasite'];
    const rows = await app.db('rm_movies.movies').whereIn('title', titles).select('title', 'year');
    const csv = `Date,Name,Year,Letterboxd URI\n${rows.map((row: { title: string; year: number }) => `2024-01-01,${row.title},${row.year},u`).join('\n')}\n`;
    const prepared = await upload(member, csv, { file: 'watchlist.csv', type: 'text/csv' });
    expect(prepared.body.import.counts).to.deep.equal({ matched: 7, uncertain: 0, notFound: 0 });
    const { body } = await apply(member, prepared.body.import._id);
    expect(body.summary).to.deep.include({ entries: 0, watchlistAdded: 5, watchlistLeftOut: 2 });
  });

  it('refuses what is not an export with 400, and a file over 10 MB with 413, appending nothing', async () => {
    const member = await newMember();
    await refused(() => upload(member, zipOf({ 'ratings.csv': RATINGS })), 400, NOT_LETTERBOXD);
    await refused(() => upload(member, 'hello,world\n1,2\n', { type: 'text/csv' }), 400, NOT_AN_EXPORT);
    await refused(() => upload(member, 'Date,Name,Year\n', { file: 'profile.csv', type: 'text/csv' }), 400, NOT_AN_EXPORT);
    await refused(() => upload(member, ''), 400, NOT_AN_EXPORT);
    await refused(() => upload(member, Buffer.concat([EXPORT_ZIP.subarray(0, 40), Buffer.alloc(100)])), 400, ZIP_UNREADABLE);
    await refused(
      () => upload(member, zipOf({ 'diary.csv': DIARY.replace(',4.5,', ',9,') })),
      400,
      "diary.csv line 2: '9' is not a rating",
    );
    await refused(() => upload(member, Buffer.alloc(10 * 1024 * 1024 + 1, 0x41), { type: 'text/csv' }), 413, FILE_TOO_LARGE);
  });

  it("answers 404 for someone else's import and one that does not exist, appending nothing; a decision off the candidates is a 400", async () => {
    const owner = await newMember();
    const stranger = await newMember();
    const { body } = await upload(owner, EXPORT_ZIP);
    await refused(() => apply(stranger, body.import._id), 404, 'Import not found');
    await refused(() => apply(stranger, randomUUID()), 404, 'Import not found');
    const row = body.import.uncertain[0].row;
    await refused(
      () => apply(owner, body.import._id, [{ row, movieId: ids['Psycho']! }]),
      400,
      `Row ${row + 1}: choose one of its candidates or skip it`,
    );
    await refused(() => apply(owner, body.import._id, [{ row: 0, movieId: null }]), 400, 'Row 1: choose one of its candidates or skip it');
    await refused(() => apply(owner, 'not-an-id'), 404, 'Import not found');
    expect(await app.events.store.readStream(`Diary-${owner.userId}`).catch(() => [])).to.deep.equal([]);
  });

  it('exports everything the member owns as JSON and as a zip of CSVs, never anyone else’s; diary.csv imports again', async () => {
    const member = await newMember();
    const other = await newMember();
    for (const who of [member, other]) {
      const { body } = await upload(who, EXPORT_ZIP);
      await apply(who, body.import._id);
    }
    await member.visitor.request('POST', '/api/favorites', { json: { movieId: ids['Psycho'] } });
    await app.settled();
    const json = await exported(member, 'json');
    expect(json.status).to.equal(200);
    const day = new Date().toISOString().slice(0, 10);
    expect(json.headers.get('content-disposition')).to.equal(`attachment; filename="more-ai-export-${day}.json"`);
    const data = ExportDocument.parse(await json.json());
    expect(data.profile._id).to.equal(member.userId);
    expect(data.diary.map((entry) => entry.title).sort()).to.deep.equal([
      'Amélie',
      'Crouching Tiger, Hidden Dragon',
      'Memento',
      'Parasite',
    ]);
    expect(data.watchlists.map((list) => [list.name, list.movies.map((movie) => movie.title).sort()])).to.deep.equal([
      [IMPORTED_WATCHLIST_NAME, ['Primer', 'Toy Story']],
    ]);
    expect(data.favorites.map((movie) => movie.title)).to.deep.equal(['Psycho']);
    const text = JSON.stringify(data);
    expect(text).to.not.include(other.userId);

    const csv = await exported(member, 'csv');
    expect(csv.headers.get('content-type')).to.equal('application/zip');
    expect(csv.headers.get('content-disposition')).to.equal(`attachment; filename="more-ai-export-${day}.zip"`);
    const files = unzipSync(new Uint8Array(await csv.arrayBuffer()));
    expect(Object.keys(files).sort()).to.deep.equal(['diary.csv', 'favorites.csv', 'follows.csv', 'watchlists.csv']);
    const diaryCsv = new TextDecoder('utf-8', { ignoreBOM: true }).decode(files['diary.csv']);
    expect(diaryCsv).to.match(/^\uFEFFDate,Name,Year,Letterboxd URI,Rating,Rewatch,Tags,Watched Date,Review,Visibility\r\n/);
    expect(diaryCsv).to.include('"Crouching Tiger, Hidden Dragon",2000,,3,Yes,,2024-01-05,,private');
    const again = await upload(member, diaryCsv, { file: 'diary.csv', type: 'text/csv' });
    expect(again.body.import.counts).to.deep.equal({ matched: 4, uncertain: 0, notFound: 0 });
  });

  it('refuses a signed-out export, and too many exports in a row with 429', async () => {
    expect((await fetch(`${app.url}/api/me/export`)).status).to.equal(401);
    const member = await newMember();
    for (let i = 0; i < 5; i += 1) expect((await exported(member, 'json')).status).to.equal(200);
    const answer = await exported(member, 'json');
    expect(answer.status).to.equal(429);
    expect(Number(answer.headers.get('retry-after'))).to.be.greaterThan(0);
    expect(((await answer.json()) as { message: string }).message).to.equal(EXPORTED_TOO_OFTEN);
    expect((await exported(member, 'xml' as 'json')).status).to.equal(400);
  });
});
