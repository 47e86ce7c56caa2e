import { expect } from 'chai';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Koa from 'koa';
import pino from 'pino';
import { REQUEST_DEADLINES_MS, requestDeadline, routeClassOf } from './deadline';
import { errorHandler, requestContext } from './middleware';

const DEADLINE_MS = 100;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('the request deadline', () => {
  let server: http.Server;
  let url: string;
  let logged: { level: number; msg: string; correlationId?: string; reason?: unknown }[];
  let appErrors: unknown[];
  let unhandled: unknown[];
  let lateWorkEnded: Promise<void>;
  const onUnhandled = (reason: unknown) => void unhandled.push(reason);

  /** An app whose one route does `work`, given DEADLINE_MS to answer; `lateWorkEnded` settles when the route does. */
  async function serve(work: (ctx: Koa.Context) => Promise<void>): Promise<void> {
    const log = pino({ level: 'debug' }, { write: (line: string) => void logged.push(JSON.parse(line)) });
    const app = new Koa();
    app.on('error', (error: unknown) => appErrors.push(error));
    app.use(requestContext(log));
    app.use(errorHandler());
    app.use(requestDeadline(() => DEADLINE_MS));
    let ended: () => void = () => undefined;
    lateWorkEnded = new Promise((resolve) => (ended = resolve));
    app.use(async (ctx) => {
      try {
        await work(ctx);
      } finally {
        setImmediate(ended);
      }
    });
    server = http.createServer(app.callback()).listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/favorites`;
  }

  beforeEach(() => {
    logged = [];
    appErrors = [];
    unhandled = [];
    process.on('unhandledRejection', onUnhandled);
  });
  afterEach(async () => {
    process.off('unhandledRejection', onUnhandled);
    await new Promise((resolve) => server.close(resolve));
  });

  it('answers 503 with Retry-After and the error shape when the route has not answered in time', async () => {
    await serve(async (ctx) => {
      await sleep(DEADLINE_MS * 5);
      ctx.body = { ok: true };
    });
    const started = Date.now();
    const response = await fetch(url, { method: 'POST', headers: { 'X-Correlation-Id': 'outage-1' } });
    const took = Date.now() - started;

    expect(response.status).to.equal(503);
    expect(response.headers.get('Retry-After')).to.equal('5');
    expect(await response.json()).to.deep.equal({
      message: 'The service is temporarily unavailable. Please try again in a moment.',
      code: 'SERVICE_UNAVAILABLE',
    });
    expect(took).to.be.below(DEADLINE_MS * 3);
    const warnings = logged.filter((line) => line.level === 40);
    expect(warnings.map(({ msg, correlationId }) => ({ msg, correlationId }))).to.deep.equal([
      { msg: 'service unavailable', correlationId: 'outage-1' },
    ]);
  });

  it('ignores what the late work answers, sets or throws: no crash, no unhandled rejection, the next request served', async () => {
    let calls = 0;
    await serve(async (ctx) => {
      calls += 1;
      if (calls > 1) {
        ctx.body = { ok: true };
        return;
      }
      await sleep(DEADLINE_MS * 2);
      ctx.status = 201;
      ctx.set('X-Event-Position', '1-1');
      ctx.cookies.set('session', 'late');
      ctx.body = { ok: true };
      throw new Error('the late work failed too');
    });
    const first = await fetch(url, { method: 'POST' });
    expect(first.status).to.equal(503);
    await lateWorkEnded;
    await sleep(10);

    expect(first.headers.get('X-Event-Position')).to.equal(null);
    expect(first.headers.get('Set-Cookie')).to.equal(null);
    expect(unhandled).to.deep.equal([]);
    expect(appErrors).to.deep.equal([]);
    expect(logged.filter((line) => line.level >= 40).map(({ msg }) => msg)).to.deep.equal(['service unavailable']);
    expect(logged.some((line) => line.level === 20 && line.msg === 'a request past its deadline failed after all')).to.equal(true);
    const second = await fetch(url, { method: 'POST' });
    expect([second.status, await second.json()]).to.deep.equal([200, { ok: true }]);
  });

  it('leaves an answer given in time as it is, errors included', async () => {
    await serve(async (ctx) => {
      if (ctx.method === 'GET') ctx.body = { ok: true };
      else throw new Error('a bug');
    });
    const read = await fetch(url);
    expect([read.status, await read.json()]).to.deep.equal([200, { ok: true }]);
    const failed = await fetch(url, { method: 'POST' });
    expect([failed.status, failed.headers.get('Retry-After')]).to.deep.equal([500, null]);
  });
});

describe('the route classes and their deadlines', () => {
  it('gives reads, commands and recommendations each their class', () => {
    expect([
      routeClassOf('GET', '/api/favorites'),
      routeClassOf('HEAD', '/api/plans'),
      routeClassOf('GET', '/api/recommendations/recent'),
      routeClassOf('POST', '/api/favorites'),
      routeClassOf('DELETE', '/api/watchlist/w1'),
      routeClassOf('POST', '/api/recommendations/recommend'),
    ]).to.deep.equal(['read', 'read', 'read', 'command', 'command', 'recommendation']);
  });

  it('waits longest for a recommendation, whose OpenAI engine may use its whole 20 s before the local one answers', () => {
    expect(REQUEST_DEADLINES_MS.recommendation).to.be.above(20_000);
    expect(REQUEST_DEADLINES_MS.read).to.be.below(REQUEST_DEADLINES_MS.command);
  });
});
