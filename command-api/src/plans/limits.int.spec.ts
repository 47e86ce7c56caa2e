import { expect } from 'chai';
import type { PlanLimits } from '@more-ai/events/catalog/index';
import { watchlistsLimitMessage } from '@more-ai/contracts/watchlists';
import { startTestApp, type TestApp } from '@more-ai/testing/app';
import { signedUpVisitor } from '@more-ai/testing/visitor';
import { planDecider } from './decide';
import { planIdOf } from './standard-plans';

describe('plan limits come from the plan streams', function () {
  this.timeout(180_000);
  let app: TestApp;
  let movieIds: string[];
  const metadata = { actor: 'system', correlationId: 'test', causationId: 'test' };

  /** Revises the FREE plan through its decider, as an admin changing its terms would; answers with what was appended. */
  const reviseFree = async (limits: Partial<PlanLimits>) => {
    const { terms } = (await app.commands.load(planDecider, planIdOf('free'))).state;
    const result = await app.commands.handle(
      planDecider,
      planIdOf('free'),
      { type: 'DefinePlan', terms: { ...terms!, limits: { ...terms!.limits, ...limits } } },
      metadata,
    );
    return result.events.map((event) => event.type);
  };

  before(async () => {
    app = await startTestApp('plan_limits');
    await app.settled();
    movieIds = await app.db('rm_movies.movies').orderBy('id').limit(5).pluck('id');
  });
  after(() => app.close());

  it('holds a FREE member to a revised favorites limit, and lifts it when the plan is revised back', async () => {
    const visitor = await signedUpVisitor(app, 'revised1');
    const add = (movieId: string) => visitor.request('POST', '/api/favorites', { json: { movieId } });
    expect(await reviseFree({ limited_favorites: 3 })).to.deep.equal(['SubscriptionPlanRevised']);

    for (const movieId of movieIds.slice(0, 3)) expect((await add(movieId)).status).to.equal(201);
    const fourth = await add(movieIds[3]!);
    expect([fourth.status, fourth.body]).to.deep.equal([
      403,
      {
        message: 'You have reached the limit of 3 favorites on the FREE plan. Upgrade to PRO for unlimited favorites.',
        code: 'FAVORITES_LIMIT_REACHED',
      },
    ]);

    await reviseFree({ limited_favorites: 10 });
    expect((await add(movieIds[3]!)).status).to.equal(201);
  });

  it('holds a FREE member to a revised watchlists limit', async () => {
    const visitor = await signedUpVisitor(app, 'revised2');
    const create = (name: string) => visitor.request('POST', '/api/watchlist', { json: { name } });
    await reviseFree({ limited_watchlists: 1 });
    try {
      expect((await create('First')).status).to.equal(201);
      const second = await create('Second');
      expect([second.status, second.body]).to.deep.equal([403, { message: watchlistsLimitMessage(1), code: 'WATCHLISTS_LIMIT_REACHED' }]);
    } finally {
      await reviseFree({ limited_watchlists: 5 });
    }
  });
});
