import { expect } from 'chai';
import { describe, it } from 'mocha';
import { noFilters } from './filters';
import { askedForIn, resultsEntryState } from './history';

describe('The results history entry', () => {
  const askedFor = { description: 'slow-burn mysteries', filters: { ...noFilters, language: ['Korean'], era: ['2010s'] } };

  it('holds the search it shows, read back as it was asked', () => {
    expect(askedForIn(resultsEntryState(askedFor))).to.deep.equal(askedFor);
    expect(askedForIn(JSON.parse(JSON.stringify(resultsEntryState(askedFor))))).to.deep.equal(askedFor);
  });

  it("takes another page's state, no state or a hand-edited one for no results entry", () => {
    expect(askedForIn(null)).to.equal(undefined);
    expect(askedForIn('results')).to.equal(undefined);
    expect(askedForIn({ from: '/recommendations' })).to.equal(undefined);
    expect(askedForIn({ recommendationsAskedFor: null })).to.equal(undefined);
    expect(askedForIn({ recommendationsAskedFor: { description: 7, filters: noFilters } })).to.equal(undefined);
    expect(askedForIn({ recommendationsAskedFor: { description: 'x', filters: null } })).to.equal(undefined);
    expect(askedForIn({ recommendationsAskedFor: { description: 'x', filters: { ...noFilters, genre: 'Crime' } } })).to.equal(undefined);
    expect(askedForIn({ recommendationsAskedFor: { description: 'x', filters: { ...noFilters, genre: ['<script>'] } } })).to.equal(
      undefined,
    );
    expect(askedForIn({ recommendationsAskedFor: { description: 'x', filters: { genre: [] } } })).to.equal(undefined);
  });
});
