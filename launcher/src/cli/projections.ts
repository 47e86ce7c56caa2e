import { formatPosition, parsePosition } from '@more-ai/events/position';
import { openEventLog } from '@more-ai/events/open';
import { openDatabase, readConfig } from '@more-ai/platform';
import { CommandHandler } from '@more-ai/command-api/pipeline/handle-command';
import type { Consumer } from '@more-ai/platform/consumers/consumer';
import { allReactors, NO_MAIL, reactorLockKey } from '@more-ai/processes';
import { allProjectors, rebuildProjection } from '@more-ai/projections';
import { consumerStatuses } from '@more-ai/projections/admin/status';
import type { ParkedSelection } from '@more-ai/projections/runner/parked';
import { projectorLockKey } from '@more-ai/projections/runner/runner';
import { connectToData } from '../data-connection';
import { processCommandsOver } from '../process-commands';
import { printParked, retry, skip } from './parked-events';
import { printTable } from './table';

const USAGE =
  'Usage: npm run projections -- status | rebuild <name> | parked [--all] | retry <name> [position|all] | skip <name> [position|all]';
const COMMANDS = ['status', 'rebuild', 'parked', 'retry', 'skip'];

type Log = Awaited<ReturnType<typeof openEventLog>>['log'];
type Db = ReturnType<typeof openDatabase>;

/** Lag is counted up to this many events here; the admin page counts fewer. */
const CLI_LAG_CAP = 1_000_000;

/**
 * `npm run projections -- status | rebuild <name> | parked [--all] | retry <name> [position|all] | skip <name> [position|all]`.
 * Reactors are consumers of the log like projectors: status, parked, retry and skip show and act on
 * them too; only read models are rebuilt.
 */
async function main(args: string[]): Promise<number> {
  const [command, name, which = 'all'] = args;
  if (!command || !COMMANDS.includes(command)) return fail(USAGE);
  if (command === 'parked' && name !== undefined && name !== '--all') return fail(USAGE);
  const selection: ParkedSelection | undefined = which === 'all' ? 'all' : parsePosition(which);
  if (!selection) return fail(`${USAGE}\nA position reads like 123-4, as \`parked\` shows it.`);

  const config = readConfig();
  const data = await connectToData(config);
  const events = await openEventLog(data);
  const db = openDatabase(data.databaseUrl, { applicationName: 'more-ai projections cli', poolMax: 4 });
  try {
    // A retried reactor event issues its commands again, through the command side as the processes do.
    // Retrying queues a mail at most; the processes' outbox sends it.
    const reactors = allReactors(processCommandsOver(new CommandHandler(events.log)), {
      graceSeconds: config.processGraceSeconds,
      mail: NO_MAIL,
    });
    const projector = name ? allProjectors.find((p) => p.name === name) : undefined;
    const consumer = projector ?? (name ? reactors.find((r) => r.name === name) : undefined);
    if (command === 'rebuild' && !projector) return fail(`${USAGE}\nProjectors: ${allProjectors.map((p) => p.name).join(', ')}`);
    if ((command === 'retry' || command === 'skip') && !consumer) {
      return fail(
        `${USAGE}\nProjectors: ${allProjectors.map((p) => p.name).join(', ')}\nReactors: ${reactors.map((r) => r.name).join(', ')}`,
      );
    }
    const consumers = [...allProjectors, ...reactors];
    if (command === 'status') {
      await printStatus(events.log, db, 'projector', allProjectors, projectorLockKey);
      console.log('');
      await printStatus(events.log, db, 'reactor', reactors, reactorLockKey);
    } else if (command === 'rebuild') await rebuild(events.log, db, projector!);
    else if (command === 'parked') await printParked(db, consumers, name === '--all');
    else if (command === 'retry') return await retry(db, events.log, consumer!, selection);
    else await skip(db, consumer!, selection);
    return 0;
  } finally {
    await db.destroy();
    await events.close();
    await data.release();
  }
}

/**
 * One row per consumer: its checkpoint, how far behind the head of the log (lag in time: how long
 * the oldest event it has not handled yet has been waiting), its rate, whether an instance is
 * active, its parked events. The admin projections page shows the same figures (consumerStatuses).
 */
async function printStatus(
  log: Log,
  db: Db,
  role: string,
  consumers: readonly Consumer[],
  lockKey: (name: string) => string,
): Promise<void> {
  const status = await consumerStatuses({ db, store: log, consumers, lockKey, lagCap: CLI_LAG_CAP });
  const rows = [[role, 'checkpoint', 'handled', 'lag (events)', 'lag (ms)', 'rate (events/s)', 'active', 'parked']];
  for (const consumer of status.consumers) {
    if (consumer.checkpoint === null) {
      rows.push([consumer.name, 'not created yet', '-', '-', '-', '-', '-', '-']);
      continue;
    }
    rows.push([
      consumer.name,
      consumer.checkpoint,
      String(consumer.handled),
      consumer.lag.events >= CLI_LAG_CAP ? `≥${CLI_LAG_CAP}` : String(consumer.lag.events),
      String(consumer.lag.ms),
      consumer.rate.toFixed(0),
      consumer.active ? 'yes' : 'no',
      String(consumer.parked),
    ]);
  }
  if (role === 'projector') console.log(`head ${formatPosition(status.head)}`);
  printTable(rows);
  const troubled = status.consumers.filter((c) => c.state !== 'running');
  for (const consumer of troubled) {
    console.log(`${consumer.name}: ${consumer.state}${consumer.lastError ? `: ${consumer.lastError.message}` : ''}`);
  }
}

async function rebuild(log: Log, db: Db, projector: (typeof allProjectors)[number]): Promise<void> {
  let lastPrinted = 0;
  const result = await rebuildProjection({
    store: log,
    db,
    projector,
    onProgress: ({ processed, total, phase }) => {
      if (phase === 'replaying' && Date.now() - lastPrinted < 500) return;
      lastPrinted = Date.now();
      const percent = total > 0 ? Math.floor((processed / total) * 100) : 100;
      console.log(`${projector.name}: ${phase} ${processed}/${total} events (${percent}%)`);
    },
  });
  const rate = result.seconds > 0 ? Math.round(result.events / result.seconds) : result.events;
  console.log(
    `Rebuilt ${projector.name} from ${result.events} events in ${result.seconds.toFixed(1)} s (${rate} events/s); checkpoint ${formatPosition(result.position)}`,
  );
  const differing = result.verification.tables.filter((table) => !table.equal);
  console.log(
    result.verification.equal
      ? `Verified: the ${result.verification.tables.length} rebuilt table(s) equal the live ones at ${result.verification.position}`
      : `The rebuilt tables differ from the live ones at ${result.verification.position}: ${differing
          .map((t) => `${t.table} (rows ${t.rowsLive ?? '-'} live, ${t.rowsRebuilt ?? '-'} rebuilt)`)
          .join(', ')}; the rebuilt ones serve now`,
  );
  if (result.parked > 0) console.log(`${result.parked} event(s) could not be applied and are parked: npm run projections -- parked`);
}

function fail(message: string): number {
  console.error(message);
  return 2;
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: Error) => {
    console.error(`projections: ${error.message}`);
    process.exit(1);
  },
);
