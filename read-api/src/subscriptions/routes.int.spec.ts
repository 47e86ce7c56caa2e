import { expect } from 'chai';
import { startTestApp, type TestApp } from '@more-ai/testing/app';
import { catalogMovieIds, changePlan, readAfterAll, signedUpMember, type Member } from '@more-ai/testing/members';
import { capture, openOrder, subscribe } from '@more-ai/testing/paid-orders';

describe('subscriptions over HTTP', function () {
  this.timeout(180_000);
  let app: TestApp;
  let asha: Member, ravi: Member, meera: Member;

  const act = async (member: Member, method: string, path: string, json?: unknown) => {
    const response = await member.visitor.request(method, path, json === undefined ? {} : { json });
    if (response.status >= 300) throw new Error(`${method} ${path}: ${response.status} ${JSON.stringify(response.body)}`);
    return response.body;
  };

  before(async () => {
    app = await startTestApp('subscription_routes');
    [asha, ravi, meera] = await Promise.all([
      signedUpMember(app, 'asha'),
      signedUpMember(app, 'ravi', 'pro'),
      signedUpMember(app, 'meera'),
    ]);
  });
  after(() => app.close());

  describe('GET /api/user-subscriptions/current', () => {
    it('answers FREE with no period and nothing scheduled or processed', async () => {
      const response = await readAfterAll(app, meera, '/api/user-subscriptions/current');
      expect(response.status).to.equal(200);
      expect(response.body).to.deep.equal({
        id: meera.userId,
        subscription: {
          type: 'free',
          displayName: 'FREE',
          metadata: {
            scheduledDowngrade: null,
            downgradeProcessed: false,
            downgradeProcessedDate: null,
            archivedContent: { watchlists: 0, moviesInWatchlists: 0, favorites: 0 },
          },
        },
        startDate: null,
        endDate: null,
        nextBillingDate: null,
      });
    });

    it('answers a paid PRO with its period, billed next at its end', async () => {
      await capture(app, await openOrder(app, asha.userId, 'telangana'));
      const { body } = await readAfterAll(app, asha, '/api/user-subscriptions/current');
      expect(body.subscription).to.deep.include({ type: 'pro', displayName: 'PRO' });
      expect(Date.parse(body.startDate)).to.be.closeTo(Date.now(), 60_000);
      expect(Date.parse(body.endDate)).to.be.greaterThan(Date.parse(body.startDate) + 27 * 86_400_000);
      expect(body.nextBillingDate).to.equal(body.endDate);
    });

    it('shows a scheduled downgrade, with no next billing, until it is called off', async () => {
      await subscribe(app, asha.userId, { type: 'ScheduleDowngrade', reason: 'Exams' });
      const scheduled = (await readAfterAll(app, asha, '/api/user-subscriptions/current')).body;
      expect(scheduled.subscription.metadata.scheduledDowngrade).to.deep.include({ effectiveDate: scheduled.endDate, reason: 'Exams' });
      expect(scheduled.nextBillingDate).to.equal(null);
      await subscribe(app, asha.userId, { type: 'CancelDowngrade' });
      const kept = (await readAfterAll(app, asha, '/api/user-subscriptions/current')).body;
      expect(kept.subscription.metadata.scheduledDowngrade).to.equal(null);
      expect(kept.nextBillingDate).to.equal(kept.endDate);
    });

    it('answers PRO given without a payment with no dates', async () => {
      const { body } = await readAfterAll(app, ravi, '/api/user-subscriptions/current');
      expect(body.subscription.type).to.equal('pro');
      expect(body).to.deep.include({ startDate: null, endDate: null, nextBillingDate: null });
    });

    it('tells when the downgrade was processed, with no period left', async () => {
      await subscribe(app, asha.userId, { type: 'DowngradeNow', plan: 'pro' });
      await changePlan(app, asha.userId, 'free');
      const { body } = await readAfterAll(app, asha, '/api/user-subscriptions/current');
      expect(body.subscription.type).to.equal('free');
      expect(body.subscription.metadata.downgradeProcessed).to.equal(true);
      expect(Date.parse(body.subscription.metadata.downgradeProcessedDate)).to.be.closeTo(Date.now(), 60_000);
      expect(body).to.deep.include({ startDate: null, endDate: null, nextBillingDate: null });
    });

    it('asks for a sign-in', async () => {
      expect((await app.request('GET', '/api/user-subscriptions/current')).status).to.equal(401);
    });
  });

  describe('GET /api/user-subscriptions/downgrade-impact', () => {
    it("answers nothing to archive within the FREE plan's limits, and the limits", async () => {
      const response = await readAfterAll(app, meera, '/api/user-subscriptions/downgrade-impact');
      expect(response.status).to.equal(200);
      expect(response.body).to.deep.equal({
        watchlists: { limit: 5, toRemove: 0 },
        privateWatchlists: { toRemove: 0 },
        moviesInWatchlists: { toRemove: 0 },
        moviesPerWatchlist: { limit: 5 },
        favorites: { limit: 10, toRemove: 0 },
        apiRequests: { limit: 20 },
      });
    });

    it('counts the private lists, the lists beyond five, the movies beyond five per kept list and the favourites beyond ten', async () => {
      const movieIds = await catalogMovieIds(app, 12);
      const lists: string[] = [];
      for (let i = 1; i <= 7; i += 1) {
        const { watchlist } = await act(ravi, 'POST', '/api/watchlist', { name: `List ${i}`, isPrivate: i === 2 });
        lists.push(watchlist._id);
      }
      // The oldest list, kept, holds seven movies; the newest, archived, holds three that go with it.
      for (const movieId of movieIds.slice(0, 7)) await act(ravi, 'POST', `/api/watchlist/${lists[0]}/movies`, { movieId });
      for (const movieId of movieIds.slice(0, 3)) await act(ravi, 'POST', `/api/watchlist/${lists[6]}/movies`, { movieId });
      for (const movieId of movieIds) await act(ravi, 'POST', '/api/favorites', { movieId });

      const { body } = await readAfterAll(app, ravi, '/api/user-subscriptions/downgrade-impact');
      // Six public lists: the newest is archived; with the private one, two lists go.
      expect(body.watchlists).to.deep.equal({ limit: 5, toRemove: 2 });
      expect(body.privateWatchlists).to.deep.equal({ toRemove: 1 });
      expect(body.moviesInWatchlists).to.deep.equal({ toRemove: 2 });
      expect(body.favorites).to.deep.equal({ limit: 10, toRemove: 2 });
    });
  });
});
