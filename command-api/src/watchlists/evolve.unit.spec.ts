import { expect } from 'chai';
import type { WatchlistEvent } from '@more-ai/events/catalog/index';
import { evolveWatchlist, initialWatchlistState, type WatchlistState } from './evolve';

// The owner's answers to create, update and the movie and follow routes are shaped from this state.
const list = '33333333-3333-4333-8333-333333333333';
const asha = '11111111-1111-4111-8111-111111111111';
const createdAt = '2026-01-01T00:00:00.000Z';
const created: WatchlistEvent = {
  type: 'WatchlistCreated',
  data: { watchlistId: list, ownerId: asha, name: 'Noir', description: 'Rainy nights', isPrivate: true, createdAt },
};
const added = (movieId: string): WatchlistEvent => ({ type: 'MovieAddedToWatchlist', data: { watchlistId: list, movieId } });
const removed = (movieId: string): WatchlistEvent => ({ type: 'MovieRemovedFromWatchlist', data: { watchlistId: list, movieId } });
const followed = (userId: string): WatchlistEvent => ({ type: 'WatchlistFollowed', data: { watchlistId: list, userId } });
const unfollowed = (userId: string): WatchlistEvent => ({ type: 'WatchlistUnfollowed', data: { watchlistId: list, userId } });
const fold = (events: WatchlistEvent[]): WatchlistState => events.reduce(evolveWatchlist, initialWatchlistState());

describe('watchlists: the list as its stream tells it', () => {
  it('starts as no list at all, with no movies and no followers', () => {
    expect(fold([])).to.include({ status: 'none' });
    expect(fold([]).movieIds).to.deep.equal([]);
    expect(fold([]).followerIds).to.deep.equal([]);
  });

  it('is created with its owner, name, description and privacy, last updated when it was created', () => {
    expect(fold([created])).to.deep.equal({
      status: 'active',
      watchlistId: list,
      ownerId: asha,
      name: 'Noir',
      description: 'Rainy nights',
      isPrivate: true,
      createdAt,
      updatedAt: createdAt,
      movieIds: [],
      followerIds: [],
      archived: false,
      archivedMovieIds: [],
    });
  });

  it('takes a new name, description and privacy from an update, and when it happened; the rest stays', () => {
    const updatedAt = '2026-02-01T10:00:00.000Z';
    const state = fold([
      created,
      added('m1'),
      followed('u1'),
      {
        type: 'WatchlistUpdated',
        data: { watchlistId: list, ownerId: asha, name: 'Neo-noir', description: '', isPrivate: false, updatedAt },
      },
    ]);
    expect(state).to.include({ status: 'active', name: 'Neo-noir', description: '', isPrivate: false, createdAt, updatedAt });
    expect(state.movieIds).to.deep.equal(['m1']);
    expect(state.followerIds).to.deep.equal(['u1']);
  });

  it('keeps movies in the order they were added, and loses only the one removed', () => {
    expect(fold([created, added('m1'), added('m2'), added('m3'), removed('m2')]).movieIds).to.deep.equal(['m1', 'm3']);
  });

  it('keeps followers in the order they followed, and loses only the one who left', () => {
    expect(fold([created, followed('u1'), followed('u2'), followed('u3'), unfollowed('u1')]).followerIds).to.deep.equal(['u2', 'u3']);
  });

  it('holds no movies and no followers once deleted', () => {
    const state = fold([created, added('m1'), followed('u1'), { type: 'WatchlistDeleted', data: { watchlistId: list } }]);
    expect(state).to.include({ status: 'deleted', watchlistId: list, ownerId: asha });
    expect(state.movieIds).to.deep.equal([]);
    expect(state.followerIds).to.deep.equal([]);
  });
});
