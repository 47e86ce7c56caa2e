import { randomBytes, randomUUID } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Router from '@koa/router';
import { expect } from 'chai';
import { SignJWT, UnsecuredJWT } from 'jose';
import Koa from 'koa';
import { formatPosition, START } from '@more-ai/events/position';
import { createLogger, errorHandler, jsonBody, requestContext } from '@more-ai/platform';
import { ACCESS_COOKIE, CSRF_COOKIE, REFRESH_COOKIE } from '@more-ai/platform/auth/cookies';
import { authenticate, requireCsrf, requireRole, requireUser, type Role } from '@more-ai/platform/auth/middleware';
import { sessionSecretsFrom } from '@more-ai/platform/auth/secrets';
import { signAccessToken } from '@more-ai/platform/auth/tokens';
import { startTestApp, type TestApp } from '@more-ai/testing/app';
import { SessionService } from './session-service';

/** A browser's cookies for one person: what Set-Cookie gave it, sent back as Cookie. */
class Browser {
  readonly cookies = new Map<string, string>();
  /** Raw Set-Cookie lines of the last response, to check their attributes. */
  lastSetCookie: string[] = [];

  keep(response: Response): void {
    this.lastSetCookie = response.headers.getSetCookie();
    for (const line of this.lastSetCookie) {
      const [pair] = line.split(';');
      const [name, value = ''] = pair!.split('=');
      if (value === '') this.cookies.delete(name!);
      else this.cookies.set(name!, value);
    }
  }

  header(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }
}

