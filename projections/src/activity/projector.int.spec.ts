import { expect } from 'chai';
import { randomUUID } from 'node:crypto';
import { SAMPLE_CATALOG_DIR } from '@more-ai/command-api/catalog/sample-catalog';
import { accountDecider } from '@more-ai/command-api/accounts/decide';
import { followsDecider } from '@more-ai/command-api/follows/decide';
import type { WatchlistCommand } from '@more-ai/command-api/watchlists/commands';
import { watchlistDecider } from '@more-ai/command-api/watchlists/decide';
import type { ActivityItem } from '@more-ai/contracts/api/following';
import { startTestApp, type TestApp } from '@more-ai/testing/app';
import { catalogMovieIds, changePlan, registerAccounts } from '@more-ai/testing/members';
import { listParkedEvents } from '../runner/parked';
import { rebuildProjection } from '../runner/rebuild';
import { activityProjector } from './projector';
import { followingActivity } from './queries';

describe('the activity read model (the Following view)', function () {
  this.timeout(120_000);
  let app: TestApp;
  let movies: string[];
  const metadata = { actor: 'system', correlationId: 'test', causationId: 'test' };
  const ids = { asha: randomUUID(), ravi: randomUUID(), meera: randomUUID(), kiran: randomUUID(), gone: randomUUID() };
  const lists = {
    noir: randomUUID(),
    secret: randomUUID(),
    kirans: randomUUID(),
    kiransOther: randomUUID(),
    doomed: randomUUID(),
    gones: randomUUID(),
  };

  const onList = (watchlistId: string, command: WatchlistCommand) => app.commands.handle(watchlistDecider, watchlistId, command, metadata);
  const createList = (ownerId: string, watchlistId: string, name: string, isPrivate = false) =>
    onList(watchlistId, { type: 'CreateWatchlist', watchlistId, userId: ownerId, plan: 'pro', name, description: '', isPrivate });
  const update = (ownerId: string, watchlistId: string, changes: { name?: string; isPrivate?: boolean }) =>
    onList(watchlistId, { type: 'UpdateWatchlist', userId: ownerId, plan: 'pro', changes });
  const add = (ownerId: string, watchlistId: string, movieId: string) =>
    onList(watchlistId, { type: 'AddMovie', userId: ownerId, movieId, moviesPerWatchlist: -1 });
  const remove = (ownerId: string, watchlistId: string, movieId: string) =>
    onList(watchlistId, { type: 'RemoveMovie', userId: ownerId, movieId });
  const followPerson = (followerId: string, followeeId: string) =>
    app.commands.handle(followsDecider, followerId, { type: 'FollowUser', followerId, followeeId, followeeExists: true }, metadata);
  const followList = (userId: string, watchlistId: string) => onList(watchlistId, { type: 'FollowWatchlist', userId, ownerExists: true });
  /** Straight to the log, as anything that once got past the edge would be. */
  const append = (streamId: string, type: string, data: unknown) =>
    app.events.log.append(
      streamId,
      [{ id: randomUUID(), type, data: data as Record<string, unknown>, metadata: { ...metadata, timestamp: new Date().toISOString() } }],
      'any',
    );
  const discover = (userId: string, movieIds: string[]) => {
    const requestId = randomUUID();
    return append(`Recommendation-${requestId}`, 'RecommendationsMade', {
      requestId,
      userId,
      username: 'someone',
      description: 'noir',
      filters: { genre: [], language: [], length: [], era: [], contentType: [] },
      engine: 'local',
      picks: movieIds.map((movieId) => ({ movieId, reason: 'Because' })),
    });
  };
  const diary = (type: string, userId: string, entryId: string, movieId: string, visibility: 'public' | 'private', rating: number | null) =>
    append(`Diary-${userId}`, type, { userId, entryId, movieId, watchedOn: '2026-11-01', rating, review: '', visibility, rewatch: false });
  const feed = async (viewerId: string): Promise<ActivityItem[]> => {
    await app.settled();
    return (await followingActivity(app.db, viewerId, { limit: 50 })).items;
  };
  /** An item in words: who, what, which list, which titles. */
  const described = (item: ActivityItem) =>
    [item.actor.username, item.kind, item.watchlist?.name ?? '-', item.movies.map((movie) => movies.indexOf(movie._id)).join(',')].join(
      ' ',
    );

  const entries = { open: randomUUID(), secret: randomUUID(), flipped: randomUUID(), removed: randomUUID() };

  before(async () => {
    app = await startTestApp('activity_projector', { catalogDir: SAMPLE_CATALOG_DIR });
    movies = await catalogMovieIds(app, 8);
    await registerAccounts(app, ids);
    await followPerson(ids.ravi, ids.asha);
    await followPerson(ids.ravi, ids.gone);

    await createList(ids.asha, lists.noir, 'Noir');
    for (const movieId of movies.slice(0, 3)) await add(ids.asha, lists.noir, movieId);
    await update(ids.asha, lists.noir, { name: 'Noir nights' });
    await add(ids.asha, lists.noir, movies[3]!);
    await remove(ids.asha, lists.noir, movies[1]!);

    await createList(ids.asha, lists.secret, 'Secret', true);
    await add(ids.asha, lists.secret, movies[4]!);

    await createList(ids.asha, lists.doomed, 'Doomed');
    await add(ids.asha, lists.doomed, movies[5]!);
    await onList(lists.doomed, { type: 'DeleteWatchlist', userId: ids.asha });

    await discover(ids.asha, [movies[6]!, movies[7]!]);
    await changePlan(app, ids.asha, 'pro');
    await discover(ids.asha, [movies[0]!]);
    await changePlan(app, ids.asha, 'free');

    await diary('DiaryEntryLogged', ids.asha, entries.open, movies[2]!, 'public', 4.5);
    await diary('DiaryEntryLogged', ids.asha, entries.secret, movies[3]!, 'private', 2);
    await diary('DiaryEntryLogged', ids.asha, entries.flipped, movies[4]!, 'public', null);
    await diary('DiaryEntryRevised', ids.asha, entries.flipped, movies[4]!, 'private', null);
    await diary('DiaryEntryLogged', ids.asha, entries.removed, movies[5]!, 'public', 3);
    await diary('DiaryEntryRemoved', ids.asha, entries.removed, movies[5]!, 'public', 3);

    await createList(ids.kiran, lists.kirans, 'Kiran picks');
    await createList(ids.kiran, lists.kiransOther, 'Kiran other');
    await followList(ids.meera, lists.kirans);
    await add(ids.kiran, lists.kirans, movies[6]!);
    await add(ids.kiran, lists.kiransOther, movies[7]!);

    await createList(ids.gone, lists.gones, 'Gone list');
    await add(ids.gone, lists.gones, movies[0]!);
    await app.commands.handle(accountDecider, ids.gone, { type: 'DeleteAccount' }, metadata);
    // Decided before the deletion, appended after it.
    await discover(ids.gone, [movies[1]!]);
    await app.settled();
  });
  after(() => app.close());

  it("shows a followed member's new public list, titles added in one sitting as one item, a rename, a discovery and a public rating, newest first", async () => {
    expect((await feed(ids.ravi)).map(described)).to.deep.equal([
      'asha watched - 2',
      'asha discovered - 6,7',
      'asha titlesAdded Noir nights 3',
      'asha watchlistRenamed Noir nights ',
      'asha titlesAdded Noir nights 0,2',
      'asha watchlistCreated Noir nights ',
    ]);
    const [watched, , , renamed, batch] = await feed(ids.ravi);
    expect(watched).to.deep.include({ rating: 4.5, watchlist: null, previousName: null, movieCount: 1 });
    expect(renamed).to.deep.include({ previousName: 'Noir', watchlist: { _id: lists.noir, name: 'Noir nights' } });
    expect(batch!.movies[0]).to.deep.equal({
      _id: movies[0],
      ...(await app.db('rm_movies.movies').where({ id: movies[0] }).first('title', 'year')),
      posterUrl: null,
      genre: (await app.db('rm_movies.movies').where({ id: movies[0] }).first('genres')).genres,
    });
    expect(batch!.actor).to.deep.equal({ _id: ids.asha, username: 'asha' });
  });

  it('shows what happens on a followed watchlist, even when its owner is not followed, and nothing of their other lists', async () => {
    expect((await feed(ids.meera)).map(described)).to.deep.equal([
      'kiran titlesAdded Kiran picks 6',
      'kiran watchlistCreated Kiran picks ',
    ]);
  });

  it('hides every item of a list made private, past ones too, and shows them again when it is public', async () => {
    await update(ids.asha, lists.secret, { isPrivate: false });
    const secretItems = (items: ActivityItem[]) => items.filter((item) => item.watchlist?._id === lists.secret).map(described);
    expect(secretItems(await feed(ids.ravi))).to.deep.equal(['asha titlesAdded Secret 4', 'asha watchlistCreated Secret ']);
    await update(ids.asha, lists.secret, { isPrivate: true });
    expect(secretItems(await feed(ids.ravi))).to.deep.equal([]);
    await followPerson(ids.meera, ids.asha);
    expect((await feed(ids.meera)).some((item) => item.watchlist?._id === lists.secret)).to.equal(false);
  });

  it('keeps no item of a deleted list, of a deleted account (even for events after the deletion), of a private or removed diary entry, or of a discovery made on PRO', async () => {
    const rows = await app.db('rm_activity.items');
    expect(rows.filter((row) => row.watchlist_id === lists.doomed)).to.deep.equal([]);
    expect(rows.filter((row) => row.actor_id === ids.gone || row.watchlist_id === lists.gones)).to.deep.equal([]);
    expect(rows.filter((row) => [entries.secret, entries.flipped, entries.removed].includes(row.entry_id))).to.deep.equal([]);
    expect(rows.filter((row) => row.kind === 'discovered' && row.actor_id === ids.asha)).to.have.length(1);
  });

  it('passes over malformed and unknown events and goes on projecting', async () => {
    await append(`Watchlist-${randomUUID()}`, 'MovieAddedToWatchlist', { watchlistId: 'not-an-id', movieId: 42 });
    await append(`Watchlist-${lists.noir}`, 'MovieAddedToWatchlist', { watchlistId: lists.noir });
    await append(`Watchlist-${randomUUID()}`, 'WatchlistCreated', { watchlistId: randomUUID(), ownerId: null, name: 7 });
    await append(`Recommendation-${randomUUID()}`, 'RecommendationsMade', { userId: ids.asha, picks: null });
    await append(`Diary-${ids.asha}`, 'DiaryEntryLogged', { userId: ids.asha, entryId: randomUUID(), visibility: 'public' });
    await append(`Something-${randomUUID()}`, 'SomethingNobodyKnows', { anything: true });
    await append(`Account-${randomUUID()}`, 'AccountDeleted', {});
    await add(ids.kiran, lists.kirans, movies[0]!);
    expect((await feed(ids.meera)).map(described)[0]).to.equal('kiran titlesAdded Kiran picks 6,0');
    expect(await listParkedEvents(app.db, [activityProjector])).to.deep.equal([]);
  });

  it('rebuilds from the log into the same rows', async () => {
    const order = ['position_commit', 'position_prepare'];
    const incremental = await app.db('rm_activity.items').orderBy(order);
    const lists = await app.db('rm_activity.watchlists').orderBy('id');
    await rebuildProjection({ store: app.events.log, db: app.db, projector: activityProjector });
    expect(await app.db('rm_activity.items').orderBy(order)).to.deep.equal(incremental);
    expect(await app.db('rm_activity.watchlists').orderBy('id')).to.deep.equal(lists);
  });
});
