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

  it('keeps who added a title the AI found, and nobody for the bundled catalogue', async () => {
    expect(await row('Memento Found', 2031)).to.include({ added_by: FINDER, synopsis: 'Revised by an import.' });
    expect((await row('Memento', 2000)).added_by).to.equal(null);
  });

  it('rebuilds from the log into the same rows', async () => {
    const incremental = await all();
    await rebuildProjection({ store: app.events.log, db: app.db, projector: moviesProjector, batchSize: 7 });
    expect(await all()).to.deep.equal(incremental);
  });
});
