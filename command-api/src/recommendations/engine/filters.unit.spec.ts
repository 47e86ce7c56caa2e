import { expect } from 'chai';
import type { FilterGroup } from '@more-ai/contracts/movies';
import {
  activeFilters,
  allowedByFilters,
  eraOf,
  eraYears,
  filtersShownBy,
  lengthOf,
  UnknownFilterValue,
  type FilterableMovie,
} from './filters';
import { meetsFilters } from './hard-filters';
import type { RecommendationQuery } from './port';

const query = (filters: Partial<Record<FilterGroup, string[]>>): RecommendationQuery => ({
  description: '',
  genre: [],
  language: [],
  length: [],
  era: [],
  contentType: [],
  ...filters,
});
const movie = (facts: Partial<FilterableMovie> = {}): FilterableMovie => ({
  kind: 'movie',
  runtime_minutes: 105,
  year: 2012,
  language: 'Korean',
  genres: ['Thriller', 'Drama'],
  content_types: ['Mind bending'],
  ...facts,
});

describe('the recommendation filters', () => {
  it('puts a movie under 90 minutes, from 90 up to and including 120, or over 120; a series under Series', () => {
    expect([89, 90, 120, 121].map((runtime_minutes) => lengthOf({ kind: 'movie', runtime_minutes }))).to.deep.equal([
      'Under 90 mins',
      '90 - 120 mins',
      '90 - 120 mins',
      'Over 120 mins',
    ]);
    expect(lengthOf({ kind: 'series', runtime_minutes: 45 })).to.equal('Series');
  });

  it('puts a year in its decade from its first year to its last, and anything before 1980 under Older', () => {
    const years = [1979, 1980, 1989, 1990, 1999, 2000, 2009, 2010, 2019, 2020, 2029];
    expect(years.map(eraOf)).to.deep.equal([
      'Older',
      '1980s',
      '1980s',
      '1990s',
      '1990s',
      '2000s',
      '2000s',
      '2010s',
      '2010s',
      '2020s',
      '2020s',
    ]);
    expect(eraOf(1925)).to.equal('Older');
  });

  it('reads each Era option as the years it covers', () => {
    expect(['2020s', '2010s', '2000s', '1990s', '1980s', 'Older'].map(eraYears)).to.deep.equal([
      [2020, 2029],
      [2010, 2019],
      [2000, 2009],
      [1990, 1999],
      [1980, 1989],
      [0, 1979],
    ]);
  });

  it('keeps the options picked in each group, once each', () => {
    expect(activeFilters(query({ genre: ['Thriller', 'Drama', 'Thriller'], era: ['1990s'] }))).to.deep.equal({
      genre: ['Thriller', 'Drama'],
      language: [],
      length: [],
      era: ['1990s'],
      contentType: [],
    });
  });

  it("lets 'Any language' and 'Any length' lift their group's constraint", () => {
    const filters = activeFilters(query({ language: ['Korean', 'Any language'], length: ['Any length', 'Series'], genre: ['Drama'] }));
    expect(filters).to.deep.include({ language: [], length: [], genre: ['Drama'] });
  });

  it('refuses an option the screen does not offer rather than quietly widening the search', () => {
    expect(() => activeFilters(query({ genre: ['Westerns'] })))
      .to.throw(UnknownFilterValue, 'Unknown genre filter: Westerns')
      .with.property('name', 'UnknownFilterValue');
    expect(() => activeFilters(query({ era: ['1970s'] }))).to.throw(UnknownFilterValue, 'Unknown era filter: 1970s');
  });

  it("shows the picked options a title matches, in the screen's order: language, genre, content type, length, era", () => {
    const filters = activeFilters(
      query({
        era: ['2010s', '1990s'],
        length: ['90 - 120 mins', 'Series'],
        contentType: ['Feel good', 'Mind bending'],
        genre: ['Comedy', 'Thriller'],
        language: ['English', 'Korean'],
      }),
    );
    expect(filtersShownBy(movie(), filters)).to.deep.equal(['Korean', 'Thriller', 'Mind bending', '90 - 120 mins', '2010s']);
  });

  it('takes a title only when every group picked has an option it matches', () => {
    const picked = query({
      genre: ['Thriller'],
      language: ['Korean'],
      length: ['90 - 120 mins'],
      era: ['2010s'],
      contentType: ['Mind bending'],
    });
    expect(meetsFilters(movie(), picked)).to.equal(true);
    expect(meetsFilters(movie({ genres: ['Comedy'] }), picked), 'another genre').to.equal(false);
    expect(meetsFilters(movie({ language: 'English' }), picked), 'another language').to.equal(false);
    expect(meetsFilters(movie({ runtime_minutes: 121 }), picked), 'another length').to.equal(false);
    expect(meetsFilters(movie({ year: 2020 }), picked), 'another era').to.equal(false);
    expect(meetsFilters(movie({ content_types: ['Feel good'] }), picked), 'another content type').to.equal(false);
  });
});

