import { randomBytes } from 'node:crypto';
import { expect } from 'chai';
import type { Knex } from 'knex';
import { LimitReached, openDatabase } from '@more-ai/platform';
import { createTestDatabase, type TestDatabase } from '@more-ai/testing';
import { migrateCommandApi } from '../migrations';
import { LoginThrottle, type LoginAttempt, type LoginThrottleOptions } from './login-throttle';

describe('login throttling', function () {
  this.timeout(30_000);
  const pepper = randomBytes(32);
  let database: TestDatabase;
  let dbs: Knex[];
  // Two throttles on two pools stand for two command-api processes.
  let first: LoginThrottle;
  let second: LoginThrottle;
  /** The waits the slow-down asked for, instead of waiting. */
  let delays: number[] = [];
  const options: LoginThrottleOptions = { sleep: async (ms) => void delays.push(ms) };

  const refusal = async (attempt: Promise<LoginAttempt>): Promise<LimitReached | undefined> => {
    try {
      await attempt;
      return undefined;
    } catch (error) {
      if (error instanceof LimitReached) return error;
      throw error;
    }
  };

  before(async () => {
    database = await createTestDatabase('login_throttle');
    dbs = [openDatabase(database.url, { applicationName: 'throttle 1' }), openDatabase(database.url, { applicationName: 'throttle 2' })];
    await migrateCommandApi(dbs[0]!);
    first = new LoginThrottle(dbs[0]!, pepper, options);
    second = new LoginThrottle(dbs[1]!, pepper, options);
  });
  beforeEach(() => {
    delays = [];
  });
  after(async () => {
    await Promise.all(dbs.map((db) => db.destroy()));
    await database.drop();
  });

  it('lets five attempts per account and address through, counted across processes in any letter case, then says how long to wait', async () => {
    for (let i = 0; i < 5; i += 1) {
      const throttle = i % 2 === 0 ? first : second;
      expect(
        await refusal(throttle.begin(i % 2 === 0 ? 'Asha@Example.com' : ' ASHA@example.com ', '10.0.0.1')),
        `attempt ${i + 1}`,
      ).to.equal(undefined);
    }
    for (const throttle of [first, second]) {
      const error = await refusal(throttle.begin('asha@example.com', '10.0.0.1'));
      expect([error?.code, error?.message]).to.deep.equal([
        'TOO_MANY_LOGIN_ATTEMPTS',
        'Too many failed login attempts. Please try again in 15 minutes.',
      ]);
      expect(error?.retryAfterSeconds).to.be.within(899, 900);
    }
  });

  it('still lets the owner in from another address, and leaves other accounts alone', async () => {
    expect(await refusal(second.begin('asha@example.com', '10.0.0.2'))).to.equal(undefined);
    expect(await refusal(first.begin('ravi@example.com', '10.0.0.1'))).to.equal(undefined);
  });

  it('of 40 attempts at once on one account from one address, lets exactly five through', async () => {
    const outcomes = await Promise.all(
      Array.from({ length: 40 }, (_, i) => refusal((i % 2 ? first : second).begin('meera@example.com', '10.0.0.3'))),
    );
    expect(outcomes.filter((error) => error === undefined)).to.have.length(5);
    expect(outcomes.filter((error) => error?.code === 'TOO_MANY_LOGIN_ATTEMPTS')).to.have.length(35);
  });

  it('starts the pair afresh after a successful login', async () => {
    for (let i = 0; i < 4; i += 1) await first.begin('kiran@example.com', '10.1.0.1');
    await (await second.begin('kiran@example.com', '10.1.0.1')).succeeded();
    for (let i = 0; i < 5; i += 1) expect(await refusal(first.begin('kiran@example.com', '10.1.0.1'))).to.equal(undefined);
  });

  it('refuses an address after 100 attempts over any accounts, other addresses still welcome', async () => {
    for (let i = 0; i < 100; i += 1) await (i % 2 ? first : second).begin(`guess${i}@example.com`, '192.0.2.7');
    const error = await refusal(first.begin('someone-new@example.com', '192.0.2.7'));
    expect([error?.code, error?.message]).to.deep.equal([
      'TOO_MANY_LOGIN_ATTEMPTS',
      'Too many failed login attempts. Please try again in 15 minutes.',
    ]);
    expect(await refusal(second.begin('someone-new@example.com', '192.0.2.8'))).to.equal(undefined);
  });

  it('gives a successful login its attempt back, so people sharing an address are not counted for signing in', async () => {
    for (let i = 0; i < 120; i += 1) await (await (i % 2 ? first : second).begin(`member${i}@example.com`, '198.51.100.1')).succeeded();
    expect(await refusal(first.begin('member0@example.com', '198.51.100.1'))).to.equal(undefined);
  });

  it('counts an IPv6 /64 as one address, and an IPv4-mapped address as IPv4', async () => {
    const throttle = new LoginThrottle(dbs[0]!, pepper, { ...options, perAccountAndAddress: 2 });
    await throttle.begin('omar@example.com', '2001:db8:1:2::1');
    await throttle.begin('omar@example.com', '2001:db8:1:2:ffff::2');
    expect((await refusal(throttle.begin('omar@example.com', '2001:0db8:0001:0002:0:0:0:3')))?.code).to.equal('TOO_MANY_LOGIN_ATTEMPTS');
    expect(await refusal(throttle.begin('omar@example.com', '2001:db8:1:3::1'))).to.equal(undefined);
    await throttle.begin('omar@example.com', '::ffff:203.0.113.9');
    await throttle.begin('omar@example.com', '203.0.113.9');
    expect((await refusal(throttle.begin('omar@example.com', '203.0.113.9')))?.code).to.equal('TOO_MANY_LOGIN_ATTEMPTS');
  });

  it('slows an account down after ten failures from many addresses, more and more, but never locks it', async () => {
    for (let i = 0; i < 14; i += 1)
      expect(await refusal((i % 2 ? first : second).begin('priya@example.com', `203.0.113.${i + 10}`))).to.equal(undefined);
    expect(delays).to.deep.equal([1000, 2000, 4000, 8000]);
    delays = [];
    // The owner, from a fresh address, is held back too, never refused.
    const owner = await first.begin('priya@example.com', '198.51.100.200');
    expect(delays).to.deep.equal([10_000]);
    await owner.succeeded();
  });

  it('keeps e-mail addresses and client addresses out of its table', async () => {
    const keys = (await dbs[0]!('command_api.failed_logins').select('key')).map((row) => row.key as string);
    expect(keys).to.not.be.empty;
    expect(keys.join(' ')).to.not.match(/@|10\.0\.0|192\.0\.2|2001/);
  });
});
