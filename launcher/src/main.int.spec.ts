import { expect } from 'chai';
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { BUNDLES, DIST, bundleIsFresh, buildStaleBundles } from '../build/server-bundle';

const START = fileURLToPath(new URL('../dist/start.mjs', import.meta.url));

/** `npm start`: the start command built by `npm ci`, which runs the server bundle in its process. */
function startProcess(env: Record<string, string>, stdout: 'ignore' | 'pipe') {
  return spawn(process.execPath, [START], { env: { ...process.env, LOG_LEVEL: 'silent', ...env }, stdio: ['ignore', stdout, 'pipe'] });
}

/** Runs `npm start` as `npm start` does, and collects how it ended. */
function runMain(env: Record<string, string>): Promise<{ code: number | null; stderr: string; ms: number }> {
  const started = Date.now();
  const child = startProcess(env, 'ignore');
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const killer = setTimeout(() => child.kill('SIGKILL'), 60_000);
  return new Promise((resolve) =>
    child.once('exit', (code) => {
      clearTimeout(killer);
      resolve({ code, stderr, ms: Date.now() - started });
    }),
  );
}

// The bundles as `npm ci` leaves them: built now where their sources changed since.
before(async function () {
  this.timeout(120_000);
  await buildStaleBundles();
});

describe('npm start refusing to start', function () {
  this.timeout(90_000);
  let dataDir: string;
  let held: Server;
  let port: number;

  before(async () => {
    held = createServer();
    await new Promise<void>((resolve) => held.listen(0, '127.0.0.1', resolve));
    port = (held.address() as { port: number }).port;
  });
  beforeEach(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'more-ai-main-'));
  });
  afterEach(() => rm(dataDir, { recursive: true, force: true }));
  after(() => new Promise((resolve) => held.close(resolve)));

  it('says in one line that the port is in use and exits 1, before starting PostgreSQL', async () => {
    const { code, stderr } = await runMain({ PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir });
    expect(code).to.equal(1);
    expect(stderr.trim()).to.equal(`MoRe AI could not start: port ${port} is already in use (set PORT to use another one)`);
    expect(existsSync(path.join(dataDir, 'postgres')), 'a PostgreSQL cluster was created').to.equal(false);
    expect(existsSync(path.join(dataDir, 'more-ai.lock')), 'the run lock was left behind').to.equal(false);
  });

  it('checks the data directory first: another MoRe AI running on it is named, whatever the port', async () => {
    // This test process is alive, so its pid in the lock file stands for a MoRe AI still running.
    await writeFile(path.join(dataDir, 'more-ai.lock'), String(process.pid));
    const { code, stderr } = await runMain({ PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir });
    expect(code).to.equal(1);
    expect(stderr).to.include(`MoRe AI is already running on ${dataDir} (process ${process.pid})`);
    expect(stderr).not.to.include('already in use');
    expect(existsSync(path.join(dataDir, 'postgres'))).to.equal(false);
  });
});

describe('npm start', function () {
  this.timeout(120_000);

  it('serves the whole app from the server bundle on a new data directory, seeded, and stops on Ctrl-C', async () => {
    // Not made here: the launcher makes it, so that PostgreSQL's own user may enter it.
    const dataDir = path.join(tmpdir(), `more-ai-main-start-${process.pid}`);
    await rm(dataDir, { recursive: true, force: true });
    const free = createServer();
    await new Promise<void>((resolve) => free.listen(0, '127.0.0.1', resolve));
    const port = (free.address() as { port: number }).port;
    await new Promise((resolve) => free.close(resolve));
    // As after a change to the server's sources: the start command builds the server again itself.
    await rm(path.join(DIST, `${BUNDLES.server.out}.inputs.json`), { force: true });
    const child = startProcess({ PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'info' }, 'pipe');
    const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
    try {
      let out = '';
      await new Promise<void>((resolve, reject) => {
        child.stdout!.on('data', (chunk: Buffer) => {
          out += chunk.toString();
          if (out.includes('MoRe AI is ready at')) resolve();
        });
        let err = '';
        child.stderr!.on('data', (chunk: Buffer) => (err += chunk.toString()));
        void exited.then((code) => reject(new Error(`npm start exited with ${code} before it was ready: ${err}`)));
      });
      const url = `http://127.0.0.1:${port}`;
      expect((await fetch(`${url}/api/health`)).status).to.equal(200);
      // What the bundle finds beside its sources: the bundled catalog, the built UI, the countries'
      // data and the API docs' assets.
      expect(out).to.match(/"cataloged":2603\b/);
      expect(await (await fetch(`${url}/`)).text()).to.include('<div id="root">');
      expect(JSON.stringify(await (await fetch(`${url}/api/countries/code/IN`)).json())).to.include('India');
      expect((await fetch(`${url}/api/docs`)).status).to.equal(200);
      expect(out).to.include(`Built launcher/dist/${BUNDLES.server.out}`);
      expect(bundleIsFresh('server')).to.equal(true);
      child.kill('SIGINT');
      expect(await exited).to.equal(0);
    } finally {
      child.kill('SIGKILL');
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
