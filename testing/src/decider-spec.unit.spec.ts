import { expect } from 'chai';
import { favoritesDecider } from '@more-ai/command-api/favorites/decide';
import { Conflict, NotFound } from '@more-ai/platform/domain/errors';
import { deciderSpec } from './decider-spec';

const spec = deciderSpec(favoritesDecider, { now: new Date('2026-01-01T00:00:00Z') });
const add = { type: 'AddFavorite' as const, userId: 'u1', movieId: 'm1', limit: 10 };
const added = { type: 'FavoriteAdded' as const, data: { userId: 'u1', movieId: 'm1' } };

describe('deciderSpec: given, when, then', () => {
  it('passes when the decider decides exactly the expected events, or throws the expected refusal', () => {
    spec.given([]).when(add).then([added]);
    spec.given([added]).when(add).thenThrows(Conflict, 'Movie is already in your favorites', 'ALREADY_IN_FAVORITES');
    spec.given([added]).when(add).thenThrows(Conflict);
  });

  it('says which events were decided when others were expected', () => {
    expect(() => spec.given([]).when(add).then([])).to.throw(
      "expected the events [] (nothing), but the decider decided [ { type: 'FavoriteAdded'",
    );
  });

  it('says what the decider refused when events were expected', () => {
    expect(() => spec.given([added]).when(add).then([added])).to.throw(
      "but the decider refused: Conflict 'Movie is already in your favorites' (ALREADY_IN_FAVORITES)",
    );
  });

  it('fails on events where a refusal was expected, and on another kind, message or code of refusal', () => {
    expect(() => spec.given([]).when(add).thenThrows(Conflict)).to.throw('expected the refusal Conflict, but the decider decided');
    expect(() => spec.given([added]).when(add).thenThrows(NotFound)).to.throw(
      "expected the refusal NotFound, but the decider threw Conflict 'Movie is already in your favorites'",
    );
    expect(() => spec.given([added]).when(add).thenThrows(Conflict, 'another message')).to.throw(
      "expected the refusal Conflict 'another message'",
    );
    expect(() => spec.given([added]).when(add).thenThrows(Conflict, undefined, 'OTHER_CODE')).to.throw(
      'expected the refusal Conflict (OTHER_CODE)',
    );
  });
});
