import { expect } from 'chai';
import { describe, it } from 'mocha';
import {
  apiQueryOf,
  browseHref,
  filtersFromSearch,
  isFiltered,
  NO_FILTERS,
  pageCount,
  searchOf,
  toggledGenre,
  withChange,
  type BrowseFilters,
} from './filters';
import { browseFailed, browseLoaded, browseReducer, browseRequested, initialBrowseState } from './slice';

const page = { movies: [], total: 0, page: 1, pageSize: 24, platforms: ['Netflix'] };

describe('the browse page address', () => {
  it('reads every filter, the sort and the page from the address', () => {
    expect(
      filtersFromSearch(
        '?genre=Drama&genre=Crime&language=Korean&era=2010s&length=Series&type=Feel+good&platform=Prime%20Video&sort=title&page=3',
      ),
    ).to.deep.equal({
      genres: ['Drama', 'Crime'],
      language: 'Korean',
      era: '2010s',
      length: 'Series',
      type: 'Feel good',
      platform: 'Prime Video',
      sort: 'title',
      page: 3,
    });
  });

  it('leaves out what the vocabulary does not know, so an edited link shows the catalog', () => {
    expect(filtersFromSearch('')).to.deep.equal(NO_FILTERS);
    expect(
      filtersFromSearch('genre=Western&genre=Horror&language=Klingon&era=1970s&length=Any+length&type=Scary&sort=rating&page=0'),
    ).to.deep.equal({ ...NO_FILTERS, genres: ['Horror'] });
    for (const page of ['-1', '1.5', 'two', '1001', '']) expect(filtersFromSearch(`page=${page}`).page, page).to.equal(1);
    expect(filtersFromSearch('page=1000').page).to.equal(1000);
    expect(filtersFromSearch('platform=%20%20').platform).to.equal(null);
    expect(filtersFromSearch('platform=Net%00flix').platform).to.equal(null);
    expect(filtersFromSearch('platform=Net%E2%80%8Bflix').platform).to.equal(null);
    expect(filtersFromSearch(`platform=${'N'.repeat(41)}`).platform).to.equal(null);
    expect(filtersFromSearch(`platform=${'N'.repeat(40)}`).platform).to.equal('N'.repeat(40));
    expect(filtersFromSearch('platform=%20ZEE5%20').platform).to.equal('ZEE5');
  });

  it('writes one address per view: genres in the vocabulary order, no defaults', () => {
    const filters: BrowseFilters = {
      genres: ['Crime', 'Drama'],
      language: 'Hindi',
      era: 'Older',
      length: 'Under 90 mins',
      type: 'Hidden Gem',
      platform: 'Netflix',
      sort: 'oldest',
      page: 2,
    };
    expect(searchOf(filters)).to.equal(
      'genre=Drama&genre=Crime&language=Hindi&era=Older&length=Under+90+mins&type=Hidden+Gem&platform=Netflix&sort=oldest&page=2',
    );
    expect(filtersFromSearch(searchOf(filters))).to.deep.equal({ ...filters, genres: ['Drama', 'Crime'] });
    expect(browseHref(NO_FILTERS)).to.equal('/browse');
    expect(browseHref({ ...NO_FILTERS, sort: 'newest', page: 1 })).to.equal('/browse');
    expect(browseHref({ ...NO_FILTERS, page: 2 })).to.equal('/browse?page=2');
  });

  it('asks the server with the genres in one list and without the filters not chosen', () => {
    expect(apiQueryOf({ ...NO_FILTERS, genres: ['Drama', 'Sci-Fi'], platform: 'Netflix', page: 2 })).to.deep.equal({
      genre: 'Drama,Sci-Fi',
      language: undefined,
      era: undefined,
      length: undefined,
      type: undefined,
      platform: 'Netflix',
      sort: 'newest',
      page: 2,
    });
    expect(apiQueryOf({ ...NO_FILTERS, language: 'Tamil', era: '1990s', length: 'Series', type: 'Feel good' })).to.deep.include({
      genre: undefined,
      language: 'Tamil',
      era: '1990s',
      length: 'Series',
      type: 'Feel good',
    });
  });

  it('goes back to the first page when a filter or the sort changes', () => {
    const onPage3 = { ...NO_FILTERS, page: 3 };
    expect(withChange(onPage3, { language: 'Tamil' })).to.deep.equal({ ...NO_FILTERS, language: 'Tamil' });
    expect(toggledGenre(onPage3, 'Drama')).to.deep.equal({ ...NO_FILTERS, genres: ['Drama'] });
    expect(toggledGenre({ ...NO_FILTERS, genres: ['Drama', 'Crime'] }, 'Drama').genres).to.deep.equal(['Crime']);
  });

  it('tells whether a filter narrows the catalog; the sort and the page do not', () => {
    expect(isFiltered({ ...NO_FILTERS, sort: 'title', page: 4 })).to.equal(false);
    for (const change of [
      { genres: ['Drama'] },
      { language: 'Hindi' },
      { era: '2020s' },
      { length: 'Series' },
      { type: 'Feel good' },
      { platform: 'ZEE5' },
    ]) {
      expect(isFiltered({ ...NO_FILTERS, ...change }), JSON.stringify(change)).to.equal(true);
    }
  });

  it('counts the pages a total fills, one at least', () => {
    expect([0, 1, 24, 25, 48, 49].map((total) => pageCount(total, 24))).to.deep.equal([1, 1, 1, 2, 2, 3]);
  });
});

describe('the browse page state', () => {
  it('keeps the answer for the query asked last and drops a late one', () => {
    const asked = browseReducer(initialBrowseState, browseRequested('genre=Drama'));
    expect(asked).to.include({ search: 'genre=Drama', status: 'loading' });
    expect(browseReducer(asked, browseLoaded({ search: 'genre=Horror', page }))).to.equal(asked);
    const loaded = browseReducer(asked, browseLoaded({ search: 'genre=Drama', page }));
    expect(loaded).to.deep.equal({ search: 'genre=Drama', status: 'loaded', page, error: null });
    expect(browseReducer(loaded, browseRequested('genre=Drama'))).to.equal(loaded);
    const next = browseReducer(loaded, browseRequested('genre=Crime'));
    expect(next).to.deep.include({ status: 'loading', page });
    expect(browseReducer(next, browseFailed({ search: 'genre=Drama', error: 'x' }))).to.equal(next);
    expect(browseReducer(next, browseFailed({ search: 'genre=Crime', error: 'Failed to load movies' }))).to.include({
      status: 'failed',
      error: 'Failed to load movies',
    });
  });
});
