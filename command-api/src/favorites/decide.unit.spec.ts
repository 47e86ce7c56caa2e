import { expect } from 'chai';
import type { FavoritesEvent } from '@more-ai/events/catalog/index';
import { Conflict, NotFound, parseInput } from '@more-ai/platform';
import { deciderSpec } from '@more-ai/testing/decider-spec';
import { AddFavoriteInput } from '@more-ai/contracts/api/favorites';
import type { FavoritesCommand } from './commands';
import { ALREADY_A_FAVORITE, favoritesDecider, FavoritesLimitReached, NOT_A_FAVORITE } from './decide';

const userId = 'u1';
const spec = deciderSpec(favoritesDecider, { now: new Date('2026-01-01T00:00:00Z') });
const add = (movieId: string, limit = 10): FavoritesCommand => ({ type: 'AddFavorite', userId, movieId, limit });
const remove = (movieId: string): FavoritesCommand => ({ type: 'RemoveFavorite', userId, movieId });
const added = (movieId: string): FavoritesEvent => ({ type: 'FavoriteAdded', data: { userId, movieId } });
const removed = (movieId: string): FavoritesEvent => ({ type: 'FavoriteRemoved', data: { userId, movieId } });

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
      .thenThrows(Conflict, ALREADY_A_FAVORITE, 'ALREADY_IN_FAVORITES');
  });

  it('refuses an eleventh favorite on the FREE plan with the upgrade message', () => {
    spec
      .given(tenAdded)
      .when(add('m10'))
      .thenThrows(
        FavoritesLimitReached,
        'You have reached the limit of 10 favorites on the FREE plan. Upgrade to PRO for unlimited favorites.',
        'FAVORITES_LIMIT_REACHED',
      );
  });

  it('allows a new favorite once one is removed', () => {
    spec
      .given([...tenAdded, removed('m3')])
      .when(add('m10'))
      .then([added('m10')]);
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
      .thenThrows(NotFound, NOT_A_FAVORITE, 'NOT_IN_FAVORITES');
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
