import { expect } from 'chai';
import type { RecommendationQuotaEvent } from '@more-ai/events/catalog/index';
import { istDay, nextIstMidnight } from '@more-ai/contracts/search-quota';
import { deciderSpec } from '@more-ai/testing/decider-spec';
import { SearchLimitReached, searchQuotaDecider, type SearchQuotaCommand } from './search-quota';

// 23:59 on 10 March 2026 in India is 18:29 UTC; midnight IST is 18:30 UTC.
const lastMinuteOfTheDay = new Date('2026-03-10T18:29:00Z');
const midnightIst = new Date('2026-03-10T18:30:00Z');

const spec = deciderSpec(searchQuotaDecider, { now: lastMinuteOfTheDay });
const use = (requestId: string, dailySearches = 20): SearchQuotaCommand => ({ type: 'UseSearch', userId: 'u1', requestId, dailySearches });
const used = (requestId: string, day = '2026-03-10'): RecommendationQuotaEvent => ({
  type: 'SearchQuotaUsed',
  data: { userId: 'u1', day, requestId },
});
const twenty = Array.from({ length: 20 }, (_, i) => used(`r${i}`));

describe('the daily search quota: deciding', () => {
  it('counts days and resets at midnight in India, whatever the server clock says', () => {
    expect(istDay(lastMinuteOfTheDay)).to.equal('2026-03-10');
    expect(istDay(midnightIst)).to.equal('2026-03-11');
    expect(nextIstMidnight(lastMinuteOfTheDay).toISOString()).to.equal('2026-03-10T18:30:00.000Z');
    expect(nextIstMidnight(midnightIst).toISOString()).to.equal('2026-03-11T18:30:00.000Z');
  });

  it('counts a search of the day', () => {
    spec
      .given([])
      .when(use('r1'))
      .then([used('r1')]);
  });

  it('refuses the 21st search of the day on the FREE plan, with the quota bar in the answer', () => {
    spec
      .given(twenty)
      .when(use('r21'))
      .thenThrows(SearchLimitReached, "You've used all your 20 search requests for today.", 'SEARCH_LIMIT_REACHED');
    try {
      searchQuotaDecider.decide(use('r21'), twenty.reduce(searchQuotaDecider.evolve, searchQuotaDecider.initialState()), {
        now: lastMinuteOfTheDay,
      });
      expect.fail('the 21st search was counted');
    } catch (error) {
      expect((error as SearchLimitReached).toJSON()).to.deep.equal({
        message: "You've used all your 20 search requests for today.",
        code: 'SEARCH_LIMIT_REACHED',
        requestsLimit: { remainingRequests: 0, totalRequests: 20, resetTime: '2026-03-10T18:30:00.000Z' },
      });
    }
  });

  it('allows searching again from midnight in India', () => {
    spec
      .given(twenty)
      .when(use('r21'), { now: midnightIst })
      .then([used('r21', '2026-03-11')]);
  });

  it('never refuses a PRO search', () => {
    spec
      .given(Array.from({ length: 50 }, (_, i) => used(`p${i}`)))
      .when(use('p50', -1))
      .then([used('p50')]);
  });

  it('counts a retried request once', () => {
    spec
      .given([used('r1')])
      .when(use('r1'))
      .then([]);
  });

  it('gives back a search that could not be answered, once', () => {
    const returned: RecommendationQuotaEvent = { type: 'SearchQuotaReturned', data: { userId: 'u1', day: '2026-03-10', requestId: 'r3' } };
    spec.given(twenty).when({ type: 'ReturnSearch', userId: 'u1', requestId: 'r3' }).then([returned]);
    spec
      .given([...twenty, returned])
      .when({ type: 'ReturnSearch', userId: 'u1', requestId: 'r3' })
      .then([]);
    spec
      .given([...twenty, returned])
      .when(use('r21'))
      .then([used('r21')]);
  });
});
