import { expect } from 'chai';
import type { Knex } from 'knex';
import type { FilterGroup } from '@more-ai/contracts/movies';
import { openDatabase } from '@more-ai/platform';
import { createTestDatabase, type TestDatabase } from '@more-ai/testing';
import { activeFilters } from './filters';
import { whereFiltersAllow } from './sql-filters';

/** Titles on either side of each filter's edges; only the columns the filters read. */
const titles = [
  {
    title: 'Short Korean thriller',
    kind: 'movie',
    runtime_minutes: 89,
    year: 1979,
    language: 'Korean',
    genres: ['Thriller'],
    content_types: ['Mind bending'],
  },
  {
    title: 'Ninety minutes',
    kind: 'movie',
    runtime_minutes: 90,
    year: 1980,
    language: 'English',
    genres: ['Comedy', 'Drama'],
    content_types: ['Feel good'],
  },
  { title: 'Two hours', kind: 'movie', runtime_minutes: 120, year: 1989, language: 'Spanish', genres: ['Drama'], content_types: [] },
  {
    title: 'Two hours and a minute',
    kind: 'movie',
    runtime_minutes: 121,
    year: 1990,
    language: 'English',
    genres: ['Action'],
    content_types: ['Award winner'],
  },
  {
    title: 'Short series',
    kind: 'series',
    runtime_minutes: 45,
    year: 2019,
    language: 'Korean',
    genres: ['Comedy'],
    content_types: ['Feel good'],
  },
  { title: 'Mid series', kind: 'series', runtime_minutes: 100, year: 2005, language: 'Spanish', genres: ['Horror'], content_types: [] },
  {
    title: 'Long series',
    kind: 'series',
    runtime_minutes: 130,
    year: 2020,
    language: 'English',
    genres: ['Thriller'],
    content_types: ['Mind bending', 'Award winner'],
  },
];

describe('the recommendation filters in SQL', function () {
  this.timeout(30_000);
  let database: TestDatabase;
  let db: Knex;

  const allowed = async (picked: Partial<Record<FilterGroup, string[]>>): Promise<string[]> => {
    const filters = activeFilters({ description: '', genre: [], language: [], length: [], era: [], contentType: [], ...picked });
    const rows: { title: string }[] = await whereFiltersAllow(db('rm_movies.movies as m').select('m.title'), filters).orderBy('m.title');
    return rows.map((row) => row.title);
  };

  before(async () => {
    database = await createTestDatabase('sql_filters');
    db = openDatabase(database.url, { applicationName: 'sql filters' });
    // The columns of the movies read model that the filters read, under the name the engine queries.
    await db.raw('CREATE SCHEMA rm_movies');
    await db.schema.withSchema('rm_movies').createTable('movies', (table) => {
      table.text('title').primary();
      table.text('kind').notNullable();
      table.integer('runtime_minutes').notNullable();
      table.integer('year').notNullable();
      table.text('language').notNullable();
      table.specificType('genres', 'text[]').notNullable();
      table.specificType('content_types', 'text[]').notNullable();
    });
    await db('rm_movies.movies').insert(titles);
  });
  after(async () => {
    await db.destroy();
    await database.drop();
  });

  it('allows every title when nothing is picked', async () => {
    expect(await allowed({})).to.have.length(titles.length);
  });

  it('allows a title with any of the picked genres', async () => {
    expect(await allowed({ genre: ['Comedy'] })).to.deep.equal(['Ninety minutes', 'Short series']);
    expect(await allowed({ genre: ['Action', 'Thriller'] })).to.deep.equal([
      'Long series',
      'Short Korean thriller',
      'Two hours and a minute',
    ]);
  });

  it('allows a title in any of the picked languages', async () => {
    expect(await allowed({ language: ['Korean', 'Spanish'] })).to.deep.equal([
      'Mid series',
      'Short Korean thriller',
      'Short series',
      'Two hours',
    ]);
  });

  it('allows a title with any of the picked content types', async () => {
    expect(await allowed({ contentType: ['Award winner'] })).to.deep.equal(['Long series', 'Two hours and a minute']);
  });

  it('puts movies under 90 minutes, from 90 to 120, or over 120, and series apart, whatever their running time', async () => {
    expect(await allowed({ length: ['Under 90 mins'] })).to.deep.equal(['Short Korean thriller']);
    expect(await allowed({ length: ['90 - 120 mins'] })).to.deep.equal(['Ninety minutes', 'Two hours']);
    expect(await allowed({ length: ['Over 120 mins'] })).to.deep.equal(['Two hours and a minute']);
    expect(await allowed({ length: ['Series'] })).to.deep.equal(['Long series', 'Mid series', 'Short series']);
    expect(await allowed({ length: ['Under 90 mins', 'Series'] })).to.deep.equal([
      'Long series',
      'Mid series',
      'Short Korean thriller',
      'Short series',
    ]);
  });

  it('allows a title from the first to the last year of any picked era', async () => {
    expect(await allowed({ era: ['1980s'] })).to.deep.equal(['Ninety minutes', 'Two hours']);
    expect(await allowed({ era: ['Older', '2020s'] })).to.deep.equal(['Long series', 'Short Korean thriller']);
  });

  it('allows only the titles every picked group allows', async () => {
    expect(await allowed({ genre: ['Thriller'], language: ['Korean'] })).to.deep.equal(['Short Korean thriller']);
    expect(await allowed({ contentType: ['Feel good'], length: ['Series'] })).to.deep.equal(['Short series']);
    expect(await allowed({ genre: ['Drama'], era: ['1980s'], length: ['Over 120 mins'] })).to.deep.equal([]);
  });
});
