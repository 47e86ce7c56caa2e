import { expect } from 'chai';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createLogger } from '@more-ai/platform';
import { startTestApp, type TestApp } from '@more-ai/testing/app';
import { SAMPLE_CATALOG_DIR } from '../../catalog/sample-catalog';
import { seedMovieCatalog } from '../../catalog/seed';
import { movieIdOf } from '../../catalog/movie-id';
import { CatalogIndexCache, CATALOG_VERSION_SQL, matchedInDatabase } from './catalog-index';
import { createLocalEngine } from './local';
import type { RecommendationQuery } from './port';
import { parseTermQuery } from './text-match';

describe('the catalog in memory', function () {
  this.timeout(60_000);
  let app: TestApp;
  let dir: string;
  const log = createLogger('test', 'silent');
  const ask = (description: string) =>
    createLocalEngine(app.db).recommend({
      description,
      genre: [],
      language: [],
      length: [],
      era: [],
      contentType: [],
    } as RecommendationQuery);
  const version = async () =>
    (await app.db.raw<{ rows: { version: string }[] }>(`SELECT ${CATALOG_VERSION_SQL} AS version`)).rows[0]!.version;

  before(async () => {
    app = await startTestApp('catalog_index', { catalogDir: SAMPLE_CATALOG_DIR });
    dir = await mkdtemp(path.join(tmpdir(), 'catalog-'));
  });
  after(async () => {
    await app.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('matches a term in exactly the titles PostgreSQL’s @@ matches, and strongly where it matches in weights A and B', async () => {
    const index = await new CatalogIndexCache(app.db, async () => []).at(await version());
    const terms = [
      'love',
      'heist',
      'time travel',
      'sci-fi',
      'story of love',
      'serial killer',
      'new york',
      'world war',
      'thriller',
      'family',
      'x-men 2',
      'the',
    ];
    for (const term of terms) {
      const { rows } = await app.db.raw<{ rows: { query: string; ids: string[] | null; strong: string[] | null }[] }>(
        `SELECT q::text AS query,
                (SELECT array_agg(id ORDER BY id) FROM rm_movies.movies WHERE search @@ q) AS ids,
                (SELECT array_agg(id ORDER BY id) FROM rm_movies.movies WHERE search @@ regexp_replace(q::text, '''( |$)', ''':AB\\1', 'g')::tsquery) AS strong
         FROM (SELECT CASE WHEN position(' ' IN ?::text) > 0 THEN phraseto_tsquery('english', ?) ELSE plainto_tsquery('english', ?) END AS q) AS t`,
        [term, term, term],
      );
      const { query, ids, strong } = rows[0]!;
      if (query === '') continue;
      const found = index.text.match(parseTermQuery(query)!);
      const titles = [...found.titles].map((at) => index.titles[at]!.id);
      expect(titles, term).to.deep.equal(ids ?? []);
      expect(
        titles.filter((_, k) => found.strong[k] === 1),
        `${term} in the title, tags or genres`,
      ).to.deep.equal(strong ?? []);
    }
  });

  it('leaves a query of another shape to PostgreSQL, and reads its answer as the index’s titles', async () => {
    const index = await new CatalogIndexCache(app.db, async () => []).at(await version());
    const query = "'love' | 'heist'";
    expect(parseTermQuery(query)).to.equal(undefined);
    const { rows } = await app.db.raw<{ rows: { id: string; strong: boolean }[] }>(
      `SELECT id, search @@ ?::tsquery AS strong FROM rm_movies.movies WHERE search @@ ?::tsquery ORDER BY id`,
      ["'love':AB | 'heist':AB", query],
    );
    expect(rows.length).to.be.greaterThan(1);
    const found = await matchedInDatabase(app.db, index, query);
    expect([...found.titles].map((at) => index.titles[at]!.id)).to.deep.equal(rows.map((row) => row.id));
    expect([...found.strong]).to.deep.equal(rows.map((row) => (row.strong ? 1 : 0)));
    expect(rows.some((row) => row.strong) && rows.some((row) => !row.strong)).to.equal(true);
  });

  it('recommends a title added to the catalog as soon as it is projected, and ranks a revised one on its new facts', async () => {
    const titles = JSON.parse(await readFile(path.join(SAMPLE_CATALOG_DIR, 'titles.json'), 'utf8')) as Record<string, any>[];
    expect(await ask('a lighthouse and a walrus')).to.deep.equal([]);
    const added = {
      ...titles[0]!,
      title: 'The Narwhal Keeper',
      year: 2024,
      synopsis: 'A lighthouse keeper befriends a walrus.',
      tags: ['friendship'],
    };
    await writeFile(path.join(dir, 'titles.json'), JSON.stringify([added]));
    await seedMovieCatalog(app.commands, app.events.log, { log, dir });
    await app.settled();
    expect((await ask('a lighthouse and a walrus')).map((pick) => pick.movieId)).to.deep.equal([movieIdOf('The Narwhal Keeper', 2024)]);

    await writeFile(path.join(dir, 'titles.json'), JSON.stringify([{ ...added, synopsis: 'A ferryman befriends an otter.' }]));
    await seedMovieCatalog(app.commands, app.events.log, { log, dir });
    await app.settled();
    expect(await ask('a lighthouse and a walrus')).to.deep.equal([]);
    expect((await ask('a ferryman and an otter')).map((pick) => pick.movieId)).to.deep.equal([movieIdOf('The Narwhal Keeper', 2024)]);
  });

  it('reads the catalog once for requests that arrive together, and again only when its version moves', async () => {
    let reads = 0;
    const cache = new CatalogIndexCache(app.db, async () => {
      reads++;
      return [];
    });
    const at = await version();
    const [first, second] = await Promise.all([cache.at(at), cache.at(at)]);
    expect(first).to.equal(second);
    expect(await cache.at(at)).to.equal(first);
    expect(reads).to.equal(1);
    const next = await cache.at('another version');
    expect(next).to.not.equal(first);
    expect(next.version).to.equal(at);
    expect(reads).to.equal(2);
  });
});
