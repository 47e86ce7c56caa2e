import { expect } from 'chai';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { movieDecider } from '@more-ai/command-api/catalog/decide';
import { movieIdOf } from '@more-ai/command-api/catalog/movie-id';
import { SAMPLE_CATALOG_DIR } from '@more-ai/command-api/catalog/sample-catalog';
import { toMovieFacts, type CatalogTitle } from '@more-ai/command-api/catalog/title';
import { startTestApp, type TestApp } from '@more-ai/testing/app';
import { rebuildProjection } from '../runner/rebuild';
import { moviesProjector } from './projector';

describe('the movies read model', function () {
  this.timeout(60_000);
  let app: TestApp;
  const metadata = { actor: 'system', correlationId: 'test', causationId: 'test' };
  const FINDER = '7c9e6679-7425-40de-944b-e07fc1f90ae7';
  const all = async () => ({
    movies: await app.db('rm_movies.movies').select('*').orderBy('id'),
    people: await app.db('rm_movies.people').select('*').orderBy('name'),
    platforms: await app.db('rm_movies.platforms').select('*').orderBy('name'),
  });
  const row = (title: string, year: number) =>
    app
      .db('rm_movies.movies')
      .where({ id: movieIdOf(title, year) })
      .first();

  before(async () => {
    app = await startTestApp('movies_projector', { catalogDir: SAMPLE_CATALOG_DIR });
    // A revision after the first import: the rebuild must fold both events into the same row.
    const titles = JSON.parse(await readFile(path.join(SAMPLE_CATALOG_DIR, 'titles.json'), 'utf8')) as CatalogTitle[];
    const memento = titles.find((t) => t.title === 'Memento')!;
    const revised = toMovieFacts(
      {
        ...memento,
        cast: ['Guy Pearce', 'Carrie-Anne Moss'],
        streaming: { platforms: ['Prime Video'], asOf: '2025-07', source: 'Streaming premiere on Prime Video, July 2025' },
      },
      'import',
    );
    await app.commands.handle(movieDecider, revised.movieId, { type: 'CatalogMovie', movie: revised }, metadata);
    // A title the AI found for a user, revised later by an import: the user stays the one who added it.
    const found = toMovieFacts(
      { ...memento, title: 'Memento Found', year: 2031, director: 'A Newcomer', cast: ['Another Newcomer'] },
      'openai',
    );
    await app.commands.handle(movieDecider, found.movieId, { type: 'CatalogMovie', movie: found }, { ...metadata, actor: FINDER });
    const foundRevised = { ...found, source: 'import' as const, synopsis: 'Revised by an import.' };
    await app.commands.handle(movieDecider, found.movieId, { type: 'CatalogMovie', movie: foundRevised }, metadata);
    await app.settled();
  });
  after(() => app.close());

  it('keeps content types apart from free tags, and where a title streams', async () => {
    const inception = await row('Inception', 2010);
    expect(inception.content_types).to.deep.equal(['Mind bending', 'Award winner']);
    expect(inception.tags).to.deep.equal(['heist', 'dreams']);
    const memento = await row('Memento', 2000);
    expect(memento).to.include({ source: 'import', streaming_as_of: '2025-07' });
    expect(memento.available_on).to.deep.equal(['Prime Video']);
    expect(memento.cast).to.deep.equal(['Guy Pearce', 'Carrie-Anne Moss']);
    expect(memento.streaming_source).to.equal('Streaming premiere on Prime Video, July 2025');
  });

  it("keeps each title's reference, studios and franchise, and what its platforms rest on", async () => {
    const toyStory = await row('Toy Story', 1995);
    expect(toyStory).to.include({ reference: 'Wikipedia (en): Toy Story', franchise: 'Toy Story', streaming_source: null });
    expect(toyStory.studios).to.deep.equal(['Pixar']);
    expect(toyStory.available_on).to.deep.equal([]);
    const squidGame = await row('Squid Game', 2021);
    expect(squidGame).to.include({ streaming_source: 'Netflix original', streaming_as_of: '2021-09', franchise: null });
    expect(squidGame.available_on).to.deep.equal(['Netflix']);
  });

  it('finds titles by words of the title, tags, language and synopsis', async () => {
    const found = async (words: string) =>
      (await app
        .db('rm_movies.movies')
        .whereRaw("search @@ plainto_tsquery('english', ?)", [words])
        .orderBy('title')
        .pluck('title')) as string[];
    expect(await found('heists')).to.deep.equal(['Inception', 'Money Heist']);
    expect(await found('Korean zombies')).to.deep.equal(['Train to Busan']);
    expect(await found('Miyazaki')).to.deep.equal(['My Neighbor Totoro', 'Spirited Away']);
  });

  it('ranks a title with notable awards and well-known people above an unawarded one', async () => {
    const parasite = await row('Parasite', 2019);
    const kaithi = await row('Kaithi', 2019);
    expect(parasite.quality).to.be.greaterThan(kaithi.quality);
    // Song Kang-ho is in four sample titles and Bong Joon-ho directed five: fame on top of the awards.
    expect(parasite.quality).to.be.greaterThan(parasite.own_quality);
    expect(kaithi.quality).to.equal(kaithi.own_quality);
  });

  it('counts the titles of each person, following revisions', async () => {
    const titles = async (name: string) => (await app.db('rm_movies.people').where({ name }).first())?.titles;
    expect(await titles('Bong Joon-ho')).to.equal(5);
    expect(await titles('Song Kang-ho')).to.equal(4);
    expect(await titles('Joe Pantoliano')).to.equal(undefined);
  });

  it('counts the titles on each platform, and forgets a platform its last title left', async () => {
    const counted = async () => {
      const counts = new Map<string, number>();
      for (const { available_on: on } of await app.db('rm_movies.movies').select('available_on'))
        for (const platform of on as string[]) counts.set(platform, (counts.get(platform) ?? 0) + 1);
      return [...counts].sort(([a], [b]) => (a < b ? -1 : 1)).map(([name, titles]) => ({ name, titles }));
    };
    const platforms = () => app.db('rm_movies.platforms').select('name', 'titles').orderBy('name');
    expect(await platforms()).to.deep.equal(await counted());
    expect((await platforms()).map((p) => p.name)).to.include('Prime Video');

    const titles = JSON.parse(await readFile(path.join(SAMPLE_CATALOG_DIR, 'titles.json'), 'utf8')) as CatalogTitle[];
    const streaming = { platforms: ['Only Here'], asOf: '2025-07', source: 'Streaming premiere on Only Here, July 2025' };
    const lone = toMovieFacts({ ...titles[0]!, title: 'Lone Stream', year: 2024, streaming }, 'import');
    await app.commands.handle(movieDecider, lone.movieId, { type: 'CatalogMovie', movie: lone }, metadata);
    await app.settled();
    expect(await platforms()).to.deep.include({ name: 'Only Here', titles: 1 });
    const gone = toMovieFacts({ ...titles[0]!, title: 'Lone Stream', year: 2024, streaming: { ...streaming, platforms: [] } }, 'import');
    await app.commands.handle(movieDecider, gone.movieId, { type: 'CatalogMovie', movie: gone }, metadata);
    await app.settled();
    expect((await platforms()).map((p) => p.name)).to.not.include('Only Here');
    expect(await platforms()).to.deep.equal(await counted());
  });

  it('keeps who added a title the AI found, and nobody for the bundled catalogue', async () => {
    expect(await row('Memento Found', 2031)).to.include({ added_by: FINDER, synopsis: 'Revised by an import.' });
    expect((await row('Memento', 2000)).added_by).to.equal(null);
  });

  it('rebuilds from the log into the same rows', async () => {
    const incremental = await all();
    await rebuildProjection({ store: app.events.log, db: app.db, projector: moviesProjector, batchSize: 7 });
    expect(await all()).to.deep.equal(incremental);
  });

  it('takes a catalog of thousands of titles and names in one batch', async () => {
    const titles = JSON.parse(await readFile(path.join(SAMPLE_CATALOG_DIR, 'titles.json'), 'utf8')) as CatalogTitle[];
    const memento = titles.find((t) => t.title === 'Memento')!;
    const events = Array.from({ length: 2500 }, (_, n) => {
      const facts = toMovieFacts(
        { ...memento, title: `Batch Title ${n}`, year: 1950 + (n % 70), cast: [`Actor ${n}`, `Actor ${n + 1}`] },
        'import',
      );
      return {
        id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
        type: 'MovieCataloged',
        data: facts as unknown as Record<string, unknown>,
        metadata: { ...metadata, timestamp: new Date().toISOString() },
        streamId: `Movie-${facts.movieId}`,
        revision: 0n,
        position: { commit: 1n, prepare: BigInt(n) },
        recordedAt: new Date(),
      };
    });
    // Applied as the runner would, in one transaction on the live tables, then rolled back.
    const trx = await app.db.transaction();
    try {
      await trx.raw('SET LOCAL search_path TO rm_movies');
      await moviesProjector.handle(events, trx);
      expect(Number((await trx('movies').where('title', 'like', 'Batch Title %').count({ n: '*' }))[0]!.n)).to.equal(2500);
      expect(Number((await trx('people').where('name', 'like', 'Actor %').count({ n: '*' }))[0]!.n)).to.equal(2501);
    } finally {
      await trx.rollback();
    }
  });
});