describe('sessions: tokens, refresh, CSRF and revocation', function () {
  this.timeout(30_000);
  const sessionSecret = randomBytes(32);
  const secrets = sessionSecretsFrom(sessionSecret);
  /** The accounts refresh asks about: a role, or null once deleted or deactivated. */
  const accounts = new Map<string, Role | null>();
  let app: TestApp;
  let service: SessionService;
  /** How far the commands' clock runs ahead, to let a grace window pass. */
  let clockAheadMs = 0;
  let authServer: http.Server;
  let authUrl: string;

  // Until the auth routes exist, a small app over real HTTP drives SessionService and the
  // middleware; the whole app (same database, same secret) accepts what it issues.
  function createAuthApp(): Koa {
    const koa = new Koa();
    koa.proxy = true;
    const router = new Router();
    router.post('/test/sign-in', async (ctx) => {
      const { userId, role } = ctx.request.body as { userId: string; role: Role };
      const { csrfToken, sessionId } = await service.start(ctx, { userId, role });
      ctx.body = { csrfToken, sessionId };
    });
    router.post('/api/auth/refresh', async (ctx) => {
      const refreshed = await service.refresh(ctx, async (userId) => {
        const role = accounts.get(userId);
        return role ? { role } : null;
      });
      ctx.body = { userId: refreshed.userId, role: refreshed.role, csrfToken: refreshed.csrfToken };
    });
    router.post('/api/auth/logout', async (ctx) => {
      const position = await service.end(ctx, 'logout');
      ctx.body = { message: 'Logged out', position: position ? formatPosition(position) : null };
    });
    router.get('/test/me', requireUser(), (ctx) => {
      ctx.body = ctx.state.user;
    });
    router.get('/test/superadmin-only', requireRole('superadmin'), (ctx) => {
      ctx.body = { ok: true };
    });
    router.post('/test/change', (ctx) => {
      ctx.body = { ok: true };
    });
    koa.use(requestContext(createLogger('test', 'silent')));
    koa.use(errorHandler());
    koa.use(authenticate({ db: app.db, secrets }));
    koa.use(requireCsrf({ secrets }));
    koa.use(jsonBody());
    koa.use(router.routes());
    return koa;
  }

  async function call(
    browser: Browser | undefined,
    method: string,
    path: string,
    options: { json?: unknown; headers?: Record<string, string>; base?: string } = {},
  ) {
    const response = await fetch(`${options.base ?? authUrl}${path}`, {
      method,
      headers: {
        ...(options.json === undefined ? {} : { 'Content-Type': 'application/json' }),
        ...(browser ? { Cookie: browser.header() } : {}),
        ...options.headers,
      },
      body: options.json === undefined ? undefined : JSON.stringify(options.json),
    });
    browser?.keep(response);
    const text = await response.text();
    return { status: response.status, body: text ? JSON.parse(text) : null };
  }

  async function signIn(role: Role = 'user', userId = randomUUID()) {
    accounts.set(userId, role);
    const browser = new Browser();
    const { body } = await call(browser, 'POST', '/test/sign-in', { json: { userId, role } });
    return { browser, userId, sessionId: body.sessionId as string, csrfToken: body.csrfToken as string };
  }

  /** The browser drops the access cookie when it expires (15 min): that is when the UI refreshes. */
  const accessExpired = (browser: Browser) => {
    browser.cookies.delete(ACCESS_COOKIE);
    return browser;
  };

  /** Sends only an access token, as a client that made or copied one would. */
  const withAccessToken = (token: string) => {
    const browser = new Browser();
    browser.cookies.set(ACCESS_COOKIE, token);
    return browser;
  };

  before(async () => {
    app = await startTestApp('sessions', { sessionSecret, clock: () => new Date(Date.now() + clockAheadMs) });
    service = new SessionService({
      commands: app.commands,
      db: app.db,
      secrets,
      sessionsReached: (position, timeoutMs) => app.watcher.waitFor(['sessions'], position, timeoutMs),
    });
    authServer = http.createServer(createAuthApp().callback()).listen(0);
    authUrl = `http://localhost:${(authServer.address() as AddressInfo).port}`;
  });
  after(async () => {
    authServer.close();
    await app.close();
  });

  describe('signing in', () => {
    it('sets an httpOnly access cookie, a refresh cookie only for /api/auth, and the readable XSRF-TOKEN', async () => {
      const { browser, csrfToken, userId } = await signIn();
      const line = (name: string) => browser.lastSetCookie.find((l) => l.startsWith(`${name}=`))!.toLowerCase();
      expect(line(ACCESS_COOKIE)).to.include('path=/;').and.include('samesite=lax').and.include('httponly');
      expect(line(REFRESH_COOKIE)).to.include('path=/api/auth').and.include('samesite=strict').and.include('httponly');
      expect(line(CSRF_COOKIE)).to.include('samesite=lax').and.not.include('httponly');
      expect(browser.cookies.get(CSRF_COOKIE)).to.equal(csrfToken);
      expect(line(ACCESS_COOKIE)).to.not.include('secure');
      expect((await call(browser, 'GET', '/test/me')).body).to.include({ userId, role: 'user' });
    });

    it('marks the cookies Secure when the request came over https', async () => {
      const browser = new Browser();
      await call(browser, 'POST', '/test/sign-in', {
        json: { userId: randomUUID(), role: 'user' },
        headers: { 'X-Forwarded-Proto': 'https' },
      });
      expect(browser.lastSetCookie).to.have.length(3);
      for (const line of browser.lastSetCookie) expect(line.toLowerCase()).to.include('; secure');
    });

    it('answers 401 without a session and 403 for the wrong role', async () => {
      expect(await call(undefined, 'GET', '/test/me')).to.deep.equal({
        status: 401,
        body: { message: 'Authentication required', code: 'UNAUTHORIZED' },
      });
      const { browser } = await signIn('admin');
      expect(await call(browser, 'GET', '/test/superadmin-only')).to.deep.equal({
        status: 403,
        body: { message: 'You are not allowed to do this', code: 'FORBIDDEN' },
      });
      expect((await call((await signIn('superadmin')).browser, 'GET', '/test/superadmin-only')).status).to.equal(200);
    });
  });

  describe('access tokens that are not ours count as signed out', () => {
    let userId: string;
    let sessionId: string;
    const claims = () => ({ sid: sessionId, role: 'superadmin' });

    before(async () => {
      ({ userId, sessionId } = await signIn());
    });

    it('accepts the genuine token on both APIs (the control for the forgeries below)', async () => {
      const token = await signAccessToken(secrets, { userId, role: 'user', sessionId });
      expect((await call(withAccessToken(token), 'GET', '/test/me')).status).to.equal(200);
      // Recognised: the read-api goes on to look for the account, which this test user does not have.
      expect(await call(withAccessToken(token), 'GET', '/api/auth/me', { base: app.url })).to.deep.include({ status: 404 });
    });

    const forgeries: [string, () => Promise<string>][] = [
      [
        'alg none',
        async () =>
          new UnsecuredJWT(claims()).setSubject(userId).setIssuer('more-ai').setAudience('more-ai-web').setExpirationTime('15m').encode(),
      ],
      [
        'a wrong key',
        async () =>
          new SignJWT(claims())
            .setProtectedHeader({ alg: 'HS256' })
            .setSubject(userId)
            .setIssuer('more-ai')
            .setAudience('more-ai-web')
            .setExpirationTime('15m')
            .sign(randomBytes(32)),
      ],
      [
        'an expired token',
        async () => signAccessToken(secrets, { userId, role: 'user', sessionId }, new Date(Date.now() - 16 * 60 * 1000)),
      ],
      [
        'a wrong audience',
        async () =>
          new SignJWT(claims())
            .setProtectedHeader({ alg: 'HS256' })
            .setSubject(userId)
            .setIssuer('more-ai')
            .setAudience('another-app')
            .setExpirationTime('15m')
            .sign(secrets.jwtKey),
      ],
      [
        'HS512 with the right key',
        async () =>
          new SignJWT(claims())
            .setProtectedHeader({ alg: 'HS512' })
            .setSubject(userId)
            .setIssuer('more-ai')
            .setAudience('more-ai-web')
            .setExpirationTime('15m')
            .sign(secrets.jwtKey),
      ],
      [
        'no expiry',
        async () =>
          new SignJWT(claims())
            .setProtectedHeader({ alg: 'HS256' })
            .setSubject(userId)
            .setIssuer('more-ai')
            .setAudience('more-ai-web')
            .sign(secrets.jwtKey),
      ],
    ];
    for (const [what, forge] of forgeries) {
      it(`refuses ${what} with 401 on the read-api; the command-api takes the caller as anonymous`, async () => {
        const browser = withAccessToken(await forge());
        expect((await call(browser, 'GET', '/test/me')).status).to.equal(401);
        expect((await call(browser, 'GET', '/api/favorites', { base: app.url })).status).to.equal(401);
        // The real command-api treats the caller as anonymous: no CSRF demand, the actor is 'anonymous'.
        const submitted = await call(browser, 'POST', '/api/contacts/submit', {
          base: app.url,
          json: { name: 'Asha', email: 'asha@example.com', message: 'hi' },
        });
        expect(submitted.status).to.equal(201);
        const [event] = await app.events.log.readStream(`Contact-${submitted.body.contactId}`);
        expect(event!.metadata.actor).to.equal('anonymous');
      });
    }
  });

  describe('refresh', () => {
    it('rotates the refresh token and keeps the session and its CSRF token', async () => {
      const { browser, userId, csrfToken } = await signIn();
      const before = browser.cookies.get(REFRESH_COOKIE);
      const refreshed = await call(accessExpired(browser), 'POST', '/api/auth/refresh');
      expect(refreshed.status).to.equal(200);
      expect(refreshed.body).to.include({ userId, role: 'user', csrfToken });
      expect(browser.cookies.get(REFRESH_COOKIE)).to.not.equal(before);
      expect((await call(browser, 'GET', '/test/me')).status).to.equal(200);
    });

    it('issues the role the account has now', async () => {
      const { browser, userId } = await signIn('user');
      accounts.set(userId, 'admin');
      expect((await call(accessExpired(browser), 'POST', '/api/auth/refresh')).body.role).to.equal('admin');
      expect((await call(browser, 'GET', '/test/me')).body.role).to.equal('admin');
    });

    it('answers 401 to an old refresh token, and revokes the newer one and the access token too', async () => {
      const { browser } = await signIn();
      const thief = new Browser();
      thief.cookies.set(REFRESH_COOKIE, browser.cookies.get(REFRESH_COOKIE)!);
      // Two rotations on, the stolen token is past any grace.
      expect((await call(accessExpired(browser), 'POST', '/api/auth/refresh')).status).to.equal(200);
      expect((await call(accessExpired(browser), 'POST', '/api/auth/refresh')).status).to.equal(200);
      const newestAccess = browser.cookies.get(ACCESS_COOKIE)!;

      const reused = await call(thief, 'POST', '/api/auth/refresh');
      expect(reused).to.deep.equal({
        status: 401,
        body: { message: 'Your session has expired. Please log in again.', code: 'SESSION_EXPIRED' },
      });
      expect((await call(accessExpired(browser), 'POST', '/api/auth/refresh')).status).to.equal(401);
      await app.settled();
      expect((await call(withAccessToken(newestAccess), 'GET', '/test/me')).status).to.equal(401);
    });

    it('answers two refreshes at once with the same cookie alike: one rotation, the same refresh token, the session kept', async () => {
      const { browser, userId, sessionId } = await signIn();
      const tabs = [new Browser(), new Browser()];
      for (const tab of tabs) for (const [name, value] of accessExpired(browser).cookies) tab.cookies.set(name, value);
      const answers = await Promise.all(tabs.map((tab) => call(tab, 'POST', '/api/auth/refresh')));
      expect(answers.map((a) => a.status)).to.deep.equal([200, 200]);
      const [one, two] = tabs.map((tab) => tab.cookies.get(REFRESH_COOKIE));
      expect(one).to.be.a('string').and.equal(two).and.not.equal(browser.cookies.get(REFRESH_COOKIE));
      for (const tab of tabs) expect((await call(tab, 'GET', '/test/me')).body).to.include({ userId });
      // One rotation was recorded, and the token it issued works on.
      const [, ...refreshed] = await app.events.log.readStream(`Session-${sessionId}`);
      expect(refreshed.map((e) => e.type)).to.deep.equal(['SessionRefreshed']);
      expect((await call(accessExpired(tabs[0]!), 'POST', '/api/auth/refresh')).status).to.equal(200);
    });

    it('ends the session when the token rotated away comes back after the 10 seconds of grace', async () => {
      const { browser } = await signIn();
      const late = new Browser();
      late.cookies.set(REFRESH_COOKIE, browser.cookies.get(REFRESH_COOKIE)!);
      expect((await call(accessExpired(browser), 'POST', '/api/auth/refresh')).status).to.equal(200);
      clockAheadMs = 11_000;
      try {
        expect((await call(late, 'POST', '/api/auth/refresh')).status).to.equal(401);
        expect((await call(accessExpired(browser), 'POST', '/api/auth/refresh')).status).to.equal(401);
      } finally {
        clockAheadMs = 0;
      }
    });

    it('answers 401 without a refresh cookie, to a made-up one, and for an account that is gone', async () => {
      expect((await call(new Browser(), 'POST', '/api/auth/refresh')).status).to.equal(401);
      const { browser, sessionId, userId } = await signIn();
      const forger = new Browser();
      forger.cookies.set(REFRESH_COOKIE, `${sessionId}.${randomBytes(32).toString('base64url')}`);
      expect((await call(forger, 'POST', '/api/auth/refresh')).status).to.equal(401);
      // A guess does not end the owner's session.
      expect((await call(accessExpired(browser), 'POST', '/api/auth/refresh')).status).to.equal(200);
      accounts.set(userId, null);
      expect((await call(accessExpired(browser), 'POST', '/api/auth/refresh')).status).to.equal(401);
      expect(browser.cookies.has(REFRESH_COOKIE)).to.equal(false);
    });
  });

  describe('CSRF', () => {
    const contact = { name: 'Asha', email: 'asha@example.com', message: 'About Kannada films' };
    const eventCount = () => app.events.store.countAfter(START, 1_000_000);

    it("refuses a signed-in change without X-XSRF-TOKEN, or with another session's, and appends nothing", async () => {
      const { browser } = await signIn();
      const other = await signIn();
      await app.settled();
      const before = await eventCount();
      const attempts: Record<string, string>[] = [{}, { 'X-XSRF-TOKEN': other.csrfToken }, { 'X-XSRF-TOKEN': 'x'.repeat(43) }];
      for (const headers of attempts) {
        const refused = await call(browser, 'POST', '/api/contacts/submit', { base: app.url, json: contact, headers });
        expect(refused).to.deep.equal({ status: 403, body: { message: 'Invalid or missing CSRF token', code: 'CSRF_FAILED' } });
      }
      expect(await eventCount()).to.equal(before);
    });

    it("accepts the session's own token, and records the user as the actor", async () => {
      const { browser, csrfToken, userId } = await signIn();
      const accepted = await call(browser, 'POST', '/api/contacts/submit', {
        base: app.url,
        json: contact,
        headers: { 'X-XSRF-TOKEN': csrfToken },
      });
      expect(accepted.status).to.equal(201);
      const [event] = await app.events.log.readStream(`Contact-${accepted.body.contactId}`);
      expect(event!.metadata.actor).to.equal(userId);
    });

    it('asks nothing of reads, and the token of every signed-in change, refresh included', async () => {
      const { browser, csrfToken } = await signIn();
      expect((await call(browser, 'GET', '/test/me')).status).to.equal(200);
      expect((await call(browser, 'POST', '/test/change')).status).to.equal(403);
      expect((await call(browser, 'POST', '/api/auth/refresh')).status).to.equal(403);
      expect((await call(browser, 'POST', '/api/auth/refresh', { headers: { 'X-XSRF-TOKEN': csrfToken } })).status).to.equal(200);
    });
  });

  describe('revocation', () => {
    it('logout ends the session at once: its access token is refused by both APIs as soon as the answer arrives, its refresh token too', async () => {
      for (let round = 0; round < 5; round += 1) {
        const { browser, csrfToken } = await signIn();
        const copy = new Browser();
        for (const [name, value] of browser.cookies) copy.cookies.set(name, value);
        // The read-api has found the session's row active, and remembers it so (RememberedSessions).
        await app.settled();
        expect((await call(copy, 'GET', '/api/favorites', { base: app.url })).status).to.equal(200);
        const out = await call(browser, 'POST', '/api/auth/logout', { headers: { 'X-XSRF-TOKEN': csrfToken } });
        expect(out.status).to.equal(200);
        expect(browser.cookies.size).to.equal(0);
        // No waiting for projections here: the answer itself means the session is over everywhere.
        const [readApi, commandApi] = await Promise.all([
          call(copy, 'GET', '/api/auth/me', { base: app.url }),
          call(copy, 'POST', '/api/watchlist', {
            base: app.url,
            json: { name: 'After logout', description: '' },
            headers: { 'X-XSRF-TOKEN': csrfToken },
          }),
        ]);
        expect([readApi.status, commandApi.status], `round ${round + 1}`).to.deep.equal([401, 401]);
        expect((await call(withAccessToken(copy.cookies.get(ACCESS_COOKIE)!), 'GET', '/test/me')).status).to.equal(401);
        expect((await call(accessExpired(copy), 'POST', '/api/auth/refresh')).status).to.equal(401);
      }
    });

    it('logout with only the refresh cookie ends the session too', async () => {
      const { browser } = await signIn();
      const access = browser.cookies.get(ACCESS_COOKIE)!;
      browser.cookies.delete(ACCESS_COOKIE);
      const out = await call(browser, 'POST', '/api/auth/logout');
      expect(out.body.position).to.be.a('string');
      await app.settled();
      expect((await call(withAccessToken(access), 'GET', '/test/me')).status).to.equal(401);
    });

    it('a password change ends every session of that account, and only those started before it', async () => {
      const userId = randomUUID();
      const [first, second] = [await signIn('user', userId), await signIn('user', userId)];
      const bystander = await signIn();
      // The read-api remembers both sessions as active (RememberedSessions) until it hears they ended.
      for (const { browser } of [first, second])
        expect((await call(browser, 'GET', '/api/favorites', { base: app.url })).status).to.equal(200);
      await app.events.log.append(
        `Account-${userId}`,
        [
          {
            id: randomUUID(),
            type: 'PasswordChanged',
            data: { userId, passwordHash: 'scrypt$test' },
            metadata: { actor: userId, correlationId: 'test', causationId: 'test', timestamp: new Date().toISOString() },
          },
        ],
        'any',
      );
      const after = await signIn('user', userId);
      await app.settled();
      for (const { browser } of [first, second]) {
        expect((await call(browser, 'GET', '/test/me')).status).to.equal(401);
        expect((await call(browser, 'GET', '/api/favorites', { base: app.url })).status).to.equal(401);
        expect((await call(accessExpired(browser), 'POST', '/api/auth/refresh')).status).to.equal(401);
      }
      expect((await call(bystander.browser, 'GET', '/test/me')).status).to.equal(200);
      expect((await call(after.browser, 'GET', '/test/me')).status).to.equal(200);
    });
  });
});
