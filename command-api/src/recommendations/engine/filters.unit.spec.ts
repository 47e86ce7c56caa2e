import { expect } from 'chai';
import type { FilterGroup } from '@more-ai/contracts/movies';
import { activeFilters, eraOf, eraYears, filtersShownBy, lengthOf, UnknownFilterValue, type FilterableMovie } from './filters';
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
