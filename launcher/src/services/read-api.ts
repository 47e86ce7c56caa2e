import { openEventStore } from '@more-ai/events/store/index';
import { createLogger, failedToStart, openDatabase, readServiceConfig, serve } from '@more-ai/platform';
import { sessionSecretFrom, sessionSecretsFrom } from '@more-ai/platform/auth/secrets';
import { allProjectors, ProjectionWatcher } from '@more-ai/projections';
import { consumerFigures } from '@more-ai/platform/consumers/figures';
import { projectorLockKey } from '@more-ai/projections/runner/runner';
import { projectionsOverview } from '@more-ai/projections/admin/status';
import { reactorLockKey, reactorTables } from '@more-ai/processes';
import { createReadApi } from '@more-ai/read-api/app';
import { consumersHealthCheck, projectionsHealthCheck } from '@more-ai/read-api/projections-health';

/**
 * The read-api on its own (docker-compose): GET /api/*. Composed here, beside `npm start`, since its
 * health reports the projectors and the reactors, which run in their own services.
 */
async function main(): Promise<void> {
  const config = readServiceConfig('read-api');
  const log = createLogger('read-api', config.logLevel);
  const secrets = sessionSecretsFrom(sessionSecretFrom(config.sessionSecret));
  const store = await openEventStore({ databaseUrl: config.databaseUrl, eventstoreUrl: config.eventstoreUrl });
  const db = openDatabase(config.databaseUrl, { applicationName: 'more-ai read-api', workload: 'requests' });
  const watcher = new ProjectionWatcher(config.databaseUrl, allProjectors, log);
  await watcher.start();
  const app = createReadApi({
    db,
    watcher,
    behindProxy: true,
    log,
    secrets,
    supplier: config.supplier,
    projectionsOverview: () => projectionsOverview({ db, store, projectors: allProjectors, reactors: reactorTables, reactorLockKey }),
    health: [
      { name: 'eventStore', check: () => store.ping() },
      { name: 'database', check: async () => void (await db.raw('select 1')) },
      projectionsHealthCheck(() => consumerFigures({ db, store, consumers: allProjectors, lockKey: projectorLockKey })),
      consumersHealthCheck({
        name: 'processes',
        role: 'reactor',
        figures: () => consumerFigures({ db, store, consumers: reactorTables, lockKey: reactorLockKey }),
        lacking: 'their workflows lack them',
      }),
      {
        name: 'commandApi',
        check: async () => {
          const response = await fetch(`${config.commandApiUrl}/health`);
          if (!response.ok) throw new Error(`command-api answered ${response.status}`);
        },
      },
      { name: 'readApi', check: async () => undefined },
    ],
  });
  serve('read-api', app.callback(), config.port, log, async () => {
    await watcher.close();
    await db.destroy();
    await store.close();
  });
}

main().catch(failedToStart('read-api'));
