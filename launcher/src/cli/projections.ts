import { formatPosition, parsePosition } from '@more-ai/events/position';
import { openEventLog } from '@more-ai/events/open';
import { openDatabase, readConfig } from '@more-ai/platform';
import { allProjectors, countParkedEvents, rebuildProjection } from '@more-ai/projections';
import { assertProjectorsActive } from '@more-ai/projections/runner/health';
import type { ParkedSelection } from '@more-ai/projections/runner/parked';
import { readCheckpoint } from '@more-ai/projections/runner/schema';
import { connectToData } from '../data-connection';
import { printParked, retry, skip } from './parked-events';
import { printTable } from './table';

const USAGE = 'Usage: npm run projections -- status | rebuild <name> | parked [--all] | retry <name> [position|all] | skip <name> [position|all]';
const COMMANDS = ['status', 'rebuild', 'parked', 'retry', 'skip'];

/** `npm run projections -- status | rebuild <name> | parked [--all] | retry <name> [position|all] | skip <name> [position|all]`. */
async function main(args: string[]): Promise<number> {
  const [command, name, which = 'all'] = args;
  if (!command || !COMMANDS.includes(command)) return fail(USAGE);
  const projector = name ? allProjectors.find((p) => p.name === name) : undefined;
  const needsProjector = command === 'rebuild' || command === 'retry' || command === 'skip';
  if (needsProjector && !projector) return fail(`${USAGE}\nProjectors: ${allProjectors.map((p) => p.name).join(', ')}`);
  if (command === 'parked' && name !== undefined && name !== '--all') return fail(USAGE);
  const selection: ParkedSelection | undefined = which === 'all' ? 'all' : parsePosition(which);
  if (!selection) return fail(`${USAGE}\nA position reads like 123-4, as \`parked\` shows it.`);

  const data = await connectToData(readConfig());
  const events = await openEventLog(data);
  const db = openDatabase(data.databaseUrl, { applicationName: 'more-ai projections cli', poolMax: 4 });
  try {
    if (command === 'status') await printStatus(events.log, db);
    else if (command === 'rebuild') await rebuild(events.log, db, projector!);
    else if (command === 'parked') await printParked(db, name === '--all');
    else if (command === 'retry') return await retry(db, events.log, projector!, selection);
    else await skip(db, projector!, selection);
    return 0;
  } finally {
    await db.destroy();
    await events.close();
    await data.release();
  }
}

async function printStatus(log: Awaited<ReturnType<typeof openEventLog>>['log'], db: ReturnType<typeof openDatabase>): Promise<void> {
  const head = await log.headPosition();
  const rows = [['projector', 'checkpoint', 'handled', 'lag (events)', 'lag (ms)', 'rate (events/s)', 'active', 'parked']];
  const parked = await countParkedEvents(db, allProjectors);
  for (const projector of allProjectors) {
    const checkpoint = await readCheckpoint(db, projector).catch(() => undefined);
    if (!checkpoint) {
      rows.push([projector.name, 'not created yet', '-', '-', '-', '-', '-', '-']);
      continue;
    }
    const lagEvents = await log.countAfter(checkpoint.position, 1_000_000);
    // Lag in time: how long the oldest event this projector has not handled yet has been waiting.
    const [oldestWaiting] = await log.readAll({ after: checkpoint.position, maxCount: 1 });
    const lagMs = oldestWaiting ? Date.now() - oldestWaiting.recordedAt.getTime() : 0;
    const active = await assertProjectorsActive(db, [projector]).then(() => 'yes', () => 'no');
    rows.push([
      projector.name,
      formatPosition(checkpoint.position),
      String(checkpoint.handled),
      lagEvents >= 1_000_000 ? '≥1000000' : String(lagEvents),
      String(Math.max(0, lagMs)),
      checkpoint.eventsPerSecond.toFixed(0),
      active,
      String(parked[projector.name] ?? 0),
    ]);
  }
  console.log(`head ${formatPosition(head)}`);
  printTable(rows);
}

async function rebuild(log: Awaited<ReturnType<typeof openEventLog>>['log'], db: ReturnType<typeof openDatabase>, projector: (typeof allProjectors)[number]): Promise<void> {
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
  console.log(`Rebuilt ${projector.name} from ${result.events} events in ${result.seconds.toFixed(1)} s (${rate} events/s); checkpoint ${formatPosition(result.position)}`);
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
