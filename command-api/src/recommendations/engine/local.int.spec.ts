import { expect } from 'chai';
import { startTestApp, type TestApp } from '@more-ai/testing/app';
import { SAMPLE_CATALOG_DIR } from '../../catalog/sample-catalog';
import { eraOf, lengthOf, UnknownFilterValue } from './filters';
import { createLocalEngine } from './local';
import { FILTER_OPTIONS, type FilterGroup } from '@more-ai/contracts/movies';
import type { RecommendationEngine, RecommendationQuery } from './port';

interface Title {
  id: string;
  title: string;
  year: number;
  kind: 'movie' | 'series';
  runtime_minutes: number;
  language: string;
  genres: string[];
  content_types: string[];
  director: string | null;
}

describe('the local recommendation engine', function () {
  this.timeout(60_000);
  let app: TestApp;
  let engine: RecommendationEngine;
  let titles: Map<string, Title>;
  const ask = (description: string, filters: Partial<Record<FilterGroup, string[]>> = {}, limit?: number) =>
    engine.recommend(
      { description, genre: [], language: [], length: [], era: [], contentType: [], ...filters } as RecommendationQuery,
      limit,
    );
  const picked = async (...args: Parameters<typeof ask>) => (await ask(...args)).map((pick) => titles.get(pick.movieId)!);
  const named = async (...args: Parameters<typeof ask>) => (await picked(...args)).map((t) => t.title);
  // Each filter option, checked on the title's own facts.
  const shows: Record<FilterGroup, (t: Title, option: string) => boolean> = {
    genre: (t, option) => t.genres.includes(option),
    language: (t, option) => option === 'Any language' || t.language === option,
    length: (t, option) => option === 'Any length' || lengthOf(t) === option,
    era: (t, option) => eraOf(t.year) === option,
    contentType: (t, option) => t.content_types.includes(option),
  };

  before(async () => {
    app = await startTestApp('local_engine', { catalogDir: SAMPLE_CATALOG_DIR });
    engine = createLocalEngine(app.db);
    titles = new Map((await app.db('rm_movies.movies').select('*')).map((row: Title) => [row.id, row]));
  });
  after(() => app.close());

  it('answers with up to 10 distinct picks', async () => {
    const picks = await ask('', { era: ['2010s', '2020s'] });
    expect(picks).to.have.length(10);
    expect(new Set(picks.map((p) => p.movieId)).size).to.equal(10);
    expect(await ask('', { era: ['2010s'] }, 3)).to.have.length(3);
  });

  for (const group of Object.keys(FILTER_OPTIONS) as FilterGroup[]) {
    it(`keeps to every ${group} option it is given, as a hard constraint`, async () => {
      for (const option of FILTER_OPTIONS[group]) {
        const found = await picked('', { [group]: [option] });
        expect(found, option).to.not.be.empty;
        for (const title of found) expect(shows[group](title, option), `${title.title} for ${option}`).to.equal(true);
        // Words of the prompt rank titles, never let one outside the filter in.
        for (const title of await picked('heist thriller with a twist', { [group]: [option] }))
          expect(shows[group](title, option), `${title.title} for ${option} with text`).to.equal(true);
      }
    });
  }

  it('lets any option of a group match and needs every group', async () => {
    const found = await picked('', { genre: ['Comedy', 'Horror'], language: ['Korean', 'Japanese'] });
    expect(found.map((t) => t.title)).to.have.members(['Parasite', 'The Host', 'Train to Busan', 'My Neighbor Totoro']);
  });

  it("takes 'Any language' and 'Any length' as no constraint at all", async () => {
    const any = await picked('', { language: ['Any language', 'Korean'], length: ['Any length', 'Series'] }, 45);
    expect(any).to.have.length(45);
  });

  it('refuses a filter value the screen does not offer instead of ignoring it', async () => {
    const failure = await ask('', { language: ['Klingon'], genre: ['Drama'] }).then(
      () => null,
      (error: Error) => error,
    );
    expect(failure).to.be.instanceOf(UnknownFilterValue).and.include({ group: 'language', value: 'Klingon' });
  });

  it('ranks the title a prompt names first', async () => {
    expect((await named('Inception'))[0]).to.equal('Inception');
    expect((await named('spirited away'))[0]).to.equal('Spirited Away');
    expect((await named('something like The Shawshank Redemption'))[0]).to.equal('The Shawshank Redemption');
  });

  it('ranks the films of a person the prompt names first', async () => {
    expect((await named('Hayao Miyazaki')).slice(0, 2)).to.have.members(['Spirited Away', 'My Neighbor Totoro']);
    expect((await named('movies with Michelle Yeoh')).slice(0, 2)).to.have.members([
      'Crouching Tiger, Hidden Dragon',
      'Everything Everywhere All at Once',
    ]);
  });

  it('ranks by the words of the prompt within the filters, the rarest words weighing most', async () => {
    expect((await named('heist', { language: ['Spanish'] }))[0]).to.equal('Money Heist');
    expect((await named('time travel')).slice(0, 2)).to.have.members(['Back to the Future', 'Primer']);
    expect((await named('zombies on a train'))[0]).to.equal('Train to Busan');
  });

  it('reads a language, genre or content type in the prompt as a wish, not a constraint', async () => {
    const found = await picked('award-winning Korean dramas');
    expect(found.slice(0, 2).map((t) => t.title)).to.have.members(['Parasite', 'Squid Game']);
    expect(found.some((t) => t.language !== 'Korean')).to.equal(true);
  });

  it('gives each pick a reason naming what matched and a fact from the catalog', async () => {
    const [heist] = await ask('a heist', { language: ['Spanish'] });
    expect(heist!.reason).to.equal(
      'Matches “heist”; fits your filters (Spanish); winner of the International Emmy Award for Best Drama Series (2018), created by Álex Pina.',
    );
    const [korean] = await ask('', { language: ['Korean'], era: ['2010s'] });
    expect(korean!.reason).to.equal("Fits your filters (Korean, 2010s); winner of the Palme d'Or (Cannes 2019), directed by Bong Joon-ho.");
    const [nolan] = await ask('Christopher Nolan');
    expect(nolan!.reason).to.equal('Directed by Christopher Nolan; winner of the Academy Award for Best Cinematography (2011).');
    const [inception] = await ask('Inception');
    expect(inception!.reason).to.equal(
      'Matches the title “Inception”; winner of the Academy Award for Best Cinematography (2011), directed by Christopher Nolan.',
    );
  });

  it('varies the directors: at most three picks by one, unless the prompt names them', async () => {
    const korean = await picked('', { language: ['Korean'] }, 4);
    expect(korean.filter((t) => t.director === 'Bong Joon-ho')).to.have.length(3);
    const all = await picked('', { language: ['Korean'] });
    expect(all.at(-1)!.director).to.equal('Bong Joon-ho');
    expect((await picked('Bong Joon-ho')).filter((t) => t.director === 'Bong Joon-ho')).to.have.length(5);
  });

  it('answers a prompt that matches nothing with no picks', async () => {
    expect(await ask('qwzxv')).to.deep.equal([]);
  });
});
