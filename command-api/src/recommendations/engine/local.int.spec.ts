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
  tags: string[];
  director: string | null;
}

const REASON_HEIST =
  'A 2017 Spanish crime thriller series created by Álex Pina. Themes: heist. Winner of the International Emmy Award for Best Drama Series (2018).';

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
  const query = (filters: Partial<Record<FilterGroup, string[]>> = {}, description = '') =>
    ({ description, genre: [], language: [], length: [], era: [], contentType: [], ...filters }) as RecommendationQuery;
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

  it('gives each pick a reason written from facts of the film, never the prompt echoed back', async () => {
    const [heist] = await ask('a heist', { language: ['Spanish'] });
    expect(heist!.reason).to.equal(REASON_HEIST);
    const [nolan] = await ask('Christopher Nolan');
    expect(nolan!.reason).to.match(/^Directed by Christopher Nolan\. An? .*film\./);
    for (const pick of await ask('mystery on a rainy night')) expect(pick.reason).to.not.match(/matches|rainy/i);
  });

  it('keeps the best pick first through the variety re-rank, and every film of a person the prompt names', async () => {
    const korean = await picked('', { language: ['Korean'] }, 6);
    expect(korean[0]!.title).to.equal('Parasite');
    expect((await picked('Bong Joon-ho')).filter((t) => t.director === 'Bong Joon-ho')).to.have.length(5);
  });

  it('keeps to what the prompt refuses, as to a filter', async () => {
    const notScary = await picked('a comedy, nothing scary');
    expect(notScary).to.not.be.empty;
    for (const title of notScary) expect(title.genres, title.title).to.not.include('Horror');
    for (const title of await picked('Korean, but not a series')) expect(title.kind, title.title).to.equal('movie');
    for (const title of await picked('a crime thriller without subtitles')) expect(title.language, title.title).to.equal('English');
  });

  it('reads typos, Hindi, Spanish and French', async () => {
    expect((await named('Inceptoin'))[0]).to.equal('Inception');
    expect((await picked('Christpher Nolan'))[0]!.director).to.equal('Christopher Nolan');
    expect((await named('zombeis on a trian'))[0]).to.equal('Train to Busan');
    expect((await named('कुश्ती'))[0]).to.equal('Dangal');
    expect((await named('zombis en un tren'))[0]).to.equal('Train to Busan');
    expect((await named('voyage dans le temps')).slice(0, 2)).to.include('Back to the Future');
  });

  it('never picks what the member owns or watched, and ranks films like those they rated highly first', async () => {
    const id = (title: string) => [...titles.values()].find((t) => t.title === title)!.id;
    const owned = [id('Parasite'), id('Train to Busan')];
    const korean = await engine.recommend(query({ language: ['Korean'] }), 10, { owned, ratings: [] });
    expect(korean.map((p) => p.movieId)).to.not.include.members(owned).and.to.not.be.empty;
    expect(korean.map((p) => p.movieId))
      .to.not.include(owned[0])
      .and.not.include(owned[1]);

    const ratings = [{ movieId: id('Memories of Murder'), rating: 4.5, title: 'Memories of Murder' }];
    const [first] = await engine.recommend(query({ language: ['Korean'] }), 10, { owned: [id('Memories of Murder')], ratings });
    expect(first!.reason).to.match(/^Like Memories of Murder, which you rated 4\.5: a Bong Joon-ho /);
  });

  it('takes the first two words of a longer name, side by side, as naming that person', async () => {
    const picks = await ask('something by Bong Joon');
    expect(picks.slice(0, 5).map((pick) => pick.reason.startsWith('Directed by Bong Joon-ho'))).to.deep.equal([
      true,
      true,
      true,
      true,
      true,
    ]);
    // The same words apart name nobody.
    for (const pick of await ask('a joon story about bong')) expect(pick.reason).to.not.include('Directed by Bong Joon-ho');
  });

  it('reads animation as a kind of title, in any language the prompt is written in', async () => {
    for (const said of ['animated films', 'dessin animé pour enfants', 'dibujos animados']) {
      const animated = (await picked(said)).filter((t) => t.tags.includes('animation'));
      expect(animated.map((t) => t.title).sort(), said).to.deep.equal(['My Neighbor Totoro', 'Spirited Away', 'Toy Story']);
    }
  });

  it('ranks first the title that answers most of a long paraphrase, however few of its words any title has', async () => {
    expect((await named('a banker wrongly jailed for murder finds hope behind bars'))[0]).to.equal('The Shawshank Redemption');
  });

  it('answers a prompt that matches nothing with no picks', async () => {
    expect(await ask('qwzxv')).to.deep.equal([]);
  });
});
