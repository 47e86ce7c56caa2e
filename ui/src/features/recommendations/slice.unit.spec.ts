import { expect } from 'chai';
import { describe, it } from 'mocha';
import type { UnknownAction } from 'redux';
import { loggedOut } from '../auth/slice';
import type { MovieView } from '../movies/movie';
import { noFilters } from './filters';
import {
  backToSearch,
  descriptionChanged,
  filterToggled,
  quotaLoaded,
  recommendationsFailed,
  recommendationsReceived,
  recommendationsReducer,
  recommendationsRequested,
  resultsEntryShown,
  type RecommendationsState,
} from './slice';

const run = (...actions: UnknownAction[]): RecommendationsState =>
  actions.reduce(recommendationsReducer, recommendationsReducer(undefined, { type: '@@init' }));

const parasite: MovieView = {
  _id: 'm1',
  title: 'Parasite',
  year: 2019,
  length: '2h 12m',
  language: 'Korean',
  genre: ['Thriller', 'Drama'],
  director: 'Bong Joon-ho',
  cast: ['Song Kang-ho'],
  plot: 'A poor family works its way into a rich one.',
  reason: 'Matches “Korean”; Palme d’Or winner.',
  availableOn: ['Prime Video'],
  rating: 'A',
  posterUrl: null,
  kind: 'movie',
  awards: ["Palme d'Or (Cannes 2019)"],
  contentTypes: ['Award winner'],
  availability: null,
  studios: [],
  franchise: null,
  reference: null,
};
const limit = (remainingRequests: number) => ({ remainingRequests, totalRequests: 20, resetTime: '2025-07-02T18:30:00.000Z' });

describe('Recommendation states (SPEC §4)', () => {
  it('goes from idle to loading with the trimmed prompt and the filters as asked', () => {
    const state = run(
      descriptionChanged('  heist thrillers '),
      filterToggled({ key: 'language', value: 'Korean' }),
      recommendationsRequested(),
    );
    expect(state.status).to.equal('loading');
    expect(state.askedFor).to.deep.equal({
      description: 'heist thrillers',
      filters: { genre: [], language: ['Korean'], length: [], era: [], contentType: [] },
    });
  });

  it('does not start a request the send rule refuses, nor one while the allowance is used up', () => {
    expect(run(descriptionChanged('  '), filterToggled({ key: 'genre', value: 'Drama' }), recommendationsRequested()).status).to.equal(
      'idle',
    );
    expect(run(quotaLoaded(limit(0)), descriptionChanged('heist'), recommendationsRequested()).status).to.equal('idle');
  });

  it('shows the results with the allowance left, and goes back to the search keeping the prompt', () => {
    const results = run(
      descriptionChanged('heist'),
      recommendationsRequested(),
      recommendationsReceived({ recommendations: [parasite], requestsLimit: limit(19) }),
    );
    expect(results.status).to.equal('results');
    expect(results.results).to.deep.equal([parasite]);
    expect(results.quota?.remainingRequests).to.equal(19);
    const back = recommendationsReducer(results, backToSearch());
    expect(back.status).to.equal('idle');
    expect(back.description).to.equal('heist');
  });

  it('shows the picks again when the browser comes Forward to their entry, and a search left by Back is not reopened while loading', () => {
    const results = run(
      descriptionChanged('heist'),
      filterToggled({ key: 'genre', value: 'Crime' }),
      recommendationsRequested(),
      recommendationsReceived({ recommendations: [parasite], requestsLimit: limit(19) }),
    );
    const back = recommendationsReducer(results, backToSearch());
    const forward = recommendationsReducer(back, resultsEntryShown({ description: 'heist', filters: { ...noFilters, genre: ['Crime'] } }));
    expect(forward.status).to.equal('results');
    expect(forward.results).to.deep.equal([parasite]);
    const loading = run(descriptionChanged('heist'), recommendationsRequested());
    expect(recommendationsReducer(loading, backToSearch()).status).to.equal('loading');
    expect(recommendationsReducer(loading, resultsEntryShown({ description: 'x', filters: noFilters })).status).to.equal('loading');
  });

  it('fills the form with the search of a results entry whose picks are not on hand (a reload), without sending it', () => {
    const filters = { ...noFilters, genre: ['Crime'], era: ['1990s'] };
    const reloaded = run(resultsEntryShown({ description: 'heist', filters }));
    expect(reloaded).to.include({ status: 'idle', description: 'heist', filtersOpen: true });
    expect(reloaded.filters).to.deep.equal(filters);
    const other = run(
      descriptionChanged('heist'),
      recommendationsRequested(),
      recommendationsReceived({ recommendations: [parasite], requestsLimit: limit(19) }),
      backToSearch(),
      resultsEntryShown({ description: 'heist at night', filters: noFilters }),
    );
    expect(other).to.include({ status: 'idle', description: 'heist at night', filtersOpen: false });
  });

  it('returns to the search on failure, taking the allowance from a limit refusal', () => {
    const refused = run(quotaLoaded(limit(1)), descriptionChanged('heist'), recommendationsRequested(), recommendationsFailed(limit(0)));
    expect(refused.status).to.equal('idle');
    expect(refused.quota?.remainingRequests).to.equal(0);
    const failed = run(quotaLoaded(limit(5)), descriptionChanged('heist'), recommendationsRequested(), recommendationsFailed(undefined));
    expect(failed.quota?.remainingRequests).to.equal(5);
  });

  it('forgets the prompt, the picks and the allowance when the user signs out', () => {
    const state = run(
      descriptionChanged('heist'),
      recommendationsRequested(),
      recommendationsReceived({ recommendations: [parasite], requestsLimit: limit(19) }),
      loggedOut(),
    );
    expect(state).to.deep.equal(run());
  });
});
