import { expect } from 'chai';
import { after, before, describe, it } from 'mocha';
import { noFilters } from './filters';
import { askedForIn, onResultsEntry, pushResultsEntry, resultsEntryState } from './history';

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

  it('takes nothing that is not a plain object for a state or its filters', () => {
    expect(askedForIn(Object.assign(() => undefined, resultsEntryState(askedFor)))).to.equal(undefined);
    const filters = Object.defineProperties(
      () => undefined,
      Object.fromEntries(Object.entries(askedFor.filters).map(([key, value]) => [key, { value }])),
    );
    expect(askedForIn({ recommendationsAskedFor: { description: 'x', filters } })).to.equal(undefined);
  });

  describe('in the browser', () => {
    const pushed: [state: unknown, title: string, url: string][] = [];
    const browser = {
      history: { state: null as unknown, pushState: (...entry: [unknown, string, string]) => pushed.push(entry) },
      location: { href: 'https://more.example/recommendations?x=1' },
    };
    const global = globalThis as { window?: unknown };
    before(() => {
      global.window = browser;
    });
    after(() => {
      delete global.window;
    });

    it('adds the results entry at the same address, and knows when it is shown', () => {
      expect(onResultsEntry()).to.equal(false);
      pushResultsEntry(askedFor);
      expect(pushed).to.deep.equal([[resultsEntryState(askedFor), '', 'https://more.example/recommendations?x=1']]);
      browser.history.state = pushed[0]![0];
      expect(onResultsEntry()).to.equal(true);
    });
  });
});
