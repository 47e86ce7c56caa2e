import { expect } from 'chai';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { comparePositions, START } from '@more-ai/events/position';
import { createLogger } from '@more-ai/platform';
import { startTestApp, type TestApp } from '@more-ai/testing/app';
import { movieIdOf } from './movie-id';
import { SAMPLE_CATALOG_DIR } from './sample-catalog';
import { seedMovieCatalog } from './seed';

describe('seeding the movie catalog', function () {
  this.timeout(60_000);
  let app: TestApp;
  let dir: string;
  const log = createLogger('test', 'silent');
  const sample = async () => JSON.parse(await readFile(path.join(SAMPLE_CATALOG_DIR, 'titles.json'), 'utf8')) as Record<string, any>[];
  const movieEvents = async () => (await app.events.log.readAll({ filter: { categories: ['Movie'] } })).map((e) => `${e.type} ${e.data.title}`);

  before(async () => {
    app = await startTestApp('catalog_seed', { catalogDir: SAMPLE_CATALOG_DIR });
    dir = await mkdtemp(path.join(tmpdir(), 'catalog-'));
  });
  after(async () => {
    await app.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('catalogs every bundled title at the first start, each under its stable id', async () => {
    const titles = await sample();
    expect(await app.db('rm_movies.movies').count({ n: '*' }).first()).to.deep.equal({ n: String(titles.length) });
    const parasite = await app.db('rm_movies.movies').where({ id: movieIdOf('Parasite', 2019) }).first();
    expect(parasite).to.include({ title: 'Parasite', original_title: '기생충', year: 2019, kind: 'movie', runtime_minutes: 132, language: 'Korean', director: 'Bong Joon-ho', source: 'catalog' });
    expect(parasite.content_types).to.deep.equal(['Award winner']);
    expect(parasite.tags).to.deep.equal(['class divide', 'dark comedy']);
  });

  it('appends nothing when started again on the same catalog', async () => {
    const head = await app.events.store.headPosition();
    const position = await seedMovieCatalog(app.commands, app.events.log, { log, dir: SAMPLE_CATALOG_DIR });
    expect(comparePositions(position, START)).to.equal(0);
    expect(comparePositions(await app.events.store.headPosition(), head)).to.equal(0);
  });

  it('revises a title whose facts changed in its file, once', async () => {
    const titles = await sample();
    const amelie = titles.find((t) => t.title === 'Amélie')!;
    amelie.streaming = { platforms: ['MUBI'], asOf: '2025-07', source: 'Streaming premiere on MUBI, July 2025' };
    await writeFile(path.join(dir, 'titles.json'), JSON.stringify(titles));
    const before = (await movieEvents()).length;
    await seedMovieCatalog(app.commands, app.events.log, { log, dir });
    await seedMovieCatalog(app.commands, app.events.log, { log, dir });
    expect((await movieEvents()).slice(before)).to.deep.equal(['MovieRevised Amélie']);
    await app.settled();
    const row = await app.db('rm_movies.movies').where({ id: movieIdOf('Amélie', 2001) }).first();
    expect(row).to.include({ streaming_as_of: '2025-07' });
    expect(row.available_on).to.deep.equal(['MUBI']);
  });

  it('revises a title whose certificate, reference, studios or franchise were corrected, so an installed catalog picks them up', async () => {
    const titles = await sample();
    const amelie = titles.find((t) => t.title === 'Amélie')!;
    amelie.streaming = { platforms: ['MUBI'], asOf: '2025-07', source: 'Streaming premiere on MUBI, July 2025' };
    const psycho = titles.find((t) => t.title === 'Psycho')!;
    Object.assign(psycho, { certificate: 'A', reference: 'Wikipedia (en): Psycho (1960 film)', studios: ['Shamley Productions'], franchise: 'Psycho' });
    await writeFile(path.join(dir, 'titles.json'), JSON.stringify(titles));
    const before = (await movieEvents()).length;
    await seedMovieCatalog(app.commands, app.events.log, { log, dir });
    expect((await movieEvents()).slice(before)).to.deep.equal(['MovieRevised Psycho']);
    await app.settled();
    const row = await app.db('rm_movies.movies').where({ id: movieIdOf('Psycho', 1960) }).first();
    expect(row).to.include({ certificate: 'A', reference: 'Wikipedia (en): Psycho (1960 film)', franchise: 'Psycho', streaming_source: null });
    expect(row.studios).to.deep.equal(['Shamley Productions']);
  });

  it('leaves out a title or a file the format refuses, and imports the rest', async () => {
    const [first] = await sample();
    const fresh = { ...first!, title: 'Mother of Pearl', year: 2021 };
    const refused = { ...first!, title: 'Not a language', year: 2021, language: 'Klingon' };
    await writeFile(path.join(dir, 'titles.json'), JSON.stringify([fresh, refused]));
    await writeFile(path.join(dir, 'half-written.json'), '[{"title": "Cut off');
    const before = (await movieEvents()).length;
    await seedMovieCatalog(app.commands, app.events.log, { log, dir });
    expect((await movieEvents()).slice(before)).to.deep.equal(['MovieCataloged Mother of Pearl']);
  });
});
