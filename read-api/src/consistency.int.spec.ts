import { expect } from 'chai';
import { planDecider } from '@more-ai/command-api/plans/decide';
import { STANDARD_PLANS } from '@more-ai/command-api/plans/standard-plans';
import { formatPosition } from '@more-ai/events/position';
import { createLogger } from '@more-ai/platform';
import { allProjectors, ProjectionRunner } from '@more-ai/projections';
import { startTestApp, type TestApp } from '@more-ai/testing/app';

const system = { actor: 'system', correlationId: 'test', causationId: 'test' };

describe('read-your-writes (X-Min-Position)', function () {
  this.timeout(30_000);
  let app: TestApp;
  let paused = false;

  before(async () => {
    app = await startTestApp('read_your_writes');
  });
  after(async () => {
    // The runner started by resumeProjections is not the one startApp made, so stop it here.
    await app.projections.stop();
    await app.close();
  });

  /** Stops projecting, so the next write is not yet in any read model. */
  const pauseProjections = async () => {
    await app.projections.stop();
    paused = true;
  };
  const resumeProjections = async () => {
    const runner = new ProjectionRunner({
      store: app.events.log,
      db: app.db,
      databaseUrl: app.databaseUrl,
      projectors: allProjectors,
      log: createLogger('test', process.env.LOG_LEVEL),
    });
    await runner.start();
    app.projections = runner;
    paused = false;
  };
  afterEach(async () => {
    if (paused) await resumeProjections();
  });

  const renamePro = async (displayName: string) => {
    const pro = STANDARD_PLANS.find((p) => p.type === 'pro')!;
    const result = await app.commands.handle(planDecider, pro.planId, { type: 'DefinePlan', terms: { ...pro, displayName } }, system);
    return formatPosition(result.position!);
  };
  const proName = (body: { type: string; displayName: string }[]) => body.find((p) => p.type === 'pro')!.displayName;

  it('waits until the read model shows the client’s own write', async () => {
    await pauseProjections();
    const position = await renamePro('PRO Monthly');
    setTimeout(() => void resumeProjections(), 400);
    const started = Date.now();
    const response = await app.request('GET', '/api/subscriptions/active', { headers: { 'X-Min-Position': position } });
    expect(Date.now() - started).to.be.at.least(300);
    expect(response.status).to.equal(200);
    expect(response.headers.get('x-read-model-stale')).to.equal(null);
    expect(proName(response.body)).to.equal('PRO Monthly');
  });

  it('answers without waiting when the client sends no position, or a malformed one', async () => {
    await pauseProjections();
    await renamePro('PRO Unseen');
    for (const headers of [{}, { 'X-Min-Position': 'not-a-position' }] as Record<string, string>[]) {
      const response = await app.request('GET', '/api/subscriptions/active', { headers });
      expect(response.status).to.equal(200);
      expect(response.headers.get('x-read-model-stale')).to.equal(null);
      expect(proName(response.body)).not.to.equal('PRO Unseen');
    }
  });

  it('answers after 3 s anyway, marked as possibly stale, when projections are behind', async () => {
    await pauseProjections();
    const position = await renamePro('PRO Late');
    const started = Date.now();
    const response = await app.request('GET', '/api/subscriptions/active', { headers: { 'X-Min-Position': position } });
    expect(Date.now() - started).to.be.at.least(2900);
    expect(response.status).to.equal(200);
    expect(response.headers.get('x-read-model-stale')).to.equal('true');
  });
});
