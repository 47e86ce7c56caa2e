import { formatPosition, START, type GlobalPosition } from '@more-ai/events/position';
import { openEventLog } from '@more-ai/events/open';
import { categoryOf } from '@more-ai/events/streams';
import { StreamNotFoundError, type EventStore, type RecordedEvent } from '@more-ai/events/store/port';
import { connectToData } from '../data-connection';
import { readConfig } from '@more-ai/platform';

const USAGE = 'Usage: npm run events -- tail [count] | stream <streamId> | stats';

/**
 * `npm run events -- tail | stream <id> | stats`: the event log as the app reads it (personal data
 * decrypted, or 'Deleted user' once erased).
 */
async function main(args: string[]): Promise<number> {
  const [command, argument] = args;
  if (!['tail', 'stream', 'stats'].includes(command ?? '') || (command === 'stream' && !argument)) {
    console.error(USAGE);
    return 2;
  }
  const data = await connectToData(readConfig());
  const events = await openEventLog(data);
  try {
    if (command === 'tail') await tail(events.log, Number(argument ?? 20));
    if (command === 'stream') await stream(events.log, argument!);
    if (command === 'stats') await stats(events.log);
    return 0;
  } finally {
    await events.close();
    await data.release();
  }
}

/** Prints the last `count` events, then follows new ones until Ctrl-C. */
async function tail(log: EventStore, count: number): Promise<void> {
  const total = await log.countAfter(START, Number.MAX_SAFE_INTEGER);
  let position: GlobalPosition = START;
  let skip = Math.max(0, total - (Number.isFinite(count) && count >= 0 ? count : 20));
  for (;;) {
    const batch = await log.readAll({ after: position, maxCount: 1000 });
    if (batch.length === 0) break;
    for (const event of batch) if (skip-- <= 0) print(event);
    position = batch.at(-1)!.position;
  }
  console.error('-- following; Ctrl-C to stop --');
  const subscription = log.subscribe({ after: position }, async (batch) => batch.forEach(print));
  await new Promise<void>((resolve) => process.once('SIGINT', resolve));
  await subscription.stop();
}

async function stream(log: EventStore, streamId: string): Promise<void> {
  try {
    (await log.readStream(streamId)).forEach(print);
  } catch (error) {
    if (!(error instanceof StreamNotFoundError)) throw error;
    console.error(`No stream ${streamId}`);
  }
}

async function stats(log: EventStore): Promise<void> {
  const byType = new Map<string, number>();
  const streams = new Map<string, Set<string>>();
  let position: GlobalPosition = START;
  let total = 0;
  for (;;) {
    const batch = await log.readAll({ after: position, maxCount: 5000 });
    if (batch.length === 0) break;
    for (const event of batch) {
      total += 1;
      byType.set(event.type, (byType.get(event.type) ?? 0) + 1);
      const category = categoryOf(event.streamId);
      if (!streams.has(category)) streams.set(category, new Set());
      streams.get(category)!.add(event.streamId);
    }
    position = batch.at(-1)!.position;
  }
  console.log(`${total} events, head ${formatPosition(await log.headPosition())}`);
  console.log('\nby type:');
  for (const [type, n] of [...byType].sort((a, b) => b[1] - a[1])) console.log(`  ${String(n).padStart(8)}  ${type}`);
  console.log('\nstreams by category:');
  for (const [category, ids] of [...streams].sort((a, b) => b[1].size - a[1].size))
    console.log(`  ${String(ids.size).padStart(8)}  ${category}`);
}

function print(event: RecordedEvent): void {
  console.log(
    [
      formatPosition(event.position),
      event.recordedAt.toISOString(),
      `${event.streamId}@${event.revision}`,
      event.type,
      event.metadata.actor,
      JSON.stringify(event.data),
    ].join('  '),
  );
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: Error) => {
    console.error(`events: ${error.message}`);
    process.exit(1);
  },
);
