import { expect } from 'chai';
import { mkdtemp, mkdir, writeFile } from 'node:fs/promises';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { START } from '@more-ai/events/position';
import { createLogger } from '@more-ai/platform';
import { startTestApp, type TestApp } from '@more-ai/testing/app';
import { startApp } from './app';

/** One GET as the bytes arrive (fetch would decode them). */
function rawGet(url: string, acceptEncoding: string): Promise<{ headers: http.IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { 'Accept-Encoding': acceptEncoding } }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => resolve({ headers: response.headers, body: Buffer.concat(chunks) }));
        response.on('error', reject);
      })
      .on('error', reject);
  });
}

describe('the app behind one port', function () {
  this.timeout(30_000);
  let app: TestApp;
  let uiDir: string;
  const script = `export const titles = [${Array.from({ length: 200 }, (_, i) => `"Movie number ${i}"`).join(', ')}];`;

  before(async () => {
    uiDir = await mkdtemp(path.join(tmpdir(), 'more-ai-ui-'));
    await mkdir(path.join(uiDir, 'assets'));
    await writeFile(path.join(uiDir, 'index.html'), '<!doctype html><title>MoRe AI</title><div id="root"></div>');
    await writeFile(path.join(uiDir, 'assets', 'app-1234.js'), 'console.log(1)');
    // As the UI build leaves a script over 1 kB: with its brotli and gzip copies beside it.
    await writeFile(path.join(uiDir, 'assets', 'titles-1234.js'), script);
    await writeFile(path.join(uiDir, 'assets', 'titles-1234.js.br'), zlib.brotliCompressSync(script));
    await writeFile(path.join(uiDir, 'assets', 'titles-1234.js.gz'), zlib.gzipSync(script));
    app = await startTestApp('launcher', { uiDir });
  });
  after(() => app.close());

  it('listens on loopback only by default', () => {
    expect(new URL(app.url).hostname).to.equal('127.0.0.1');
  });

  it('reports every part healthy, and each projector and reactor running here with its lock, nothing parked', async () => {
    const response = await app.request('GET', '/api/health');
    expect(response.status).to.equal(200);
    expect(response.body).to.deep.include({
      status: 'ok',
      checks: { eventStore: 'up', database: 'up', projections: 'up', processes: 'up', commandApi: 'up', readApi: 'up' },
    });
    for (const part of ['projections', 'processes']) {
      const figures = Object.values<Record<string, unknown>>(response.body.details[part].consumers);
      expect(figures).to.not.have.length(0);
      for (const figure of figures) expect(figure).to.deep.include({ active: true, lock: 'here', state: 'running', parked: 0 });
    }
  });

  it('is seeded with the FREE and PRO plans, priced in rupees with 18% GST', async () => {
    const response = await app.request('GET', '/api/subscriptions/active');
    expect(response.status).to.equal(200);
    const plans = response.body.map((p: Record<string, unknown>) => [
      p.type,
      p.displayName,
      p.price,
      p.currency,
      p.gst,
      p.gstAmount,
      p.durationLabel,
    ]);
    expect(plans).to.deep.equal([
      ['free', 'FREE', 0, 'INR', 18, 0, 'forever'],
      ['pro', 'PRO', 149, 'INR', 18, 26.82, 'per month'],
    ]);
    expect(response.body[1]._id).to.be.a('string').and.equal(response.body[1].id);
    expect(response.body[0].description.split(', ').slice(0, 2)).to.deep.equal([
      'Private watchlists and discoveries',
      'Transaction history',
    ]);
  });

  it('answers unknown API paths with a JSON 404, whatever the method', async () => {
    for (const method of ['GET', 'POST', 'DELETE', 'PUT']) {
      const response = await app.request(method, '/api/no-such-thing');
      expect(response.status, method).to.equal(404);
      expect(response.body, method).to.deep.equal({ message: `No such endpoint: ${method} /api/no-such-thing`, code: 'NOT_FOUND' });
    }
  });

  it('serves the UI for client-side routes, assets by name, and 404 for missing files', async () => {
    const page = await app.request('GET', '/watchlists/some-id');
    expect(page.status).to.equal(200);
    expect(page.headers.get('content-type')).to.include('text/html');
    expect(page.body).to.include('<div id="root">');
    expect(page.headers.get('content-security-policy')).to.include("default-src 'self'");
    expect(page.headers.get('x-content-type-options')).to.equal('nosniff');

    const asset = await app.request('GET', '/assets/app-1234.js');
    expect(asset.status).to.equal(200);
    expect(asset.headers.get('cache-control')).to.include('immutable');
    expect((await app.request('GET', '/assets/missing.js')).status).to.equal(404);
  });

  it('sends a built asset compressed as the browser accepts, still cached for good', async () => {
    const brotli = await rawGet(`${app.url}/assets/titles-1234.js`, 'gzip, deflate, br');
    expect(brotli.headers['content-encoding']).to.equal('br');
    expect(brotli.headers['content-type']).to.match(/javascript/);
    expect(brotli.headers['cache-control']).to.include('immutable');
    expect(zlib.brotliDecompressSync(brotli.body).toString('utf8')).to.equal(script);
    const gzipped = await rawGet(`${app.url}/assets/titles-1234.js`, 'gzip');
    expect(gzipped.headers['content-encoding']).to.equal('gzip');
    expect(zlib.gunzipSync(gzipped.body).toString('utf8')).to.equal(script);
  });

  it('compresses API answers over 1 kB, and not smaller ones', async () => {
    // The health report lists every projector and reactor: well over 1 kB.
    const large = await rawGet(`${app.url}/api/health`, 'gzip, deflate, br');
    expect(large.headers['content-encoding']).to.equal('br');
    expect(large.headers.vary).to.match(/accept-encoding/i);
    const report = zlib.brotliDecompressSync(large.body);
    expect(report.length).to.be.greaterThan(1024);
    expect(JSON.parse(report.toString('utf8'))).to.deep.include({ status: 'ok' });

    const small = await rawGet(`${app.url}/api/no-such-thing`, 'gzip, deflate, br');
    expect(small.headers['content-encoding']).to.equal(undefined);
    expect(small.body.length).to.be.lessThan(1024);
    expect(JSON.parse(small.body.toString('utf8'))).to.have.property('message');
  });

  it('keeps its data across a restart and seeds nothing twice', async () => {
    const before = await app.events.store.countAfter(START, 1_000_000);
    const again = await startApp({ databaseUrl: app.databaseUrl, port: 0, uiDir, log: createLogger('test', process.env.LOG_LEVEL) });
    try {
      expect(await again.events.store.countAfter(START, 1_000_000)).to.equal(before);
      const plans = await (await fetch(`${again.url}/api/subscriptions/active`)).json();
      expect(plans).to.have.length(2);
    } finally {
      await again.stop();
    }
  });
});
