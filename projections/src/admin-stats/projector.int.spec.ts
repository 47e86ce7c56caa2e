import { expect } from 'chai';
import { SAMPLE_CATALOG_DIR } from '@more-ai/command-api/catalog/sample-catalog';
import { planIdOf } from '@more-ai/command-api/plans/standard-plans';
import type { AdminStats } from '@more-ai/contracts/api/admin';
import { startTestApp, type ApiResponse, type TestApp } from '@more-ai/testing/app';
import { catalogMovieIds, signedUpMember, type Member } from '@more-ai/testing/members';
import { openOrder, reportPayment } from '@more-ai/testing/paid-orders';
import { payForPro, setBilling } from '@more-ai/testing/payments';
import { Visitor } from '@more-ai/testing/visitor';
import { rebuildProjection } from '../runner/rebuild';
import { adminStatsProjector } from './projector';
import { adminStatsOf } from './queries';

const SUPERADMIN = { email: 'chief@example.com', password: 'Director#2025' };
const ADMIN = { username: 'deputy', email: 'deputy@example.com', password: 'Deputy#2025' };
const STATS = '/api/admin/stats';
/** PRO for a month: ₹149.00 and 18% GST (₹26.82), in Telangana or Karnataka alike. */
const PRO_TOTAL_PAISE = 17_582;

/** The figures of a log with no event. */
const NOTHING: AdminStats = {
  totalUsers: 0,
  newUsers7d: 0,
  totalAdmins: 0,
  totalSuperadmins: 0,
  totalSubscribed: 0,
  totalFree: 0,
  totalMovies: 0,
  newMovies7d: 0,
  totalWatchlists: 0,
  publicWatchlists: 0,
  privateWatchlists: 0,
  totalFavorites: 0,
  activeSubscriptions: 0,
  cancelledSubscriptions: 0,
  totalPayments: 0,
  totalRevenue: 0,
  gstCollected: 0,
  failedPayments: 0,
  recentSignups: [],
  recentPayments: [],
  topActiveUsers: [],
  mostFollowedWatchlist: null,
  avgMoviesPerWatchlist: 0,
  mostFavoritedMovie: null,
  mostPopularPlan: null,
  asOf: null,
};

