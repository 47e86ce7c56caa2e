import { expect } from 'chai';
import type { RecommendationQuotaEvent } from '@more-ai/events/catalog/index';
import { istDay, nextIstMidnight, requestsLimitOf } from '@more-ai/contracts/search-quota';
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

  it('starts the count again at midnight in India: the new day has its own 20 searches', () => {
    const nineteenOnTheNextDay = Array.from({ length: 19 }, (_, i) => used(`n${i}`, '2026-03-11'));
    spec
      .given([...twenty, ...nineteenOnTheNextDay])
      .when(use('n19'), { now: midnightIst })
      .then([used('n19', '2026-03-11')]);
    spec
      .given([...twenty, ...nineteenOnTheNextDay, used('n19', '2026-03-11')])
      .when(use('n20'), { now: midnightIst })
      .thenThrows(SearchLimitReached, "You've used all your 20 search requests for today.", 'SEARCH_LIMIT_REACHED');
  });

  it('counts a request retried on the next day again, on that day', () => {
    spec
      .given([used('r1')])
      .when(use('r1'), { now: midnightIst })
      .then([used('r1', '2026-03-11')]);
  });

  it('allows no search at all on a plan with 0 a day', () => {
    spec
      .given([])
      .when(use('r1', 0))
      .thenThrows(SearchLimitReached, "You've used all your 0 search requests for today.", 'SEARCH_LIMIT_REACHED');
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
    spec
      .given([...twenty, returned, used('r21')])
      .when(use('r22'))
      .thenThrows(SearchLimitReached, "You've used all your 20 search requests for today.", 'SEARCH_LIMIT_REACHED');
  });
});

describe('the daily search quota: the quota bar', () => {
  it('shows the searches left of the day and when the count starts again, at midnight in India', () => {
    expect(requestsLimitOf(20, 7, lastMinuteOfTheDay)).to.deep.equal({
      remainingRequests: 13,
      totalRequests: 20,
      resetTime: '2026-03-10T18:30:00.000Z',
    });
    expect(requestsLimitOf(20, 0, midnightIst)).to.deep.equal({
      remainingRequests: 20,
      totalRequests: 20,
      resetTime: '2026-03-11T18:30:00.000Z',
    });
  });

  it('never shows fewer than 0 searches left', () => {
    expect(requestsLimitOf(20, 23, lastMinuteOfTheDay).remainingRequests).to.equal(0);
  });

  it('shows unlimited searches on PRO as -1 of -1, with no reset time', () => {
    expect(requestsLimitOf(-1, 50, lastMinuteOfTheDay)).to.deep.equal({ remainingRequests: -1, totalRequests: -1, resetTime: null });
  });
});
