import { formatPosition } from '@more-ai/events/position';
import { openEventLog } from '@more-ai/events/open';
import { openDatabase } from '@more-ai/platform';
import { allProjectors, rebuildProjection } from '@more-ai/projections';
import { assertProjectorsActive } from '@more-ai/projections/runner/health';
import { readCheckpoint } from '@more-ai/projections/runner/schema';
import { readLauncherConfig } from '../config';
import { connectToData } from '../data-connection';

const USAGE = 'Usage: npm run projections -- status | rebuild <name>';

/** `npm run projections -- status | rebuild <name>`. */
async function main(args: string[]): Promise<number> {
  const [command, name] = args;
  if (command !== 'status' && command !== 'rebuild') return fail(USAGE);
  const projector = name ? allProjectors.find((p) => p.name === name) : undefined;
  if (command === 'rebuild' && !projector) return fail(`${USAGE}\nProjectors: ${allProjectors.map((p) => p.name).join(', ')}`);

  const data = await connectToData(readLauncherConfig());
  const events = await openEventLog(data);
  const db = openDatabase(data.databaseUrl, { applicationName: 'more-ai projections cli', poolMax: 4 });
  try {
    if (command === 'status') await printStatus(events.log, db);
    else await rebuild(events.log, db, projector!);
    return 0;
  } finally {
    await db.destroy();
    await events.close();
    await data.release();
  }
}

async function printStatus(log: Awaited<ReturnType<typeof openEventLog>>['log'], db: ReturnType<typeof openDatabase>): Promise<void> {
  const head = await log.headPosition();
  const rows = [['projector', 'checkpoint', 'handled', 'lag (events)', 'lag (ms)', 'rate (events/s)', 'active']];
  for (const projector of allProjectors) {
    const checkpoint = await readCheckpoint(db, projector).catch(() => undefined);
    if (!checkpoint) {
      rows.push([projector.name, 'not created yet', '-', '-', '-', '-', '-']);
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
}

function printTable(rows: string[][]): void {
  const widths = rows[0]!.map((_, i) => Math.max(...rows.map((row) => row[i]!.length)));
  for (const row of rows) console.log(row.map((cell, i) => cell.padEnd(widths[i]!)).join('  '));
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
