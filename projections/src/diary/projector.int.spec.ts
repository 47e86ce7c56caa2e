import { expect } from 'chai';
import { randomUUID } from 'node:crypto';
import { accountDecider } from '@more-ai/command-api/accounts/decide';
import { SAMPLE_CATALOG_DIR } from '@more-ai/command-api/catalog/sample-catalog';
import type { DiaryCommand } from '@more-ai/command-api/diary/commands';
import { diaryDecider } from '@more-ai/command-api/diary/decide';
import type { DiaryEntryFields } from '@more-ai/events/catalog/index';
import { startTestApp, type TestApp } from '@more-ai/testing/app';
import { registerAccounts } from '@more-ai/testing/members';
import { rebuildProjection } from '../runner/rebuild';
import { diaryProjector } from './projector';
import { tasteOf } from './queries';

describe('the diary read model', function () {
  this.timeout(120_000);
  let app: TestApp;
  const metadata = { actor: 'system', correlationId: 'test', causationId: 'test' };
  const ids = { mira: randomUUID(), gone: randomUUID() };
  let movies: { id: string; title: string }[];
  const diary = (userId: string, command: DiaryCommand) => app.commands.handle(diaryDecider, userId, command, metadata);
  const log = (userId: string, entryId: string, entry: Partial<DiaryEntryFields> & { movieId: string }) =>
    diary(userId, {
      type: 'LogDiaryEntry',
      userId,
      entryId,
      movieYear: 1900,
      entry: { watchedOn: '2024-01-01', rating: null, review: '', visibility: 'private', rewatch: false, ...entry },
    });
  const rows = () => app.db('rm_diary.entries').whereIn('user_id', Object.values(ids)).orderBy(['user_id', 'entry_id']);
  const entries = { a: randomUUID(), b: randomUUID(), c: randomUUID(), d: randomUUID(), e: randomUUID() };

  before(async function () {
    this.timeout(120_000);
    app = await startTestApp('diary_projector', { catalogDir: SAMPLE_CATALOG_DIR });
    await app.settled();
    movies = await app.db('rm_movies.movies').orderBy('id').limit(2).select('id', 'title');
    await registerAccounts(app, ids);
    const [first, second] = movies.map((movie) => movie.id) as [string, string];
    await log(ids.mira, entries.a, { movieId: first, watchedOn: '2024-01-05', rating: 2 });
    await log(ids.mira, entries.b, { movieId: first, watchedOn: '2024-02-05', rating: 4 });
    await log(ids.mira, entries.c, { movieId: second, watchedOn: '2024-01-20', rating: 3.5, review: 'Kept' });
    await diary(ids.mira, { type: 'ReviseDiaryEntry', userId: ids.mira, entryId: entries.c, movieYear: 1900, changes: { rating: 5 } });
    await log(ids.mira, entries.d, { movieId: second, watchedOn: '2024-03-01' });
    await diary(ids.mira, { type: 'RemoveDiaryEntry', userId: ids.mira, entryId: entries.b });
    await log(ids.gone, entries.e, { movieId: first, review: 'Gone soon' });
    await app.commands.handle(accountDecider, ids.gone, { type: 'DeleteAccount' }, metadata);
    // An entry decided before the deletion whose append landed after it.
    await log(ids.gone, randomUUID(), { movieId: second });
    await app.settled();
  });
  after(() => app.close());

  it('holds each entry as logged, edited and removed', async () => {
    const mira = await app.db('rm_diary.entries').where({ user_id: ids.mira }).orderBy('entry_id').pluck('entry_id');
    expect(mira).to.deep.equal([entries.a, entries.c, entries.d].sort());
    const edited = await app.db('rm_diary.entries').where({ entry_id: entries.c }).first();
    expect({ rating: Number(edited.rating), review: edited.review }).to.deep.equal({ rating: 5, review: 'Kept' });
  });

  it("rates a film by its latest rated watch: an unrated rewatch keeps the rating, a removed entry's goes", async () => {
    const taste = await tasteOf(app.db, ids.mira);
    expect(taste.ratings).to.deep.equal([
      { movieId: movies[1]!.id, rating: 5, title: movies[1]!.title },
      { movieId: movies[0]!.id, rating: 2, title: movies[0]!.title },
    ]);
  });

  it("removes a deleted member's entries, and one appended after the deletion does not bring them back", async () => {
    expect(await app.db('rm_diary.entries').where({ user_id: ids.gone })).to.deep.equal([]);
  });

  it('rebuilds from the log into the same rows', async () => {
    const incremental = await rows();
    expect(incremental).to.have.length(3);
    await rebuildProjection({ store: app.events.log, db: app.db, projector: diaryProjector });
    expect(await rows()).to.deep.equal(incremental);
  });
});
