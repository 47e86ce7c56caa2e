import { expect } from 'chai';
import { signedUpVisitor, type Visitor } from '@more-ai/testing/visitor';
import { movieDecider } from '@more-ai/command-api/catalog/decide';
import { movieIdOf } from '@more-ai/command-api/catalog/movie-id';
import { SAMPLE_CATALOG_DIR } from '@more-ai/command-api/catalog/sample-catalog';
import { formatPosition } from '@more-ai/events/position';
import { startTestApp, type TestApp } from '@more-ai/testing/app';

interface Person {
  name: string;
  directed: { title: string }[];
  created: { title: string }[];
  cast: { title: string }[];
}

describe("a person's page", function () {
  this.timeout(60_000);
  let app: TestApp;
  let asha: Visitor;
  const titles = (movies: { title: string }[]) => movies.map((m) => m.title);
  const person = async (name: string, headers: Record<string, string> = {}) => {
    const response = await asha.request('GET', `/api/people/${encodeURIComponent(name)}`, { headers });
    expect(response.status, name).to.equal(200);
    return response.body as Person;
  };

  before(async function () {
    this.timeout(120_000);
    app = await startTestApp('people_pages', { catalogDir: SAMPLE_CATALOG_DIR });
    asha = await signedUpVisitor(app, 'asha');
  });
  after(() => app.close());

  it("lists a director's films newest first, whatever the accents, case and hyphens typed", async () => {
    for (const name of ['Bong Joon-ho', 'bong joon ho', 'BONG JOON-HO', '  Bong  Joon-ho ']) {
      const bong = await person(name);
      expect(bong.name, name).to.equal('Bong Joon-ho');
      expect(titles(bong.directed), name).to.deep.equal(['Parasite', 'Snowpiercer', 'Mother', 'The Host', 'Memories of Murder']);
      expect(bong.created).to.deep.equal([]);
      expect(bong.cast).to.deep.equal([]);
    }
  });

  it('finds each of several directors credited together, and a name by its accents or without them', async () => {
    for (const name of ['Éric Toledano', 'eric toledano', 'Olivier Nakache']) {
      expect(titles((await person(name)).directed), name).to.deep.equal(['The Intouchables']);
    }
    expect((await person('eric toledano')).name).to.equal('Éric Toledano');
    expect(titles((await person('Daniel Kwan')).directed)).to.deep.equal(['Everything Everywhere All at Once']);
  });

  it("lists an actor's films, a creator's series and someone in two roles under each", async () => {
    expect(titles((await person('Song Kang-ho')).cast)).to.deep.equal(['Parasite', 'Snowpiercer', 'The Host', 'Memories of Murder']);
    expect(titles((await person('Michelle Yeoh')).cast)).to.deep.equal([
      'Everything Everywhere All at Once',
      'Crouching Tiger, Hidden Dragon',
    ]);
    const pina = await person('alex pina');
    expect(pina).to.deep.include({ name: 'Álex Pina', directed: [], cast: [] });
    expect(titles(pina.created)).to.deep.equal(['Money Heist']);
    const carruth = await person('Shane Carruth');
    expect(titles(carruth.directed)).to.deep.equal(['Primer']);
    expect(titles(carruth.cast)).to.deep.equal(['Primer']);
    const primer = carruth.directed[0]!;
    expect(primer).to.include({ _id: movieIdOf('Primer', 2004), year: 2004, length: '1h 17m' });
  });

  it('lists a title as soon as it is cataloged', async () => {
    const movie = {
      movieId: movieIdOf('Okja', 2017),
      title: 'Okja',
      originalTitle: '옥자',
      year: 2017,
      kind: 'movie' as const,
      runtimeMinutes: 120,
      seasons: null,
      language: 'Korean' as const,
      genres: ['Adventure' as const, 'Drama' as const],
      director: 'Bong Joon-ho',
      creator: null,
      cast: ['Ahn Seo-hyun', 'Tilda Swinton'],
      synopsis: 'A girl from the mountains sets out to rescue her giant animal friend from a corporation.',
      tags: ['friendship'],
      awards: [],
      certificate: null,
      streaming: { platforms: ['Netflix'], asOf: '2017-06', source: 'Netflix original' },
      reference: 'Wikipedia (en): Okja',
      studios: ['Netflix'],
      franchise: null,
      source: 'import' as const,
    };
    const metadata = { actor: 'system', correlationId: 'test', causationId: 'test' };
    const { position } = await app.commands.handle(movieDecider, movie.movieId, { type: 'CatalogMovie', movie }, metadata);
    const bong = await person('Bong Joon-ho', { 'X-Min-Position': formatPosition(position!) });
    expect(titles(bong.directed)).to.deep.equal(['Parasite', 'Okja', 'Snowpiercer', 'Mother', 'The Host', 'Memories of Murder']);
    expect(titles((await person('Tilda Swinton')).cast)).to.deep.equal(['Okja', 'Snowpiercer']);
  });

  it("answers 404 'Person not found' for a name no title credits, wildcards and part of a name included", async () => {
    for (const name of ['Nobody Atall', 'Bong', 'Bong%', '%', '_', '-', "Bong Joon-ho' OR '1'='1", 'Joel Coen, Ethan Coen']) {
      const response = await asha.request('GET', `/api/people/${encodeURIComponent(name)}`);
      expect(response.status, name).to.equal(404);
      expect(response.body, name).to.deep.equal({ message: 'Person not found', code: 'PERSON_NOT_FOUND' });
    }
  });

  it('refuses a name too long, blank or with an invisible character', async () => {
    for (const [path, message] of [
      [`/api/people/${'a'.repeat(201)}`, 'Name must be at most 200 characters'],
      ['/api/people/Bong%E2%80%8BJoon-ho', 'The path contains an invisible character (U+200B)'],
      ['/api/people/%20', 'Name is required'],
    ] as const) {
      const response = await asha.request('GET', path);
      expect(response.status, path).to.equal(400);
      expect(response.body.message, path).to.equal(message);
    }
  });

  it('answers only signed-in users', async () => {
    expect((await app.request('GET', '/api/people/Bong%20Joon-ho')).status).to.equal(401);
  });
});
