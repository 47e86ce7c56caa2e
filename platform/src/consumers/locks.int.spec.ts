import { expect } from 'chai';
import { Writable } from 'node:stream';
import type { Knex } from 'knex';
import pino from 'pino';
import { createTestDatabase, type TestDatabase } from '@more-ai/testing';
import { openDatabase } from '../database';
import { ConsumerLocks, isLockHeld, type LockSession } from './locks';

const KEY = 'more-ai:test:locks';
const APPLICATION = 'locks spec';

describe('consumer locks across a lost connection', function () {
  this.timeout(60_000);
  let database: TestDatabase;
  let db: Knex;
  let locks: ConsumerLocks;
  let losses: unknown[];
  let logged: { level: number; msg: string }[];

  const until = async (what: string, condition: () => Promise<boolean> | boolean, ms = 10_000) => {
    const started = Date.now();
    while (!(await condition())) {
      if (Date.now() - started > ms) throw new Error(`${what} did not happen within ${ms} ms`);
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  };

  beforeEach(async () => {
    database = await createTestDatabase('consumer_locks');
    db = openDatabase(database.url, { applicationName: 'locks spec observer' });
    losses = [];
    logged = [];
    const log = pino(
      { level: 'debug' },
      new Writable({
        write(chunk: Buffer, _encoding, done) {
          const { level, msg } = JSON.parse(chunk.toString());
          logged.push({ level, msg });
          done();
        },
      }),
    );
    locks = new ConsumerLocks(database.url, APPLICATION, log, (error) => losses.push(error));
    await locks.connect();
  });
  afterEach(async () => {
    await database.refuseConnections(false);
    await locks.close();
    await db.destroy();
    await database.drop();
  });

  it('marks the session lost when PostgreSQL ends its connection, and takes the lock again on a new one', async () => {
    const first = await locks.tryLock(KEY);
    expect(first?.lost).to.equal(false);

    expect(await database.terminateConnections(APPLICATION)).to.deep.equal([APPLICATION]);
    await until('the loss being noticed', () => first!.lost);
    expect(losses).to.have.length(1);

    let second: LockSession | undefined;
    await until('the lock taken again', async () => (second = await locks.tryLock(KEY).catch(() => undefined)) !== undefined);
    expect(second!.lost).to.equal(false);
    expect(await isLockHeld(db, KEY)).to.equal(true);
    expect(logged.filter((line) => line.level >= 40).map((line) => line.msg)).to.deep.equal([
      'lock connection lost: consumers here stand by until it is open again',
    ]);
    expect(logged.filter((line) => line.level === 30).map((line) => line.msg)).to.deep.equal([
      'lock connection open again: consumers here take their locks back',
    ]);
  });

  it('while the database refuses connections, tries again after growing waits rather than at every ask, and logs the outage once', async () => {
    await locks.tryLock(KEY);
    await database.refuseConnections(true);
    await database.terminateConnections(APPLICATION);
    await until('the loss being noticed', () => losses.length === 1);

    // A caller that asks every 10 ms for 3 s: only the backoff decides how often the database is tried.
    let tries = 0;
    let previousWait = 0;
    for (const started = Date.now(); Date.now() - started < 3000;) {
      const outcome = await locks.tryLock(KEY).then(
        () => 'locked',
        () => 'refused',
      );
      expect(outcome).to.equal('refused');
      // A new wait, longer than what was left of the previous one, means the database was tried again.
      const wait = locks.retryInMs();
      if (wait > previousWait) tries += 1;
      previousWait = wait;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    expect(tries).to.be.within(3, 10);
    expect(logged.filter((line) => line.level >= 40).map((line) => line.msg)).to.deep.equal([
      'lock connection lost: consumers here stand by until it is open again',
    ]);

    await database.refuseConnections(false);
    let session: LockSession | undefined;
    await until('the lock taken again', async () => (session = await locks.tryLock(KEY).catch(() => undefined)) !== undefined);
    expect(session!.lost).to.equal(false);
    expect(logged.filter((line) => line.level === 30)).to.have.length(1);
  });
});
