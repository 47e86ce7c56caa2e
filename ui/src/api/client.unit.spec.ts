/// <reference types="node" />
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect } from 'chai';
import { after, before, beforeEach, describe, it } from 'mocha';
import { ApiRequestFailed, createApiClient, errorMessage } from './client';

interface Seen {
  method: string;
  url: string;
  headers: http.IncomingHttpHeaders;
  body: string;
}

interface Reply {
  status: number;
  headers?: Record<string, string>;
  body?: unknown;
}

/** A real HTTP server that records what it was sent and answers what the test scripted. */
describe('API client', () => {
  let server: http.Server;
  let baseUrl: string;
  let seen: Seen[];
  let answer: Reply | ((request: Seen) => Reply);

  before(async () => {
    server = http.createServer((req, res) => {
      let body = '';
      req.on('data', (chunk) => (body += chunk));
      req.on('end', () => {
        const request = { method: req.method!, url: req.url!, headers: req.headers, body };
        seen.push(request);
        const reply = typeof answer === 'function' ? answer(request) : answer;
        res.writeHead(reply.status, { 'Content-Type': 'application/json', ...reply.headers });
        res.end(reply.body === undefined ? '' : JSON.stringify(reply.body));
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`;
  });

  after(() => new Promise<void>((resolve) => server.close(() => resolve())));

  beforeEach(() => {
    seen = [];
    answer = { status: 200, body: {} };
  });

  it('sends no X-Min-Position before any command has answered', async () => {
    const api = createApiClient({ baseUrl, session: { csrfToken: () => null } });
    await api.get('/subscriptions/active');
    expect(seen[0]!.headers['x-min-position']).to.equal(undefined);
  });

  it('sends the highest position seen in command answers with later reads, never a lower one', async () => {
    const api = createApiClient({ baseUrl, session: { csrfToken: () => null } });
    answer = { status: 201, headers: { 'X-Event-Position': '700-3' }, body: { message: 'ok' } };
    await api.post('/contacts/submit', { name: 'a' });
    // An older position (in the body this time) must not move the client back in time.
    answer = { status: 201, body: { position: '699-9' } };
    await api.post('/contacts/submit', { name: 'b' });
    answer = { status: 200, body: [] };
    await api.get('/contacts', { page: 1, limit: 10 });
    expect(seen[2]!.headers['x-min-position']).to.equal('700-3');
    expect(seen[2]!.url).to.equal('/api/contacts?page=1&limit=10');

    // Positions are two 64-bit numbers: compared as numbers, not as text or doubles.
    answer = { status: 201, body: { position: '18446744073709551615-1' } };
    await api.post('/contacts/submit', { name: 'c' });
    await api.get('/subscriptions');
    expect(seen[4]!.headers['x-min-position']).to.equal('18446744073709551615-1');
    expect(api.lastSeenPosition()).to.equal('18446744073709551615-1');
  });

  it('sends JSON with the stored CSRF token and a fresh Idempotency-Key per command', async () => {
    const api = createApiClient({ baseUrl, session: { csrfToken: () => 'csrf-123' } });
    await api.post('/contacts/submit', { name: 'Asha' });
    await api.post('/contacts/submit', { name: 'Asha' });
    const [first, second] = seen;
    expect(first!.headers['x-xsrf-token']).to.equal('csrf-123');
    expect(first!.headers['content-type']).to.equal('application/json');
    expect(JSON.parse(first!.body)).to.deep.equal({ name: 'Asha' });
    expect(first!.headers['idempotency-key']).to.be.a('string').with.length.greaterThan(7);
    expect(first!.headers['idempotency-key']).not.to.equal(second!.headers['idempotency-key']);
  });

  it('sends no token stored as the text undefined, and no body on DELETE', async () => {
    const api = createApiClient({ baseUrl, session: { csrfToken: () => 'undefined' } });
    await api.delete('/favorites/m1');
    expect(seen[0]!.headers['x-xsrf-token']).to.equal(undefined);
    expect(seen[0]!.body).to.equal('');
  });

  it("surfaces the server's message, else the caller's text, else 'An error occurred'", async () => {
    const api = createApiClient({ baseUrl, session: { csrfToken: () => null } });
    answer = { status: 400, body: { message: 'Email is required', code: 'VALIDATION_FAILED' } };
    const refused = await api.post('/contacts/submit', {}).catch((error: unknown) => error);
    expect(refused).to.be.instanceOf(ApiRequestFailed);
    expect((refused as ApiRequestFailed).status).to.equal(400);
    expect((refused as ApiRequestFailed).code).to.equal('VALIDATION_FAILED');
    expect(errorMessage(refused, 'Failed to send message')).to.equal('Email is required');

    answer = { status: 502 };
    const silent = await api.post('/contacts/submit', {}).catch((error: unknown) => error);
    expect(errorMessage(silent, 'Failed to send message')).to.equal('Failed to send message');
    expect(errorMessage(silent)).to.equal('An error occurred');

    const unreachable = await createApiClient({ baseUrl: 'http://127.0.0.1:1/api', session: { csrfToken: () => null } })
      .get('/subscriptions/active')
      .catch((error: unknown) => error);
    expect(errorMessage(unreachable, 'Failed to load plans')).to.equal('Failed to load plans');
  });

  it('keeps the whole refusal, for answers that carry more than a message', async () => {
    const api = createApiClient({ baseUrl, session: { csrfToken: () => null } });
    const requestsLimit = { remainingRequests: 0, totalRequests: 20, resetTime: '2025-07-02T18:30:00.000Z' };
    answer = {
      status: 429,
      body: { message: "You've used all your 20 search requests for today.", code: 'SEARCH_LIMIT_REACHED', requestsLimit },
    };
    const refused = await api.post('/recommendations/recommend', { description: 'heist' }).catch((error: unknown) => error);
    expect((refused as ApiRequestFailed).body).to.deep.include({ requestsLimit });
  });

  it('keeps how long a 429 says to wait, from Retry-After', async () => {
    const api = createApiClient({ baseUrl, session: { csrfToken: () => null } });
    answer = { status: 429, headers: { 'Retry-After': '42' }, body: { message: 'Please wait 42 seconds before requesting a new code.' } };
    const refused = (await api.plain
      .post('/auth/resend-otp', { email: 'a@example.com' })
      .catch((error: unknown) => error)) as ApiRequestFailed;
    expect([refused.status, refused.retryAfterSeconds]).to.deep.equal([429, 42]);
    answer = { status: 429, body: { message: 'Too many' } };
    const silent = (await api.plain
      .post('/auth/resend-otp', { email: 'a@example.com' })
      .catch((error: unknown) => error)) as ApiRequestFailed;
    expect(silent.retryAfterSeconds).to.equal(undefined);
  });

  it('tells the user the service is temporarily unavailable on a 503, and keeps when to try again', async () => {
    const api = createApiClient({ baseUrl, session: { csrfToken: () => null } });
    answer = {
      status: 503,
      headers: { 'Retry-After': '5' },
      body: { message: 'The service is temporarily unavailable. Please try again in a moment.', code: 'SERVICE_UNAVAILABLE' },
    };
    const refused = (await api.post('/favorites', { movieId: 'm1' }).catch((error: unknown) => error)) as ApiRequestFailed;
    expect([refused.status, refused.code, refused.retryAfterSeconds]).to.deep.equal([503, 'SERVICE_UNAVAILABLE', 5]);
    expect(errorMessage(refused, 'Failed to add to favorites')).to.equal(
      'The service is temporarily unavailable. Please try again in a moment.',
    );
    // A write is never sent again by itself: the user decides.
    expect(seen).to.have.length(1);

    answer = { status: 503 };
    const fromProxy = await api.get('/plans').catch((error: unknown) => error);
    expect(errorMessage(fromProxy, 'Failed to load plans')).to.equal(
      'The service is temporarily unavailable. Please try again in a moment.',
    );
  });

  describe('refresh and retry on 401 (SPEC §4)', () => {
    const user = { _id: 'u1', username: 'asha', email: 'asha@example.com', role: 'user' };

    /** A server whose protected calls want the token 'fresh', and whose refresh answers `refresh`. */
    function sessionServer(refresh: Reply) {
      return (request: Seen): Reply => {
        if (request.url === '/api/auth/refresh') return refresh;
        if (request.url === '/api/auth/login') return { status: 401, body: { message: 'Invalid email or password' } };
        return request.headers['x-xsrf-token'] === 'fresh'
          ? { status: 200, body: { ok: true } }
          : { status: 401, body: { message: 'Authentication required' } };
      };
    }

    function clientWithSession() {
      const events: { refreshed: unknown[]; expired: number } = { refreshed: [], expired: 0 };
      const api = createApiClient({
        baseUrl,
        session: {
          csrfToken: () => 'stale',
          refreshed: (session) => events.refreshed.push(session),
          expired: () => (events.expired += 1),
        },
      });
      return { api, events };
    }

    it('refreshes once, then repeats the call with the new token and the same Idempotency-Key', async () => {
      answer = sessionServer({ status: 200, body: { csrfToken: 'fresh', user } });
      const { api, events } = clientWithSession();
      expect(await api.post('/watchlist', { name: 'Weekend' })).to.deep.equal({ ok: true });

      expect(seen.map((request) => request.url)).to.deep.equal(['/api/watchlist', '/api/auth/refresh', '/api/watchlist']);
      const [first, refresh, retry] = seen;
      expect(refresh!.headers['x-xsrf-token']).to.equal(undefined);
      expect(retry!.headers['x-xsrf-token']).to.equal('fresh');
      expect(retry!.headers['idempotency-key']).to.equal(first!.headers['idempotency-key']);
      expect(JSON.parse(retry!.body)).to.deep.equal({ name: 'Weekend' });
      expect(events).to.deep.equal({ refreshed: [{ csrfToken: 'fresh', user }], expired: 0 });
    });

    it('fetches a file (a receipt) as its bytes, refreshing and retrying like any protected call', async () => {
      answer = sessionServer({ status: 200, body: { csrfToken: 'fresh', user } });
      const { api } = clientWithSession();
      const file = await api.file('/payments/receipt/p1');
      expect(file).to.be.instanceOf(Blob);
      // The test server sends every body as JSON text: the file is those bytes, unparsed.
      expect(await file.text()).to.equal(JSON.stringify({ ok: true }));
      expect(seen.map((request) => request.url)).to.deep.equal([
        '/api/payments/receipt/p1',
        '/api/auth/refresh',
        '/api/payments/receipt/p1',
      ]);

      answer = { status: 404, body: { message: 'No such receipt of yours' } };
      const refused = await api.file('/payments/receipt/p2').catch((error: unknown) => error);
      expect((refused as ApiRequestFailed).serverMessage).to.equal('No such receipt of yours');
    });

    it('sends a file as it is (an import), refreshing and sending it again on a 401', async () => {
      answer = sessionServer({ status: 200, body: { csrfToken: 'fresh', user } });
      const { api } = clientWithSession();
      const csv = new Blob(['Date,Name,Year\n2024-01-02,Parasite,2019\n'], { type: 'text/csv' });
      expect(await api.postFile('/imports', csv, { file: 'diary.csv' })).to.deep.equal({ ok: true });

      expect(seen.map((request) => request.url)).to.deep.equal([
        '/api/imports?file=diary.csv',
        '/api/auth/refresh',
        '/api/imports?file=diary.csv',
      ]);
      const [first, , retry] = seen;
      expect(retry!.headers['x-xsrf-token']).to.equal('fresh');
      expect(retry!.headers['content-type']).to.equal('text/csv');
      expect(retry!.body).to.equal('Date,Name,Year\n2024-01-02,Parasite,2019\n');
      expect(retry!.headers['idempotency-key']).to.equal(first!.headers['idempotency-key']);
    });

    it('reports the session expired when the refresh is refused, and surfaces the 401', async () => {
      answer = sessionServer({ status: 401, body: { message: 'Authentication required' } });
      const { api, events } = clientWithSession();
      const refused = await api.get('/auth/billing-info').catch((error: unknown) => error);

      expect(refused).to.be.instanceOf(ApiRequestFailed);
      expect((refused as ApiRequestFailed).status).to.equal(401);
      expect(seen.map((request) => request.url)).to.deep.equal(['/api/auth/billing-info', '/api/auth/refresh']);
      expect(events).to.deep.equal({ refreshed: [], expired: 1 });
    });

    it('keeps the session when the refresh meets an outage, and surfaces the 503', async () => {
      answer = sessionServer({
        status: 503,
        headers: { 'Retry-After': '5' },
        body: { message: 'The service is temporarily unavailable. Please try again in a moment.' },
      });
      const { api, events } = clientWithSession();
      const refused = (await api.get('/auth/me').catch((error: unknown) => error)) as ApiRequestFailed;

      expect([refused.status, refused.retryAfterSeconds]).to.deep.equal([503, 5]);
      expect(events).to.deep.equal({ refreshed: [], expired: 0 });

      // Once the service is back, the next call refreshes again rather than reusing the outage.
      answer = sessionServer({ status: 200, body: { csrfToken: 'fresh', user } });
      expect(await api.get('/auth/me')).to.deep.equal({ ok: true });
      expect(events.refreshed).to.have.length(1);
    });

    it('treats a refresh answer without a CSRF token as a failed refresh', async () => {
      answer = sessionServer({ status: 200, body: { user } });
      const { api, events } = clientWithSession();
      const refused = await api.get('/auth/me').catch((error: unknown) => error);
      expect((refused as ApiRequestFailed).status).to.equal(401);
      expect(events.expired).to.equal(1);
    });

    it('shares one refresh between calls that fail together, since a reused refresh token ends the session', async () => {
      answer = sessionServer({ status: 200, body: { csrfToken: 'fresh', user } });
      const { api, events } = clientWithSession();
      const results = await Promise.all([api.get('/favorites'), api.get('/watchlist'), api.post('/favorites', { movieId: 'm1' })]);

      expect(results).to.deep.equal([{ ok: true }, { ok: true }, { ok: true }]);
      expect(seen.filter((request) => request.url === '/api/auth/refresh')).to.have.length(1);
      expect(events.refreshed).to.have.length(1);
    });

    it('retries only once: a second 401 is the answer', async () => {
      answer = (request) =>
        request.url === '/api/auth/refresh'
          ? { status: 200, body: { csrfToken: 'fresh', user } }
          : { status: 401, body: { message: 'Authentication required' } };
      const { api, events } = clientWithSession();
      const refused = await api.delete('/auth/delete-account').catch((error: unknown) => error);

      expect((refused as ApiRequestFailed).status).to.equal(401);
      expect(seen.map((request) => request.url)).to.deep.equal([
        '/api/auth/delete-account',
        '/api/auth/refresh',
        '/api/auth/delete-account',
      ]);
      expect(events.expired).to.equal(0);
    });

    it('never refreshes for the plain calls that sign in: their 401 is for the user', async () => {
      answer = sessionServer({ status: 200, body: { csrfToken: 'fresh', user } });
      const { api, events } = clientWithSession();
      const refused = await api.plain
        .post('/auth/login', { email: 'asha@example.com', password: 'wrong' })
        .catch((error: unknown) => error);

      expect(errorMessage(refused, 'Login failed')).to.equal('Invalid email or password');
      expect(seen).to.have.length(1);
      expect(events).to.deep.equal({ refreshed: [], expired: 0 });
    });
  });
});
