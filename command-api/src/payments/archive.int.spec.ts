import { expect } from 'chai';
import { startTestApp, type TestApp } from '@more-ai/testing/app';
import { catalogMovieIds, changePlan } from '@more-ai/testing/members';
import { payForPro, SANDBOX_KEYS, setBilling } from '@more-ai/testing/payments';
import { signedUpVisitor, type Visitor } from '@more-ai/testing/visitor';
import { favoritesProjector, subscriptionsProjector, watchlistsProjector } from '@more-ai/projections';
import { rebuildProjection } from '@more-ai/projections/runner/rebuild';
import { accountDecider } from '../accounts/decide';
import { CommandHandler } from '../pipeline/handle-command';
import { archiveOverFreeLimits, restoreArchive } from './archive';
import { subscriptionDecider } from './subscription';

const metadata = { actor: 'system', correlationId: 'test', causationId: 'test' };

interface ListView {
  _id: string;
  name: string;
  isPrivate: boolean;
  movieCount: number;
  movies: { _id: string }[];
  isFollowing: boolean;
}

const ids = (items: readonly { _id: string }[]) => items.map((item) => item._id);
const sorted = (values: readonly string[]) => [...values].sort();

describe('Downgrade archive (API): FREE archives what is over the FREE limits, PRO again restores exactly that', function () {
  this.timeout(120_000);
  let app: TestApp;
  let owner: Visitor;
  let ownerId: string;
  let fan: Visitor;
  let movies: string[];
  /** The owner's lists in the order they were made: L1..L7, L3 and L6 private. */
  const lists: string[] = [];

  const get = async <T = any>(visitor: Visitor, path: string) => {
    await app.settled();
    const answer = await visitor.request<T>('GET', path);
    return answer;
  };
  const ok = async (visitor: Visitor, method: string, path: string, json?: unknown) => {
    const answer = await visitor.request(method, path, json === undefined ? {} : { json });
    if (answer.status >= 300) throw new Error(`${method} ${path}: ${answer.status} ${JSON.stringify(answer.body)}`);
    return answer;
  };

  before(async () => {
    app = await startTestApp('downgrade_archive', { payments: SANDBOX_KEYS });
    movies = await catalogMovieIds(app, 16);
    owner = await signedUpVisitor(app, 'archiver');
    ownerId = (await owner.request('GET', '/api/auth/me')).body.user._id;
    fan = await signedUpVisitor(app, 'archivefan');
    await setBilling(owner, 'telangana');
    expect((await payForPro(app, owner)).status).to.equal(200);

    for (let i = 1; i <= 7; i += 1) {
      const made = await ok(owner, 'POST', '/api/watchlist', { name: `L${i}`, isPrivate: i === 3 || i === 6 });
      lists.push(made.body.watchlist._id);
    }
    // L1 holds movies 0..7, added in that order; the favourites are movies 0..11, added in that order.
    for (const movieId of movies.slice(0, 8)) await ok(owner, 'POST', `/api/watchlist/${lists[0]}/movies`, { movieId });
    for (const movieId of movies.slice(0, 12)) await ok(owner, 'POST', '/api/favorites', { movieId });
    await ok(fan, 'POST', `/api/watchlist/${lists[0]}/follow`);
  });
  after(async () => app?.close());

  it('archives the private lists, the newest movies beyond 5 and the newest favourites beyond 10, and answers their counts', async () => {
    const answer = await ok(owner, 'DELETE', '/api/user-subscriptions/current');
    expect(answer.body.archivedContent).to.deep.equal({ watchlists: 2, moviesInWatchlists: 3, favorites: 2 });

    const recorded = (await app.events.store.readStream(`Subscription-${ownerId}`)).filter((event) => event.type === 'ContentArchived');
    expect(recorded).to.have.length(1);
    expect(recorded[0]!.data).to.deep.include({
      watchlistIds: [lists[2], lists[5]],
      movies: [{ watchlistId: lists[0], movieIds: movies.slice(5, 8) }],
      favoriteMovieIds: movies.slice(10, 12),
    });
  });

  it("hides them from the owner's lists, list pages, favourites and profile, and from other people", async () => {
    const own = (await get<{ watchlists: ListView[] }>(owner, '/api/watchlist')).body.watchlists;
    expect(sorted(ids(own))).to.deep.equal(sorted([lists[0]!, lists[1]!, lists[3]!, lists[4]!, lists[6]!]));
    expect(own.find((list) => list._id === lists[0])!.movieCount).to.equal(5);

    for (const archived of [lists[2], lists[5]]) {
      for (const path of ['', '/movies', '/followers'])
        expect((await get(owner, `/api/watchlist/${archived}${path}`)).status).to.equal(404);
    }
    const l1 = (await get<ListView>(owner, `/api/watchlist/${lists[0]}`)).body;
    expect(l1.movieCount).to.equal(5);
    expect(ids(l1.movies)).to.deep.equal(movies.slice(0, 5).reverse());
    expect(ids((await get(owner, `/api/watchlist/${lists[0]}/movies`)).body.movies)).to.deep.equal(movies.slice(0, 5).reverse());

    expect(ids((await get(owner, '/api/favorites')).body.favorites)).to.deep.equal(movies.slice(0, 10).reverse());

    const profile = (await get(owner, '/api/profile')).body;
    expect(profile.watchlists).to.have.length(5);
    expect(profile.favoriteMovies).to.have.length(10);
    expect(profile.stats).to.deep.equal({ watchlistsCount: 5, favoritesCount: 10 });

    const seen = (await get(fan, `/api/profile/${ownerId}`)).body;
    expect(sorted(ids(seen.watchlists))).to.deep.equal(sorted(ids(own)));
    expect(ids(seen.favoriteMovies)).to.deep.equal(movies.slice(0, 10).reverse());
    const followed = (await get<ListView>(fan, `/api/watchlist/${lists[0]}`)).body;
    expect(followed).to.include({ movieCount: 5, isFollowing: true });
    expect(followed.movies).to.have.length(5);
  });

  it('shows the archived counts on the account, and counts only what is visible toward the limits', async () => {
    const current = (await get(owner, '/api/user-subscriptions/current')).body;
    expect(current.subscription.type).to.equal('free');
    expect(current.subscription.metadata).to.deep.include({
      downgradeProcessed: true,
      archivedContent: { watchlists: 2, moviesInWatchlists: 3, favorites: 2 },
    });
    const usage = (await get(owner, '/api/user-subscriptions/usage')).body.features;
    expect(usage.limited_watchlists).to.include({ used: 5, limit: 5 });
    expect(usage.limited_favorites).to.include({ used: 10, limit: 10 });
    const impact = (await get(owner, '/api/user-subscriptions/downgrade-impact')).body;
    expect(impact.watchlists.toRemove).to.equal(0);
  });

  it('refuses changes to an archived list, saying it is archived', async () => {
    const update = await owner.request('PUT', `/api/watchlist/${lists[2]}`, { json: { name: 'Back?' } });
    expect(update.status).to.equal(403);
    expect(update.body).to.deep.equal({ message: 'This watchlist is archived. Upgrade to PRO to restore it.', code: 'WATCHLIST_ARCHIVED' });
  });

  it('frees the limits by what is visible: one list, movie and favourite taken out makes room for one more each', async () => {
    expect((await owner.request('POST', '/api/watchlist', { json: { name: 'L8' } })).status).to.equal(403);
    await ok(owner, 'DELETE', `/api/watchlist/${lists[6]}`);
    expect((await get(owner, '/api/watchlist/can-create')).body).to.include({
      canCreate: true,
      warning: 'You can create 1 more watchlist on the FREE plan.',
    });
    lists.push((await ok(owner, 'POST', '/api/watchlist', { name: 'L8' })).body.watchlist._id);
    expect((await owner.request('POST', '/api/watchlist', { json: { name: 'L9' } })).status).to.equal(403);

    expect((await owner.request('POST', `/api/watchlist/${lists[0]}/movies`, { json: { movieId: movies[12] } })).status).to.equal(403);
    await ok(owner, 'DELETE', `/api/watchlist/${lists[0]}/movies/${movies[4]}`);
    await ok(owner, 'POST', `/api/watchlist/${lists[0]}/movies`, { movieId: movies[12] });

    expect((await owner.request('POST', '/api/favorites', { json: { movieId: movies[13] } })).status).to.equal(403);
    await ok(owner, 'DELETE', `/api/favorites/${movies[0]}`);
    await ok(owner, 'POST', '/api/favorites', { movieId: movies[13] });
  });

  it('restores exactly what was archived when the owner pays for PRO again, and nothing else', async () => {
    expect((await payForPro(app, owner)).status).to.equal(200);

    const own = (await get<{ watchlists: ListView[] }>(owner, '/api/watchlist')).body.watchlists;
    const expectedLists = [lists[0]!, lists[1]!, lists[2]!, lists[3]!, lists[4]!, lists[5]!, lists[7]!];
    expect(sorted(ids(own))).to.deep.equal(sorted(expectedLists));
    expect(own.filter((list) => list.isPrivate).map((list) => list._id)).to.have.members([lists[2], lists[5]]);

    const l1 = (await get<ListView>(owner, `/api/watchlist/${lists[0]}`)).body;
    expect(sorted(ids(l1.movies))).to.deep.equal(sorted([...movies.slice(0, 4), ...movies.slice(5, 8), movies[12]!]));
    expect(l1.movieCount).to.equal(8);

    const favorites = ids((await get(owner, '/api/favorites')).body.favorites);
    expect(sorted(favorites)).to.deep.equal(sorted([...movies.slice(1, 12), movies[13]!]));

    const current = (await get(owner, '/api/user-subscriptions/current')).body;
    expect(current.subscription.type).to.equal('pro');
    expect(current.subscription.metadata.archivedContent).to.deep.equal({ watchlists: 0, moviesInWatchlists: 0, favorites: 0 });
    const seen = (await get(fan, `/api/profile/${ownerId}`)).body;
    expect(seen.watchlists).to.have.length(5);
    expect(seen.favoriteMovies).to.have.length(12);

    const stream = await app.events.store.readStream(`Subscription-${ownerId}`);
    const archived = stream.find((event) => event.type === 'ContentArchived')!.data;
    const restored = stream.filter((event) => event.type === 'ArchiveRestored');
    expect(restored).to.have.length(1);
    const { watchlistIds, movies: archivedMovies, favoriteMovieIds } = archived as Record<string, unknown>;
    expect(restored[0]!.data).to.deep.include({ watchlistIds, movies: archivedMovies, favoriteMovieIds });
  });

  it('archives or restores nothing more when asked again', async () => {
    const streams = [`Subscription-${ownerId}`, `Favorites-${ownerId}`, `WatchlistOwner-${ownerId}`, `Watchlist-${lists[0]}`];
    const lengths = async () => Promise.all(streams.map(async (stream) => (await app.events.store.readStream(stream)).length));
    const was = await lengths();
    await restoreArchive(app.commands, ownerId, metadata);
    await archiveOverFreeLimits(app.commands, ownerId, metadata);
    expect(await lengths()).to.deep.equal(was);
  });

  it('finishes a downgrade stopped after its plan was recorded, and hides an archived public list from its followers', async () => {
    const other = await signedUpVisitor(app, 'archiver2');
    const otherId: string = (await other.request('GET', '/api/auth/me')).body.user._id;
    await changePlan(app, otherId, 'pro');
    const six: string[] = [];
    for (let i = 1; i <= 6; i += 1) six.push((await ok(other, 'POST', '/api/watchlist', { name: `P${i}` })).body.watchlist._id);
    await ok(fan, 'POST', `/api/watchlist/${six[5]}/follow`);

    // Went FREE, and the plan was recorded; then the process died before any list was archived.
    await app.commands.handle(accountDecider, otherId, { type: 'ChangePlan', plan: 'free' }, metadata);
    const content = { watchlistIds: [six[5]!], movies: [], favoriteMovieIds: [] };
    await app.commands.handle(subscriptionDecider, otherId, { type: 'RecordArchive', userId: otherId, content }, metadata);
    const finished = await archiveOverFreeLimits(app.commands, otherId, metadata);
    expect(finished.archivedContent).to.deep.equal({ watchlists: 1, moviesInWatchlists: 0, favorites: 0 });

    expect(ids((await get(other, '/api/watchlist')).body.watchlists)).to.not.include(six[5]);
    expect((await get(fan, `/api/watchlist/${six[5]}`)).status).to.equal(404);
    expect(ids((await get(fan, `/api/profile/${otherId}`)).body.watchlists)).to.have.length(5);
    const unfollow = await fan.request('DELETE', `/api/watchlist/${six[5]}/follow`);
    expect(unfollow.status).to.equal(404);
    const follow = await fan.request('POST', `/api/watchlist/${six[5]}/follow`);
    expect(follow.status).to.equal(404);
    expect(follow.body.code).to.equal('WATCHLIST_NOT_FOUND');
  });

  it('archives a downgrade the jobs carried out (no request) through the archive reactor, and restores on a paid period', async () => {
    const member = await signedUpVisitor(app, 'archiver3');
    const memberId: string = (await member.request('GET', '/api/auth/me')).body.user._id;
    const subscription = (command: Parameters<typeof subscriptionDecider.decide>[0], commands = app.commands) =>
      commands.handle(subscriptionDecider, memberId, command, metadata);
    const pay = (orderId: string, capturedAt: string) =>
      subscription({ type: 'ApplyPayment', userId: memberId, orderId, planId: 'pro', durationMonths: 1, capturedAt });
    // A period running now: the end-of-period job is not due during the test, which ends it with a clock past the end.
    await pay('order_archive_1', new Date().toISOString());
    await changePlan(app, memberId, 'pro');
    const made: string[] = [];
    for (let i = 1; i <= 6; i += 1)
      made.push((await ok(member, 'POST', '/api/watchlist', { name: `Q${i}`, isPrivate: i === 2 })).body.watchlist._id);

    const afterTheEnd = new CommandHandler(app.events.log, { clock: () => new Date(Date.now() + 40 * 86_400_000) });
    await subscription({ type: 'EndPeriod', userId: memberId }, afterTheEnd);
    const visible = async () => sorted(ids((await get(member, '/api/watchlist')).body.watchlists));
    await eventually(async () => {
      expect(await visible()).to.deep.equal(sorted([made[0]!, ...made.slice(2)]));
    });
    expect((await get(member, '/api/user-subscriptions/current')).body.subscription.metadata.archivedContent).to.deep.equal({
      watchlists: 1,
      moviesInWatchlists: 0,
      favorites: 0,
    });

    await pay('order_archive_2', new Date().toISOString());
    await eventually(async () => {
      expect(await visible()).to.deep.equal(sorted(made));
    });
  });

  it('rebuilds the same rows from the log, archived flags included', async () => {
    await app.settled();
    const tables = [
      'rm_watchlists.watchlists',
      'rm_watchlists.watchlist_movies',
      'rm_favorites.favorites',
      'rm_subscriptions.subscriptions',
    ];
    const rows = () => Promise.all(tables.map((table) => app.db(table).select('*').orderByRaw('1, 2')));
    const live = await rows();
    expect(live[0]!.some((row: { archived: boolean }) => row.archived)).to.equal(true);
    for (const projector of [watchlistsProjector, favoritesProjector, subscriptionsProjector])
      await rebuildProjection({ store: app.events.log, db: app.db, projector });
    expect(await rows()).to.deep.equal(live);
  });
});

/** Retries the check until it passes or 10 s have gone by: the reactors act after the command's answer. */
async function eventually(check: () => Promise<void>): Promise<void> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await check();
    } catch (error) {
      if (attempt >= 100) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}
