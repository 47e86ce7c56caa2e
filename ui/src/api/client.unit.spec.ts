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

/** A real HTTP server that records what it was sent and answers what the test scripted. */
describe('API client', () => {
  let server: http.Server;
  let baseUrl: string;
  let seen: Seen[];
  let answer: { status: number; headers?: Record<string, string>; body?: unknown };

  before(async () => {
    server = http.createServer((req, res) => {
      let body = '';
      req.on('data', (chunk) => (body += chunk));
      req.on('end', () => {
        seen.push({ method: req.method!, url: req.url!, headers: req.headers, body });
        res.writeHead(answer.status, { 'Content-Type': 'application/json', ...answer.headers });
        res.end(answer.body === undefined ? '' : JSON.stringify(answer.body));
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
    const api = createApiClient({ baseUrl, csrfToken: () => null });
    await api.get('/subscriptions/active');
    expect(seen[0]!.headers['x-min-position']).to.equal(undefined);
  });

  it('sends the highest position seen in command answers with later reads, never a lower one', async () => {
    const api = createApiClient({ baseUrl, csrfToken: () => null });
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
    const api = createApiClient({ baseUrl, csrfToken: () => 'csrf-123' });
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
    const api = createApiClient({ baseUrl, csrfToken: () => 'undefined' });
    await api.delete('/favorites/m1');
    expect(seen[0]!.headers['x-xsrf-token']).to.equal(undefined);
    expect(seen[0]!.body).to.equal('');
  });

  it("surfaces the server's message, else the caller's text, else 'An error occurred'", async () => {
    const api = createApiClient({ baseUrl, csrfToken: () => null });
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

    const unreachable = await createApiClient({ baseUrl: 'http://127.0.0.1:1/api', csrfToken: () => null })
      .get('/subscriptions/active')
      .catch((error: unknown) => error);
    expect(errorMessage(unreachable, 'Failed to load plans')).to.equal('Failed to load plans');
  });
});
