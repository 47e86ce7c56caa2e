import { expect } from 'chai';
import { execFileSync } from 'node:child_process';
import { createRequire } from 'node:module';
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

  it('stops at once when the server has already gone', async () => {
    const other = await startEmbeddedPostgres({ dataDir: path.join(tmpdir(), `more-ai-embedded-gone-${process.pid}`), persistent: false });
    process.kill(other.pid, 'SIGKILL');
    const started = Date.now();
    await other.stop();
    expect(Date.now() - started).to.be.below(2000);
  });
});
