import http from 'node:http';
import { expect } from 'chai';
import { START } from '@more-ai/events/position';
import { startTestApp, type TestApp } from '@more-ai/testing/app';
import { accountDecider } from './decide';
import { ACCOUNT_INACTIVE, EMAIL_NOT_VERIFIED, INVALID_CREDENTIALS } from './login-routes';
import { ADMIN_CREATED } from './signup-routes';
import { PASSWORD, signedUpVisitor, Visitor } from '@more-ai/testing/visitor';

describe('logging in, refreshing, logging out and creating admins', function () {
  this.timeout(120_000);
  let app: TestApp;
  const superadmin = { email: 'root@example.com', password: 'Root#2024x' };
  const login = (visitor: Visitor, email: string, password = PASSWORD) =>
    visitor.request('POST', '/api/auth/login', { json: { email, password } });
  const userIdOf = async (email: string) => (await app.db('rm_users.users').where({ email }).first('id')).id as string;
  /** A login sent from another loopback address, as a person elsewhere would: the app sees that address. */
  const loginFrom = (localAddress: string, email: string, password = PASSWORD) =>
    new Promise<{ status: number; retryAfter: string | undefined; message: string }>((resolve, reject) => {
      const body = JSON.stringify({ email, password });
      const request = http.request(
        `${app.url.replace('localhost', '127.0.0.1')}/api/auth/login`,
        { method: 'POST', localAddress, headers: { 'Content-Type': 'application/json' } },
        (response) => {
          let text = '';
          response.on('data', (chunk) => (text += chunk));
          response.on('end', () =>
            resolve({ status: response.statusCode!, retryAfter: response.headers['retry-after'], message: JSON.parse(text).message }),
          );
        },
      );
      request.on('error', reject);
      request.end(body);
    });

  before(async () => {
    app = await startTestApp('login', { superadmin });
    await Promise.all(['lata', 'mohan', 'nila', 'omar', 'priya'].map((name) => signedUpVisitor(app, name)));
    await app.settled();
  });
  after(() => app.close());

  it('refuses a login without e-mail or password (SPEC §5)', async () => {
    const visitor = new Visitor(app);
    const noEmail = await visitor.request('POST', '/api/auth/login', { json: { password: PASSWORD } });
    expect([noEmail.status, noEmail.body.message]).to.deep.equal([400, 'Email is required']);
    const noPassword = await visitor.request('POST', '/api/auth/login', { json: { email: 'lata@example.com', password: '' } });
    expect([noPassword.status, noPassword.body.message]).to.deep.equal([400, 'Password is required']);
  });

  it('logs in with the e-mail in any letter case: user, csrfToken and the session cookies', async () => {
    const visitor = new Visitor(app);
    const response = await login(visitor, 'LATA@Example.com');
    expect(response.status).to.equal(200);
    expect(response.body.user).to.include({
      username: 'lata',
      email: 'lata@example.com',
      role: 'user',
      isActive: true,
      subscriptionType: 'free',
    });
    expect(response.body.csrfToken).to.equal(decodeURIComponent(visitor.cookie('XSRF-TOKEN')!));
    expect(visitor.cookie('more_ai_access')).to.be.a('string');
    expect(visitor.cookies.get('more_ai_refresh')?.path).to.equal('/api/auth');
    await app.settled();
    expect((await visitor.request('GET', '/api/auth/me')).body.user.email).to.equal('lata@example.com');
  });

  it('answers a wrong password and an unknown e-mail alike', async () => {
    const visitor = new Visitor(app);
    const wrong = await login(visitor, 'mohan@example.com', 'Wrong#123');
    const unknown = await login(visitor, 'nobody@example.com', 'Wrong#123');
    for (const response of [wrong, unknown]) expect([response.status, response.body.message]).to.deep.equal([401, INVALID_CREDENTIALS]);
    expect(visitor.cookie('more_ai_access')).to.equal(undefined);
  });

  it('refuses the sixth try from one address on one account, saying when to come back, and no other account', async () => {
    const guesser = new Visitor(app);
    for (let i = 0; i < 5; i += 1) expect((await login(guesser, 'nila@example.com', `Guess#${i}xx`)).status).to.equal(401);
    const sixth = await login(guesser, 'nila@example.com');
    expect([sixth.status, sixth.body.message]).to.deep.equal([429, 'Too many failed login attempts. Please try again in 15 minutes.']);
    expect(Number(sixth.headers.get('retry-after'))).to.be.within(890, 900);
    expect((await login(guesser, 'omar@example.com')).status).to.equal(200);
  });

  it('of 40 wrong passwords at once checks five, refuses the rest before checking, and still lets the owner in from elsewhere', async () => {
    const answers = await Promise.all(Array.from({ length: 40 }, (_, i) => loginFrom('127.0.0.2', 'lata@example.com', `Wrong#${i}xyz`)));
    expect(answers.filter((a) => a.status === 401)).to.have.length(5);
    const refused = answers.filter((a) => a.status === 429);
    expect(refused).to.have.length(35);
    for (const answer of refused) {
      expect(answer.message).to.equal('Too many failed login attempts. Please try again in 15 minutes.');
      expect(Number(answer.retryAfter)).to.be.within(890, 900);
    }
    // The guesser's address stays refused, even with the right password...
    expect((await loginFrom('127.0.0.2', 'lata@example.com')).status).to.equal(429);
    // ...while the owner, from another address, signs in.
    expect((await loginFrom('127.0.0.3', 'lata@example.com')).status).to.equal(200);
  });

  it('tells someone with the right password that the e-mail is not verified yet', async () => {
    const visitor = new Visitor(app);
    await visitor.request('POST', '/api/auth/signup', {
      json: { username: 'unverified', email: 'unverified@example.com', password: PASSWORD },
    });
    const wrong = await login(visitor, 'unverified@example.com', 'Wrong#123');
    expect(wrong.status).to.equal(401);
    const right = await login(visitor, 'unverified@example.com');
    expect(right.status).to.equal(403);
    expect(right.body).to.deep.equal({ message: EMAIL_NOT_VERIFIED, code: 'EMAIL_NOT_VERIFIED' });
  });

  it('refuses an inactive account and ends the sessions it had', async () => {
    const visitor = new Visitor(app);
    expect((await login(visitor, 'priya@example.com')).status).to.equal(200);
    await app.commands.handle(
      accountDecider,
      await userIdOf('priya@example.com'),
      { type: 'DeactivateAccount', by: { userId: 'admin-on-duty', role: 'superadmin' } },
      { actor: 'system', correlationId: 'test', causationId: 'test' },
    );
    await app.settled();
    expect((await visitor.request('GET', '/api/auth/me')).status).to.equal(401);
    expect((await visitor.request('POST', '/api/auth/refresh')).status).to.equal(401);
    const again = await login(new Visitor(app), 'priya@example.com');
    expect([again.status, again.body.message]).to.deep.equal([403, ACCOUNT_INACTIVE]);
  });

  it('refreshes the session with the user in the answer, and logs out for good', async () => {
    const visitor = new Visitor(app);
    await login(visitor, 'mohan@example.com');
    const refreshed = await visitor.request('POST', '/api/auth/refresh');
    expect(refreshed.status).to.equal(200);
    expect(refreshed.body.user.email).to.equal('mohan@example.com');
    expect(refreshed.body.csrfToken).to.equal(decodeURIComponent(visitor.cookie('XSRF-TOKEN')!));

    const out = await visitor.request('POST', '/api/auth/logout');
    expect([out.status, out.body.message]).to.deep.equal([200, 'Logged out']);
    expect([...visitor.cookies.keys()]).to.deep.equal([]);
    expect((await visitor.request('POST', '/api/auth/refresh')).status).to.equal(401);
  });

  describe('create-admin', () => {
    const admin = { username: 'deputy', email: 'deputy@example.com', password: 'Deputy#2024' };

    it('lets the superadmin create a verified admin, who can log in', async () => {
      const root = new Visitor(app);
      expect((await login(root, superadmin.email, superadmin.password)).body.user.role).to.equal('superadmin');
      const before = await app.events.store.countAfter(START, 1_000_000);
      const created = await root.request('POST', '/api/auth/create-admin', { json: admin });
      expect(created.status).to.equal(201);
      expect(created.body.message).to.equal(ADMIN_CREATED);
      expect(created.body.user).to.include({ username: 'deputy', email: 'deputy@example.com', role: 'admin', isActive: true });
      expect(await app.events.store.countAfter(START, 1_000_000)).to.be.above(before);
      const deputy = await login(new Visitor(app), admin.email, admin.password);
      expect([deputy.status, deputy.body.user.role]).to.deep.equal([200, 'admin']);
    });

    it('refuses admins and users (403) and visitors (401), creating nothing', async () => {
      const deputy = new Visitor(app);
      await login(deputy, admin.email, admin.password);
      const user = new Visitor(app);
      await login(user, 'omar@example.com');
      const other = { username: 'sneaky', email: 'sneaky@example.com', password: 'Sneaky#2024' };
      for (const [visitor, status] of [
        [deputy, 403],
        [user, 403],
        [new Visitor(app), 401],
      ] as const) {
        const response = await visitor.request('POST', '/api/auth/create-admin', { json: other });
        expect(response.status).to.equal(status);
      }
      expect((await login(new Visitor(app), other.email, other.password)).status).to.equal(401);
    });

    it('checks the form like signup does', async () => {
      const root = new Visitor(app);
      await login(root, superadmin.email, superadmin.password);
      const weak = await root.request('POST', '/api/auth/create-admin', {
        json: { ...admin, email: 'weak@example.com', password: 'weakpass' },
      });
      expect([weak.status, weak.body.message]).to.deep.equal([400, 'Password does not meet requirements']);
      const taken = await root.request('POST', '/api/auth/create-admin', { json: { ...admin, username: 'deputy2' } });
      expect([taken.status, taken.body.message]).to.deep.equal([409, 'An account with this email already exists']);
    });
  });
});
