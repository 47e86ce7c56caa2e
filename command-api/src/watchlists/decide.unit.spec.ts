import { expect } from 'chai';
import { ApiError, parseInput } from '@more-ai/platform';
import { CreateWatchlistInput, DESCRIPTION_TOO_LONG, NAME_REQUIRED, NAME_TOO_LONG, UpdateWatchlistInput, type WatchlistCommand } from './commands';
import {
  ALREADY_FOLLOWING_WATCHLIST,
  CANNOT_FOLLOW_OWN_WATCHLIST,
  MOVIE_ALREADY_IN_WATCHLIST,
  MOVIE_NOT_IN_WATCHLIST,
  NOT_FOLLOWING_WATCHLIST,
  WATCHLIST_NOT_FOUND,
  watchlistDecider,
} from './decide';
import { watchlistsLimitMessage } from '@more-ai/contracts/watchlists';
import { PRIVATE_NEEDS_PRO } from './limits';
import { watchlistOwnerDecider, type WatchlistOwnerCommand } from './owner-gate';

const now = new Date('2026-01-01T00:00:00Z');
const asha = '11111111-1111-4111-8111-111111111111';
const ravi = '22222222-2222-4222-8222-222222222222';
const list = '33333333-3333-4333-8333-333333333333';
const create: WatchlistCommand = { type: 'CreateWatchlist', watchlistId: list, userId: asha, plan: 'free', name: 'Noir', description: '', isPrivate: false };
const add = (movieId: string, moviesPerWatchlist = 5): WatchlistCommand => ({ type: 'AddMovie', userId: asha, movieId, moviesPerWatchlist });

const decide = (command: WatchlistCommand, history: WatchlistCommand[] = [create]) => {
  let state = watchlistDecider.initialState();
  for (const earlier of history) for (const event of watchlistDecider.decide(earlier, state, { now })) state = watchlistDecider.evolve(state, event);
  return watchlistDecider.decide(command, state, { now });
};
const gate = (command: WatchlistOwnerCommand, history: WatchlistOwnerCommand[] = []) => {
  let state = watchlistOwnerDecider.initialState();
  for (const earlier of history) for (const event of watchlistOwnerDecider.decide(earlier, state, { now })) state = watchlistOwnerDecider.evolve(state, event);
  return watchlistOwnerDecider.decide(command, state, { now });
};
const refusalOf = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    if (error instanceof ApiError) return [error.status, error.message];
    throw error;
  }
  return 'accepted';
};

describe('watchlists: deciding', () => {
  it('creates a public list on FREE and a private one on PRO, stamped with the time', () => {
    expect(decide(create, [])).to.deep.equal([
      { type: 'WatchlistCreated', data: { watchlistId: list, ownerId: asha, name: 'Noir', description: '', isPrivate: false, createdAt: now.toISOString() } },
    ]);
    expect(decide({ ...create, plan: 'pro', isPrivate: true }, [])).to.have.length(1);
  });

  it('refuses a private list on FREE with 403, on create and when making one private', () => {
    expect(refusalOf(() => decide({ ...create, isPrivate: true }, []))).to.deep.equal([403, PRIVATE_NEEDS_PRO]);
    expect(refusalOf(() => decide({ type: 'UpdateWatchlist', userId: asha, plan: 'free', changes: { isPrivate: true } }))).to.deep.equal([403, PRIVATE_NEEDS_PRO]);
  });

  it('lets a list made private on PRO be renamed after a downgrade', () => {
    const history: WatchlistCommand[] = [{ ...create, plan: 'pro', isPrivate: true }];
    expect(decide({ type: 'UpdateWatchlist', userId: asha, plan: 'free', changes: { name: 'Neo-noir', isPrivate: true } }, history)).to.have.length(1);
  });

  it('appends nothing for an update that changes nothing, or a create retried', () => {
    expect(decide({ type: 'UpdateWatchlist', userId: asha, plan: 'free', changes: { name: 'Noir' } })).to.deep.equal([]);
    expect(decide(create)).to.deep.equal([]);
  });

  it('keeps every change to the owner: others find no list (404)', () => {
    for (const command of [
      { type: 'UpdateWatchlist', userId: ravi, plan: 'pro', changes: { name: 'Mine' } },
      { type: 'DeleteWatchlist', userId: ravi },
      { type: 'AddMovie', userId: ravi, movieId: 'm1', moviesPerWatchlist: -1 },
      { type: 'RemoveMovie', userId: ravi, movieId: 'm1' },
    ] as WatchlistCommand[]) {
      expect(refusalOf(() => decide(command, [create, add('m1')]))).to.deep.equal([404, WATCHLIST_NOT_FOUND]);
    }
  });

  it('takes up to 5 movies on FREE, without duplicates, and any number on PRO', () => {
    const five = ['m1', 'm2', 'm3', 'm4', 'm5'].map((id) => add(id));
    expect(refusalOf(() => decide(add('m6'), [create, ...five]))).to.deep.equal([
      403,
      'You can add up to 5 movies per watchlist on the FREE plan. Upgrade to PRO for unlimited movies.',
    ]);
    expect(decide(add('m6', -1), [create, ...five])).to.have.length(1);
    expect(refusalOf(() => decide(add('m1'), [create, add('m1')]))).to.deep.equal([409, MOVIE_ALREADY_IN_WATCHLIST]);
    expect(refusalOf(() => decide({ type: 'RemoveMovie', userId: asha, movieId: 'm9' }))).to.deep.equal([404, MOVIE_NOT_IN_WATCHLIST]);
  });

  it('lets others follow a public list once, never their own, never a private one', () => {
    const follow = (userId: string, ownerExists = true): WatchlistCommand => ({ type: 'FollowWatchlist', userId, ownerExists });
    expect(decide(follow(ravi))).to.deep.equal([{ type: 'WatchlistFollowed', data: { watchlistId: list, userId: ravi } }]);
    expect(refusalOf(() => decide(follow(ravi), [create, follow(ravi)]))).to.deep.equal([409, ALREADY_FOLLOWING_WATCHLIST]);
    expect(refusalOf(() => decide(follow(asha)))).to.deep.equal([422, CANNOT_FOLLOW_OWN_WATCHLIST]);
    expect(refusalOf(() => decide(follow(ravi), [{ ...create, plan: 'pro', isPrivate: true }]))).to.deep.equal([404, WATCHLIST_NOT_FOUND]);
    expect(refusalOf(() => decide(follow(ravi, false)))).to.deep.equal([404, WATCHLIST_NOT_FOUND]);
  });

  it('hides a list made private from its former followers: they cannot even unfollow it', () => {
    const history: WatchlistCommand[] = [
      { ...create, plan: 'pro' },
      { type: 'FollowWatchlist', userId: ravi, ownerExists: true },
      { type: 'UpdateWatchlist', userId: asha, plan: 'pro', changes: { isPrivate: true } },
    ];
    expect(refusalOf(() => decide({ type: 'UnfollowWatchlist', userId: ravi }, history))).to.deep.equal([404, WATCHLIST_NOT_FOUND]);
    expect(refusalOf(() => decide({ type: 'UnfollowWatchlist', userId: ravi }))).to.deep.equal([404, NOT_FOLLOWING_WATCHLIST]);
  });

  it('deletes a list once; the owner deleting it again appends nothing, and then nothing else is allowed', () => {
    const deleted: WatchlistCommand[] = [create, { type: 'DeleteWatchlist', userId: asha }];
    expect(decide({ type: 'DeleteWatchlist', userId: asha })).to.deep.equal([{ type: 'WatchlistDeleted', data: { watchlistId: list } }]);
    expect(decide({ type: 'DeleteWatchlist', userId: asha }, deleted)).to.deep.equal([]);
    expect(refusalOf(() => decide(add('m1'), deleted))).to.deep.equal([404, WATCHLIST_NOT_FOUND]);
  });
});

