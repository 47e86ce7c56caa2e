import { expect } from 'chai';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import zlib from 'node:zlib';
import type Koa from 'koa';
import { createLogger } from '../logger';
import { COMPRESSION_THRESHOLD_BYTES } from './compression';
import { createServiceApp } from './service-app';

async function clientIpSeen(behindProxy: boolean, forwardedFor: string): Promise<string> {
  const app = createServiceApp({ log: createLogger('test', 'silent'), behindProxy });
  app.use((ctx) => {
    ctx.body = { ip: ctx.ip };
  });
  const server = http.createServer(app.callback()).listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  try {
    const { port } = server.address() as AddressInfo;
    const response = await fetch(`http://127.0.0.1:${port}/`, { headers: { 'X-Forwarded-For': forwardedFor } });
    return ((await response.json()) as { ip: string }).ip;
  } finally {
    server.close();
  }
}

describe('the client address an API sees', () => {
  it('ignores X-Forwarded-For when serving browsers directly, so a client cannot pick its address', async () => {
    expect(await clientIpSeen(false, '203.0.113.9')).to.match(/127\.0\.0\.1$/);
  });

  it('behind the proxy, takes only the entry the proxy added, not ones the client sent', async () => {
    expect(await clientIpSeen(true, '198.51.100.1, 203.0.113.9')).to.equal('203.0.113.9');
  });
});

interface RawAnswer {
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/** One GET as the bytes arrive (fetch would decode them), with the app's routes set by `route`. */
async function rawGet(route: Koa.Middleware, acceptEncoding?: string): Promise<RawAnswer> {
  const app = createServiceApp({ log: createLogger('test', 'silent'), behindProxy: false });
  app.use(route);
  const server = http.createServer(app.callback()).listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  try {
    const { port } = server.address() as AddressInfo;
    return await new Promise<RawAnswer>((resolve, reject) => {
      const headers = acceptEncoding === undefined ? {} : { 'Accept-Encoding': acceptEncoding };
      http
        .get({ host: '127.0.0.1', port, path: '/api/things', headers }, (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () => resolve({ headers: response.headers, body: Buffer.concat(chunks) }));
          response.on('error', reject);
        })
        .on('error', reject);
    });
  } finally {
    server.close();
  }
}

describe('API answers on the wire', () => {
  const things = Array.from({ length: 40 }, (_, i) => ({ id: `thing-${i}`, title: `A thing worth listing, number ${i}` }));
  const large: Koa.Middleware = (ctx) => {
    ctx.body = { things };
  };

  it('compresses JSON over 1 kB with brotli or gzip as the client asks, and says it varies', async () => {
    expect(Buffer.byteLength(JSON.stringify({ things }))).to.be.greaterThan(COMPRESSION_THRESHOLD_BYTES);
    const brotli = await rawGet(large, 'gzip, deflate, br');
    expect(brotli.headers['content-encoding']).to.equal('br');
    expect(brotli.headers['content-type']).to.match(/^application\/json/);
    expect(brotli.headers.vary).to.match(/accept-encoding/i);
    expect(JSON.parse(zlib.brotliDecompressSync(brotli.body).toString('utf8'))).to.deep.equal({ things });

    const gzip = await rawGet(large, 'gzip');
    expect(gzip.headers['content-encoding']).to.equal('gzip');
    expect(JSON.parse(zlib.gunzipSync(gzip.body).toString('utf8'))).to.deep.equal({ things });
  });

  it('sends JSON as it is when the client asks for no encoding, or when it is under 1 kB', async () => {
    const plain = await rawGet(large);
    expect(plain.headers['content-encoding']).to.equal(undefined);
    expect(JSON.parse(plain.body.toString('utf8'))).to.deep.equal({ things });

    const small = await rawGet((ctx) => {
      ctx.body = { things: things.slice(0, 2) };
    }, 'gzip, deflate, br');
    expect(small.headers['content-encoding']).to.equal(undefined);
    expect(JSON.parse(small.body.toString('utf8'))).to.deep.equal({ things: things.slice(0, 2) });
  });

  it('never compresses a server-sent-events stream, so its frames are not held back', async () => {
    const frames = things.map((thing) => `event: thing\ndata: ${JSON.stringify(thing)}\n\n`).join('');
    const stream = await rawGet((ctx) => {
      ctx.type = 'text/event-stream';
      ctx.body = frames;
    }, 'gzip, deflate, br');
    expect(stream.headers['content-encoding']).to.equal(undefined);
    expect(stream.body.toString('utf8')).to.equal(frames);
  });
});
