import type { RecordedEvent } from '@more-ai/events/store/port';

/**
 * Splits a batch into runs of consecutive events of one type, in order: a projector can write each
 * run with one statement (fast replays) and still apply a later event after an earlier one.
 */
export function runsByType(events: readonly RecordedEvent[]): RecordedEvent[][] {
  const runs: RecordedEvent[][] = [];
  for (const event of events) {
    const run = runs.at(-1);
    if (run && run[0]!.type === event.type) run.push(event);
    else runs.push([event]);
  }
  return runs;
}
