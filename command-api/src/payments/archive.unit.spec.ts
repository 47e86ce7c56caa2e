import { expect } from 'chai';
import type { ArchivedContent, PlanLimits, SubscriptionEvent } from '@more-ai/events/catalog/index';
import { deciderSpec } from '@more-ai/testing/decider-spec';
import { archivePlan, type HeldWatchlist } from './archive-plan';
import { archivedCounts, subscriptionDecider } from './subscription';

const FREE: PlanLimits = { limited_watchlists: 5, movies_per_watchlist: 5, limited_favorites: 10, limited_api_requests: 20 };
const UNLIMITED: PlanLimits = { limited_watchlists: -1, movies_per_watchlist: -1, limited_favorites: -1, limited_api_requests: -1 };
const movies = (count: number, prefix = 'm') => Array.from({ length: count }, (_, i) => `${prefix}${i + 1}`);
const list = (watchlistId: string, day: number, options: { isPrivate?: boolean; movieCount?: number } = {}): HeldWatchlist => ({
  watchlistId,
  createdAt: `2026-01-${String(day).padStart(2, '0')}T00:00:00.000Z`,
  isPrivate: options.isPrivate ?? false,
  movieIds: movies(options.movieCount ?? 0, `${watchlistId}-m`),
});

describe('archive: what going FREE archives', () => {
  it('archives every private list and the newest public ones beyond 5, oldest kept, in order of creation', () => {
    const privately = { isPrivate: true };
    const watchlists = [
      list('w7', 7),
      list('w5', 5, privately),
      list('w2', 2, privately),
      list('w1', 1),
      list('w3', 3),
      list('w4', 4),
      list('w6', 6),
    ];
    expect(archivePlan({ watchlists, favoriteMovieIds: [] }, FREE).watchlistIds).to.deep.equal(['w2', 'w5']);
    const more = [list('w9', 9), ...watchlists, list('w8', 8, privately), list('w10', 10)];
    expect(archivePlan({ watchlists: more, favoriteMovieIds: [] }, FREE).watchlistIds).to.deep.equal(['w2', 'w5', 'w8', 'w9', 'w10']);
  });

  it('orders lists created at the same time by id', () => {
    const same = ['wf', 'wa', 'wc', 'we', 'wb', 'wd'].map((id) => list(id, 1));
    expect(archivePlan({ watchlists: same, favoriteMovieIds: [] }, FREE).watchlistIds).to.deep.equal(['wf']);
  });

  it("archives each kept list's newest movies beyond 5, and names no movie of an archived list", () => {
    const watchlists = [
      list('w1', 1, { movieCount: 8 }),
      list('w2', 2, { movieCount: 5 }),
      list('w3', 3, { isPrivate: true, movieCount: 9 }),
      list('w4', 4, { movieCount: 6 }),
    ];
    expect(archivePlan({ watchlists, favoriteMovieIds: [] }, FREE).movies).to.deep.equal([
      { watchlistId: 'w1', movieIds: ['w1-m6', 'w1-m7', 'w1-m8'] },
      { watchlistId: 'w4', movieIds: ['w4-m6'] },
    ]);
    const sixth = [1, 2, 3, 4, 5].map((day) => list(`w${day}`, day)).concat(list('w6', 6, { movieCount: 7 }));
    expect(archivePlan({ watchlists: sixth, favoriteMovieIds: [] }, FREE)).to.deep.include({ watchlistIds: ['w6'], movies: [] });
  });

  it('archives the newest favourites beyond 10', () => {
    expect(archivePlan({ watchlists: [], favoriteMovieIds: movies(12) }, FREE).favoriteMovieIds).to.deep.equal(['m11', 'm12']);
    expect(archivePlan({ watchlists: [], favoriteMovieIds: movies(10) }, FREE).favoriteMovieIds).to.deep.equal([]);
  });

  it('archives nothing within the limits, and keeps everything but private lists on a plan without limits', () => {
    const watchlists = [1, 2, 3, 4, 5].map((day) => list(`w${day}`, day, { movieCount: 5 }));
    expect(archivePlan({ watchlists, favoriteMovieIds: movies(10) }, FREE)).to.deep.equal({
      watchlistIds: [],
      movies: [],
      favoriteMovieIds: [],
    });
    const many = [...watchlists, list('w6', 6, { movieCount: 50 }), list('w7', 7, { isPrivate: true })];
    expect(archivePlan({ watchlists: many, favoriteMovieIds: movies(40) }, UNLIMITED)).to.deep.equal({
      watchlistIds: ['w7'],
      movies: [],
      favoriteMovieIds: [],
    });
  });

  it('follows the limits it is given, not fixed numbers', () => {
    const tight: PlanLimits = { limited_watchlists: 1, movies_per_watchlist: 2, limited_favorites: 1, limited_api_requests: 0 };
    const watchlists = [list('w1', 1, { movieCount: 3 }), list('w2', 2)];
    expect(archivePlan({ watchlists, favoriteMovieIds: movies(2) }, tight)).to.deep.equal({
      watchlistIds: ['w2'],
      movies: [{ watchlistId: 'w1', movieIds: ['w1-m3'] }],
      favoriteMovieIds: ['m2'],
    });
    const none: PlanLimits = { limited_watchlists: 0, movies_per_watchlist: 0, limited_favorites: 0, limited_api_requests: 0 };
    expect(archivePlan({ watchlists: [list('w1', 1, { movieCount: 1 })], favoriteMovieIds: movies(2) }, none)).to.deep.equal({
      watchlistIds: ['w1'],
      movies: [],
      favoriteMovieIds: ['m1', 'm2'],
    });
  });
});

