import { expect } from 'chai';
import type { WatchlistEvent, WatchlistOwnerEvent } from '@more-ai/events/catalog/index';
import { Conflict, Forbidden, NotFound } from '@more-ai/platform';
import { deciderSpec } from '@more-ai/testing/decider-spec';
import type { WatchlistCommand } from './commands';
import { watchlistDecider } from './decide';
import { evolveWatchlist, initialWatchlistState, visibleMovieIds } from './evolve';
import { MoviesPerWatchlistLimitReached, WatchlistsLimitReached } from './limits';
import { slotsTaken, watchlistOwnerDecider, type WatchlistOwnerCommand } from './owner-gate';

const now = new Date('2026-03-01T00:00:00Z');
const asha = '11111111-1111-4111-8111-111111111111';
const ravi = '22222222-2222-4222-8222-222222222222';
const list = '33333333-3333-4333-8333-333333333333';
const spec = deciderSpec(watchlistDecider, { now });

const created: WatchlistEvent = {
  type: 'WatchlistCreated',
  data: { watchlistId: list, ownerId: asha, name: 'Noir', description: '', isPrivate: false, createdAt: '2026-01-01T00:00:00.000Z' },
};
const added = (movieId: string): WatchlistEvent => ({ type: 'MovieAddedToWatchlist', data: { watchlistId: list, movieId } });
const followed: WatchlistEvent = { type: 'WatchlistFollowed', data: { watchlistId: list, userId: ravi } };
const archived: WatchlistEvent = { type: 'WatchlistArchived', data: { watchlistId: list, archivedAt: now.toISOString() } };
const restored: WatchlistEvent = { type: 'WatchlistRestored', data: { watchlistId: list, restoredAt: now.toISOString() } };
const moviesArchived = (...movieIds: string[]): WatchlistEvent => ({
  type: 'WatchlistMoviesArchived',
  data: { watchlistId: list, movieIds },
});
const moviesRestored = (...movieIds: string[]): WatchlistEvent => ({
  type: 'WatchlistMoviesRestored',
  data: { watchlistId: list, movieIds },
});
const sixMovies = ['m1', 'm2', 'm3', 'm4', 'm5', 'm6'].map(added);
const ARCHIVED = [Forbidden, 'This watchlist is archived. Upgrade to PRO to restore it.', 'WATCHLIST_ARCHIVED'] as const;
const NOT_FOUND = [NotFound, 'Watchlist not found', 'WATCHLIST_NOT_FOUND'] as const;

describe('watchlists: archived by a downgrade', () => {
  it('archives a live list once, and restores it once', () => {
    spec.given([created]).when({ type: 'ArchiveWatchlist' }).then([archived]);
    spec.given([created, archived]).when({ type: 'ArchiveWatchlist' }).then([]);
    spec.given([created, archived]).when({ type: 'RestoreWatchlist' }).then([restored]);
    spec.given([created, archived, restored]).when({ type: 'RestoreWatchlist' }).then([]);
    spec.given([created]).when({ type: 'RestoreWatchlist' }).then([]);
  });

  it('archives or restores nothing of a list never created or deleted', () => {
    const deleted: WatchlistEvent = { type: 'WatchlistDeleted', data: { watchlistId: list } };
    for (const command of [
      { type: 'ArchiveWatchlist' },
      { type: 'RestoreWatchlist' },
      { type: 'ArchiveMovies', movieIds: ['m1'] },
      { type: 'RestoreMovies', movieIds: ['m1'] },
    ] as const) {
      spec.given([]).when(command).then([]);
      spec
        .given([created, added('m1'), deleted])
        .when(command)
        .then([]);
    }
  });

  it('refuses every change of its owner to an archived list, saying it is archived', () => {
    const given = spec.given([created, added('m1'), archived]);
    given.when({ type: 'UpdateWatchlist', userId: asha, plan: 'free', changes: { name: 'Neo' } }).thenThrows(...ARCHIVED);
    given.when({ type: 'DeleteWatchlist', userId: asha }).thenThrows(...ARCHIVED);
    given.when({ type: 'AddMovie', userId: asha, movieId: 'm2', moviesPerWatchlist: 5 }).thenThrows(...ARCHIVED);
    given.when({ type: 'RemoveMovie', userId: asha, movieId: 'm1' }).thenThrows(...ARCHIVED);
  });

  it('is not there for anyone else: it cannot be followed, nor left by its followers', () => {
    const given = spec.given([created, followed, archived]);
    given.when({ type: 'FollowWatchlist', userId: '44444444-4444-4444-8444-444444444444', ownerExists: true }).thenThrows(...NOT_FOUND);
    given.when({ type: 'UnfollowWatchlist', userId: ravi }).thenThrows(...NOT_FOUND);
    given.when({ type: 'UpdateWatchlist', userId: ravi, plan: 'pro', changes: { name: 'Mine' } }).thenThrows(...NOT_FOUND);
  });

  it('takes changes again once restored, with its movies and followers as they were', () => {
    spec
      .given([created, followed, archived, restored])
      .when({ type: 'UnfollowWatchlist', userId: ravi })
      .then([{ type: 'WatchlistUnfollowed', data: { watchlistId: list, userId: ravi } }]);
    spec
      .given([created, added('m1'), archived, restored])
      .when({ type: 'AddMovie', userId: asha, movieId: 'm1', moviesPerWatchlist: -1 })
      .thenThrows(Conflict, 'Movie is already in this watchlist', 'MOVIE_ALREADY_IN_WATCHLIST');
  });
});

