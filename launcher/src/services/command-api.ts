import { openEventLog } from '@more-ai/events/open';
import { masterKeyFrom } from '@more-ai/events/personal-data/index';
import { createLogger, failedToStart, openDatabase, readServiceConfig, serve } from '@more-ai/platform';
import { sessionSecretFrom, sessionSecretsFrom } from '@more-ai/platform/auth/secrets';
import { allProjectors, contactsProjector, ProjectionWatcher, sessionsProjector } from '@more-ai/projections';
import { seedAccounts } from '@more-ai/command-api/accounts/seed';
import { createCommandApi } from '@more-ai/command-api/app';
import { seedMovieCatalog } from '@more-ai/command-api/catalog/seed';
import { migrateCommandApi } from '@more-ai/command-api/migrations';
import { CommandHandler } from '@more-ai/command-api/pipeline/handle-command';
import { seedCatalogues } from '@more-ai/command-api/seed';
import { composePayments } from '../payments';
import { readModelQueries } from '../read-model-queries';

/**
 * The command-api on its own (docker-compose): POST/PUT/PATCH/DELETE /api/*, GET /health. Composed
 * here, beside `npm start`, since it hands the command-api the projectors' queries and watcher.
 */
async function main(): Promise<void> {
  const config = readServiceConfig('command-api');
  const log = createLogger('command-api', config.logLevel);
  const secrets = sessionSecretsFrom(sessionSecretFrom(config.sessionSecret));
  const events = await openEventLog({
    databaseUrl: config.databaseUrl,
    eventstoreUrl: config.eventstoreUrl,
    masterKey: masterKeyFrom(config.piiMasterKey),
  });
  const db = openDatabase(config.databaseUrl, { applicationName: 'more-ai command-api', workload: 'requests' });
  await migrateCommandApi(db);
  const commands = new CommandHandler(events.log);
  await seedCatalogues(commands);
  await seedMovieCatalog(commands, events.log, { log: log.child({ service: 'catalog' }) });
  await seedAccounts(commands, secrets, { superadmin: config.superadmin });
  const { mode, keyId, keySecret, webhookSecret } = config.payments;
  // The sandbox is `npm start`'s: a service on its own takes payments through Razorpay.
  if (mode !== 'razorpay' || !keyId || !keySecret || !webhookSecret) {
    throw new Error('Invalid setting PAYMENTS: a command-api on its own needs PAYMENTS=razorpay and the RAZORPAY_* keys');
  }
  const payments = await composePayments({ mode, keyId, keySecret, webhookSecret }, { db, log, origin: () => '' });
  const ready = async () => {
    await events.store.ping();
    await db.raw('select 1');
  };
  // Logout and password reset answer once the sessions read model (which every API checks access
  // tokens against) has seen them, and a contact's update shows the message as the contacts read
  // model has it then; the projections service writes both, this only watches their checkpoints.
  const sessionsWatcher = new ProjectionWatcher(
    config.databaseUrl,
    [sessionsProjector, contactsProjector],
    log.child({ service: 'sessions-watcher' }),
  );
  await sessionsWatcher.start();
  const app = createCommandApi({
    commands,
    db,
    log,
    ready,
    secrets,
    keys: events.keys,
    sessionsReached: (position, timeoutMs) => sessionsWatcher.waitFor([sessionsProjector.name], position, timeoutMs),
    behindProxy: true,
    openai: config.openai,
    reads: readModelQueries(db, sessionsWatcher),
    payments,
    projectors: allProjectors.map((p) => p.name),
  });
  serve('command-api', app.callback(), config.port, log, async () => {
    await sessionsWatcher.close();
    await db.destroy();
    await events.close();
  });
}

main().catch(failedToStart('command-api'));
