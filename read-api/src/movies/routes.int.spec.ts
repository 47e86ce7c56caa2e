import { expect } from 'chai';
import { signedUpVisitor, type Visitor } from '@more-ai/testing/visitor';
import { movieDecider } from '@more-ai/command-api/catalog/decide';
import { movieIdOf } from '@more-ai/command-api/catalog/movie-id';
import { SAMPLE_CATALOG_DIR } from '@more-ai/command-api/catalog/sample-catalog';
import { formatPosition } from '@more-ai/events/position';
import { startTestApp, type TestApp } from '@more-ai/testing/app';

describe('the movie reads', function () {
  this.timeout(60_000);
  let app: TestApp;
  let asha: Visitor;
  const titlesOf = (body: { movies: { title: string }[] }) => body.movies.map((m) => m.title);

  before(async () => {
    app = await startTestApp('movie_reads', { catalogDir: SAMPLE_CATALOG_DIR });
    asha = await signedUpVisitor(app, 'asha');
  });
  after(() => app.close());

  it('shows a movie as the movie card reads it', async () => {
    const response = await asha.request('GET', `/api/movies/${movieIdOf('Parasite', 2019)}`);
    expect(response.status).to.equal(200);
    expect(response.body).to.deep.equal({
      _id: movieIdOf('Parasite', 2019),
      title: 'Parasite',
      year: 2019,
      length: '2h 12m',
      language: 'Korean',
      genre: ['Thriller', 'Drama', 'Comedy'],
      director: 'Bong Joon-ho',
      cast: ['Song Kang-ho', 'Lee Sun-kyun', 'Cho Yeo-jeong', 'Choi Woo-shik'],
      plot: 'A jobless family talks its way, one member at a time, into the household of a wealthy couple. The arrangement works beautifully until a secret in the basement surfaces.',
      availableOn: [],
      rating: 'R',
      posterUrl: null,
      kind: 'movie',
      awards: ["Palme d'Or (Cannes 2019)", 'Academy Award for Best Picture (2020)'],
      contentTypes: ['Award winner'],
      availability: null,
      studios: [],
      franchise: null,
      reference: 'Wikipedia (en): Parasite (2019 film)',
    });
  });

  it('shows a series by its seasons, with its creator where the director goes', async () => {
    const { body } = await asha.request('GET', `/api/movies/${movieIdOf('Squid Game', 2021)}`);
    expect(body).to.include({ title: 'Squid Game', kind: 'series', seasons: 3, length: '3 seasons', director: 'Hwang Dong-hyuk' });
    // Where it streams, with the month and the source that fact rests on.
    expect(body).to.deep.include({
      availableOn: ['Netflix'],
      availability: { asOf: '2021-09', source: 'Netflix original' },
      studios: ['Netflix'],
    });
    expect(body.availableOn).to.deep.equal(['Netflix']);
    const chernobyl = await asha.request('GET', `/api/movies/${movieIdOf('Chernobyl', 2019)}`);
    expect(chernobyl.body).to.include({ length: '1 season' });
    const seven = await asha.request('GET', `/api/movies/${movieIdOf('Seven Samurai', 1954)}`);
    expect(seven.body).to.include({ length: '3h 27m', rating: null });
  });

  it("answers 404 'Movie not found' for an id that is no movie", async () => {
    for (const id of [movieIdOf('No Such Film', 1999), 'not-an-id']) {
      const response = await asha.request('GET', `/api/movies/${id}`);
      expect(response.status, id).to.equal(404);
      expect(response.body).to.deep.equal({ message: 'Movie not found', code: 'MOVIE_NOT_FOUND' });
    }
  });

  it('finds movies by title, loosely typed titles, people and words', async () => {
    const search = async (q: string) => (await asha.request('GET', `/api/movies/search?q=${encodeURIComponent(q)}`)).body;
    expect(titlesOf(await search('parasite'))[0]).to.equal('Parasite');
    expect(titlesOf(await search('spirted awy'))[0]).to.equal('Spirited Away');
    expect(titlesOf(await search('Miyazaki'))).to.have.members(['Spirited Away', 'My Neighbor Totoro']);
    expect(titlesOf(await search('기생충'))[0]).to.equal('Parasite');
    expect(titlesOf(await search('zombie outbreak'))).to.deep.equal(['Train to Busan']);
    expect((await search('qwzxv')).movies).to.deep.equal([]);
  });

  it('refuses a search without text or with more than 100 characters', async () => {
    for (const [query, message] of [
      ['', 'Search text (q) is required'],
      ['?q=%20%20', 'Search text (q) is required'],
      [`?q=${'a'.repeat(101)}`, 'Search text (q) must be at most 100 characters'],
    ]) {
      const response = await asha.request('GET', `/api/movies/search${query}`);
      expect(response.status).to.equal(400);
      expect(response.body.message).to.equal(message);
    }
  });

  it('lists the newest movies first, as many as asked', async () => {
    const metadata = { actor: 'system', correlationId: 'test', causationId: 'test' };
    const movie = {
      movieId: movieIdOf('Past Lives', 2023),
      title: 'Past Lives',
      originalTitle: 'Past Lives',
      year: 2023,
      kind: 'movie' as const,
      runtimeMinutes: 106,
      seasons: null,
      language: 'English' as const,
      genres: ['Drama' as const, 'Romance' as const],
      director: 'Celine Song',
      creator: null,
      cast: ['Greta Lee', 'Teo Yoo', 'John Magaro'],
      synopsis: 'Two childhood friends meet again in New York after decades apart.',
      tags: ['longing'],
      awards: [],
      certificate: 'PG-13',
      streaming: { platforms: [], asOf: '2025-06', source: null },
      reference: 'Wikipedia (en): Past Lives (film)',
      studios: ['A24'],
      franchise: null,
      source: 'import' as const,
    };
    const { position } = await app.commands.handle(movieDecider, movie.movieId, { type: 'CatalogMovie', movie }, metadata);
    const newest = await asha.request('GET', '/api/movies?limit=2', { headers: { 'X-Min-Position': formatPosition(position!) } });
    expect(newest.status).to.equal(200);
    expect(titlesOf(newest.body)).to.have.length(2);
    expect(titlesOf(newest.body)[0]).to.equal('Past Lives');
    expect(titlesOf((await asha.request('GET', '/api/movies')).body)).to.have.length(46);
    for (const limit of ['0', '101', 'ten']) expect((await asha.request('GET', `/api/movies?limit=${limit}`)).status, limit).to.equal(400);
  });

  it('answers only signed-in users', async () => {
    for (const path of ['/api/movies', '/api/movies/search?q=parasite', `/api/movies/${movieIdOf('Parasite', 2019)}`]) {
      expect((await app.request('GET', path)).status, path).to.equal(401);
    }
  });
});
