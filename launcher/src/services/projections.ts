import { CommandHandler } from '@more-ai/command-api/pipeline/handle-command';
import { openEventLog } from '@more-ai/events/open';
import { masterKeyFrom } from '@more-ai/events/personal-data/index';
import { createLogger, failedToStart, openDatabase, readServiceConfig, serve } from '@more-ai/platform';
import { consumersHealthListener } from '@more-ai/platform/consumers/health';
import { allProjectors, ProjectionRunner } from '@more-ai/projections';
import { rebuildCoordinator } from '../projection-admin';

/**
 * The projections on their own (docker-compose, as several replicas); GET /health answers 200 while
 * every projector is applied somewhere (here, or by the replica this one stands by for): 'ok', or
 * 'degraded' while any has parked events, with each projector's figures (see consumersHealthListener).
 * Each replica also runs the coordinator of the admin projections page (one active across them):
 * composed here, since it records a rebuild's end through the command side.
 */
async function main(): Promise<void> {
  const config = readServiceConfig('projections');
  const log = createLogger('projections', config.logLevel);
  const events = await openEventLog({
    databaseUrl: config.databaseUrl,
    eventstoreUrl: config.eventstoreUrl,
    masterKey: masterKeyFrom(config.piiMasterKey),
  });
  const db = openDatabase(config.databaseUrl, { applicationName: 'more-ai projections' });
  const runner = new ProjectionRunner({ store: events.log, db, databaseUrl: config.databaseUrl, projectors: allProjectors, log });
  await runner.start();
  const coordinator = rebuildCoordinator({
    commands: new CommandHandler(events.log),
    store: events.log,
    db,
    databaseUrl: config.databaseUrl,
    projectors: allProjectors,
    log,
  });
  await coordinator.start();
  serve(
    'projections',
    consumersHealthListener(() => runner.figures()),
    config.port,
    log,
    async () => {
      await coordinator.stop();
      await runner.stop();
      await db.destroy();
      await events.close();
    },
  );
}

main().catch(failedToStart('projections'));
