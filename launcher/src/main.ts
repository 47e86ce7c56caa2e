import path from 'node:path';
import pg from 'pg';
import { loadOrCreateMasterKeyFile, masterKeyFrom } from '@more-ai/events/personal-data/index';
import { createLogger } from '@more-ai/platform';
import { startApp, type RunningApp } from './app';
import { readLauncherConfig } from './config';
import { lockDataDir } from './data-dir-lock';
import { startEmbeddedPostgres, type EmbeddedPostgresHandle } from './embedded-postgres';

const DATABASE = 'more_ai';

/** `npm start`: the whole app on embedded defaults, seeded, at http://localhost:3000. */
async function main(): Promise<void> {
  const started = performance.now();
  const config = readLauncherConfig();
  const log = createLogger('more-ai', config.logLevel);
  const unlock = await lockDataDir(config.dataDir);
  let postgres: EmbeddedPostgresHandle | undefined;
  let app: RunningApp | undefined;

  const shutdown = async (code: number) => {
    await app?.stop().catch((error) => log.error({ err: error }, 'stopping the app failed'));
    await postgres?.stop().catch((error) => log.error({ err: error }, 'stopping PostgreSQL failed'));
    await unlock();
    process.exit(code);
  };
  let signalled = false;
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      if (signalled) return;
      signalled = true;
      console.log('\nStopping MoRe AI…');
      void shutdown(0);
    });
  }

  try {
    let databaseUrl = config.databaseUrl;
    if (!databaseUrl) {
      postgres = await startEmbeddedPostgres({ dataDir: path.join(config.dataDir, 'postgres') });
      await ensureDatabase(postgres.url, DATABASE);
      databaseUrl = postgres.urlFor(DATABASE);
    }
    const masterKey = config.piiMasterKey
      ? masterKeyFrom(config.piiMasterKey)
      : await loadOrCreateMasterKeyFile(path.join(config.dataDir, 'secrets', 'pii-master.key'));
    app = await startApp({ databaseUrl, eventstoreUrl: config.eventstoreUrl, masterKey, port: config.port, host: config.host, log });
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.log(`\nMoRe AI is ready at http://localhost:${app.port} (started in ${seconds} s). Press Ctrl-C to stop.\n`);
  } catch (error) {
    const reason =
      (error as NodeJS.ErrnoException).code === 'EADDRINUSE'
        ? `port ${config.port} is already in use (set PORT to use another one)`
        : (error as Error).message;
    console.error(`\nMoRe AI could not start: ${reason}\n`);
    await shutdown(1);
  }
}

async function ensureDatabase(adminUrl: string, name: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const exists = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (exists.rowCount === 0) await client.query(`CREATE DATABASE ${name}`);
  } finally {
    await client.end();
  }
}

main().catch((error: Error) => {
  console.error(`\nMoRe AI could not start: ${error.message}\n`);
  process.exit(1);
});
