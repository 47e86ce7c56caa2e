import { expect } from 'chai';
import { randomUUID } from 'node:crypto';
import { accountDecider } from '@more-ai/command-api/accounts/decide';
import type { WatchlistCommand } from '@more-ai/command-api/watchlists/commands';
import { watchlistDecider } from '@more-ai/command-api/watchlists/decide';
import { startTestApp, type TestApp } from '@more-ai/testing/app';
import { registerAccounts } from '@more-ai/testing/members';
import { rebuildProjection } from '../runner/rebuild';
import { watchlistsProjector } from './projector';

describe('the watchlists read model', function () {
  this.timeout(60_000);
  let app: TestApp;
  const metadata = { actor: 'system', correlationId: 'test', causationId: 'test' };
  const users = { asha: randomUUID(), ravi: randomUUID(), gone: randomUUID() };
  const lists = { noir: randomUUID(), secret: randomUUID(), dropped: randomUUID(), gones: randomUUID(), late: randomUUID() };
  let movies: string[];
  const act = (listId: string, command: WatchlistCommand) => app.commands.handle(watchlistDecider, listId, command, metadata);
  const create = (listId: string, userId: string, name: string, isPrivate = false) =>
    act(listId, { type: 'CreateWatchlist', watchlistId: listId, userId, plan: 'pro', name, description: `About ${name}`, isPrivate });
  const add = (listId: string, userId: string, movieId: string) =>
    act(listId, { type: 'AddMovie', userId, movieId, moviesPerWatchlist: -1 });
  const follow = (listId: string, userId: string) => act(listId, { type: 'FollowWatchlist', userId, ownerExists: true });
  const tables = async () => ({
    watchlists: await app.db('rm_watchlists.watchlists').whereIn('id', Object.values(lists)).orderBy('id'),
    movies: await app
      .db('rm_watchlists.watchlist_movies')
      .whereIn('watchlist_id', Object.values(lists))
      .orderBy(['watchlist_id', 'movie_id']),
    followers: await app
      .db('rm_watchlists.watchlist_followers')
      .whereIn('watchlist_id', Object.values(lists))
      .orderBy(['watchlist_id', 'user_id']),
  });
  const row = (id: string) => app.db('rm_watchlists.watchlists').where({ id }).first();

  before(async () => {
    app = await startTestApp('watchlists_projector');
    movies = await app.db('rm_movies.movies').orderBy('id').limit(4).pluck('id');
    await registerAccounts(app, users);
    await create(lists.noir, users.asha, 'Noir');
    for (const movieId of movies) await add(lists.noir, users.asha, movieId);
    await act(lists.noir, { type: 'RemoveMovie', userId: users.asha, movieId: movies[1]! });
    await follow(lists.noir, users.ravi);
    await follow(lists.noir, users.gone);
    await create(lists.secret, users.asha, 'Secret');
    await act(lists.secret, { type: 'UpdateWatchlist', userId: users.asha, plan: 'pro', changes: { name: 'Secret 2', isPrivate: true } });
    await create(lists.dropped, users.asha, 'Dropped');
    await add(lists.dropped, users.asha, movies[0]!);
    await act(lists.dropped, { type: 'DeleteWatchlist', userId: users.asha });
    await create(lists.gones, users.gone, 'Mine alone');
    await add(lists.gones, users.gone, movies[2]!);
    await follow(lists.gones, users.asha);
    await app.commands.handle(accountDecider, users.gone, { type: 'DeleteAccount' }, metadata);
    // A create and an add that raced the deletion, appended before the key was destroyed.
    await create(lists.late, users.gone, 'Raced the deletion');
    await add(lists.gones, users.gone, movies[3]!);
    await app.events.keys.destroy(`user:${users.gone}`);
    await app.settled();
  });
  after(() => app.close());

  it('holds each list with its details, its movies and its followers', async () => {
    expect(await row(lists.noir)).to.include({
      owner_id: users.asha,
      name: 'Noir',
      description: 'About Noir',
      is_private: false,
      deleted: false,
    });
    expect(await row(lists.secret)).to.include({ name: 'Secret 2', is_private: true, deleted: false });
    const { movies: held } = await tables();
    expect(held.filter((m) => m.watchlist_id === lists.noir).map((m) => m.movie_id)).to.have.members([movies[0], movies[2], movies[3]]);
  });

  it('marks a deleted list deleted and drops its movies', async () => {
    expect(await row(lists.dropped)).to.include({ deleted: true, name: 'Dropped' });
    expect((await tables()).movies.filter((m) => m.watchlist_id === lists.dropped)).to.deep.equal([]);
  });

  it("scrubs and hides a deleted account's lists, also one created as it was deleted, and drops its follows", async () => {
    for (const id of [lists.gones, lists.late])
      expect(await row(id)).to.include({ deleted: true, name: 'Deleted watchlist', description: '' });
    const { movies: held, followers } = await tables();
    expect(held.filter((m) => m.watchlist_id === lists.gones)).to.deep.equal([]);
    expect(followers.map((f) => [f.watchlist_id, f.user_id])).to.deep.equal([[lists.noir, users.ravi]]);
  });

  it('rebuilds from the log (the deleted key now unreadable) into the same rows', async () => {
    const incremental = await tables();
    await rebuildProjection({ store: app.events.log, db: app.db, projector: watchlistsProjector });
    expect(await tables()).to.deep.equal(incremental);
  });
});
