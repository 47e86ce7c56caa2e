import { formatPosition, parsePosition } from '@more-ai/events/position';
import { openEventLog } from '@more-ai/events/open';
import { openDatabase, readConfig } from '@more-ai/platform';
import { CommandHandler } from '@more-ai/command-api/pipeline/handle-command';
import type { Consumer } from '@more-ai/platform/consumers/consumer';
import { isLockHeld } from '@more-ai/platform/consumers/locks';
import { allReactors, NO_MAIL, reactorLockKey } from '@more-ai/processes';
import { allProjectors, countParkedEvents, rebuildProjection } from '@more-ai/projections';
import type { ParkedSelection } from '@more-ai/projections/runner/parked';
import { projectorLockKey } from '@more-ai/projections/runner/runner';
import { readCheckpoint } from '@more-ai/projections/runner/schema';
import { connectToData } from '../data-connection';
import { processCommandsOver } from '../process-commands';
import { printParked, retry, skip } from './parked-events';
import { printTable } from './table';

const USAGE =
  'Usage: npm run projections -- status | rebuild <name> | parked [--all] | retry <name> [position|all] | skip <name> [position|all]';
const COMMANDS = ['status', 'rebuild', 'parked', 'retry', 'skip'];

type Log = Awaited<ReturnType<typeof openEventLog>>['log'];
type Db = ReturnType<typeof openDatabase>;

/** A consumer of the log as the CLI shows it: a projector or a reactor, and the lock its active instance holds. */
interface ListedConsumer {
  consumer: Consumer;
  lockKey: string;
}

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
      await printStatus(
        events.log,
        db,
        'projector',
        allProjectors.map((p) => ({ consumer: p, lockKey: projectorLockKey(p.name) })),
      );
      console.log('');
      await printStatus(
        events.log,
        db,
        'reactor',
        reactors.map((r) => ({ consumer: r, lockKey: reactorLockKey(r.name) })),
      );
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

/** One row per consumer: its checkpoint, how far behind the head of the log, its rate, whether an instance is active, its parked events. */
async function printStatus(log: Log, db: Db, role: string, listed: readonly ListedConsumer[]): Promise<void> {
  const head = await log.headPosition();
  const rows = [[role, 'checkpoint', 'handled', 'lag (events)', 'lag (ms)', 'rate (events/s)', 'active', 'parked']];
  const parked = await countParkedEvents(
    db,
    listed.map((l) => l.consumer),
  );
  for (const { consumer, lockKey } of listed) {
    const checkpoint = await readCheckpoint(db, consumer).catch(() => undefined);
    if (!checkpoint) {
      rows.push([consumer.name, 'not created yet', '-', '-', '-', '-', '-', '-']);
      continue;
    }
    const lagEvents = await log.countAfter(checkpoint.position, 1_000_000);
    // Lag in time: how long the oldest event this consumer has not handled yet has been waiting.
    const [oldestWaiting] = await log.readAll({ after: checkpoint.position, maxCount: 1 });
    const lagMs = oldestWaiting ? Date.now() - oldestWaiting.recordedAt.getTime() : 0;
    rows.push([
      consumer.name,
      formatPosition(checkpoint.position),
      String(checkpoint.handled),
      lagEvents >= 1_000_000 ? '≥1000000' : String(lagEvents),
      String(Math.max(0, lagMs)),
      checkpoint.eventsPerSecond.toFixed(0),
      (await isLockHeld(db, lockKey)) ? 'yes' : 'no',
      String(parked[consumer.name] ?? 0),
    ]);
  }
  if (role === 'projector') console.log(`head ${formatPosition(head)}`);
  printTable(rows);
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
