import type { RequestListener } from 'node:http';
import { openEventLog } from '@more-ai/events/open';
import { masterKeyFrom } from '@more-ai/events/personal-data/index';
import { createLogger, failedToStart, openDatabase, readServiceConfig, serve } from '@more-ai/platform';
import { allProjectors } from './index';
import { ProjectionRunner } from './runner/runner';

/** The projections on their own (docker-compose); GET /health answers 200 while every projector runs here. */
async function main(): Promise<void> {
  const config = readServiceConfig(3003);
  const log = createLogger('projections', config.logLevel);
  const events = await openEventLog({ databaseUrl: config.databaseUrl, eventstoreUrl: config.eventstoreUrl, masterKey: masterKeyFrom(config.piiMasterKey) });
  const db = openDatabase(config.databaseUrl, { applicationName: 'more-ai projections' });
  const runner = new ProjectionRunner({ store: events.log, db, databaseUrl: config.databaseUrl, projectors: allProjectors, log });
  await runner.start();
  const health: RequestListener = (req, res) => {
    const ok = req.url === '/health' && runner.running;
    res.writeHead(ok ? 200 : 503, { 'Content-Type': 'application/json' });
    res.end(JSON.stringify({ status: ok ? 'ok' : 'unavailable' }));
  };
  serve('projections', health, config.port, log, async () => {
    await runner.stop();
    await db.destroy();
    await events.close();
  });
}

main().catch(failedToStart('projections'));
