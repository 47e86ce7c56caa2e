import { expect } from 'chai';
import { ApiError, parseInput } from '@more-ai/platform';
import { AddFavoriteInput, type FavoritesCommand } from './commands';
import { ALREADY_A_FAVORITE, favoritesDecider, favoritesLimitOf, NOT_A_FAVORITE } from './decide';
import type { FavoritesState } from './evolve';

const now = new Date('2026-01-01T00:00:00Z');
const userId = 'u1';
const add = (movieId: string, limit = 10): FavoritesCommand => ({ type: 'AddFavorite', userId, movieId, limit });
const remove = (movieId: string): FavoritesCommand => ({ type: 'RemoveFavorite', userId, movieId });

/** The state after each command was decided and its events applied in turn. */
function after(...commands: FavoritesCommand[]): FavoritesState {
  let state = favoritesDecider.initialState();
  for (const command of commands) for (const event of favoritesDecider.decide(command, state, { now })) state = favoritesDecider.evolve(state, event);
  return state;
}

function refusal(command: FavoritesCommand, state: FavoritesState): [number, string, string | undefined] {
  try {
    favoritesDecider.decide(command, state, { now });
  } catch (error) {
    if (error instanceof ApiError) return [error.status, error.message, error.code];
    throw error;
  }
  throw new Error('the command was accepted');
}

const tenMovies = Array.from({ length: 10 }, (_, i) => `m${i}`);

describe('favorites: deciding', () => {
  it('adds a movie as a favorite', () => {
    expect(favoritesDecider.decide(add('m1'), favoritesDecider.initialState(), { now })).to.deep.equal([
      { type: 'FavoriteAdded', data: { userId, movieId: 'm1' } },
    ]);
  });

  it('refuses a movie that is already a favorite with 409', () => {
    expect(refusal(add('m1'), after(add('m1')))).to.deep.equal([409, ALREADY_A_FAVORITE, 'ALREADY_IN_FAVORITES']);
  });

  it('refuses an eleventh favorite on the FREE plan with 403 and the upgrade message', () => {
    const full = after(...tenMovies.map((id) => add(id)));
    expect(full.movieIds).to.have.length(10);
    expect(refusal(add('m10'), full)).to.deep.equal([
      403,
      'You have reached the limit of 10 favorites on the FREE plan. Upgrade to PRO for unlimited favorites.',
      'FAVORITES_LIMIT_REACHED',
    ]);
  });

  it('allows a new favorite once one is removed', () => {
    const state = after(...tenMovies.map((id) => add(id)), remove('m3'), add('m10'));
    expect(state.movieIds).to.deep.equal([...tenMovies.filter((id) => id !== 'm3'), 'm10']);
  });

  it('has no limit when the plan allows unlimited (-1)', () => {
    const state = after(...Array.from({ length: 30 }, (_, i) => add(`m${i}`, -1)));
    expect(state.movieIds).to.have.length(30);
  });

  it('removes a favorite, and refuses to remove one that is not there with 404', () => {
    expect(favoritesDecider.decide(remove('m1'), after(add('m1')), { now })).to.deep.equal([{ type: 'FavoriteRemoved', data: { userId, movieId: 'm1' } }]);
    expect(refusal(remove('m1'), after(add('m1'), remove('m1')))).to.deep.equal([404, NOT_A_FAVORITE, 'NOT_IN_FAVORITES']);
  });

  it('takes the limit from the plan: 10 on FREE, unlimited on PRO', () => {
    expect(favoritesLimitOf('free')).to.equal(10);
    expect(favoritesLimitOf('pro')).to.equal(-1);
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
