import path from 'node:path';
import { loadOrCreateMasterKeyFile, masterKeyFrom } from '@more-ai/events/personal-data/index';
import { createLogger, readConfig } from '@more-ai/platform';
import { sessionSecretFrom } from '@more-ai/platform/auth/secrets';
import { startApp, type RunningApp } from './app';
import { keptSandboxKeys, razorpayKeys } from './payments';
import { lockDataDir } from './data-dir-lock';
import { EMBEDDED_DATABASE, publishRuntime } from './data-connection';
import { startEmbeddedPostgres, type EmbeddedPostgresHandle } from './embedded-postgres';
import type { SupervisionOptions } from './postgres-supervisor';
import { settlesWithin } from './settles-within';
import { listenWhileStarting } from './starting-server';

// The app's parts wait on their connections as they stop; a database that is gone must not keep Ctrl-C waiting.
const APP_STOP_MS = 5000;

/** `npm start`: the whole app on embedded defaults, seeded, at http://localhost:3000. */
async function main(): Promise<void> {
  const started = performance.now();
  const config = readConfig();
  const log = createLogger('more-ai', config.logLevel);
  // Both checks before the database is touched: a second start, or a port in use, is refused
  // without starting PostgreSQL, migrating, seeding or starting the projectors.
  const unlock = await lockDataDir(config.dataDir);
  const server = await listenWhileStarting(config.port, config.host).catch(async (error: unknown) => {
    await unlock();
    throw error;
  });
  let postgres: EmbeddedPostgresHandle | undefined;
  let app: RunningApp | undefined;
  let unpublish: (() => Promise<void>) | undefined;

  let stopping: Promise<void> | undefined;
  const shutdown = (code: number) =>
    (stopping ??= (async () => {
      const appStopped = app ? app.stop() : new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeAllConnections();
      if (!(await settlesWithin(appStopped, APP_STOP_MS)))
        log.warn(`The app did not stop within ${APP_STOP_MS / 1000} s; stopping PostgreSQL anyway`);
      await appStopped.catch((error) => log.error({ err: error }, 'stopping the app failed'));
      await postgres?.stop().catch((error) => log.error({ err: error }, 'stopping PostgreSQL failed'));
      await unpublish?.();
      await unlock();
      process.exit(code);
    })());
  let signalled = false;
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      if (signalled) {
        // A second Ctrl-C: whoever presses it does not want to wait; the server is told to stop as the process exits.
        console.log('Stopping now.');
        process.exit(130);
      }
      signalled = true;
      console.log('\nStopping MoRe AI…');
      void shutdown(0);
    });
  }
  const supervision: SupervisionOptions = {
    report: (event) => {
      if (event.kind === 'back') return log.info(event.message);
      log.error(event.message);
      if (event.kind === 'gave-up') {
        // Serving errors for as long as it runs would help nobody: stop, and say why.
        console.error(`\nMoRe AI is stopping: ${event.message}\n`);
        void shutdown(1);
      }
    },
  };

  try {
    let databaseUrl = config.databaseUrl;
    if (!databaseUrl) {
      postgres = await startEmbeddedPostgres({ dataDir: path.join(config.dataDir, 'postgres'), supervise: supervision });
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
      server,
      log,
      smtpUrl: config.smtpUrl,
      mailFrom: config.mailFrom,
      superadmin: config.superadmin,
      demoAccounts: true,
      openai: config.openai,
      processGraceSeconds: config.processGraceSeconds,
      payments:
        config.payments.mode === 'razorpay' ? razorpayKeys(config.payments) : await keptSandboxKeys(config.dataDir, config.payments),
      supplier: config.supplier,
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
    if (stopping) return; // Stopped while starting (Ctrl-C): what failed is the stop's doing.
    console.error(`\nMoRe AI could not start: ${(error as Error).message}\n`);
    await shutdown(1);
  }
}

main().catch((error: Error) => {
  console.error(`\nMoRe AI could not start: ${error.message}\n`);
  process.exit(1);
});
