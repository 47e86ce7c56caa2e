import { expect } from 'chai';
import type { WatchlistEvent, WatchlistOwnerEvent } from '@more-ai/events/catalog/index';
import { Conflict, Forbidden, NotFound, parseInput, RuleViolated } from '@more-ai/platform';
import { deciderSpec } from '@more-ai/testing/decider-spec';
import {
  CreateWatchlistInput,
  DESCRIPTION_TOO_LONG,
  NAME_REQUIRED,
  NAME_TOO_LONG,
  UpdateWatchlistInput,
} from '@more-ai/contracts/api/watchlists';
import type { WatchlistCommand } from './commands';
import { watchlistDecider } from './decide';
import { MoviesPerWatchlistLimitReached, WatchlistsLimitReached } from './limits';
import { evolveWatchlistOwner, watchlistOwnerDecider, type WatchlistOwnerCommand } from './owner-gate';

const now = new Date('2026-01-01T00:00:00Z');
const asha = '11111111-1111-4111-8111-111111111111';
const ravi = '22222222-2222-4222-8222-222222222222';
const list = '33333333-3333-4333-8333-333333333333';
const spec = deciderSpec(watchlistDecider, { now });
const create: WatchlistCommand = {
  type: 'CreateWatchlist',
  watchlistId: list,
  userId: asha,
  plan: 'free',
  name: 'Noir',
  description: '',
  isPrivate: false,
};
const add = (movieId: string, moviesPerWatchlist = 5): WatchlistCommand => ({
  type: 'AddMovie',
  userId: asha,
  movieId,
  moviesPerWatchlist,
});
const follow = (userId: string, ownerExists = true): WatchlistCommand => ({ type: 'FollowWatchlist', userId, ownerExists });
const created = (isPrivate = false): WatchlistEvent => ({
  type: 'WatchlistCreated',
  data: { watchlistId: list, ownerId: asha, name: 'Noir', description: '', isPrivate, createdAt: now.toISOString() },
});
const movieAdded = (movieId: string): WatchlistEvent => ({ type: 'MovieAddedToWatchlist', data: { watchlistId: list, movieId } });
const followed = (userId: string): WatchlistEvent => ({ type: 'WatchlistFollowed', data: { watchlistId: list, userId } });
const updated = (changes: { name?: string; description?: string; isPrivate?: boolean }): WatchlistEvent => ({
  type: 'WatchlistUpdated',
  data: { watchlistId: list, ownerId: asha, name: 'Noir', description: '', isPrivate: false, ...changes, updatedAt: now.toISOString() },
});
const deleted: WatchlistEvent = { type: 'WatchlistDeleted', data: { watchlistId: list } };
const notFound = [NotFound, 'Watchlist not found', 'WATCHLIST_NOT_FOUND'] as const;

