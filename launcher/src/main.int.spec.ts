import { expect } from 'chai';
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const MAIN = fileURLToPath(new URL('./main.ts', import.meta.url));

/** Runs `npm start`'s entry point as `npm start` does, and collects how it ended. */
function runMain(env: Record<string, string>): Promise<{ code: number | null; stderr: string; ms: number }> {
  const started = Date.now();
  const child = spawn(process.execPath, ['--import', 'tsx', MAIN], {
    env: { ...process.env, LOG_LEVEL: 'silent', ...env },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const killer = setTimeout(() => child.kill('SIGKILL'), 60_000);
  return new Promise((resolve) =>
    child.once('exit', (code) => {
      clearTimeout(killer);
      resolve({ code, stderr, ms: Date.now() - started });
    }),
  );
}

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
