import { expect } from 'chai';
import { signedUpVisitor, type Visitor } from '@more-ai/testing/visitor';
import { SAMPLE_CATALOG_DIR } from '@more-ai/command-api/catalog/sample-catalog';
import { startTestApp, type TestApp } from '@more-ai/testing/app';

interface Page {
  movies: { title: string; year: number }[];
  total: number;
  page: number;
  pageSize: number;
  platforms: string[];
}

describe('browsing the catalog and the header search', function () {
  this.timeout(60_000);
  let app: TestApp;
  let asha: Visitor;
  const titlesOf = (body: { movies: { title: string }[] }) => body.movies.map((m) => m.title);
  const browse = async (query: string) => {
    const response = await asha.request('GET', `/api/movies/browse${query}`);
    expect(response.status, `${query}: ${JSON.stringify(response.body)}`).to.equal(200);
    return response.body as Page;
  };
  const suggest = async (q: string) => {
    const response = await asha.request('GET', `/api/movies/suggest?q=${encodeURIComponent(q)}`);
    expect(response.status, q).to.equal(200);
    return response.body as { movies: { title: string; year: number; language: string }[]; people: { name: string; titles: number }[] };
  };

  before(async function () {
    this.timeout(120_000);
    app = await startTestApp('movie_browse', { catalogDir: SAMPLE_CATALOG_DIR });
    asha = await signedUpVisitor(app, 'asha');
  });
  after(() => app.close());

  it('pages the whole catalog newest first, 24 a page, with the total and the platforms to filter by', async () => {
    const first = await browse('');
    expect(first).to.include({ total: 45, page: 1, pageSize: 24 });
    expect(first.movies).to.have.length(24);
    expect(titlesOf(first).slice(0, 3)).to.have.members(['RRR', 'Kantara', 'Everything Everywhere All at Once']);
    expect(first.platforms).to.include.members(['Netflix', 'Prime Video', 'ZEE5']);
    expect(first.platforms).to.deep.equal([...first.platforms].sort());
    const second = await browse('?page=2');
    expect(second).to.include({ total: 45, page: 2 });
    expect(second.movies).to.have.length(21);
    expect(titlesOf(second).slice(-1)).to.deep.equal(['Seven Samurai']);
    expect((await browse('?page=3')).movies).to.deep.equal([]);
  });

  it('keeps every order stable across pages: each title once, none lost', async () => {
    for (const sort of ['newest', 'oldest', 'title', 'shortest', 'longest', 'added']) {
      const pages = [...(await browse(`?sort=${sort}`)).movies, ...(await browse(`?sort=${sort}&page=2`)).movies];
      expect(new Set(pages.map((m) => m.title)).size, sort).to.equal(45);
      const again = [...(await browse(`?sort=${sort}`)).movies, ...(await browse(`?sort=${sort}&page=2`)).movies];
      expect(titlesOf({ movies: again }), sort).to.deep.equal(titlesOf({ movies: pages }));
    }
    const byTitle = titlesOf(await browse('?sort=title'));
    expect(byTitle.slice(0, 4)).to.deep.equal(['3 Idiots', 'Amélie', 'Baahubali: The Beginning', 'Back to the Future']);
    const years = (await browse('?sort=oldest')).movies.map((m) => m.year);
    expect(years).to.deep.equal([...years].sort((a, b) => a - b));
  });

  it('matches any of the genres chosen, and every other filter besides', async () => {
    expect(titlesOf(await browse('?genre=Horror&sort=title'))).to.deep.equal(['Psycho', 'The Host', 'Train to Busan']);
    const horrorOrRomance = await browse('?genre=Horror,Romance&sort=title');
    expect(titlesOf(horrorOrRomance)).to.deep.equal([
      'Amélie',
      'Crouching Tiger, Hidden Dragon',
      'In the Mood for Love',
      'Psycho',
      'The Host',
      'Train to Busan',
    ]);
    expect(horrorOrRomance.total).to.equal(6);
    expect(titlesOf(await browse('?genre=Horror,%20Romance,Horror&language=Korean&sort=title'))).to.deep.equal([
      'The Host',
      'Train to Busan',
    ]);
    expect(titlesOf(await browse('?era=Older&sort=oldest'))).to.deep.equal(['Seven Samurai', 'Psycho', 'Sholay']);
    expect(titlesOf(await browse('?era=2020s&language=Telugu'))).to.deep.equal(['RRR']);
    expect(titlesOf(await browse('?type=Mind%20bending&language=English&sort=title'))).to.deep.equal([
      'Coherence',
      'Everything Everywhere All at Once',
      'Inception',
      'Memento',
      'Primer',
    ]);
    expect(titlesOf(await browse('?length=Under%2090%20mins&sort=shortest'))).to.deep.equal([
      'Primer',
      'Toy Story',
      'My Neighbor Totoro',
      'Coherence',
    ]);
    expect(titlesOf(await browse('?length=90%20-%20120%20mins&language=Chinese'))).to.have.members([
      'Crouching Tiger, Hidden Dragon',
      'In the Mood for Love',
    ]);
    expect(titlesOf(await browse('?length=Over%20120%20mins&sort=longest')).slice(0, 3)).to.deep.equal(['Seven Samurai', 'Sholay', 'RRR']);
    const netflixSeries = (await browse('?platform=Netflix&length=Series&sort=title')) as unknown as {
      movies: { title: string; kind: string; availableOn: string[] }[];
      total: number;
    };
    expect(titlesOf(netflixSeries)).to.include.members(['Money Heist', 'Squid Game']);
    expect(netflixSeries.total).to.equal(netflixSeries.movies.length);
    for (const movie of netflixSeries.movies) {
      expect(movie.kind, movie.title).to.equal('series');
      expect(movie.availableOn, movie.title).to.include('Netflix');
    }
    const none = await browse('?genre=Horror&language=French');
    expect(none).to.include({ total: 0 });
    expect(none.movies).to.deep.equal([]);
  });

  it('takes a platform as plain text: a quote or a wildcard matches no platform', async () => {
    for (const platform of ["Netflix' OR '1'='1", '%', 'Net%', '_etflix', 'netflix']) {
      const page = await browse(`?platform=${encodeURIComponent(platform)}`);
      expect(page.total, platform).to.equal(0);
    }
  });

  it('refuses a filter outside the vocabulary with the values it takes', async () => {
    for (const [query, message] of [
      ['?genre=Western', 'genre must be one of: Action, Comedy, Drama, Thriller, Horror, Romance, Sci-Fi, Adventure, Crime, Mystery'],
      ['?genre=Drama&genre=Crime', 'genre must be given once, its values separated by commas'],
      ['?genre=', 'genre must be one of: Action, Comedy, Drama, Thriller, Horror, Romance, Sci-Fi, Adventure, Crime, Mystery'],
      ['?genre=Drama,Western', 'genre must be one of: Action, Comedy, Drama, Thriller, Horror, Romance, Sci-Fi, Adventure, Crime, Mystery'],
      [
        '?language=Klingon',
        'language must be one of: English, Spanish, Korean, Japanese, French, Chinese, Hindi, Telugu, Arabic, Tamil, Kannada',
      ],
      [
        '?language=Korean&language=Hindi',
        'language must be one of: English, Spanish, Korean, Japanese, French, Chinese, Hindi, Telugu, Arabic, Tamil, Kannada',
      ],
      ['?era=1970s', 'era must be one of: 2020s, 2010s, 2000s, 1990s, 1980s, Older'],
      ['?length=Any%20length', 'length must be one of: Under 90 mins, 90 - 120 mins, Over 120 mins, Series'],
      ['?type=Scary', 'type must be one of: Mind bending, Feel good, Award winner, Book adaptation, Based on true story, Hidden Gem'],
      ['?sort=rating', 'sort must be one of: newest, oldest, title, shortest, longest, added'],
      ['?page=0', 'page must be a whole number from 1 to 1000'],
      ['?page=two', 'page must be a whole number from 1 to 1000'],
      ['?page=1.5', 'page must be a whole number from 1 to 1000'],
      ['?platform=Net%00flix', 'The query contains a control character (U+0000)'],
      [`?platform=${'N'.repeat(41)}`, 'platform must be at most 40 characters'],
      ['?platform=Netflix&platform=ZEE5', 'platform must be text'],
    ]) {
      const response = await asha.request('GET', `/api/movies/browse${query}`);
      expect(response.status, query).to.equal(400);
      expect(response.body.message, query).to.equal(message);
    }
  });

  it('suggests titles typed loosely: typos, missing accents, a word of the title, the original title', async () => {
    for (const [q, title] of [
      ['parasit', 'Parasite'],
      ['amelie', 'Amélie'],
      ['AMÉLIE', 'Amélie'],
      ['dangal', 'Dangal'],
      ['the shawshenk redemtion', 'The Shawshank Redemption'],
      ['spirted away', 'Spirited Away'],
      ['intouchables', 'The Intouchables'],
      ['baahu', 'Baahubali: The Beginning'],
      ['기생충', 'Parasite'],
      ['el laberinto', "Pan's Labyrinth"],
    ] as const) {
      expect(titlesOf(await suggest(q))[0], q).to.equal(title);
    }
    const parasite = (await suggest('parasite')).movies[0]!;
    expect(parasite).to.include({ title: 'Parasite', year: 2019, language: 'Korean' });
    expect((await suggest('qwzxv')).movies).to.deep.equal([]);
  });

  it('suggests eight titles at most, and people credited under a close name, each of several directors alone', async () => {
    expect((await suggest('the')).movies.length).to.be.within(1, 8);
    expect((await suggest('miyazaki')).people).to.deep.equal([{ name: 'Hayao Miyazaki', titles: 2 }]);
    expect((await suggest('bong joon')).people[0]).to.deep.equal({ name: 'Bong Joon-ho', titles: 5 });
    expect((await suggest('eric toledano')).people[0]).to.deep.equal({ name: 'Éric Toledano', titles: 1 });
    expect((await suggest('song kang ho')).people[0]).to.deep.equal({ name: 'Song Kang-ho', titles: 4 });
  });

  it('treats wildcards and quotes as text: punctuation alone finds nothing', async () => {
    for (const q of ['%', '_', '%%%', "'", "' OR 1=1 --", '\\']) {
      expect(await suggest(q), q).to.deep.equal({ movies: [], people: [] });
    }
    expect(titlesOf(await suggest("pan's"))[0]).to.equal("Pan's Labyrinth");
  });

  it('refuses a suggestion request without text, too long, or with a control character', async () => {
    for (const [query, message] of [
      ['', 'Search text (q) is required'],
      ['?q=%20', 'Search text (q) is required'],
      [`?q=${'a'.repeat(101)}`, 'Search text (q) must be at most 100 characters'],
      ['?q=par%00asite', 'The query contains a control character (U+0000)'],
      ['?q=par%1Basite', 'The query contains a control character (U+001B)'],
      ['?q=par%E2%80%8Basite', 'The query contains an invisible character (U+200B)'],
      ['?q=a&q=b', 'Search text (q) must be text'],
    ]) {
      const response = await asha.request('GET', `/api/movies/suggest${query}`);
      expect(response.status, query).to.equal(400);
      expect(response.body.message, query).to.equal(message);
    }
  });

  it('answers only signed-in users', async () => {
    for (const path of ['/api/movies/browse', '/api/movies/suggest?q=parasite']) {
      expect((await app.request('GET', path)).status, path).to.equal(401);
    }
  });
});

