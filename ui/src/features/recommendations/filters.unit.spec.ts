import { expect } from 'chai';
import { describe, it } from 'mocha';
import { canAsk, countFilters, filterChips, filterGroups, noFilters, toggleFilter, type Filters } from './filters';

const pick = (...picks: [keyof Filters, string][]): Filters =>
  picks.reduce((filters, [key, value]) => toggleFilter(filters, key, value), noFilters);

describe('Recommendation filters (SPEC §2, §5)', () => {
  it('offers the five groups with every option of the spec, in its order', () => {
    expect(filterGroups.map((group) => group.label)).to.deep.equal(['Genre', 'Language', 'Length', 'Era', 'Content type']);
    expect(filterGroups.map((group) => group.options.length)).to.deep.equal([10, 12, 5, 6, 6]);
    expect(filterGroups[2]?.options).to.deep.equal(['Under 90 mins', '90 - 120 mins', 'Over 120 mins', 'Any length', 'Series']);
  });

  it('sends only with non-blank text or at least 2 filter values in total', () => {
    expect(canAsk('', noFilters)).to.equal(false);
    expect(canAsk('   \n', noFilters)).to.equal(false);
    expect(canAsk('heist movies', noFilters)).to.equal(true);
    expect(canAsk('', pick(['genre', 'Drama']))).to.equal(false);
    expect(canAsk('', pick(['genre', 'Drama'], ['genre', 'Crime']))).to.equal(true);
    expect(canAsk(' ', pick(['genre', 'Drama'], ['era', '1990s']))).to.equal(true);
  });

  it('unpicks a value picked twice', () => {
    const filters = pick(['genre', 'Drama'], ['genre', 'Crime'], ['genre', 'Drama']);
    expect(filters.genre).to.deep.equal(['Crime']);
    expect(countFilters(filters)).to.equal(1);
  });

  it("treats 'Any language' and 'Any length' as excluding the group's specific values", () => {
    expect(pick(['language', 'Korean'], ['language', 'Any language']).language).to.deep.equal(['Any language']);
    expect(pick(['language', 'Any language'], ['language', 'Hindi']).language).to.deep.equal(['Hindi']);
    expect(pick(['length', 'Series'], ['length', 'Any length']).length).to.deep.equal(['Any length']);
    // Other groups have no such option: everything picked stays picked.
    expect(pick(['era', '1990s'], ['era', 'Older']).era).to.deep.equal(['1990s', 'Older']);
  });

  it("names each applied filter as a chip, 'Genre: x', 'Language: x', 'Content type: x', in the screen's order", () => {
    const filters = pick(
      ['contentType', 'Award winner'],
      ['language', 'Korean'],
      ['genre', 'Thriller'],
      ['genre', 'Drama'],
      ['era', '2010s'],
    );
    expect(filterChips(filters)).to.deep.equal([
      'Genre: Drama',
      'Genre: Thriller',
      'Language: Korean',
      'Era: 2010s',
      'Content type: Award winner',
    ]);
  });
});
