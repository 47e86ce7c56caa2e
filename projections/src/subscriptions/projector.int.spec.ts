import { expect } from 'chai';
import { randomUUID } from 'node:crypto';
import { startTestApp, type TestApp } from '@more-ai/testing/app';
import { registerAccounts } from '@more-ai/testing/members';
import { subscribe } from '@more-ai/testing/paid-orders';
import { rebuildProjection } from '../runner/rebuild';
import { subscriptionsProjector } from './projector';
import { currentSubscriptionOf } from './queries';

describe('the subscriptions read model', function () {
  this.timeout(60_000);
  let app: TestApp;
  const ids = { asha: randomUUID(), ravi: randomUUID(), meera: randomUUID(), kiran: randomUUID() };
  const pay = (userId: string, capturedAt: string, durationMonths = 1) =>
    subscribe(app, userId, { type: 'ApplyPayment', orderId: `order_${randomUUID()}`, planId: 'pro-plan', durationMonths, capturedAt });
  const rowOf = (userId: string) => app.db('rm_subscriptions.subscriptions').where({ user_id: userId }).first();
  const rows = () => app.db('rm_subscriptions.subscriptions').whereIn('user_id', Object.values(ids)).orderBy('user_id');
  const iso = (date: Date | null) => date?.toISOString() ?? null;
  const now = Date.now();
  const inDays = (days: number) => new Date(now + days * 86_400_000).toISOString();

  before(async () => {
    app = await startTestApp('subscriptions_projector');
    await registerAccounts(app, ids);
    // Asha pays twice: the second month follows the first.
    await pay(ids.asha, inDays(-10));
    await pay(ids.asha, inDays(-5));
    await subscribe(app, ids.asha, { type: 'ScheduleDowngrade', reason: 'Too many films' });
    await subscribe(app, ids.asha, { type: 'CancelDowngrade' });
    await subscribe(app, ids.asha, { type: 'ScheduleDowngrade', reason: 'Going abroad' });
    // Ravi goes FREE at once, then pays again.
    await pay(ids.ravi, inDays(-20));
    await subscribe(app, ids.ravi, { type: 'DowngradeNow', plan: 'pro' });
    await pay(ids.ravi, inDays(-1));
    // Meera's month ran out a year ago.
    await pay(ids.meera, inDays(-400));
    await subscribe(app, ids.meera, { type: 'EndPeriod' });
    await app.settled();
  });
  after(() => app.close());

  it('extends a running period from its first start, and keeps the downgrade scheduled last', async () => {
    const asha = await rowOf(ids.asha);
    expect(asha).to.include({ active: true, scheduled_reason: 'Going abroad', downgraded_at: null });
    expect(iso(asha.period_start)).to.equal(inDays(-10));
    expect(Date.parse(asha.period_end)).to.be.greaterThan(Date.parse(inDays(45)));
    expect(iso(asha.scheduled_effective_date)).to.equal(iso(asha.period_end));
  });

  it('starts a new period after a downgrade, and remembers the downgrade', async () => {
    const ravi = await rowOf(ids.ravi);
    expect(ravi).to.include({ active: true, downgrade_cause: 'immediate', scheduled_at: null });
    expect(iso(ravi.period_start)).to.equal(inDays(-1));
  });

  it('ends a period that ran out as expired', async () => {
    expect(await rowOf(ids.meera)).to.include({ active: false, downgrade_cause: 'expired' });
  });

  it('answers the current subscription: the paid period, the scheduled downgrade, no next billing while it is scheduled', async () => {
    const asha = await rowOf(ids.asha);
    expect(await currentSubscriptionOf(app.db, ids.asha, 'pro')).to.deep.equal({
      id: ids.asha,
      subscription: {
        type: 'pro',
        displayName: 'PRO',
        metadata: {
          scheduledDowngrade: { effectiveDate: iso(asha.period_end), reason: 'Going abroad', scheduledAt: iso(asha.scheduled_at) },
          downgradeProcessed: false,
          downgradeProcessedDate: null,
          archivedContent: { watchlists: 0, moviesInWatchlists: 0, favorites: 0 },
        },
      },
      startDate: inDays(-10),
      endDate: iso(asha.period_end),
      nextBillingDate: null,
    });
    const ravi = await currentSubscriptionOf(app.db, ids.ravi, 'pro');
    expect(ravi).to.deep.include({ startDate: inDays(-1), nextBillingDate: ravi.endDate });
    // A new paid period supersedes the downgrade before it.
    expect(ravi.subscription.metadata).to.include({ downgradeProcessed: false, downgradeProcessedDate: null });
  });

  it('answers FREE with no period, and the downgrade that was processed', async () => {
    const meera = await rowOf(ids.meera);
    const current = await currentSubscriptionOf(app.db, ids.meera, 'free');
    expect(current).to.deep.include({ startDate: null, endDate: null, nextBillingDate: null });
    expect(current.subscription).to.deep.include({ type: 'free', displayName: 'FREE' });
    expect(current.subscription.metadata).to.include({
      downgradeProcessed: true,
      downgradeProcessedDate: iso(meera.downgraded_at),
      scheduledDowngrade: null,
    });
  });

  it('answers PRO given without a payment with no dates, and an account never subscribed as plain FREE', async () => {
    const granted = await currentSubscriptionOf(app.db, ids.kiran, 'pro');
    expect(granted).to.deep.include({ startDate: null, endDate: null, nextBillingDate: null });
    expect(granted.subscription.type).to.equal('pro');
    const free = await currentSubscriptionOf(app.db, ids.kiran, 'free');
    expect(free.subscription.metadata).to.deep.equal({
      scheduledDowngrade: null,
      downgradeProcessed: false,
      downgradeProcessedDate: null,
      archivedContent: { watchlists: 0, moviesInWatchlists: 0, favorites: 0 },
    });
  });

  it('rebuilds from the log into the same rows', async () => {
    const incremental = await rows();
    expect(incremental).to.have.length(3);
    await rebuildProjection({ store: app.events.log, db: app.db, projector: subscriptionsProjector });
    expect(await rows()).to.deep.equal(incremental);
  });
});
