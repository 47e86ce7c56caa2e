import { expect } from 'chai';
import type { Knex } from 'knex';
import { ApiError, openDatabase } from '@more-ai/platform';
import { createTestDatabase, type TestDatabase } from '@more-ai/testing';
import { migrateCommandApi } from '../migrations';
import { LoginThrottle } from './login-throttle';

describe('login throttling', function () {
  this.timeout(30_000);
  let database: TestDatabase;
  let dbs: Knex[];
  // Two throttles on two pools stand for two command-api processes.
  let first: LoginThrottle;
  let second: LoginThrottle;

  const refusal = async (attempt: Promise<void>): Promise<ApiError | undefined> => {
    try {
      await attempt;
      return undefined;
    } catch (error) {
      if (error instanceof ApiError) return error;
      throw error;
    }
  };

  before(async () => {
    database = await createTestDatabase('login_throttle');
    dbs = [openDatabase(database.url, { applicationName: 'throttle 1' }), openDatabase(database.url, { applicationName: 'throttle 2' })];
    await migrateCommandApi(dbs[0]!);
    first = new LoginThrottle(dbs[0]!);
    second = new LoginThrottle(dbs[1]!);
  });
  after(async () => {
    await Promise.all(dbs.map((db) => db.destroy()));
    await database.drop();
  });

  it('refuses the sixth attempt after five failures for one account, counted across processes, in any letter case', async () => {
    for (let i = 0; i < 5; i += 1) {
      const throttle = i % 2 === 0 ? first : second;
      expect(await refusal(throttle.check('Asha@Example.com', `10.0.0.${i}`)), `attempt ${i + 1}`).to.equal(undefined);
      await throttle.recordFailure(i % 2 === 0 ? 'asha@example.com' : ' ASHA@example.com ', `10.0.0.${i}`);
    }
    for (const throttle of [first, second]) {
      const error = await refusal(throttle.check('asha@example.com', '10.0.0.99'));
      expect(error?.status).to.equal(429);
      expect(error?.message).to.equal('Too many failed login attempts. Please try again in 15 minutes.');
    }
  });

  it('leaves other accounts alone', async () => {
    expect(await refusal(first.check('ravi@example.com', '10.0.0.1'))).to.equal(undefined);
    expect(await refusal(second.check('ravi@example.com', '10.0.0.1'))).to.equal(undefined);
  });

  it('starts an account afresh after a successful login', async () => {
    for (let i = 0; i < 4; i += 1) await first.recordFailure('meera@example.com', '10.1.0.1');
    await second.reset('meera@example.com');
    await first.recordFailure('meera@example.com', '10.1.0.1');
    expect(await refusal(second.check('meera@example.com', '10.1.0.1'))).to.equal(undefined);
  });

  it('refuses an address after twenty failures over any accounts, other addresses still welcome', async () => {
    for (let i = 0; i < 20; i += 1) await (i % 2 ? first : second).recordFailure(`guess${i}@example.com`, '192.0.2.7');
    const error = await refusal(first.check('someone-new@example.com', '192.0.2.7'));
    expect([error?.status, error?.message]).to.deep.equal([429, 'Too many failed login attempts. Please try again in 15 minutes.']);
    expect(await refusal(second.check('someone-new@example.com', '192.0.2.8'))).to.equal(undefined);
  });

  it('keeps e-mail addresses out of its table', async () => {
    const keys = (await dbs[0]!('command_api.failed_logins').select('key')).map((row) => row.key as string);
    expect(keys).to.not.be.empty;
    expect(keys.join(' ')).to.not.include('@');
  });
});
