import { readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { loadOrCreateMasterKeyFile, masterKeyFrom } from '@more-ai/events/personal-data/index';
import type { Config } from '@more-ai/platform';
import { lockDataDir } from './data-dir-lock';
import { startEmbeddedPostgres } from './embedded-postgres';

export const EMBEDDED_DATABASE = 'more_ai';

/** Where a running `npm start` says its embedded database is, so the CLIs can join it. */
const runtimeFile = (dataDir: string) => path.join(dataDir, 'runtime.json');

export async function publishRuntime(dataDir: string, databaseUrl: string): Promise<() => Promise<void>> {
  await writeFile(runtimeFile(dataDir), JSON.stringify({ pid: process.pid, databaseUrl }), { mode: 0o600 });
  return () => rm(runtimeFile(dataDir), { force: true });
}

export interface DataConnection {
  databaseUrl: string;
  eventstoreUrl: string | undefined;
  masterKey: Buffer;
  release(): Promise<void>;
}

/**
 * For the CLIs: the configured DATABASE_URL; else the embedded database of a running `npm start`;
 * else the embedded database started here for the length of the command (holding the data-dir
 * lock, so `npm start` cannot start on it meanwhile).
 */
export async function connectToData(config: Config): Promise<DataConnection> {
  const masterKey = config.piiMasterKey
    ? masterKeyFrom(config.piiMasterKey)
    : await loadOrCreateMasterKeyFile(path.join(config.dataDir, 'secrets', 'pii-master.key'));
  const base = { eventstoreUrl: config.eventstoreUrl, masterKey };
  if (config.databaseUrl) return { ...base, databaseUrl: config.databaseUrl, release: async () => undefined };

  const running = await readRunning(config.dataDir);
  if (running) return { ...base, databaseUrl: running, release: async () => undefined };

  const unlock = await lockDataDir(config.dataDir);
  const postgres = await startEmbeddedPostgres({ dataDir: path.join(config.dataDir, 'postgres') });
  return {
    ...base,
    databaseUrl: await postgres.ensureDatabase(EMBEDDED_DATABASE),
    release: async () => {
      await postgres.stop();
      await unlock();
    },
  };
}

async function readRunning(dataDir: string): Promise<string | undefined> {
  try {
    const { pid, databaseUrl } = JSON.parse(await readFile(runtimeFile(dataDir), 'utf8')) as { pid: number; databaseUrl: string };
    process.kill(pid, 0);
    return databaseUrl;
  } catch {
    return undefined;
  }
}
