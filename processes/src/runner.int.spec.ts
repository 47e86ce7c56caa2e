import { expect } from 'chai';
import { randomBytes } from 'node:crypto';
import type { Knex } from 'knex';
import { openEventLog, type OpenedEventLog } from '@more-ai/events/open';
import { createLogger, openDatabase } from '@more-ai/platform';
import { createTestDatabase, type TestDatabase } from '@more-ai/testing';
import { defineReactor } from './reactor';
import { ProcessRunner } from './runner';

const log = createLogger('test', process.env.LOG_LEVEL ?? 'silent');

describe("a reactor's jobs across a lost database connection", function () {
  this.timeout(60_000);
  let database: TestDatabase;
  let events: OpenedEventLog;
  let db: Knex;
  let runner: ProcessRunner;
  let sweeps = 0;

  const until = async (what: string, condition: () => boolean, ms = 10_000) => {
    const started = Date.now();
    while (!condition()) {
      if (Date.now() - started > ms) throw new Error(`${what} did not happen within ${ms} ms`);
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  };

  beforeEach(async () => {
    database = await createTestDatabase('reactor_jobs');
    events = await openEventLog({ databaseUrl: database.url, masterKey: randomBytes(32) });
    db = openDatabase(database.url, { applicationName: 'jobs spec' });
    const reactor = defineReactor({
      name: 'sweeper',
      schema: 'pm_sweeper',
      migrations: {},
      on: {},
      jobs: [
        {
          name: 'sweep',
          everyMs: 20,
          run: async (jobDb) => {
            await jobDb.raw('SELECT 1');
            sweeps += 1;
          },
        },
      ],
    });
    runner = new ProcessRunner({ store: events.log, db, databaseUrl: database.url, reactors: [reactor], log });
    await runner.start();
  });
  afterEach(async () => {
    await database.refuseConnections(false);
    await runner.stop();
    await db.destroy();
    await events.close();
    await database.drop();
  });

  it('stops sweeping while the reactor stands by without its lock, and sweeps again once it holds it', async () => {
    await until('a first sweep', () => sweeps > 0);

    await database.refuseConnections(true);
    await database.terminateConnections();
    await until('the reactor standing by', () => runner.state('sweeper') === 'standby');
    const whileAway = sweeps;
    // Several job periods pass; none sweeps, since only the lock's holder may.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(sweeps).to.equal(whileAway);

    await database.refuseConnections(false);
    await until('the reactor running again', () => runner.state('sweeper') === 'running', 5000);
    await until('a sweep after the return', () => sweeps > whileAway);
  });
});
