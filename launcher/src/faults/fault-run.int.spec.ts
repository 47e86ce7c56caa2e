import { expect } from 'chai';
import { createLogger } from '@more-ai/platform';
import { startFaultRunApp, type FaultRunApp } from '@more-ai/testing/faults/fault-app';
import { signedUpModels, type MemberModel } from '@more-ai/testing/faults/load';
import { describeRun, faultRun, type RunFigures } from '@more-ai/testing/faults/run';
import { catalogMovieIds } from '@more-ai/testing/members';

/**
 * Issue 17's bounds: the app serves again within 20 s of a SIGKILL of its PostgreSQL; after its
 * connections are ended, or PostgreSQL runs again after a pause, within a few seconds.
 */
const SERVING_AGAIN_WITHIN_MS = { terminate: 5_000, pause: 5_000, kill: 20_000 };

/**
 * Issue 17, "a repeated fault run loses nothing and applies nothing twice": members add and remove
 * favourites, fill and empty lists and send Contact Us messages, retrying each failed write with
 * its Idempotency-Key, while PostgreSQL loses every connection, stalls and is killed; twice. The
 * bench's `npm run bench:faults` is the long version (bench/src/fault-run.ts).
 */
describe('a repeated fault run', function () {
  this.timeout(120_000);
  let app: FaultRunApp | undefined;
  let models: MemberModel[];
  let movieIds: string[];

  before(async () => {
    app = await startFaultRunApp({
      label: 'fault-run',
      log: createLogger('test', process.env.LOG_LEVEL),
      checkResponses: true,
      requestTimeoutMs: 20_000,
    });
    models = await signedUpModels(app, 6, 'faulty');
    movieIds = await catalogMovieIds(app, 12);
  });

  after(async () => {
    // Whatever failed above, PostgreSQL runs again and everything stops, or the whole test run hangs.
    await app?.close();
  });

  for (const run of [1, 2]) {
    it(`loses no acknowledged write, applies none twice, keeps the FREE limits and serves again after each fault (run ${run})`, async () => {
      const figures: RunFigures = await faultRun(app!, models, {
        label: `run ${run}`,
        rate: 20,
        durationMs: 22_000,
        movieIds,
        schedule: [
          { atMs: 2_000, fault: { kind: 'terminate' } },
          { atMs: 5_000, fault: { kind: 'pause', ms: 5_000 } },
          { atMs: 12_000, fault: { kind: 'kill' } },
        ],
        retry: { giveUpMs: 30_000, backoffMs: 250, maxBackoffMs: 2_000 },
      });
      console.log(describeRun(figures).join('\n'));

      expect(figures.verdict.lost, 'acknowledged writes lost').to.deep.equal([]);
      expect(figures.verdict.duplicated, 'writes applied twice').to.deep.equal([]);
      expect(figures.verdict.broken, 'rules broken').to.deep.equal([]);
      // Every write got its answer within the give-up time: the app served again, and no key was left 'still being processed'.
      expect(figures.givenUp, 'writes neither acknowledged nor refused').to.deep.equal([]);
      expect(figures.verdict.healthyAfterMs, JSON.stringify(figures.verdict.health)).to.not.equal(undefined);
      expect(figures.acknowledged, 'writes acknowledged').to.be.above(20);
      const bounds = [SERVING_AGAIN_WITHIN_MS.terminate, SERVING_AGAIN_WITHIN_MS.pause, SERVING_AGAIN_WITHIN_MS.kill];
      expect(figures.faults).to.have.length(3);
      figures.faults.forEach((fault, i) => {
        expect(fault.servingAgainMs, `${fault.name}: serving again after it`).to.be.a('number').and.at.most(bounds[i]!);
      });
    });
  }
});
