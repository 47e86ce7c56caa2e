import path from 'node:path';
import { loadOrCreateMasterKeyFile, masterKeyFrom } from '@more-ai/events/personal-data/index';
import { createLogger, readConfig } from '@more-ai/platform';
import { sessionSecretFrom } from '@more-ai/platform/auth/secrets';
import { startApp, type RunningApp } from './app';
import { lockDataDir } from './data-dir-lock';
import { EMBEDDED_DATABASE, publishRuntime } from './data-connection';
import { startEmbeddedPostgres, type EmbeddedPostgresHandle } from './embedded-postgres';

/** `npm start`: the whole app on embedded defaults, seeded, at http://localhost:3000. */
async function main(): Promise<void> {
  const started = performance.now();
  const config = readConfig();
  const log = createLogger('more-ai', config.logLevel);
  const unlock = await lockDataDir(config.dataDir);
  let postgres: EmbeddedPostgresHandle | undefined;
  let app: RunningApp | undefined;
  let unpublish: (() => Promise<void>) | undefined;

  const shutdown = async (code: number) => {
    await app?.stop().catch((error) => log.error({ err: error }, 'stopping the app failed'));
    await postgres?.stop().catch((error) => log.error({ err: error }, 'stopping PostgreSQL failed'));
    await unpublish?.();
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
      databaseUrl = await postgres.ensureDatabase(EMBEDDED_DATABASE);
      unpublish = await publishRuntime(config.dataDir, databaseUrl);
    }
    const masterKey = config.piiMasterKey
      ? masterKeyFrom(config.piiMasterKey)
      : await loadOrCreateMasterKeyFile(path.join(config.dataDir, 'secrets', 'pii-master.key'));
    // The same kind of file as the master key (32 random bytes, owner-only), kept apart from it.
    const sessionSecret = config.sessionSecret
      ? sessionSecretFrom(config.sessionSecret)
      : await loadOrCreateMasterKeyFile(path.join(config.dataDir, 'secrets', 'session.key'));
    app = await startApp({
      databaseUrl,
      eventstoreUrl: config.eventstoreUrl,
      masterKey,
      sessionSecret,
      port: config.port,
      host: config.host,
      log,
      smtpUrl: config.smtpUrl,
      mailFrom: config.mailFrom,
      superadmin: config.superadmin,
      demoAccounts: true,
      openai: config.openai,
      processGraceSeconds: config.processGraceSeconds,
    });
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.log(`\nMoRe AI is ready at http://localhost:${app.port} (started in ${seconds} s). Press Ctrl-C to stop.\n`);
    if (app.mailbox) console.log(`The e-mails it sends (sign-up and password reset codes): http://localhost:${app.port}/dev/mailbox\n`);
    if (app.demoLogins.length > 0) {
      // Shown this once: the passwords are random and kept nowhere but in their hashes.
      console.log('Demo accounts created for you (note the passwords now; they are not shown again):');
      for (const login of app.demoLogins) console.log(`  ${login.role.padEnd(10)} ${login.email}  ${login.password}`);
      console.log('');
    }
  } catch (error) {
    const reason =
      (error as NodeJS.ErrnoException).code === 'EADDRINUSE'
        ? `port ${config.port} is already in use (set PORT to use another one)`
        : (error as Error).message;
    console.error(`\nMoRe AI could not start: ${reason}\n`);
    await shutdown(1);
  }
}

main().catch((error: Error) => {
  console.error(`\nMoRe AI could not start: ${error.message}\n`);
  process.exit(1);
});
