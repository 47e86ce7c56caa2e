import { expect } from 'chai';
import { describe, it } from 'mocha';
import { exhaustedMessage, formatResetTime, isExhausted, isUnlimited } from './quota';

describe('The daily AI search allowance (SPEC §2, §9)', () => {
  it('shows the reset time in IST whatever the browser time zone: the next midnight in India', () => {
    // 18:30 UTC is midnight in India (UTC+5:30).
    expect(formatResetTime('2025-07-02T18:30:00.000Z')).to.equal('July 3 at 12:00 AM IST');
    expect(formatResetTime(null)).to.equal(undefined);
    expect(formatResetTime('not a date')).to.equal(undefined);
  });

  it('is exhausted at 0 left on a limited plan, never on an unlimited one', () => {
    expect(isExhausted({ remainingRequests: 0, totalRequests: 20, resetTime: '2025-07-02T18:30:00.000Z' })).to.equal(true);
    expect(isExhausted({ remainingRequests: 1, totalRequests: 20, resetTime: '2025-07-02T18:30:00.000Z' })).to.equal(false);
    expect(isExhausted({ remainingRequests: -1, totalRequests: -1, resetTime: null })).to.equal(false);
    expect(isExhausted(null)).to.equal(false);
    expect(isUnlimited({ remainingRequests: -1, totalRequests: -1, resetTime: null })).to.equal(true);
  });

  it("says 'You've used all your 20 search requests for today.'", () => {
    expect(exhaustedMessage({ remainingRequests: 0, totalRequests: 20, resetTime: null })).to.equal(
      "You've used all your 20 search requests for today.",
    );
  });
});
