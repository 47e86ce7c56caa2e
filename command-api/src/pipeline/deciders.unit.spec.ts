import { expect } from 'chai';
import { accountDecider } from '../accounts/decide';
import { movieDecider } from '../catalog/decide';
import { contactDecider } from '../contacts/decide';
import { favoritesDecider } from '../favorites/decide';
import { featureDecider } from '../features/decide';
import { followsDecider } from '../follows/decide';
import { mailDecider } from '../mail/decide';
import { invoiceSeriesDecider } from '../payments/invoice-series';
import { planDecider } from '../plans/decide';
import { recommendationDecider } from '../recommendations/recommendation';
import { searchQuotaDecider } from '../recommendations/search-quota';
import { sessionDecider } from '../sessions/decide';
import { watchlistDecider } from '../watchlists/decide';
import { watchlistOwnerDecider } from '../watchlists/owner-gate';
import type { Decider } from './decider';

type AnyDecider = Decider<never, unknown, { type: string; data: unknown }>;

// The event store already holds streams under these names, and projections and reactors find them
// by category: renaming one would start every account, list or quota afresh.
const streamFamilies: [category: string, decider: AnyDecider][] = [
  ['Account', accountDecider as unknown as AnyDecider],
  ['Movie', movieDecider as unknown as AnyDecider],
  ['Contact', contactDecider as unknown as AnyDecider],
  ['Favorites', favoritesDecider as unknown as AnyDecider],
  ['Feature', featureDecider as unknown as AnyDecider],
  ['Follows', followsDecider as unknown as AnyDecider],
  ['Mail', mailDecider as unknown as AnyDecider],
  ['InvoiceSeries', invoiceSeriesDecider as unknown as AnyDecider],
  ['SubscriptionPlan', planDecider as unknown as AnyDecider],
  ['RecommendationQuota', searchQuotaDecider as unknown as AnyDecider],
  ['Session', sessionDecider as unknown as AnyDecider],
  ['Watchlist', watchlistDecider as unknown as AnyDecider],
  ['WatchlistOwner', watchlistOwnerDecider as unknown as AnyDecider],
];

describe('every stream family', () => {
  it('keeps the category its stored streams are named by', () => {
    expect(streamFamilies.map(([, decider]) => decider.category)).to.deep.equal(streamFamilies.map(([category]) => category));
    // A request's stream holds its one answer, so that decider folds every event alike.
    expect(recommendationDecider.category).to.equal('Recommendation');
  });

  // A later version may write event types this one does not know into the same streams.
  it('leaves the state as it was on an event type it does not know', () => {
    for (const [category, decider] of streamFamilies) {
      const state = decider.initialState();
      expect(decider.evolve(state, { type: 'SomethingNew', data: {} }), category).to.deep.equal(state);
    }
  });
});
