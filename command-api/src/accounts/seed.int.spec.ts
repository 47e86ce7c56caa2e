import { expect } from 'chai';
import { randomBytes } from 'node:crypto';
import { startApp, type AppOptions, type RunningApp } from '@more-ai/launcher/app';
import { createLogger } from '@more-ai/platform';
import { sessionSecretsFrom } from '@more-ai/platform/auth/secrets';
import { createTestDatabase, type TestDatabase } from '@more-ai/testing';
import { seedAccounts } from './seed';

describe('seeded accounts', function () {
  this.timeout(120_000);
  let database: TestDatabase;
  let options: AppOptions;
  const running: RunningApp[] = [];
  const start = async (more: Partial<AppOptions> = {}) => {
    const app = await startApp({ ...options, ...more });
    running.push(app);
    return app;
  };
  const login = async (app: RunningApp, email: string, password: string) => {
    const response = await fetch(`${app.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email, password }),
    });
    return { status: response.status, body: (await response.json()) as { user?: { role: string } } };
  };

  before(async () => {
    database = await createTestDatabase('seed_accounts');
    // The keys stay the same across the restarts, as DATA_DIR/secrets keeps them for npm start.
    options = {
      databaseUrl: database.url,
      port: 0,
      masterKey: randomBytes(32),
      sessionSecret: randomBytes(32),
      log: createLogger('test', process.env.LOG_LEVEL),
    };
  });
  afterEach(async () => {
    await Promise.all(running.splice(0).map((app) => app.stop()));
  });
  after(() => database.drop());

  it('creates a demo superadmin and two demo users at the first start only, with logins that work', async () => {
    const first = await start({ demoAccounts: true });
    expect(first.demoLogins.map((l) => [l.role, l.email])).to.deep.equal([
      ['superadmin', 'superadmin@moreai.local'],
      ['user', 'asha@moreai.local'],
      ['user', 'ravi@moreai.local'],
    ]);
    for (const { email, password, role } of first.demoLogins) {
      const response = await login(first, email, password);
      expect([response.status, response.body.user?.role], email).to.deep.equal([200, role]);
    }
    const { password } = first.demoLogins[1]!;
    await first.stop();

    const second = await start({ demoAccounts: true });
    expect(second.demoLogins).to.deep.equal([]);
    expect((await login(second, 'asha@moreai.local', password)).status).to.equal(200);
  });

  it('creates the configured superadmin once and never shows its password', async () => {
    const superadmin = { email: 'owner@example.com', password: 'Owner#2024pw' };
    const app = await start({ superadmin });
    expect(app.demoLogins).to.deep.equal([]);
    expect((await login(app, superadmin.email, superadmin.password)).body.user?.role).to.equal('superadmin');
    const again = await seedAccounts(app.commands, sessionSecretsFrom(randomBytes(32)), { superadmin });
    expect(again.demoLogins).to.deep.equal([]);
  });

  it('refuses a configured superadmin password that breaks the password rules', async () => {
    const app = await start({ seed: false });
    const weak = seedAccounts(app.commands, sessionSecretsFrom(randomBytes(32)), {
      superadmin: { email: 'weak@example.com', password: 'password' },
    });
    await weak.then(
      () => expect.fail('the weak password was accepted'),
      (error: Error) => expect(error.message).to.equal('SUPERADMIN_EMAIL / SUPERADMIN_PASSWORD: Password does not meet requirements'),
    );
  });
});
