import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startEmbeddedPostgres } from '@more-ai/launcher/embedded-postgres';
import type { Figure } from './harness';

const ROOT = path.resolve(import.meta.dirname, '../..');
/** Goals of issue 14: `npm start` ready within 5 s, the whole stack within 400 MB. */
const READY_MS = 5000;
const STACK_MB = 400;
/** How long the stack runs after it is ready before its memory is read: startup garbage settles. */
const SETTLE_MS = 3000;

/**
 * `npm start` as a person runs it, with the UI already built (npm ci builds it): the time until
 * GET /api/health answers 200 and the memory of the whole stack (node and every PostgreSQL process,
 * as proportional set size, so pages they share count once). Twice: a first start on a new data
 * directory (initdb, migrations, the catalog seeded) and a restart on it. Baseline: the embedded
 * PostgreSQL alone, started the same two ways.
 */
export async function startupBenchmark(): Promise<Figure[]> {
  const built = spawnSync('npx', ['tsx', 'ui/build/build-if-changed.ts'], { cwd: ROOT, stdio: 'inherit' });
  if (built.status !== 0) throw new Error('the UI could not be built');
  // Not created here: the launcher makes them, so PostgreSQL's own user may enter them.
  const dataDir = path.join(tmpdir(), `more-ai-bench-start-${process.pid}`);
  const pgDir = path.join(tmpdir(), `more-ai-bench-pg-alone-${process.pid}`);
  await rm(dataDir, { recursive: true, force: true });
  await rm(pgDir, { recursive: true, force: true });
  try {
    const first = await timeNpmStart(dataDir);
    const again = await timeNpmStart(dataDir);
    const pgFirst = await timePostgresAlone(pgDir);
    const pgAgain = await timePostgresAlone(pgDir);
    console.log(
      `startup: npm start ${fmt(first.ms)} ms / ${fmt(first.mb)} MB first, ${fmt(again.ms)} ms / ${fmt(again.mb)} MB again; ` +
        `PostgreSQL alone ${fmt(pgFirst.ms)} ms / ${fmt(pgFirst.mb)} MB first, ${fmt(pgAgain.ms)} ms / ${fmt(pgAgain.mb)} MB again`,
    );
    const ready = (name: string, value: number, baseline: number): Figure => ({
      name,
      value,
      unit: 'ms',
      baselineName: 'embedded PostgreSQL alone, started the same way',
      baseline,
      target: `≤ ${READY_MS.toLocaleString('en-US')} ms`,
      met: value <= READY_MS,
    });
    const memory = (name: string, value: number, baseline: number): Figure => ({
      name,
      value,
      unit: 'MB',
      baselineName: 'embedded PostgreSQL alone (PSS)',
      baseline,
      target: `≤ ${STACK_MB} MB`,
      met: value <= STACK_MB,
    });
    return [
      ready('npm start ready, new data directory', first.ms, pgFirst.ms),
      ready('npm start ready, restart', again.ms, pgAgain.ms),
      memory('whole stack memory (PSS), new data directory', first.mb, pgFirst.mb),
      memory('whole stack memory (PSS), restart', again.mb, pgAgain.mb),
    ];
  } finally {
    await rm(dataDir, { recursive: true, force: true });
    await rm(pgDir, { recursive: true, force: true });
  }
}

/** Runs `npm start` on `dataDir` until it is healthy; its time to ready and its memory once settled. */
async function timeNpmStart(dataDir: string): Promise<{ ms: number; mb: number }> {
  const port = await freePort();
  const started = performance.now();
  const child = spawn('npm', ['start', '--silent'], {
    cwd: ROOT,
    env: { ...process.env, DATA_DIR: dataDir, PORT: String(port), LOG_LEVEL: 'warn' },
    detached: true,
    stdio: 'ignore',
  });
  try {
    const ms = await healthy(`http://127.0.0.1:${port}/api/health`, child, started);
    await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
    return { ms, mb: groupPssMb(child.pid!) };
  } finally {
    await stopGroup(child);
  }
}

async function timePostgresAlone(dataDir: string): Promise<{ ms: number; mb: number }> {
  const started = performance.now();
  const cluster = await startEmbeddedPostgres({ dataDir, persistent: true });
  const ms = performance.now() - started;
  try {
    await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
    const pids = processes().filter((pid) => pid === cluster.pid || parentOf(pid) === cluster.pid);
    return { ms, mb: pssMb(pids) };
  } finally {
    await cluster.stop();
  }
}

async function healthy(url: string, child: ChildProcess, started: number): Promise<number> {
  for (;;) {
    if (child.exitCode !== null) throw new Error(`npm start exited with ${child.exitCode} before it was ready`);
    if (performance.now() - started > 120_000) throw new Error('npm start was not ready within 2 minutes');
    const ok = await fetch(url).then(
      (response) => response.status === 200,
      () => false,
    );
    if (ok) return performance.now() - started;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** SIGINT to the whole group, as Ctrl-C sends it, then waits for npm to exit. */
async function stopGroup(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  process.kill(-child.pid!, 'SIGINT');
  const timer = setTimeout(() => process.kill(-child.pid!, 'SIGKILL'), 30_000);
  await exited;
  clearTimeout(timer);
  // PostgreSQL's own processes leave after the launcher that stops them.
  for (let i = 0; i < 100 && processes().some((pid) => groupOf(pid) === child.pid); i += 1) await new Promise((r) => setTimeout(r, 100));
}

function processes(): number[] {
  return readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .map(Number);
}

/** A field of /proc/<pid>/stat (after the command name, which may hold spaces); NaN for a process gone. */
function statField(pid: number, index: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[index]);
  } catch {
    return Number.NaN;
  }
}

const parentOf = (pid: number) => statField(pid, 1);
const groupOf = (pid: number) => statField(pid, 2);

function groupPssMb(group: number): number {
  return pssMb(processes().filter((pid) => groupOf(pid) === group));
}

/** Proportional set size of the processes, in MB: a page shared by n of them counts 1/n to each. */
function pssMb(pids: number[]): number {
  let kb = 0;
  for (const pid of pids) {
    try {
      const match = /^Pss:\s+(\d+) kB/m.exec(readFileSync(`/proc/${pid}/smaps_rollup`, 'utf8'));
      kb += Number(match?.[1] ?? 0);
    } catch {
      // Gone meanwhile.
    }
  }
  return kb / 1024;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

function fmt(n: number): string {
  return Math.round(n).toLocaleString('en-US');
}