describe("watchlists: the owner's gate", () => {
  const open = (watchlistId: string, limit = 5): WatchlistOwnerCommand => ({ type: 'OpenWatchlist', userId: asha, watchlistId, limit });
  const five = ['w1', 'w2', 'w3', 'w4', 'w5'].map((id) => open(id));

  it('opens at most 5 on FREE, any number on PRO', () => {
    expect(refusalOf(() => gate(open('w6'), five))).to.deep.equal([403, watchlistsLimitMessage(5)]);
    expect(gate(open('w6', -1), five)).to.have.length(1);
  });

  it('frees a slot when one is closed, and opens and closes idempotently', () => {
    const closeW1: WatchlistOwnerCommand = { type: 'CloseWatchlist', userId: asha, watchlistId: 'w1' };
    expect(gate(open('w6'), [...five, closeW1])).to.have.length(1);
    expect(gate(open('w5'), five)).to.deep.equal([]);
    expect(gate(closeW1, [...five, closeW1])).to.deep.equal([]);
  });
});

describe('watchlists: input', () => {
  const messageFor = (schema: typeof CreateWatchlistInput | typeof UpdateWatchlistInput, input: unknown) => {
    try {
      parseInput(schema, input);
      return 'accepted';
    } catch (error) {
      return (error as Error).message;
    }
  };

  it('requires a name after trimming, of at most 30 characters, and a description of at most 200', () => {
    expect(messageFor(CreateWatchlistInput, {})).to.equal(NAME_REQUIRED);
    expect(messageFor(CreateWatchlistInput, { name: '   ' })).to.equal(NAME_REQUIRED);
    expect(messageFor(CreateWatchlistInput, { name: 'x'.repeat(31) })).to.equal(NAME_TOO_LONG);
    expect(messageFor(CreateWatchlistInput, { name: ` ${'x'.repeat(30)} ` })).to.equal('accepted');
    expect(messageFor(CreateWatchlistInput, { name: 'Noir', description: 'x'.repeat(201) })).to.equal(DESCRIPTION_TOO_LONG);
    expect(messageFor(UpdateWatchlistInput, { name: '' })).to.equal(NAME_REQUIRED);
  });

  it('reads a missing description as empty and a missing privacy as public; an update keeps what is left out', () => {
    expect(parseInput(CreateWatchlistInput, { name: ' Noir ' })).to.deep.equal({ name: 'Noir', description: '', isPrivate: false });
    expect(parseInput(UpdateWatchlistInput, { description: null })).to.deep.equal({ description: '' });
  });
});
