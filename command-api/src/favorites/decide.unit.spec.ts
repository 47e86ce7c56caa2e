import { expect } from 'chai';
import type { FavoritesEvent } from '@more-ai/events/catalog/index';
import { Conflict, NotFound, parseInput } from '@more-ai/platform';
import { deciderSpec } from '@more-ai/testing/decider-spec';
import { AddFavoriteInput } from '@more-ai/contracts/api/favorites';
import type { FavoritesCommand } from './commands';
import { favoritesDecider, FavoritesLimitReached } from './decide';

const userId = 'u1';
const spec = deciderSpec(favoritesDecider, { now: new Date('2026-01-01T00:00:00Z') });
const add = (movieId: string, limit = 10): FavoritesCommand => ({ type: 'AddFavorite', userId, movieId, limit });
const remove = (movieId: string): FavoritesCommand => ({ type: 'RemoveFavorite', userId, movieId });
const added = (movieId: string): FavoritesEvent => ({ type: 'FavoriteAdded', data: { userId, movieId } });
const removed = (movieId: string): FavoritesEvent => ({ type: 'FavoriteRemoved', data: { userId, movieId } });

const limitReached = (limit: number) =>
  [
    FavoritesLimitReached,
    `You have reached the limit of ${limit} favorites on the FREE plan. Upgrade to PRO for unlimited favorites.`,
    'FAVORITES_LIMIT_REACHED',
  ] as const;
const tenAdded = Array.from({ length: 10 }, (_, i) => added(`m${i}`));

describe('favorites: deciding', () => {
  it('adds a movie as a favorite', () => {
    spec
      .given([])
      .when(add('m1'))
      .then([added('m1')]);
  });

  it('refuses a movie that is already a favorite', () => {
    spec
      .given([added('m1')])
      .when(add('m1'))
      .thenThrows(Conflict, 'Movie is already in your favorites', 'ALREADY_IN_FAVORITES');
  });

  it('refuses an eleventh favorite on the FREE plan with the upgrade message', () => {
    spec
      .given(tenAdded)
      .when(add('m10'))
      .thenThrows(...limitReached(10));
  });

  it('allows a new favorite once one is removed, and only one', () => {
    spec
      .given([...tenAdded, removed('m3')])
      .when(add('m10'))
      .then([added('m10')]);
    spec
      .given([...tenAdded, removed('m3'), added('m10')])
      .when(add('m11'))
      .thenThrows(...limitReached(10));
  });

  it('keeps the other favorites when one is removed', () => {
    spec
      .given([...tenAdded, removed('m3')])
      .when(add('m1'))
      .thenThrows(Conflict, 'Movie is already in your favorites', 'ALREADY_IN_FAVORITES');
  });

  it('takes no favorite at all on a plan that allows 0', () => {
    spec
      .given([])
      .when(add('m1', 0))
      .thenThrows(...limitReached(0));
  });

  it('has no limit when the plan allows unlimited (-1)', () => {
    spec
      .given(Array.from({ length: 30 }, (_, i) => added(`m${i}`)))
      .when(add('m30', -1))
      .then([added('m30')]);
  });

  it('removes a favorite, and refuses to remove one that is not there', () => {
    spec
      .given([added('m1')])
      .when(remove('m1'))
      .then([removed('m1')]);
    spec
      .given([added('m1'), removed('m1')])
      .when(remove('m1'))
      .thenThrows(NotFound, 'Movie is not in your favorites', 'NOT_IN_FAVORITES');
  });
});

describe('favorites: input', () => {
  const messageFor = (input: unknown) => {
    try {
      return parseInput(AddFavoriteInput, input);
    } catch (error) {
      return (error as Error).message;
    }
  };

  it('needs a movie id as text, and trims it', () => {
    expect(messageFor({})).to.equal('Movie id is required');
    expect(messageFor({ movieId: ' ' })).to.equal('Movie id is required');
    expect(messageFor({ movieId: 7 })).to.equal('Movie id must be text');
    expect(messageFor({ movieId: ' m1 ' })).to.deep.equal({ movieId: 'm1' });
  });
});
