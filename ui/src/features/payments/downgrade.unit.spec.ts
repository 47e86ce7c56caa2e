import type { CurrentSubscriptionView, DowngradeImpactView } from '@more-ai/contracts/payments';
import { expect } from 'chai';
import { describe, it } from 'mocha';
import { describeArchived, downgradeNotice, impactLines } from './downgrade';

const nothing = { watchlists: 0, moviesInWatchlists: 0, favorites: 0 };

function subscription(
  type: 'free' | 'pro',
  metadata: Partial<CurrentSubscriptionView['subscription']['metadata']>,
): CurrentSubscriptionView {
  return {
    id: 's1',
    subscription: {
      type,
      displayName: type === 'pro' ? 'PRO Plan' : 'FREE Plan',
      metadata: {
        scheduledDowngrade: null,
        downgradeProcessed: false,
        downgradeProcessedDate: null,
        archivedContent: nothing,
        ...metadata,
      },
    },
    startDate: null,
    endDate: null,
    nextBillingDate: null,
  };
}

describe('Downgrade notices on /me (SPEC §4 Plan, §9)', () => {
  const now = new Date('2026-11-26T12:00:00Z');

  it('tells of a scheduled downgrade with the date PRO ends', () => {
    const scheduled = { effectiveDate: '2026-12-26T00:00:00Z', reason: 'r', scheduledAt: '2026-11-26T00:00:00Z' };
    expect(downgradeNotice(subscription('pro', { scheduledDowngrade: scheduled }), now)).to.deep.equal({
      kind: 'scheduled',
      effectiveDate: '2026-12-26T00:00:00Z',
    });
  });

  it('tells of a processed downgrade for 30 days after it, with what was archived', () => {
    const archived = { watchlists: 2, moviesInWatchlists: 7, favorites: 3 };
    const processed = (date: string) =>
      downgradeNotice(subscription('free', { downgradeProcessed: true, downgradeProcessedDate: date, archivedContent: archived }), now);
    expect(processed('2026-10-27T12:00:00Z')).to.deep.equal({ kind: 'processed', processedDate: '2026-10-27T12:00:00Z', archived });
    expect(processed('2026-10-27T11:59:59Z')).to.equal(null);
  });

  it('shows nothing without a downgrade, or before the plan is known', () => {
    expect(downgradeNotice(subscription('pro', {}), now)).to.equal(null);
    expect(downgradeNotice(null, now)).to.equal(null);
  });

  it('names only what was archived, in words', () => {
    expect(describeArchived({ watchlists: 2, moviesInWatchlists: 7, favorites: 3 })).to.equal(
      '2 watchlists, 7 movies in watchlists and 3 favorites',
    );
    expect(describeArchived({ watchlists: 1, moviesInWatchlists: 0, favorites: 1 })).to.equal('1 watchlist and 1 favorite');
    expect(describeArchived(nothing)).to.equal('nothing');
  });
});

describe('What a downgrade would archive (SPEC §3 Downgrade impact)', () => {
  const impact: DowngradeImpactView = {
    watchlists: { limit: 5, toRemove: 3 },
    privateWatchlists: { toRemove: 1 },
    moviesInWatchlists: { toRemove: 12 },
    moviesPerWatchlist: { limit: 5 },
    favorites: { limit: 10, toRemove: 4 },
    apiRequests: { limit: 20 },
  };

  it('lists watchlists beyond 5 (private ones among them), movies beyond 5 per watchlist and favorites beyond 10', () => {
    expect(impactLines(impact)).to.deep.equal([
      '3 watchlists beyond the first 5, including 1 private one',
      '12 movies beyond 5 per watchlist',
      '4 favorites beyond the first 10',
    ]);
  });

  it('lists nothing when everything fits the FREE plan', () => {
    const fits = {
      ...impact,
      watchlists: { limit: 5, toRemove: 0 },
      moviesInWatchlists: { toRemove: 0 },
      favorites: { limit: 10, toRemove: 0 },
    };
    expect(impactLines(fits)).to.deep.equal([]);
  });
});
