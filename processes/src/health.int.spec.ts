import { randomBytes } from 'node:crypto';
import { expect } from 'chai';
import { openEventLog, type OpenedEventLog } from '@more-ai/events/open';
import { createLogger, openDatabase } from '@more-ai/platform';
import { createTestDatabase, type TestDatabase } from '@more-ai/testing';
import type { Knex } from 'knex';
import type { ProcessCommands } from './commands';
import { allReactors, assertReactorsActive, NO_MAIL, reactorTables } from './index';
import { ProcessRunner } from './runner';

const log = createLogger('test', process.env.LOG_LEVEL ?? 'silent');
const idle: ProcessCommands = {
  abandonRegistration: async () => 'abandoned',
  releaseEmailReservation: async () => undefined,
  releaseUsernameReservation: async () => undefined,
  closeWatchlistSlot: async () => undefined,
  recordMailOutcome: async () => undefined,
  completeCapture: async () => undefined,
  alignPlanWithSubscription: async () => undefined,
  endSubscriptionPeriod: async () => undefined,
  abandonOrder: async () => undefined,
  archiveOverFreeLimits: async () => undefined,
  restoreArchive: async () => undefined,
};

async function refusal(check: Promise<void>): Promise<string | undefined> {
  return check.then(
    () => undefined,
    (error: Error) => error.message,
  );
}

describe('the reactors, as a service that does not run them reports them', function () {
  this.timeout(60_000);
  let database: TestDatabase;
  let events: OpenedEventLog;
  let db: Knex;

  before(async () => {
    database = await createTestDatabase('reactor-health');
    events = await openEventLog({ databaseUrl: database.url, masterKey: randomBytes(32) });
    db = openDatabase(database.url, { applicationName: 'reactor-health' });
  });
  after(async () => {
    await db?.destroy();
    await events?.close();
    await database?.drop();
  });

  it('knows every reactor by name and schema without being able to run one', () => {
    expect(reactorTables).to.deep.equal(allReactors(idle, { mail: NO_MAIL }).map(({ name, schema }) => ({ name, schema })));
  });

  it('names the reactors without an active instance anywhere, and none once a processes runner holds them', async () => {
    expect(await refusal(assertReactorsActive(db))).to.equal(
      'No active instance of reactor(s): signup_reservations, watchlist_slots, mail_outbox, payments, archive',
    );
    const runner = new ProcessRunner({
      store: events.log,
      db,
      databaseUrl: database.url,
      reactors: allReactors(idle, { mail: NO_MAIL }),
      log,
    });
    await runner.start();
    try {
      while (!runner.running) await new Promise((resolve) => setTimeout(resolve, 20));
      expect(await refusal(assertReactorsActive(db))).to.equal(undefined);
    } finally {
      await runner.stop();
    }
    expect(await refusal(assertReactorsActive(db))).to.match(/^No active instance of reactor\(s\)/);
  });
});