describe('watchlists: movies archived by a downgrade', () => {
  const add = (movieId: string, moviesPerWatchlist = 5): WatchlistCommand => ({
    type: 'AddMovie',
    userId: asha,
    movieId,
    moviesPerWatchlist,
  });

  it('archives only movies in the list and not archived yet, each once', () => {
    spec
      .given([created, ...sixMovies])
      .when({ type: 'ArchiveMovies', movieIds: ['m6', 'm6', 'x9'] })
      .then([moviesArchived('m6')]);
    spec
      .given([created, ...sixMovies, moviesArchived('m6')])
      .when({ type: 'ArchiveMovies', movieIds: ['m6'] })
      .then([]);
  });

  it('restores only archived movies, each once', () => {
    spec
      .given([created, ...sixMovies, moviesArchived('m5', 'm6')])
      .when({ type: 'RestoreMovies', movieIds: ['m6', 'm6', 'm1'] })
      .then([moviesRestored('m6')]);
    spec
      .given([created, ...sixMovies, moviesArchived('m6'), moviesRestored('m6')])
      .when({ type: 'RestoreMovies', movieIds: ['m6'] })
      .then([]);
  });

  it('does not count archived movies toward the movies per watchlist', () => {
    spec
      .given([created, ...sixMovies, moviesArchived('m6')])
      .when(add('m7'))
      .thenThrows(MoviesPerWatchlistLimitReached);
    spec
      .given([created, ...sixMovies, moviesArchived('m5', 'm6')])
      .when(add('m7'))
      .then([added('m7')]);
  });

  it('takes an archived movie added again as a new add within the limit, and does not restore it twice', () => {
    spec
      .given([created, ...sixMovies, moviesArchived('m5', 'm6')])
      .when(add('m6'))
      .then([added('m6')]);
    spec
      .given([created, ...sixMovies, moviesArchived('m6')])
      .when(add('m6'))
      .thenThrows(MoviesPerWatchlistLimitReached);
    spec
      .given([created, ...sixMovies, moviesArchived('m5', 'm6'), added('m6')])
      .when({ type: 'RestoreMovies', movieIds: ['m5', 'm6'] })
      .then([moviesRestored('m5')]);
  });

  it('finds no archived movie to remove', () => {
    spec
      .given([created, ...sixMovies, moviesArchived('m6')])
      .when({ type: 'RemoveMovie', userId: asha, movieId: 'm6' })
      .thenThrows(NotFound, 'Movie is not in this watchlist', 'MOVIE_NOT_IN_WATCHLIST');
  });

  it('shows the movies not archived in the order they were added, an archived one added again as the newest', () => {
    const fold = (events: WatchlistEvent[]) => events.reduce(evolveWatchlist, initialWatchlistState());
    expect(visibleMovieIds(fold([created, ...sixMovies, moviesArchived('m2', 'm4')]))).to.deep.equal(['m1', 'm3', 'm5', 'm6']);
    expect(visibleMovieIds(fold([created, ...sixMovies, moviesArchived('m2', 'm4'), moviesRestored('m2')]))).to.deep.equal([
      'm1',
      'm2',
      'm3',
      'm5',
      'm6',
    ]);
    const readded = fold([created, ...sixMovies, moviesArchived('m2', 'm4'), added('m2')]);
    expect(visibleMovieIds(readded)).to.deep.equal(['m1', 'm3', 'm5', 'm6', 'm2']);
    expect(readded.archivedMovieIds).to.deep.equal(['m4']);
    expect(fold([created, ...sixMovies, moviesArchived('m2'), { type: 'WatchlistDeleted', data: { watchlistId: list } }])).to.include({
      status: 'deleted',
    });
    expect(
      fold([created, ...sixMovies, moviesArchived('m2'), { type: 'WatchlistDeleted', data: { watchlistId: list } }]).archivedMovieIds,
    ).to.deep.equal([]);
    expect(fold([created, archived])).to.include({ archived: true });
    expect(fold([created, archived, restored])).to.include({ archived: false });
  });
});

