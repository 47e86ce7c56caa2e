import { expect } from 'chai';
import { execFileSync, spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { startEmbeddedPostgres, type EmbeddedPostgresHandle } from './embedded-postgres';

const processGroupOf = (pid: number) => Number(execFileSync('ps', ['-o', 'pgid=', '-p', String(pid)], { encoding: 'utf8' }).trim());

describe('the embedded PostgreSQL server', function () {
  this.timeout(60_000);
  let server: EmbeddedPostgresHandle;

  before(async () => {
    server = await startEmbeddedPostgres({ dataDir: path.join(tmpdir(), `more-ai-embedded-${process.pid}`), persistent: false });
  });
  after(() => server.stop());

  it('runs in a process group of its own: Ctrl-C in the terminal reaches the launcher, which stops it last', async () => {
    expect(processGroupOf(server.pid)).to.not.equal(processGroupOf(process.pid));
    const client = new pg.Client({ connectionString: server.url });
    await client.connect();
    expect((await client.query('SELECT 1 AS one')).rows[0].one).to.equal(1);
    await client.end();
  });

  it("leaves none of embedded-postgres's own signal handlers, which would exit the process mid-stop", () => {
    const exitHook = createRequire(import.meta.url)('async-exit-hook') as { hookedEvents(): string[] };
    expect(exitHook.hookedEvents()).to.deep.equal([]);
  });

  it('stops the server when the process running it is killed with SIGTERM and handles nothing itself', async () => {
    const module = fileURLToPath(new URL('./embedded-postgres.ts', import.meta.url));
    const dataDir = path.join(tmpdir(), `more-ai-embedded-killed-${process.pid}`);
    const script = `import { startEmbeddedPostgres } from ${JSON.stringify(module)}; const s = await startEmbeddedPostgres({ dataDir: ${JSON.stringify(dataDir)}, persistent: false }); console.log(s.pid); setInterval(() => {}, 1000);`;
    const runner = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const pid = await new Promise<number>((resolve) =>
      runner.stdout!.once('data', (chunk: Buffer) => resolve(Number(chunk.toString().trim()))),
    );
    const alive = (id: number) => {
      try {
        process.kill(id, 0);
        return true;
      } catch {
        return false;
      }
    };
    expect(alive(pid)).to.equal(true);
    runner.kill('SIGTERM');
    for (let waited = 0; alive(pid) && waited < 10_000; waited += 100) await new Promise((resolve) => setTimeout(resolve, 100));
    expect(alive(pid), 'the server outlived the process that ran it').to.equal(false);
  });

  it('stops at once when the server has already gone', async () => {
    const other = await startEmbeddedPostgres({ dataDir: path.join(tmpdir(), `more-ai-embedded-gone-${process.pid}`), persistent: false });
    process.kill(other.pid, 'SIGKILL');
    const started = Date.now();
    await other.stop();
    expect(Date.now() - started).to.be.below(2000);
  });
});