describe('the header search over the bundled catalog', function () {
  this.timeout(60_000);
  let app: TestApp;
  let asha: Visitor;
  const suggest = async (q: string) => {
    const response = await asha.request('GET', `/api/movies/suggest?q=${encodeURIComponent(q)}`);
    expect(response.status, q).to.equal(200);
    return response.body as { movies: { title: string }[]; people: { name: string; titles: number }[] };
  };
  const suggestedTitles = async (q: string) => (await suggest(q)).movies.map((m) => m.title);

  before(async function () {
    // The first app on the bundled catalog seeds its thousands of titles.
    this.timeout(300_000);
    app = await startTestApp('title_search');
    asha = await signedUpVisitor(app, 'asha');
  });
  after(() => app.close());

  it('finds a title whose letters are apart typed together, and the other way round', async () => {
    for (const [q, title] of [
      ['walle', 'WALL-E'],
      ['wall e', 'WALL-E'],
      ['Wall-E', 'WALL-E'],
      ['se7en', 'Se7en'],
      ['spiderman', 'Spider-Man'],
      ['la confidential', 'L.A. Confidential'],
      ['et', 'E.T. the Extra-Terrestrial'],
      ['xfiles', 'The X-Files'],
    ] as const) {
      expect((await suggestedTitles(q))[0], q).to.equal(title);
    }
    for (const q of ['kgf', 'k.g.f', 'K G F', 'kgf chapter']) {
      expect((await suggestedTitles(q)).slice(0, 2), q).to.have.members(['KGF: Chapter 1', 'KGF: Chapter 2']);
    }
    for (const q of ['mash', 'm a s h', 'M.A.S.H', 'm*a*s*h']) {
      expect((await suggestedTitles(q)).slice(0, 2), q).to.have.members(['MASH', 'M*A*S*H']);
    }
    expect((await suggest('bongjoonho')).people[0]).to.include({ name: 'Bong Joon-ho' });
  });

  it('forgives typos in well-known titles, and suggests nothing that merely shares a few letters', async () => {
    for (const [q, title] of [
      ['the godfahter', 'The Godfather'],
      ['godfahter', 'The Godfather'],
      ['intersteller', 'Interstellar'],
      ['parasyte', 'Parasite'],
      ['the shawshenk redemtion', 'The Shawshank Redemption'],
      ['spirted away', 'Spirited Away'],
    ] as const) {
      expect((await suggestedTitles(q))[0], q).to.equal(title);
    }
    // Shane, Parasakthi, The Fighter, Company: a few letters in common, no more.
    expect(await suggestedTitles('shawshank')).to.deep.equal(['The Shawshank Redemption']);
    expect(await suggestedTitles('parasit')).to.deep.equal(['Parasite']);
    expect(await suggestedTitles('the godfahter')).to.deep.equal(['The Godfather', 'The Godfather Part II']);
    expect(await suggestedTitles('computer')).to.deep.equal([]);
    for (const q of ['qwzxv', 'lorem ipsum', 'xyzzy', 'asdf']) {
      expect(await suggest(q), q).to.deep.equal({ movies: [], people: [] });
    }
  });

  it('suggests the title typed first, then titles beginning with it, then a word beginning with it, then typos', async () => {
    expect((await suggestedTitles('the godfather')).slice(0, 2)).to.deep.equal(['The Godfather', 'The Godfather Part II']);
    expect((await suggestedTitles('spider man'))[0]).to.equal('Spider-Man');
    expect((await suggestedTitles('spider man')).slice(1)).to.satisfy((titles: string[]) =>
      titles.every((t) => t.startsWith('Spider-Man')),
    );
    expect(await suggestedTitles('dark knight')).to.deep.equal(['The Dark Knight', 'The Dark Knight Rises', 'The Green Knight']);
    expect(await suggestedTitles('intouchables')).to.deep.equal(['The Intouchables', 'The Untouchables']);
    expect(await suggestedTitles('walle')).to.deep.equal(['WALL-E', 'Wall Street']);
  });

  it('searches titles typed without their punctuation too, the title typed first', async () => {
    const search = async (q: string) =>
      ((await asha.request('GET', `/api/movies/search?q=${encodeURIComponent(q)}`)).body as { movies: { title: string }[] }).movies.map(
        (m) => m.title,
      );
    expect((await search('walle'))[0]).to.equal('WALL-E');
    expect((await search('xfiles'))[0]).to.equal('The X-Files');
    expect((await search('k.g.f')).slice(0, 2)).to.have.members(['KGF: Chapter 1', 'KGF: Chapter 2']);
    expect((await search('the godfahter'))[0]).to.equal('The Godfather');
    expect(await search('qwzxv')).to.deep.equal([]);
  });
});
