import type { RequestListener } from 'node:http';
import { openEventLog } from '@more-ai/events/open';
import { masterKeyFrom } from '@more-ai/events/personal-data/index';
import { createLogger, failedToStart, openDatabase, readServiceConfig, serve } from '@more-ai/platform';
import { allProjectors } from './index';
import { countParkedEvents } from './runner/parked';
import { ProjectionRunner } from './runner/runner';

/**
 * The projections on their own (docker-compose, as several replicas); GET /health answers 200 while
 * every projector runs here or stands by to take over from the replica where it runs: 'ok', or
 * 'degraded' with the count of parked events per projector.
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
  const answer = async (url: string | undefined): Promise<Record<string, unknown>> => {
    const ready = allProjectors.every((p) => ['running', 'standby'].includes(runner.state(p.name) ?? ''));
    if (url !== '/health' || !ready) return { status: 'unavailable' };
    const parkedEvents = await countParkedEvents(db, allProjectors).catch(() => undefined);
    if (!parkedEvents) return { status: 'unavailable' };
    return Object.keys(parkedEvents).length > 0 ? { status: 'degraded', parkedEvents } : { status: 'ok' };
  };
  const health: RequestListener = (req, res) => {
    void answer(req.url).then((body) => {
      res.writeHead(body.status === 'unavailable' ? 503 : 200, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify(body));
    });
  };
  serve('projections', health, config.port, log, async () => {
    await runner.stop();
    await db.destroy();
    await events.close();
  });
}

main().catch(failedToStart('projections'));