describe('archive: recorded on the subscription', () => {
  const userId = 'u1';
  const now = new Date('2026-12-01T00:00:00.000Z');
  const spec = deciderSpec(subscriptionDecider, { now });
  const content: ArchivedContent = {
    watchlistIds: ['w6', 'w7'],
    movies: [{ watchlistId: 'w1', movieIds: ['a', 'b', 'c'] }],
    favoriteMovieIds: ['f11', 'f12'],
  };
  const paid = (orderId: string): SubscriptionEvent => ({
    type: 'ProPeriodPaid',
    data: { userId, orderId, planId: 'pro', startDate: '2026-11-01T00:00:00.000Z', endDate: '2026-12-01T00:00:00.000Z' },
  });
  const downgraded: SubscriptionEvent = {
    type: 'SubscriptionDowngraded',
    data: { userId, cause: 'immediate', downgradedAt: now.toISOString() },
  };
  const archived = (what = content): SubscriptionEvent => ({
    type: 'ContentArchived',
    data: { userId, ...what, archivedAt: now.toISOString() },
  });
  const restored = (what = content): SubscriptionEvent => ({
    type: 'ArchiveRestored',
    data: { userId, ...what, restoredAt: now.toISOString() },
  });
  const record = (what = content) => ({ type: 'RecordArchive', userId, content: what }) as const;
  const restore = { type: 'RestoreArchive', userId } as const;

  it('records what a downgrade archives, once: a second run keeps the first plan', () => {
    spec
      .given([paid('o1'), downgraded])
      .when(record())
      .then([archived()]);
    spec.given([]).when(record()).then([archived()]);
    spec
      .given([paid('o1'), downgraded, archived()])
      .when(record({ ...content, watchlistIds: ['w9'] }))
      .then([]);
  });

  it('records nothing while PRO, nor an empty archive', () => {
    spec
      .given([paid('o1')])
      .when(record())
      .then([]);
    spec
      .given([paid('o1'), downgraded])
      .when(record({ watchlistIds: [], movies: [], favoriteMovieIds: [] }))
      .then([]);
    spec
      .given([paid('o1'), downgraded])
      .when(record({ watchlistIds: ['w6'], movies: [], favoriteMovieIds: [] }))
      .then([archived({ watchlistIds: ['w6'], movies: [], favoriteMovieIds: [] })]);
    spec
      .given([paid('o1'), downgraded])
      .when(record({ watchlistIds: [], movies: content.movies, favoriteMovieIds: [] }))
      .then([archived({ watchlistIds: [], movies: content.movies, favoriteMovieIds: [] })]);
    spec
      .given([paid('o1'), downgraded])
      .when(record({ watchlistIds: [], movies: [], favoriteMovieIds: ['f1'] }))
      .then([archived({ watchlistIds: [], movies: [], favoriteMovieIds: ['f1'] })]);
    // Any mix of the three is something to archive.
    for (const mix of [
      { watchlistIds: ['w6'], movies: [], favoriteMovieIds: ['f1'] },
      { watchlistIds: ['w6'], movies: content.movies, favoriteMovieIds: [] },
    ])
      spec
        .given([paid('o1'), downgraded])
        .when(record(mix))
        .then([archived(mix)]);
  });

  it('restores exactly the archive once PRO again, once', () => {
    spec
      .given([paid('o1'), downgraded, archived(), paid('o2')])
      .when(restore)
      .then([restored()]);
    spec
      .given([paid('o1'), downgraded, archived(), paid('o2'), restored()])
      .when(restore)
      .then([]);
  });

  it('restores nothing while FREE, or with nothing archived', () => {
    spec
      .given([paid('o1'), downgraded, archived()])
      .when(restore)
      .then([]);
    spec
      .given([paid('o1')])
      .when(restore)
      .then([]);
  });

  it('records the next downgrade anew once the last archive was restored', () => {
    const next = { watchlistIds: ['w8'], movies: [], favoriteMovieIds: [] };
    spec
      .given([paid('o1'), downgraded, archived(), paid('o2'), restored(), downgraded])
      .when(record(next))
      .then([archived(next)]);
  });

  it('remembers the archive and whether it was restored', () => {
    const fold = (events: SubscriptionEvent[]) => events.reduce(subscriptionDecider.evolve, subscriptionDecider.initialState());
    expect(fold([paid('o1')]).archive).to.equal(null);
    expect(fold([paid('o1'), downgraded, archived()]).archive).to.deep.equal({ content, archivedAt: now.toISOString(), restored: false });
    expect(fold([paid('o1'), downgraded, archived(), paid('o2'), restored()]).archive).to.deep.equal({
      content,
      archivedAt: now.toISOString(),
      restored: true,
    });
    expect(fold([restored()]).archive).to.equal(null);
  });

  it('counts an archive as the account shows it', () => {
    expect(archivedCounts(content)).to.deep.equal({ watchlists: 2, moviesInWatchlists: 3, favorites: 2 });
    expect(archivedCounts(undefined)).to.deep.equal({ watchlists: 0, moviesInWatchlists: 0, favorites: 0 });
  });
});
