import { expect } from 'chai';
import type { FavoritesEvent } from '@more-ai/events/catalog/index';
import { Conflict, NotFound } from '@more-ai/platform';
import { deciderSpec } from '@more-ai/testing/decider-spec';
import type { FavoritesCommand } from './commands';
import { favoritesDecider, FavoritesLimitReached } from './decide';
import { evolveFavorites, initialFavoritesState, visibleFavorites } from './evolve';

const userId = 'u1';
const spec = deciderSpec(favoritesDecider, { now: new Date('2026-03-01T00:00:00Z') });
const add = (movieId: string, limit = 10): FavoritesCommand => ({ type: 'AddFavorite', userId, movieId, limit });
const archive = (...movieIds: string[]): FavoritesCommand => ({ type: 'ArchiveFavorites', userId, movieIds });
const restore = (...movieIds: string[]): FavoritesCommand => ({ type: 'RestoreFavorites', userId, movieIds });
const added = (movieId: string): FavoritesEvent => ({ type: 'FavoriteAdded', data: { userId, movieId } });
const archived = (...movieIds: string[]): FavoritesEvent => ({ type: 'FavoritesArchived', data: { userId, movieIds } });
const restored = (...movieIds: string[]): FavoritesEvent => ({ type: 'FavoritesRestored', data: { userId, movieIds } });
const twelve = Array.from({ length: 12 }, (_, i) => added(`m${i + 1}`));
const fold = (events: FavoritesEvent[]) => events.reduce(evolveFavorites, initialFavoritesState());

describe('favorites: archived by a downgrade', () => {
  it('archives only favourites kept and not archived yet, each once', () => {
    spec
      .given(twelve)
      .when(archive('m11', 'm12', 'm12', 'x1'))
      .then([archived('m11', 'm12')]);
    spec
      .given([...twelve, archived('m11', 'm12')])
      .when(archive('m11', 'm12'))
      .then([]);
  });

  it('restores only archived favourites, each once', () => {
    spec
      .given([...twelve, archived('m11', 'm12')])
      .when(restore('m12', 'm12', 'm1'))
      .then([restored('m12')]);
    spec
      .given([...twelve, archived('m11'), restored('m11')])
      .when(restore('m11'))
      .then([]);
  });

  it('does not count archived favourites toward the limit', () => {
    spec
      .given([...twelve, archived('m11', 'm12')])
      .when(add('m13'))
      .thenThrows(FavoritesLimitReached);
    spec
      .given([...twelve, archived('m10', 'm11', 'm12')])
      .when(add('m13'))
      .then([added('m13')]);
  });

  it('takes an archived favourite added again as a new add within the limit, and does not restore it twice', () => {
    spec
      .given([...twelve, archived('m10', 'm11', 'm12')])
      .when(add('m12'))
      .then([added('m12')]);
    spec
      .given([...twelve, archived('m11', 'm12')])
      .when(add('m12'))
      .thenThrows(FavoritesLimitReached);
    spec
      .given([...twelve, archived('m10', 'm11', 'm12'), added('m12')])
      .when(restore('m11', 'm12'))
      .then([restored('m11')]);
    spec
      .given([...twelve, archived('m11', 'm12'), restored('m11', 'm12')])
      .when(add('m12', -1))
      .thenThrows(Conflict, 'Movie is already in your favorites', 'ALREADY_IN_FAVORITES');
  });

  it('finds no archived favourite to remove', () => {
    spec
      .given([...twelve, archived('m12')])
      .when({ type: 'RemoveFavorite', userId, movieId: 'm12' })
      .thenThrows(NotFound, 'Movie is not in your favorites', 'NOT_IN_FAVORITES');
  });

  it('shows the favourites not archived, oldest first; a restored one back in its place, one added again as the newest', () => {
    const three = twelve.slice(0, 3);
    expect(visibleFavorites(fold([...three, archived('m2')]))).to.deep.equal(['m1', 'm3']);
    expect(visibleFavorites(fold([...three, archived('m2'), restored('m2')]))).to.deep.equal(['m1', 'm2', 'm3']);
    expect(fold([...three, archived('m1', 'm2'), restored('m2')]).archivedMovieIds).to.deep.equal(['m1']);
    const readded = fold([...three, archived('m1', 'm2'), added('m1')]);
    expect(visibleFavorites(readded)).to.deep.equal(['m3', 'm1']);
    expect(readded.archivedMovieIds).to.deep.equal(['m2']);
    expect(fold([...three, { type: 'FavoriteRemoved', data: { userId, movieId: 'm2' } }])).to.deep.equal({
      movieIds: ['m1', 'm3'],
      archivedMovieIds: [],
    });
  });
});