/** Titles on either side of each filter's edges. */
const titles: (FilterableMovie & { title: string })[] = [
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

describe('the titles the picked filters allow', () => {
  const allowed = (picked: Partial<Record<FilterGroup, string[]>>): string[] => {
    const filters = activeFilters({ description: '', genre: [], language: [], length: [], era: [], contentType: [], ...picked });
    return titles
      .filter((title) => allowedByFilters(title, filters))
      .map((title) => title.title)
      .sort();
  };

  it('allows every title when nothing is picked', () => {
    expect(allowed({})).to.have.length(titles.length);
  });

  it('allows a title with any of the picked genres', () => {
    expect(allowed({ genre: ['Comedy'] })).to.deep.equal(['Ninety minutes', 'Short series']);
    expect(allowed({ genre: ['Action', 'Thriller'] })).to.deep.equal(['Long series', 'Short Korean thriller', 'Two hours and a minute']);
  });

  it('allows a title in any of the picked languages', () => {
    expect(allowed({ language: ['Korean', 'Spanish'] })).to.deep.equal([
      'Mid series',
      'Short Korean thriller',
      'Short series',
      'Two hours',
    ]);
  });

  it('allows a title with any of the picked content types', () => {
    expect(allowed({ contentType: ['Award winner'] })).to.deep.equal(['Long series', 'Two hours and a minute']);
  });

  it('puts movies under 90 minutes, from 90 to 120, or over 120, and series apart, whatever their running time', () => {
    expect(allowed({ length: ['Under 90 mins'] })).to.deep.equal(['Short Korean thriller']);
    expect(allowed({ length: ['90 - 120 mins'] })).to.deep.equal(['Ninety minutes', 'Two hours']);
    expect(allowed({ length: ['Over 120 mins'] })).to.deep.equal(['Two hours and a minute']);
    expect(allowed({ length: ['Series'] })).to.deep.equal(['Long series', 'Mid series', 'Short series']);
    expect(allowed({ length: ['Under 90 mins', 'Series'] })).to.deep.equal([
      'Long series',
      'Mid series',
      'Short Korean thriller',
      'Short series',
    ]);
  });

  it('allows a title from the first to the last year of any picked era', () => {
    expect(allowed({ era: ['1980s'] })).to.deep.equal(['Ninety minutes', 'Two hours']);
    expect(allowed({ era: ['Older', '2020s'] })).to.deep.equal(['Long series', 'Short Korean thriller']);
  });

  it('allows only the titles every picked group allows', () => {
    expect(allowed({ genre: ['Thriller'], language: ['Korean'] })).to.deep.equal(['Short Korean thriller']);
    expect(allowed({ contentType: ['Feel good'], length: ['Series'] })).to.deep.equal(['Short series']);
    expect(allowed({ genre: ['Drama'], era: ['1980s'], length: ['Over 120 mins'] })).to.deep.equal([]);
  });
});
