import { expect } from 'chai';
import { execFileSync, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { startEmbeddedPostgres, type EmbeddedPostgresHandle } from './embedded-postgres';
import type { SupervisionEvent } from './postgres-supervisor';

const processGroupOf = (pid: number) => Number(execFileSync('ps', ['-o', 'pgid=', '-p', String(pid)], { encoding: 'utf8' }).trim());
const alive = (id: number) => {
  try {
    process.kill(id, 0);
    return true;
  } catch {
    return false;
  }
};
const until = async (what: string, condition: () => boolean, ms: number) => {
  for (let waited = 0; !condition(); waited += 50) {
    if (waited > ms) throw new Error(`${what} did not happen within ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
};

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
    expect(alive(pid)).to.equal(true);
    runner.kill('SIGTERM');
    for (let waited = 0; alive(pid) && waited < 10_000; waited += 100) await new Promise((resolve) => setTimeout(resolve, 100));
    expect(alive(pid), 'the server outlived the process that ran it').to.equal(false);
    // Killed, the runner could not remove its cluster as `persistent: false` asks.
    await rm(dataDir, { recursive: true, force: true });
  });

  it('stops at once when the server has already gone', async () => {
    const other = await startEmbeddedPostgres({ dataDir: path.join(tmpdir(), `more-ai-embedded-gone-${process.pid}`), persistent: false });
    process.kill(other.pid, 'SIGKILL');
    const started = Date.now();
    await other.stop();
    expect(Date.now() - started).to.be.below(2000);
  });

  it('escalates when the server does not stop: a frozen one is gone within seconds, not waited for', async () => {
    const other = await startEmbeddedPostgres({
      dataDir: path.join(tmpdir(), `more-ai-embedded-frozen-${process.pid}`),
      persistent: false,
    });
    // A stopped process takes no notice of SIGINT or SIGQUIT; only the last step, SIGKILL, ends it.
    process.kill(other.pid, 'SIGSTOP');
    const started = Date.now();
    await other.stop();
    expect(Date.now() - started).to.be.below(15_000);
    expect(alive(other.pid)).to.equal(false);
  });
});

describe('the embedded PostgreSQL server, supervised', function () {
  this.timeout(90_000);
  let server: EmbeddedPostgresHandle | undefined;
  const events: SupervisionEvent[] = [];

  before(async () => {
    server = await startEmbeddedPostgres({
      dataDir: path.join(tmpdir(), `more-ai-embedded-supervised-${process.pid}`),
      persistent: false,
      supervise: { report: (event) => events.push(event) },
    });
  });
  after(() => server?.stop());

  it('restarts on the same data and port after its postmaster is killed, a busy backend left behind and no committed row lost', async () => {
    const client = new pg.Client({ connectionString: server!.url });
    await client.connect();
    await client.query('CREATE TABLE acknowledged (n int PRIMARY KEY)');
    await client.query('INSERT INTO acknowledged SELECT generate_series(1, 100)');
    // A backend busy in a long query does not notice its postmaster's death, and holds the shared
    // memory a new postmaster refuses to share: the supervisor has to end it.
    const busy = new pg.Client({ connectionString: server!.url });
    busy.on('error', () => undefined);
    await busy.connect();
    const [{ pid: busyPid }] = (await busy.query('SELECT pg_backend_pid() AS pid')).rows;
    void busy.query('SELECT count(*) FROM generate_series(1, 10000000000)').catch(() => undefined);
    client.on('error', () => undefined);
    await client.end().catch(() => undefined);

    const killed = server!.pid;
    process.kill(killed, 'SIGKILL');
    await until('the restart', () => events.length >= 2, 30_000);
    expect(events.map((e) => e.kind)).to.deep.equal(['stopped', 'back']);
    expect(events[0]!.message).to.equal('PostgreSQL stopped unexpectedly (killed by SIGKILL); restarting it on the same data');
    expect(events[1]!.message).to.match(/^PostgreSQL is back \(after \d+(\.\d)? s\)$/);
    expect(server!.pid).to.not.equal(killed);
    // Killed, it may linger as a zombie until PID 1 reaps it: that holds no memory.
    const running = (pid: number) => {
      try {
        return readFileSync(`/proc/${pid}/stat`, 'utf8').split(' ')[2] !== 'Z';
      } catch {
        return false;
      }
    };
    if (process.platform === 'linux') expect(running(busyPid), 'the busy backend of the killed server').to.equal(false);

    const after = new pg.Client({ connectionString: server!.url });
    await after.connect();
    try {
      expect((await after.query('SELECT count(*)::int AS n FROM acknowledged')).rows[0].n).to.equal(100);
    } finally {
      await after.end();
    }
  });

  it('stops when asked, and is not restarted after', async () => {
    const pid = server!.pid;
    const started = Date.now();
    await server!.stop();
    server = undefined;
    expect(Date.now() - started).to.be.below(6000);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(alive(pid)).to.equal(false);
    expect(events.map((e) => e.kind)).to.deep.equal(['stopped', 'back']);
  });
});
