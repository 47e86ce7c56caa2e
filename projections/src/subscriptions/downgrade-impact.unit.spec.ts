import { expect } from 'chai';
import type { PlanLimits } from '@more-ai/events/catalog/index';
import { downgradeImpact, type HeldWatchlist } from './downgrade-impact';

describe('what going FREE would archive', () => {
  const FREE: PlanLimits = { limited_watchlists: 5, movies_per_watchlist: 5, limited_favorites: 10, limited_api_requests: 20 };
  let day = 0;
  /** Watchlists made one a day, in the order given. */
  const lists = (...specs: { isPrivate?: boolean; movies?: number }[]): HeldWatchlist[] =>
    specs.map(({ isPrivate = false, movies = 0 }) => {
      day += 1;
      return { id: `list-${day}`, isPrivate, createdAt: new Date(Date.UTC(2026, 0, day)), movieCount: movies };
    });

  it('archives nothing within the FREE limits, and names the limits', () => {
    expect(downgradeImpact({ watchlists: lists({ movies: 5 }, { movies: 2 }), favorites: 10 }, FREE)).to.deep.equal({
      watchlists: { limit: 5, toRemove: 0 },
      privateWatchlists: { toRemove: 0 },
      moviesInWatchlists: { toRemove: 0 },
      moviesPerWatchlist: { limit: 5 },
      favorites: { limit: 10, toRemove: 0 },
      apiRequests: { limit: 20 },
    });
  });

  it('archives the public watchlists beyond the oldest five', () => {
    const impact = downgradeImpact({ watchlists: lists({}, {}, {}, {}, {}, {}, {}), favorites: 0 }, FREE);
    expect(impact.watchlists).to.deep.equal({ limit: 5, toRemove: 2 });
    expect(impact.privateWatchlists.toRemove).to.equal(0);
  });

  it('archives every private watchlist, counting it among the watchlists that go', () => {
    const impact = downgradeImpact(
      { watchlists: lists({ isPrivate: true }, {}, { isPrivate: true }, {}, {}, {}, {}, {}), favorites: 0 },
      FREE,
    );
    expect(impact.privateWatchlists.toRemove).to.equal(2);
    // Six public ones: the newest goes too.
    expect(impact.watchlists.toRemove).to.equal(3);
  });

  it('counts the movies beyond five in each kept watchlist, not those of the watchlists that go', () => {
    const held = lists({ movies: 7 }, { movies: 5 }, { isPrivate: true, movies: 9 }, { movies: 6 }, {}, {}, { movies: 8 });
    // Kept: the five oldest public ones (7, 5, 6, 0, 0 movies); the private one and the sixth public one go.
    expect(downgradeImpact({ watchlists: held, favorites: 0 }, FREE).moviesInWatchlists.toRemove).to.equal(3);
  });

  it('keeps the oldest of lists made at the same moment by their id', () => {
    const at = new Date('2026-03-01T00:00:00Z');
    const held: HeldWatchlist[] = ['f', 'e', 'd', 'c', 'b', 'a'].map((id) => ({
      id,
      isPrivate: false,
      createdAt: at,
      movieCount: id === 'f' ? 9 : 6,
    }));
    // 'f' sorts last: it goes, with its nine movies; the five kept have one movie too many each.
    expect(downgradeImpact({ watchlists: held, favorites: 0 }, FREE).moviesInWatchlists.toRemove).to.equal(5);
  });

  it('archives the favourites beyond ten', () => {
    expect(downgradeImpact({ watchlists: [], favorites: 14 }, FREE).favorites).to.deep.equal({ limit: 10, toRemove: 4 });
  });

  it("takes every limit from the FREE plan's terms", () => {
    const revised: PlanLimits = { limited_watchlists: 2, movies_per_watchlist: 3, limited_favorites: 4, limited_api_requests: 7 };
    const impact = downgradeImpact({ watchlists: lists({ movies: 4 }, { movies: 4 }, {}), favorites: 6 }, revised);
    expect(impact).to.deep.equal({
      watchlists: { limit: 2, toRemove: 1 },
      privateWatchlists: { toRemove: 0 },
      moviesInWatchlists: { toRemove: 2 },
      moviesPerWatchlist: { limit: 3 },
      favorites: { limit: 4, toRemove: 2 },
      apiRequests: { limit: 7 },
    });
  });

  it('archives nothing a limit of -1 (unlimited) allows', () => {
    const unlimited: PlanLimits = { limited_watchlists: -1, movies_per_watchlist: -1, limited_favorites: -1, limited_api_requests: -1 };
    const impact = downgradeImpact(
      { watchlists: lists({ movies: 50 }, {}, {}, {}, {}, {}, { isPrivate: true }), favorites: 99 },
      unlimited,
    );
    expect([impact.watchlists.toRemove, impact.moviesInWatchlists.toRemove, impact.favorites.toRemove]).to.deep.equal([1, 0, 0]);
  });
});
