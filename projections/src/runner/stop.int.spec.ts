import { expect } from 'chai';
import { randomBytes } from 'node:crypto';
import { openEventLog } from '@more-ai/events/open';
import { createLogger, openDatabase } from '@more-ai/platform';
import { createTestDatabase } from '@more-ai/testing';
import { allProjectors } from '../index';
import { ProjectionRunner } from './runner';

describe('stopping the projection runner', function () {
  this.timeout(60_000);

  it('stops at any moment after starting, even while projectors are still subscribing', async () => {
    const database = await createTestDatabase('runner_stop');
    const events = await openEventLog({ databaseUrl: database.url, masterKey: randomBytes(32) });
    const db = openDatabase(database.url, { applicationName: 'test' });
    try {
      for (const delay of [0, 1, 5, 20, 50]) {
        const runner = new ProjectionRunner({
          store: events.log,
          db,
          databaseUrl: database.url,
          projectors: allProjectors,
          log: createLogger('test', 'silent'),
        });
        await runner.start();
        await new Promise((resolve) => setTimeout(resolve, delay));
        const stopped = await Promise.race([
          runner.stop().then(() => true),
          new Promise((resolve) => setTimeout(() => resolve(false), 10_000)),
        ]);
        expect(stopped, `stop after ${delay} ms`).to.equal(true);
      }
    } finally {
      await db.destroy();
      await events.close();
      await database.drop();
    }
  });
});