describe('watchlists: deciding', () => {
  it('creates a public list on FREE and a private one on PRO, stamped with the time', () => {
    spec.given([]).when(create).then([created()]);
    spec
      .given([])
      .when({ ...create, plan: 'pro', isPrivate: true })
      .then([created(true)]);
  });

  it('refuses a private list on FREE, on create and when making one private', () => {
    spec
      .given([])
      .when({ ...create, isPrivate: true })
      .thenThrows(Forbidden, 'Creating private watchlists is available exclusively for PRO users.', 'PRO_ONLY_PRIVATE_WATCHLISTS');
    spec
      .given([created()])
      .when({ type: 'UpdateWatchlist', userId: asha, plan: 'free', changes: { isPrivate: true } })
      .thenThrows(Forbidden, 'Creating private watchlists is available exclusively for PRO users.', 'PRO_ONLY_PRIVATE_WATCHLISTS');
  });

  it('lets a list made private on PRO be renamed after a downgrade', () => {
    spec
      .given([created(true)])
      .when({ type: 'UpdateWatchlist', userId: asha, plan: 'free', changes: { name: 'Neo-noir', isPrivate: true } })
      .then([updated({ name: 'Neo-noir', isPrivate: true })]);
  });

  it('records an update that changes only the description, or only the privacy', () => {
    spec
      .given([created()])
      .when({ type: 'UpdateWatchlist', userId: asha, plan: 'free', changes: { description: 'Rainy nights' } })
      .then([updated({ description: 'Rainy nights' })]);
    spec
      .given([created(true)])
      .when({ type: 'UpdateWatchlist', userId: asha, plan: 'free', changes: { isPrivate: false } })
      .then([updated({ isPrivate: false })]);
  });

  it('appends nothing for an update that changes nothing, or a create retried', () => {
    spec
      .given([created()])
      .when({ type: 'UpdateWatchlist', userId: asha, plan: 'free', changes: { name: 'Noir' } })
      .then([]);
    spec.given([created()]).when(create).then([]);
  });

  it('keeps every change to the owner: others find no list', () => {
    for (const command of [
      { ...create, userId: ravi },
      { type: 'UpdateWatchlist', userId: ravi, plan: 'pro', changes: { name: 'Mine' } },
      { type: 'DeleteWatchlist', userId: ravi },
      { type: 'AddMovie', userId: ravi, movieId: 'm1', moviesPerWatchlist: -1 },
      { type: 'RemoveMovie', userId: ravi, movieId: 'm1' },
    ] as WatchlistCommand[]) {
      spec
        .given([created(), movieAdded('m1')])
        .when(command)
        .thenThrows(...notFound);
    }
  });

  it('takes up to 5 movies on FREE, without duplicates, and any number on PRO', () => {
    const five = ['m1', 'm2', 'm3', 'm4', 'm5'].map(movieAdded);
    spec
      .given([created(), ...five.slice(0, 4)])
      .when(add('m5'))
      .then([movieAdded('m5')]);
    spec
      .given([created(), ...five])
      .when(add('m6'))
      .thenThrows(
        MoviesPerWatchlistLimitReached,
        'You can add up to 5 movies per watchlist on the FREE plan. Upgrade to PRO for unlimited movies.',
        'MOVIES_PER_WATCHLIST_LIMIT_REACHED',
      );
    spec
      .given([created(), ...five])
      .when(add('m6', -1))
      .then([movieAdded('m6')]);
    spec
      .given([created(), movieAdded('m1')])
      .when(add('m1'))
      .thenThrows(Conflict, 'Movie is already in this watchlist', 'MOVIE_ALREADY_IN_WATCHLIST');
    spec
      .given([created()])
      .when({ type: 'RemoveMovie', userId: asha, movieId: 'm9' })
      .thenThrows(NotFound, 'Movie is not in this watchlist', 'MOVIE_NOT_IN_WATCHLIST');
    spec
      .given([created(), movieAdded('m1')])
      .when({ type: 'RemoveMovie', userId: asha, movieId: 'm1' })
      .then([{ type: 'MovieRemovedFromWatchlist', data: { watchlistId: list, movieId: 'm1' } }]);
  });

  it('takes no movie at all on a plan that allows 0 per watchlist', () => {
    spec
      .given([created()])
      .when(add('m1', 0))
      .thenThrows(
        MoviesPerWatchlistLimitReached,
        'You can add up to 0 movies per watchlist on the FREE plan. Upgrade to PRO for unlimited movies.',
        'MOVIES_PER_WATCHLIST_LIMIT_REACHED',
      );
  });

  it('finds no list to delete under an id that was never created', () => {
    spec
      .given([])
      .when({ type: 'DeleteWatchlist', userId: asha })
      .thenThrows(...notFound);
  });

  it('lets others follow a public list once, never their own, never a private one', () => {
    spec
      .given([created()])
      .when(follow(ravi))
      .then([followed(ravi)]);
    spec
      .given([created(), followed(ravi)])
      .when(follow(ravi))
      .thenThrows(Conflict, 'You are already following this watchlist', 'ALREADY_FOLLOWING_WATCHLIST');
    spec
      .given([created()])
      .when(follow(asha))
      .thenThrows(RuleViolated, 'You cannot follow your own watchlist', 'CANNOT_FOLLOW_OWN_WATCHLIST');
    spec
      .given([created(true)])
      .when(follow(ravi))
      .thenThrows(...notFound);
    spec
      .given([created()])
      .when(follow(ravi, false))
      .thenThrows(...notFound);
  });

  it('lets a follower leave a list', () => {
    spec
      .given([created(), followed(ravi)])
      .when({ type: 'UnfollowWatchlist', userId: ravi })
      .then([{ type: 'WatchlistUnfollowed', data: { watchlistId: list, userId: ravi } }]);
  });

  it('hides a list made private from its former followers: they cannot even unfollow it', () => {
    spec
      .given([created(), followed(ravi), updated({ isPrivate: true })])
      .when({ type: 'UnfollowWatchlist', userId: ravi })
      .thenThrows(...notFound);
    spec
      .given([created()])
      .when({ type: 'UnfollowWatchlist', userId: ravi })
      .thenThrows(NotFound, 'You are not following this watchlist', 'NOT_FOLLOWING_WATCHLIST');
  });

  it('deletes a list once; the owner deleting it again appends nothing, and then nothing else is allowed', () => {
    spec.given([created()]).when({ type: 'DeleteWatchlist', userId: asha }).then([deleted]);
    spec.given([created(), deleted]).when({ type: 'DeleteWatchlist', userId: asha }).then([]);
    spec
      .given([created(), deleted])
      .when(add('m1'))
      .thenThrows(...notFound);
  });
});