describe('the admin stats read model and GET /api/admin/stats', function () {
  this.timeout(120_000);
  let app: TestApp;
  let chief: Visitor;
  let admin: Visitor;
  let asha: Member;
  let ravi: Member;
  let mira: Member;
  let gone: Member;
  let movies: string[];
  let catalogSize: number;
  const lists: Record<'noir' | 'secret' | 'dropped' | 'raviPicks' | 'miraHidden' | 'goneList', string> = {
    noir: '',
    secret: '',
    dropped: '',
    raviPicks: '',
    miraHidden: '',
    goneList: '',
  };
  const orderIds: Record<'failed' | 'pending', string> = { failed: '', pending: '' };
  // Ahead of the real time: the timed payment jobs leave these orders alone.
  const future = (minute: number) => new Date(Date.UTC(2027, 5, 1, 10, minute));

  const succeeded = async (answer: Promise<ApiResponse>, status = 200) => {
    const { status: got, body } = await answer;
    expect(got, JSON.stringify(body)).to.equal(status);
    return body;
  };
  const stats = async (): Promise<AdminStats> => {
    await app.settled();
    return succeeded(admin.request('GET', STATS));
  };
  const createList = async (member: Member, name: string, isPrivate = false) =>
    (await succeeded(member.visitor.request('POST', '/api/watchlist', { json: { name, description: '', isPrivate } }), 201)).watchlist
      ._id as string;
  const addMovie = (member: Member, listId: string, movieId: string) =>
    succeeded(member.visitor.request('POST', `/api/watchlist/${listId}/movies`, { json: { movieId } }), 201);
  const followList = (member: Member, listId: string) => succeeded(member.visitor.request('POST', `/api/watchlist/${listId}/follow`));
  const favorite = (member: Member, movieId: string) =>
    succeeded(member.visitor.request('POST', '/api/favorites', { json: { movieId } }), 201);
  const signup = (member: Member) => ({ _id: member.userId, username: member.username, email: `${member.username}@example.com` });

  before(async () => {
    app = await startTestApp('admin_stats', { superadmin: SUPERADMIN, catalogDir: SAMPLE_CATALOG_DIR });
    chief = new Visitor(app);
    await succeeded(chief.request('POST', '/api/auth/login', { json: SUPERADMIN }));
    await succeeded(chief.request('POST', '/api/auth/create-admin', { json: ADMIN }), 201);
    admin = new Visitor(app);
    await succeeded(admin.request('POST', '/api/auth/login', { json: { email: ADMIN.email, password: ADMIN.password } }));
    asha = await signedUpMember(app, 'asha');
    ravi = await signedUpMember(app, 'ravi');
    mira = await signedUpMember(app, 'mira');
    gone = await signedUpMember(app, 'gone');
    movies = await catalogMovieIds(app, 6);
    catalogSize = Number((await app.db('rm_movies.movies').count<{ count: string }[]>('* as count'))[0]!.count);
  });
  after(() => app?.close());

  it('counts the accounts by role and plan, the new ones and the catalog, and nothing else yet', async () => {
    const figures = await stats();
    expect(figures.asOf).to.be.a('string');
    expect({ ...figures, asOf: null }).to.deep.equal({
      ...NOTHING,
      totalUsers: 4,
      newUsers7d: 4,
      totalAdmins: 1,
      totalSuperadmins: 1,
      totalFree: 4,
      totalMovies: catalogSize,
      newMovies7d: catalogSize,
      recentSignups: figures.recentSignups,
    });
    expect(figures.recentSignups.map(({ createdAt: _, ...signup }) => signup)).to.deep.equal([gone, mira, ravi, asha].map(signup));
    expect(figures.totalMovies).to.be.greaterThan(0);
  });

  it('counts payments, revenue, GST, failures and subscriptions as they happen', async () => {
    // A capture's time is the gateway's, in whole seconds: each payment in a second of its own, so
    // 'newest first' has one answer however fast the machine.
    const nextSecond = () => new Promise((resolve) => setTimeout(resolve, 1020 - (Date.now() % 1000)));
    await setBilling(asha.visitor, 'telangana');
    await succeeded(payForPro(app, asha.visitor));
    await nextSecond();
    await setBilling(mira.visitor, 'karnataka');
    await succeeded(payForPro(app, mira.visitor));
    await nextSecond();
    await setBilling(gone.visitor, 'karnataka');
    await succeeded(payForPro(app, gone.visitor));
    // Mira's payment is refunded; she stays PRO for the period.
    const miraOrder = await app.db('rm_payments.payments').where({ user_id: mira.userId }).first('order_id', 'payment_id');
    await reportPayment(app, {
      type: 'RecordRefund',
      orderId: miraOrder.order_id,
      gatewayEventId: 'evt_refund_mira',
      paymentId: miraOrder.payment_id,
      refundId: 'rfnd_mira',
      amountPaise: PRO_TOTAL_PAISE,
      refundedAt: new Date().toISOString(),
    });
    // Ravi's payment fails; another order of his stays open.
    orderIds.failed = (await openOrder(app, ravi.userId, 'karnataka', future(0))).orderId;
    await reportPayment(app, {
      type: 'RecordFailure',
      orderId: orderIds.failed,
      gatewayEventId: null,
      paymentId: 'pay_ravisFailure1',
      code: 'BAD_REQUEST_ERROR',
      description: 'Payment failed',
      reason: null,
      failedAt: future(1).toISOString(),
    });
    orderIds.pending = (await openOrder(app, ravi.userId, 'telangana', future(2))).orderId;

    const paid = await stats();
    expect(paid).to.deep.include({
      totalSubscribed: 3,
      totalFree: 1,
      activeSubscriptions: 3,
      cancelledSubscriptions: 0,
      // Asha's and Gone's captures; Mira's refunded one counts but brings nothing in.
      totalPayments: 3,
      totalRevenue: 351.64,
      gstCollected: 53.64,
      failedPayments: 1,
      mostPopularPlan: { _id: planIdOf('pro'), name: 'PRO', subscribers: 3 },
    });
    const orderOf = async (member: Member) =>
      (await app.db('rm_payments.payments').where({ user_id: member.userId }).first('order_id')).order_id as string;
    expect(paid.recentPayments.map(({ createdAt: _, ...payment }) => payment)).to.deep.equal([
      { _id: orderIds.failed, amount: 175.82, status: 'failed', username: 'ravi', plan: 'PRO' },
      { _id: await orderOf(gone), amount: 175.82, status: 'captured', username: 'gone', plan: 'PRO' },
      { _id: await orderOf(mira), amount: 175.82, status: 'refunded', username: 'mira', plan: 'PRO' },
      { _id: await orderOf(asha), amount: 175.82, status: 'captured', username: 'asha', plan: 'PRO' },
    ]);
    expect(paid.recentPayments[0]!.createdAt).to.equal(future(1).toISOString());

    // Asha schedules her downgrade (PRO until the period ends); Mira goes FREE now.
    await succeeded(asha.visitor.request('POST', '/api/user-subscriptions/schedule-downgrade', { json: { reason: 'Too many lists' } }));
    lists.miraHidden = await createList(mira, 'Mira hidden', true);
    await addMovie(mira, lists.miraHidden, movies[5]!);
    await succeeded(mira.visitor.request('DELETE', '/api/user-subscriptions/current'));
    expect(await stats()).to.deep.include({
      totalSubscribed: 2,
      totalFree: 2,
      activeSubscriptions: 2,
      cancelledSubscriptions: 2,
      // Her private list went into the archive with the downgrade: it counts nowhere.
      totalWatchlists: 0,
      privateWatchlists: 0,
      mostPopularPlan: { _id: planIdOf('pro'), name: 'PRO', subscribers: 2 },
    });
  });

  it("counts live watchlists, their movies and followers, favourites and each user's actions", async () => {
    lists.noir = await createList(asha, 'Noir');
    for (const movieId of movies.slice(0, 3)) await addMovie(asha, lists.noir, movieId);
    await succeeded(asha.visitor.request('DELETE', `/api/watchlist/${lists.noir}/movies/${movies[1]}`));
    lists.secret = await createList(asha, 'Secret', true);
    await addMovie(asha, lists.secret, movies[0]!);
    await addMovie(asha, lists.secret, movies[3]!);
    lists.dropped = await createList(asha, 'Dropped');
    await addMovie(asha, lists.dropped, movies[4]!);
    await succeeded(asha.visitor.request('DELETE', `/api/watchlist/${lists.dropped}`));
    lists.raviPicks = await createList(ravi, 'Ravi picks');
    await addMovie(ravi, lists.raviPicks, movies[0]!);
    lists.goneList = await createList(gone, 'Gone list');
    await addMovie(gone, lists.goneList, movies[2]!);
    for (const follower of [ravi, mira, gone]) await followList(follower, lists.noir);
    await followList(asha, lists.raviPicks);
    await followList(ravi, lists.goneList);
    await favorite(asha, movies[0]!);
    await favorite(asha, movies[1]!);
    await favorite(ravi, movies[0]!);
    await succeeded(ravi.visitor.request('DELETE', `/api/favorites/${movies[0]}`));
    await favorite(ravi, movies[3]!);
    await favorite(mira, movies[0]!);
    await favorite(mira, movies[2]!);
    await favorite(gone, movies[0]!);
    await favorite(gone, movies[1]!);
    await succeeded(ravi.visitor.request('POST', `/api/profile/${asha.userId}/follow`));
    await succeeded(ravi.visitor.request('POST', '/api/recommendations/recommend', { json: { description: 'a heist thriller' } }));

    const figures = await stats();
    expect(figures).to.deep.include({
      // Noir, Secret, Ravi picks, Gone list: Dropped is deleted and Mira hidden archived.
      totalWatchlists: 4,
      publicWatchlists: 3,
      privateWatchlists: 1,
      // Noir 2, Secret 2, Ravi picks 1, Gone list 1.
      avgMoviesPerWatchlist: 1.5,
      totalFavorites: 7,
      mostFollowedWatchlist: { _id: lists.noir, name: 'Noir', followersCount: 3 },
    });
    const [first] = await app.db('rm_movies.movies').where({ id: movies[0] }).select('title', 'year');
    expect(figures.mostFavoritedMovie).to.deep.equal({ _id: movies[0], title: first.title, year: first.year, favoritesCount: 3 });
    // Asha: 3 lists made, 6 movies added, 1 removed, 1 list deleted, 2 favourites, 1 list followed.
    // Ravi: 1 list, 1 movie, 2 lists followed, 3 favourite changes, 1 person followed, 1 search.
    // Mira and Gone: 1 list, 1 movie, 1 list followed, 2 favourites each (Mira signed up first).
    expect(figures.topActiveUsers).to.deep.equal([
      { ...signup(asha), activity: 14 },
      { ...signup(ravi), activity: 9 },
      { ...signup(mira), activity: 5 },
      { ...signup(gone), activity: 5 },
    ]);
  });

  it("never shows a private watchlist's name: a list made private leaves mostFollowedWatchlist", async () => {
    await succeeded(asha.visitor.request('PUT', `/api/watchlist/${lists.noir}`, { json: { isPrivate: true } }));
    const figures = await stats();
    expect(figures).to.deep.include({
      publicWatchlists: 2,
      privateWatchlists: 2,
      // Ravi picks and Gone list have one follower each: the older list wins.
      mostFollowedWatchlist: { _id: lists.raviPicks, name: 'Ravi picks', followersCount: 1 },
    });
    expect(figures.topActiveUsers[0]).to.deep.equal({ ...signup(asha), activity: 15 });
    const body = JSON.stringify(figures);
    for (const name of ['Noir', 'Secret', 'Mira hidden']) expect(body).to.not.include(name);
    // Nor does the read model keep one.
    expect(await app.db('rm_admin_stats.watchlists').where({ is_private: true }).whereNotNull('name').pluck('id')).to.deep.equal([]);
  });

  it("forgets a deleted account's name and e-mail and its content, but keeps its payment in the revenue", async () => {
    await succeeded(gone.visitor.request('DELETE', '/api/auth/delete-account'));
    const figures = await stats();
    expect(figures).to.deep.include({
      totalUsers: 3,
      newUsers7d: 3,
      totalSubscribed: 1,
      totalFree: 2,
      // Its period no longer counts; what it paid still does.
      activeSubscriptions: 1,
      cancelledSubscriptions: 2,
      totalPayments: 3,
      totalRevenue: 351.64,
      gstCollected: 53.64,
      // Noir and Secret (private), Ravi picks: 2 + 2 + 1 movies.
      totalWatchlists: 3,
      publicWatchlists: 1,
      privateWatchlists: 2,
      avgMoviesPerWatchlist: 1.67,
      totalFavorites: 5,
      mostFollowedWatchlist: { _id: lists.raviPicks, name: 'Ravi picks', followersCount: 1 },
      mostPopularPlan: { _id: planIdOf('pro'), name: 'PRO', subscribers: 1 },
    });
    expect(figures.mostFavoritedMovie?.favoritesCount).to.equal(2);
    expect(figures.recentSignups.map(({ _id }) => _id)).to.deep.equal([mira.userId, ravi.userId, asha.userId]);
    expect(figures.topActiveUsers.map(({ _id }) => _id)).to.deep.equal([asha.userId, ravi.userId, mira.userId]);
    expect(figures.recentPayments[1]).to.include({ status: 'captured', username: 'Deleted user' });
    const body = JSON.stringify(figures);
    expect(body).to.not.include('gone@example.com');
    expect(body).to.not.include('"gone"');
    expect(await app.db('rm_admin_stats.users').where({ id: gone.userId }).first('username', 'email', 'deleted')).to.deep.equal({
      username: 'Deleted user',
      email: null,
      deleted: true,
    });
  });

  it('rebuilds from the log into the same figures and rows, however the log is cut into batches', async () => {
    await app.settled();
    const now = new Date();
    const tables = async () => ({
      figures: await app.db('rm_admin_stats.figures').orderBy('name'),
      users: await app.db('rm_admin_stats.users').orderBy('id'),
      watchlists: await app.db('rm_admin_stats.watchlists').orderBy('id'),
      movies: await app.db('rm_admin_stats.movies').where('favorites_count', '>', 0).orderBy('id'),
      payments: await app.db('rm_admin_stats.payments').orderBy('order_id'),
      subscribers: await app.db('rm_admin_stats.subscribers').orderBy('user_id'),
    });
    const incremental = { stats: await adminStatsOf(app.db, now), tables: await tables() };
    // The whole log in one batch, then in batches of 7 that cut across runs of one type: a batch's
    // counters, actions and favourite counts are written at its end, and must come out the same.
    for (const batchSize of [2000, 7]) {
      await rebuildProjection({ store: app.events.log, db: app.db, projector: adminStatsProjector, batchSize });
      expect({ stats: await adminStatsOf(app.db, now), tables: await tables() }, `in batches of ${batchSize}`).to.deep.equal(incremental);
    }
  });
});

describe('the admin stats of an empty log', function () {
  this.timeout(60_000);
  let app: TestApp;
  before(async () => {
    app = await startTestApp('admin_stats_empty', { seed: false });
  });
  after(() => app?.close());

  it('are honest zeros and nulls', async () => {
    expect(await adminStatsOf(app.db, new Date())).to.deep.equal(NOTHING);
  });
});
