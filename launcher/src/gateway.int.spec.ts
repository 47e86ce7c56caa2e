import { expect } from 'chai';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import Koa from 'koa';
import { createGateway } from './gateway';

interface RawAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

describe('the gateway serving the built UI', () => {
  const page = `<!doctype html><title>MoRe AI</title><div id="root"></div>${'<!-- room for the page -->'.repeat(60)}`;
  const script = `export const titles = [${Array.from({ length: 200 }, (_, i) => `"Movie number ${i}"`).join(', ')}];`;
  let uiDir: string;
  let server: http.Server;
  let port: number;

  /** One GET as the bytes arrive, undecoded. */
  const get = (pathname: string, acceptEncoding?: string) =>
    new Promise<RawAnswer>((resolve, reject) => {
      const headers = acceptEncoding === undefined ? {} : { 'Accept-Encoding': acceptEncoding };
      http
        .get({ host: '127.0.0.1', port, path: pathname, headers }, (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () => resolve({ status: response.statusCode!, headers: response.headers, body: Buffer.concat(chunks) }));
          response.on('error', reject);
        })
        .on('error', reject);
    });

  /** Writes a file with the .br and .gz siblings the UI build writes beside it. */
  async function writeWithSiblings(file: string, text: string): Promise<void> {
    await writeFile(file, text);
    await writeFile(`${file}.br`, zlib.brotliCompressSync(text));
    await writeFile(`${file}.gz`, zlib.gzipSync(text));
  }

  before(async () => {
    uiDir = await mkdtemp(path.join(tmpdir(), 'more-ai-ui-'));
    await mkdir(path.join(uiDir, 'assets'));
    await writeWithSiblings(path.join(uiDir, 'index.html'), page);
    await writeWithSiblings(path.join(uiDir, 'assets', 'app-1234.js'), script);
    await writeFile(path.join(uiDir, 'assets', 'tiny-1234.css'), 'a{}');
    const api = new Koa();
    api.use((ctx) => {
      ctx.body = { served: 'by the API' };
    });
    server = http.createServer(createGateway({ commandApi: api, readApi: api, uiDir })).listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    port = (server.address() as AddressInfo).port;
  });
  after(async () => {
    server.close();
    await rm(uiDir, { recursive: true, force: true });
  });

  it('sends a hashed asset brotli-compressed to a browser that accepts br, cached for good', async () => {
    const answer = await get('/assets/app-1234.js', 'gzip, deflate, br');
    expect(answer.status).to.equal(200);
    expect(answer.headers['content-encoding']).to.equal('br');
    expect(answer.headers['content-type']).to.match(/^(text|application)\/javascript/);
    expect(answer.headers.vary).to.match(/accept-encoding/i);
    expect(answer.headers['cache-control']).to.equal('public, max-age=31536000, immutable');
    expect(zlib.brotliDecompressSync(answer.body).toString('utf8')).to.equal(script);
  });

  it('sends it gzipped to a browser that accepts only gzip, and as it is to one that accepts neither', async () => {
    const gzipped = await get('/assets/app-1234.js', 'gzip');
    expect(gzipped.headers['content-encoding']).to.equal('gzip');
    expect(gzipped.headers['content-type']).to.match(/^(text|application)\/javascript/);
    expect(zlib.gunzipSync(gzipped.body).toString('utf8')).to.equal(script);

    for (const accepted of [undefined, 'identity']) {
      const plain = await get('/assets/app-1234.js', accepted);
      expect(plain.headers['content-encoding'], String(accepted)).to.equal(undefined);
      expect(plain.body.toString('utf8')).to.equal(script);
    }
  });

  it('sends a file the build left uncompressed as it is', async () => {
    const answer = await get('/assets/tiny-1234.css', 'gzip, deflate, br');
    expect(answer.status).to.equal(200);
    expect(answer.headers['content-encoding']).to.equal(undefined);
    expect(answer.headers['content-type']).to.match(/^text\/css/);
    expect(answer.body.toString('utf8')).to.equal('a{}');
  });

  it('negotiates index.html too, at / and at a deep link, never cached without asking again', async () => {
    for (const pathname of ['/', '/index.html', '/recommendations', '/watchlists/some-id']) {
      const brotli = await get(pathname, 'gzip, deflate, br');
      expect(brotli.status, pathname).to.equal(200);
      expect(brotli.headers['content-encoding'], pathname).to.equal('br');
      expect(brotli.headers['content-type'], pathname).to.match(/^text\/html/);
      expect(brotli.headers.vary, pathname).to.match(/accept-encoding/i);
      expect(brotli.headers['cache-control'], pathname).to.equal('no-cache');
      expect(zlib.brotliDecompressSync(brotli.body).toString('utf8'), pathname).to.equal(page);

      const gzipped = await get(pathname, 'gzip');
      expect(gzipped.headers['content-encoding'], pathname).to.equal('gzip');
      expect(zlib.gunzipSync(gzipped.body).toString('utf8'), pathname).to.equal(page);

      const plain = await get(pathname);
      expect(plain.headers['content-encoding'], pathname).to.equal(undefined);
      expect(plain.body.toString('utf8'), pathname).to.equal(page);
    }
  });

  it('sends the landing page rendered at build time for / only, once the build has written it', async () => {
    const landing = '<!doctype html><html><body><div id="root"><h1>Describe the movie.</h1></div></body></html>';
    const file = path.join(uiDir, 'landing.html');
    await writeWithSiblings(file, landing);
    try {
      const brotli = await get('/', 'gzip, deflate, br');
      expect(brotli.headers['content-encoding']).to.equal('br');
      expect(brotli.headers['cache-control']).to.equal('no-cache');
      expect(brotli.headers.vary).to.match(/accept-encoding/i);
      expect(zlib.brotliDecompressSync(brotli.body).toString('utf8')).to.equal(landing);
      expect(zlib.gunzipSync((await get('/', 'gzip')).body).toString('utf8')).to.equal(landing);
      expect((await get('/')).body.toString('utf8')).to.equal(landing);
      expect((await get('/?from=mail')).body.toString('utf8')).to.equal(landing);
      // Every other route is drawn by the script from the empty shell: the landing page would flash there.
      for (const pathname of ['/index.html', '/login', '/recommendations']) {
        expect((await get(pathname)).body.toString('utf8'), pathname).to.equal(page);
      }
    } finally {
      await Promise.all(['', '.br', '.gz'].map((ending) => rm(`${file}${ending}`)));
    }
  });

  it('still answers 404 for a missing asset, whatever the browser accepts', async () => {
    expect((await get('/assets/missing-1234.js', 'gzip, deflate, br')).status).to.equal(404);
  });
});