describe("watchlists: the owner's gate", () => {
  const gate = deciderSpec(watchlistOwnerDecider, { now });
  const open = (watchlistId: string, limit = 5): WatchlistOwnerCommand => ({ type: 'OpenWatchlist', userId: asha, watchlistId, limit });
  const opened = (watchlistId: string): WatchlistOwnerEvent => ({ type: 'WatchlistOpened', data: { userId: asha, watchlistId } });
  const closed = (watchlistId: string): WatchlistOwnerEvent => ({ type: 'WatchlistClosed', data: { userId: asha, watchlistId } });
  const five = ['w1', 'w2', 'w3', 'w4', 'w5'].map(opened);

  it('opens at most 5 on FREE, any number on PRO', () => {
    gate
      .given(five)
      .when(open('w6'))
      .thenThrows(
        WatchlistsLimitReached,
        'You have reached the limit of 5 watchlists on the FREE plan. Upgrade to PRO for unlimited watchlists.',
        'WATCHLISTS_LIMIT_REACHED',
      );
    gate
      .given(five)
      .when(open('w6', -1))
      .then([opened('w6')]);
  });

  it('keeps its lists open on an event type it does not know, even one naming a list', () => {
    const unknown = { type: 'WatchlistRenamed', data: { userId: asha, watchlistId: 'w1' } } as unknown as WatchlistOwnerEvent;
    const state = evolveWatchlistOwner({ open: new Set(['w1']), archived: new Set(['w1']) }, unknown);
    expect([...state.open]).to.deep.equal(['w1']);
    expect([...state.archived]).to.deep.equal(['w1']);
  });

  it('opens none on a plan that allows 0 watchlists', () => {
    gate
      .given([])
      .when(open('w1', 0))
      .thenThrows(
        WatchlistsLimitReached,
        'You have reached the limit of 0 watchlists on the FREE plan. Upgrade to PRO for unlimited watchlists.',
        'WATCHLISTS_LIMIT_REACHED',
      );
  });

  it('frees a slot when one is closed, and opens and closes idempotently', () => {
    const closeW1: WatchlistOwnerCommand = { type: 'CloseWatchlist', userId: asha, watchlistId: 'w1' };
    gate
      .given([...five, closed('w1')])
      .when(open('w6'))
      .then([opened('w6')]);
    gate.given(five).when(open('w5')).then([]);
    gate
      .given(five)
      .when(closeW1)
      .then([closed('w1')]);
    gate
      .given([...five, closed('w1')])
      .when(closeW1)
      .then([]);
  });

  it('counts no slot of a list the caller found deleted: it is closed with the opening, once', () => {
    const openOver = (watchlistId: string, deleted: string[]): WatchlistOwnerCommand => ({
      type: 'OpenWatchlist',
      userId: asha,
      watchlistId,
      limit: 5,
      deleted,
    });
    gate
      .given(five)
      .when(openOver('w6', ['w1', 'w1']))
      .then([closed('w1'), opened('w6')]);
    gate
      .given([...five, closed('w1'), opened('w6')])
      .when(openOver('w7', ['w1']))
      .thenThrows(
        WatchlistsLimitReached,
        'You have reached the limit of 5 watchlists on the FREE plan. Upgrade to PRO for unlimited watchlists.',
        'WATCHLISTS_LIMIT_REACHED',
      );
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
