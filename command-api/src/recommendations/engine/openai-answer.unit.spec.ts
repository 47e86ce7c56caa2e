import { expect } from 'chai';
import type { FilterableMovie } from './filters';
import { meetsFilters } from './hard-filters';
import { asCatalogTitle, MalformedAnswer, readAnswer } from './openai-answer';
import type { RecommendationQuery } from './port';

const none: RecommendationQuery = { description: '', genre: [], language: [], length: [], era: [], contentType: [] };
const parasite: FilterableMovie = {
  kind: 'movie',
  runtime_minutes: 132,
  year: 2019,
  language: 'Korean',
  genres: ['Thriller', 'Drama', 'Comedy'],
  content_types: ['Award winner'],
};
const squidGame: FilterableMovie = {
  kind: 'series',
  runtime_minutes: 55,
  year: 2021,
  language: 'Korean',
  genres: ['Thriller', 'Drama'],
  content_types: [],
};

const title = {
  title: 'Parasite',
  originalTitle: '기생충',
  year: 2019,
  kind: 'movie',
  runtimeMinutes: 132,
  seasons: null,
  language: 'Korean',
  genres: ['Thriller', 'Drama'],
  director: 'Bong Joon-ho',
  creator: null,
  cast: ['Song Kang-ho'],
  synopsis: 'A poor family works its way into a rich household.',
  tags: ['Award winner', 'class divide'],
  awards: ["Palme d'Or (Cannes 2019)"],
  certificate: 'A',
  platforms: ['Prime Video'],
  reason: 'A Korean thriller about class.',
};

describe('the OpenAI engine: checking what the model answered', () => {
  it('keeps a title only when every filter group allows it', () => {
    expect(meetsFilters(parasite, { ...none, language: ['Korean'], genre: ['Comedy', 'Horror'] })).to.equal(true);
    expect(meetsFilters(parasite, { ...none, language: ['Japanese'], genre: ['Comedy'] })).to.equal(false);
    expect(meetsFilters(parasite, { ...none, era: ['2010s'], contentType: ['Award winner'] })).to.equal(true);
    expect(meetsFilters(parasite, { ...none, era: ['2020s', 'Older'] })).to.equal(false);
    expect(meetsFilters(parasite, { ...none, contentType: ['Feel good'] })).to.equal(false);
  });

  it('applies the length buckets to movies by runtime, and Series to series only', () => {
    expect(meetsFilters(parasite, { ...none, length: ['Over 120 mins'] })).to.equal(true);
    expect(meetsFilters(parasite, { ...none, length: ['90 - 120 mins', 'Series'] })).to.equal(false);
    expect(meetsFilters(squidGame, { ...none, length: ['Under 90 mins'] })).to.equal(false);
    expect(meetsFilters(squidGame, { ...none, length: ['Series'] })).to.equal(true);
  });

  it("lets 'Any language' and 'Any length' lift their group", () => {
    expect(meetsFilters(parasite, { ...none, language: ['Japanese', 'Any language'], length: ['Series', 'Any length'] })).to.equal(true);
  });

  it('reads a well-formed answer and leaves out a title that breaks the schema', () => {
    const answer = JSON.stringify({ recommendations: [title, { ...title, year: 'twenty nineteen' }, { title: 'Half a title' }] });
    expect(readAnswer(answer)).to.deep.equal([title]);
  });

  it('refuses an answer that is not JSON, or not a list of recommendations', () => {
    expect(() => readAnswer('{"recommendations": [')).to.throw(MalformedAnswer);
    expect(() => readAnswer('{"movies": []}')).to.throw(MalformedAnswer);
    expect(() => readAnswer(null)).to.throw(MalformedAnswer);
  });

  it("turns a new title into the catalog format, refusing facts the catalog's rules forbid", () => {
    expect(asCatalogTitle(readAnswer(JSON.stringify({ recommendations: [title] }))[0]!, '2026-03')).to.deep.include({
      title: 'Parasite',
      seasons: null,
      streaming: { platforms: [], asOf: '2026-03', source: null },
      reference: null,
    });
    const unbacked = { ...title, awards: [] };
    expect(asCatalogTitle(readAnswer(JSON.stringify({ recommendations: [unbacked] }))[0]!, '2026-03')).to.equal(undefined);
  });
});
