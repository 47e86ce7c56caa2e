import type { RequestListener } from 'node:http';
import { CommandHandler } from '@more-ai/command-api/pipeline/handle-command';
import { openEventLog } from '@more-ai/events/open';
import { masterKeyFrom } from '@more-ai/events/personal-data/index';
import { createLogger, failedToStart, openDatabase, readServiceConfig, serve } from '@more-ai/platform';
import { allReactors, ProcessRunner } from '@more-ai/processes';
import { processCommandsOver } from '../process-commands';

/**
 * The processes on their own (docker-compose): the reactors and their jobs. Composed here, since
 * their commands are carried out by the command-api's pipeline. GET /health answers 200 while every
 * reactor is active here or standing by to take over.
 */
async function main(): Promise<void> {
  const config = readServiceConfig('processes');
  const log = createLogger('processes', config.logLevel);
  const events = await openEventLog({
    databaseUrl: config.databaseUrl,
    eventstoreUrl: config.eventstoreUrl,
    masterKey: masterKeyFrom(config.piiMasterKey),
  });
  const db = openDatabase(config.databaseUrl, { applicationName: 'more-ai processes' });
  const reactors = allReactors(processCommandsOver(new CommandHandler(events.log)), config.processGraceSeconds);
  const runner = new ProcessRunner({ store: events.log, db, databaseUrl: config.databaseUrl, reactors, log });
  await runner.start();
  const health: RequestListener = (req, res) => {
    const up = req.url === '/health' && reactors.every((r) => ['running', 'standby'].includes(runner.state(r.name) ?? ''));
    res.writeHead(up ? 200 : 503, { 'Content-Type': 'application/json' });
    res.end(JSON.stringify({ status: up ? 'ok' : 'unavailable' }));
  };
  serve('processes', health, config.port, log, async () => {
    await runner.stop();
    await db.destroy();
    await events.close();
  });
}

main().catch(failedToStart('processes'));
