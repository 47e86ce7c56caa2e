import { expect } from 'chai';
import { startTestApp, type TestApp } from '@more-ai/testing/app';
import { signedUpVisitor, type Visitor } from '@more-ai/testing/visitor';
import { movieIdOf } from '../../catalog/movie-id';
import { SAMPLE_CATALOG_DIR } from '../../catalog/sample-catalog';
import { startOpenAiCompatibleServer, type OpenAiCompatibleServer } from './openai-compatible-server';

interface Movie {
  _id: string;
  title: string;
  year: number;
  language: string;
  genre: string[];
  reason: string;
}

// A request with hard filters: Korean thrillers only.
const QUERY = { description: 'twisty thrillers about family secrets', language: ['Korean'], genre: ['Thriller'] };

/** A title as the model describes it (the catalog format plus why it fits). */
function answered(title: string, year: number, facts: Record<string, unknown> = {}) {
  return {
    title,
    originalTitle: title,
    year,
    kind: 'movie',
    runtimeMinutes: 118,
    seasons: null,
    language: 'Korean',
    genres: ['Thriller'],
    director: 'Someone Real',
    creator: null,
    cast: ['An Actor'],
    synopsis: 'A story told in two sentences. No spoilers.',
    tags: ['family secrets'],
    awards: [],
    certificate: 'A',
    platforms: ['Netflix'],
    reason: `${title} is a Korean thriller about family secrets.`,
    ...facts,
  };
}
const answer = (...titles: unknown[]) => ({ kind: 'answer' as const, content: JSON.stringify({ recommendations: titles }) });

describe('the OpenAI engine, through the openai SDK against an OpenAI-compatible server', function () {
  this.timeout(120_000);
  let server: OpenAiCompatibleServer;
  let app: TestApp;
  let visitor: Visitor;
  const recommend = async (json: Record<string, unknown> = QUERY) => {
    const response = await visitor.request('POST', '/api/recommendations/recommend', { json });
    expect(response.status, JSON.stringify(response.body)).to.equal(200);
    return response.body as { recommendations: Movie[]; engine: string; position: string };
  };
  const withinFilters = (movie: Movie) => movie.language === 'Korean' && movie.genre.includes('Thriller');

  before(async () => {
    server = await startOpenAiCompatibleServer();
    app = await startTestApp('openai_engine', {
      catalogDir: SAMPLE_CATALOG_DIR,
      openai: { apiKey: 'sk-test', baseUrl: server.baseUrl, model: 'test-model', timeoutMs: 1000 },
    });
    visitor = await signedUpVisitor(app, 'cinephile');
  });
  after(async () => {
    await app.close();
    await server.close();
  });

  it('asks the model with the words, the filters and catalog candidates, for a JSON-schema answer', async () => {
    server.reply = answer(answered('Parasite', 2019));
    await recommend();
    const request = server.requests.at(-1)!;
    expect(request.model).to.equal('test-model');
    expect(request.response_format.type).to.equal('json_schema');
    expect(request.response_format.json_schema.strict).to.equal(true);
    expect(request.response_format.json_schema.schema.properties.recommendations.type).to.equal('array');
    const asked = JSON.parse(request.messages.at(-1)!.content);
    expect(asked.request).to.equal(QUERY.description);
    expect(asked.filters).to.deep.equal({ genre: ['Thriller'], language: ['Korean'] });
    expect(asked.candidates.map((c: { title: string }) => c.title)).to.include.members([
      'Parasite',
      'Memories of Murder',
      'Train to Busan',
    ]);
    for (const candidate of asked.candidates) expect(candidate.language).to.equal('Korean');
  });

  it('matches the titles it names to the catalog, records a new one as a movie, and fills up from the local engine', async () => {
    const newTitle = answered('The Night Ferry to Incheon', 2020, { originalTitle: '인천행 밤배', director: 'Kim Ji-won' });
    server.reply = answer(
      answered('Parasite', 2019, { reason: 'A family infiltrates a rich household; Palme d’Or winner.' }),
      // Named by its original title and a year off by one: still the cataloged film.
      answered('Memories of a Murder', 2004, { originalTitle: '살인의 추억' }),
      newTitle,
    );
    const { recommendations, engine, position } = await recommend();
    expect(engine).to.equal('openai');
    const newId = movieIdOf('The Night Ferry to Incheon', 2020);
    expect(recommendations.slice(0, 3).map((m) => m._id)).to.deep.equal([
      movieIdOf('Parasite', 2019),
      movieIdOf('Memories of Murder', 2003),
      newId,
    ]);
    expect(recommendations[0]!.reason).to.equal('A family infiltrates a rich household; Palme d’Or winner.');
    expect(recommendations[2]).to.include({ title: 'The Night Ferry to Incheon', year: 2020, language: 'Korean' });
    expect(recommendations.length).to.be.greaterThan(3);
    for (const movie of recommendations) expect(withinFilters(movie), movie.title).to.equal(true);
    expect(new Set(recommendations.map((m) => m._id)).size).to.equal(recommendations.length);

    const [cataloged] = await app.events.log.readStream(`Movie-${newId}`);
    expect(cataloged).to.include({ type: 'MovieCataloged' });
    expect(cataloged!.data).to.include({
      title: 'The Night Ferry to Incheon',
      originalTitle: '인천행 밤배',
      director: 'Kim Ji-won',
      source: 'openai',
    });
    const page = await visitor.request('GET', `/api/movies/${newId}`, { headers: { 'X-Min-Position': position } });
    expect(page.status).to.equal(200);
    expect(page.body).to.include({ _id: newId, title: 'The Night Ferry to Incheon' });
  });

  it('drops titles outside the filters and fills their places from the local engine', async () => {
    server.reply = answer(
      answered('Seven Samurai', 1954, { language: 'Japanese', genres: ['Action', 'Adventure', 'Drama'], originalTitle: '七人の侍' }),
      answered('Inception', 2010, { language: 'English' }),
      answered('Parasite', 2019),
    );
    const { recommendations, engine } = await recommend();
    expect(engine).to.equal('openai');
    expect(recommendations[0]!._id).to.equal(movieIdOf('Parasite', 2019));
    expect(recommendations.map((m) => m.title)).not.to.include.members(['Seven Samurai']);
    expect(recommendations.map((m) => m.title)).not.to.include('Inception');
    expect(recommendations.length).to.be.greaterThan(1);
    for (const movie of recommendations) expect(withinFilters(movie), movie.title).to.equal(true);
  });

  const failures: [string, () => void][] = [
    ['answers HTTP 500', () => (server.reply = { kind: 'error', status: 500 })],
    ['takes longer than its timeout', () => (server.reply = { kind: 'hang' })],
    ['answers malformed JSON', () => (server.reply = { kind: 'answer', content: '{"recommendations": [{"title": "Parasite", ' })],
    ['answers JSON of another shape', () => (server.reply = { kind: 'answer', content: '{"movies": ["Parasite"]}' })],
  ];
  for (const [what, script] of failures) {
    it(`falls back to the local engine when the model ${what}, and says so`, async () => {
      script();
      const asked = server.requests.length;
      const { recommendations, engine } = await recommend();
      expect(server.requests.length).to.equal(asked + 1);
      expect(engine).to.equal('local');
      expect(recommendations).to.not.be.empty;
      for (const movie of recommendations) expect(withinFilters(movie), movie.title).to.equal(true);
    });
  }
});
