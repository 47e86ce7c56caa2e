import { expect } from 'chai';
import type { RecommendationQuotaEvent } from '@more-ai/events/catalog/index';
import { istDay, nextIstMidnight } from '@more-ai/contracts/search-quota';
import { dailySearchesOf, SearchLimitReached, searchQuotaDecider, type SearchQuotaCommand, type SearchQuotaState } from './search-quota';

// 23:59 on 10 March 2026 in India is 18:29 UTC; midnight IST is 18:30 UTC.
const lastMinuteOfTheDay = new Date('2026-03-10T18:29:00Z');
const midnightIst = new Date('2026-03-10T18:30:00Z');

function replay(commands: SearchQuotaCommand[], now: Date, state = searchQuotaDecider.initialState()): SearchQuotaState {
  for (const command of commands) {
    for (const event of searchQuotaDecider.decide(command, state, { now })) state = searchQuotaDecider.evolve(state, event);
  }
  return state;
}

const use = (requestId: string, dailySearches = 20): SearchQuotaCommand => ({ type: 'UseSearch', userId: 'u1', requestId, dailySearches });
const twenty = Array.from({ length: 20 }, (_, i) => use(`r${i}`));

describe('the daily search quota: deciding', () => {
  it('counts days and resets at midnight in India, whatever the server clock says', () => {
    expect(istDay(lastMinuteOfTheDay)).to.equal('2026-03-10');
    expect(istDay(midnightIst)).to.equal('2026-03-11');
    expect(nextIstMidnight(lastMinuteOfTheDay).toISOString()).to.equal('2026-03-10T18:30:00.000Z');
    expect(nextIstMidnight(midnightIst).toISOString()).to.equal('2026-03-11T18:30:00.000Z');
  });

  it('gives FREE 20 searches a day and PRO unlimited, from the plans', () => {
    expect(dailySearchesOf('free')).to.equal(20);
    expect(dailySearchesOf('pro')).to.equal(-1);
  });

  it('refuses the 21st search of the day on the FREE plan, with the quota bar in the answer', () => {
    const state = replay(twenty, lastMinuteOfTheDay);
    expect(state.requestIds).to.have.length(20);
    try {
      searchQuotaDecider.decide(use('r21'), state, { now: lastMinuteOfTheDay });
      expect.fail('the 21st search was counted');
    } catch (error) {
      expect(error).to.be.instanceOf(SearchLimitReached);
      expect((error as SearchLimitReached).status).to.equal(429);
      expect((error as SearchLimitReached).toJSON()).to.deep.equal({
        message: "You've used all your 20 search requests for today.",
        code: 'SEARCH_LIMIT_REACHED',
        requestsLimit: { remainingRequests: 0, totalRequests: 20, resetTime: '2026-03-10T18:30:00.000Z' },
      });
    }
  });

  it('allows searching again from midnight in India', () => {
    const state = replay(twenty, lastMinuteOfTheDay);
    const events = searchQuotaDecider.decide(use('r21'), state, { now: midnightIst });
    expect(events).to.deep.equal([{ type: 'SearchQuotaUsed', data: { userId: 'u1', day: '2026-03-11', requestId: 'r21' } }]);
  });

  it('never refuses a PRO search', () => {
    const state = replay(Array.from({ length: 50 }, (_, i) => use(`p${i}`, -1)), lastMinuteOfTheDay);
    expect(state.requestIds).to.have.length(50);
  });

  it('counts a retried request once', () => {
    const state = replay([use('r1'), use('r1')], lastMinuteOfTheDay);
    expect(state.requestIds).to.deep.equal(['r1']);
  });

  it('gives back a search that could not be answered', () => {
    const state = replay([...twenty, { type: 'ReturnSearch', userId: 'u1', requestId: 'r3' }], lastMinuteOfTheDay);
    expect(state.requestIds).to.have.length(19);
    const events: RecommendationQuotaEvent[] = searchQuotaDecider.decide(use('r21'), state, { now: lastMinuteOfTheDay });
    expect(events).to.have.length(1);
  });
});