describe("watchlists: archived lists at the owner's gate", () => {
  const gate = deciderSpec(watchlistOwnerDecider, { now });
  const opened = (watchlistId: string): WatchlistOwnerEvent => ({ type: 'WatchlistOpened', data: { userId: asha, watchlistId } });
  const closed = (watchlistId: string): WatchlistOwnerEvent => ({ type: 'WatchlistClosed', data: { userId: asha, watchlistId } });
  const slotsArchived = (...watchlistIds: string[]): WatchlistOwnerEvent => ({
    type: 'WatchlistSlotsArchived',
    data: { userId: asha, watchlistIds },
  });
  const slotsRestored = (...watchlistIds: string[]): WatchlistOwnerEvent => ({
    type: 'WatchlistSlotsRestored',
    data: { userId: asha, watchlistIds },
  });
  const open = (watchlistId: string, deleted?: string[]): WatchlistOwnerCommand => ({
    type: 'OpenWatchlist',
    userId: asha,
    watchlistId,
    limit: 5,
    ...(deleted ? { deleted } : {}),
  });
  const archive = (...watchlistIds: string[]): WatchlistOwnerCommand => ({ type: 'ArchiveSlots', userId: asha, watchlistIds });
  const restore = (...watchlistIds: string[]): WatchlistOwnerCommand => ({ type: 'RestoreSlots', userId: asha, watchlistIds });
  const seven = ['w1', 'w2', 'w3', 'w4', 'w5', 'w6', 'w7'].map(opened);
  const fold = (events: WatchlistOwnerEvent[]) => events.reduce(watchlistOwnerDecider.evolve, watchlistOwnerDecider.initialState());

  it('does not count archived lists toward the watchlists limit', () => {
    gate
      .given([...seven, slotsArchived('w6', 'w7')])
      .when(open('w8'))
      .thenThrows(WatchlistsLimitReached);
    gate
      .given([...seven, slotsArchived('w5', 'w6', 'w7')])
      .when(open('w8'))
      .then([opened('w8')]);
    expect(slotsTaken(fold([...seven, slotsArchived('w6', 'w7')]))).to.equal(5);
  });

  it('archives only open lists not archived yet, and restores only archived ones, each once', () => {
    gate
      .given(seven)
      .when(archive('w6', 'w6', 'w9'))
      .then([slotsArchived('w6')]);
    gate
      .given([...seven, slotsArchived('w6')])
      .when(archive('w6'))
      .then([]);
    gate
      .given([...seven, slotsArchived('w6')])
      .when(restore('w6', 'w7', 'w6'))
      .then([slotsRestored('w6')]);
    gate
      .given([...seven, slotsArchived('w6'), slotsRestored('w6')])
      .when(restore('w6'))
      .then([]);
  });

  it('counts a restored list again', () => {
    gate
      .given([...seven.slice(0, 6), slotsArchived('w6'), slotsRestored('w6')])
      .when(open('w7'))
      .thenThrows(WatchlistsLimitReached);
  });

  it('frees no slot twice: an archived list named as deleted is not closed with the opening', () => {
    gate
      .given([...seven.slice(0, 6), slotsArchived('w6')])
      .when(open('w8', ['w6']))
      .thenThrows(WatchlistsLimitReached);
    gate
      .given([...seven.slice(0, 6), slotsArchived('w6')])
      .when(open('w8', ['w5']))
      .then([closed('w5'), opened('w8')]);
  });

  it('forgets that a closed list was archived', () => {
    const state = fold([...seven, slotsArchived('w6', 'w7'), closed('w7')]);
    expect([...state.archived]).to.deep.equal(['w6']);
    expect([...state.open]).to.not.include('w7');
  });
});
