import type { Knex } from 'knex';
import { comparePositions, formatPosition, type GlobalPosition } from '@more-ai/events/position';
import type { RecordedEvent } from '@more-ai/events/store/port';
import { quoteIdentifier, readCheckpoint, writeCheckpoint } from './checkpoint';
import type { Consumer } from './consumer';
import { applyAroundFailures, parkEvents, type Failure } from './park';
import { storableEvent } from './storable';

/** The stored checkpoint is not where this worker thought: a rebuild swapped in, or another instance ran. */
export class CheckpointMoved extends Error {
  override readonly name = 'CheckpointMoved';
}

/** Where a batch left the checkpoint, and the events of it that were parked instead of applied. */
export interface AppliedBatch {
  position: GlobalPosition;
  parked: Failure[];
}

export interface ApplyOptions {
  /** Smoothed events per second, recorded with the checkpoint for status pages. */
  eventsPerSecond: number;
  /**
   * The number of this try. With it, events that fail on their own are parked and the rest
   * applied; without it, any failure rolls the whole batch back.
   */
  parkAtAttempt?: number | undefined;
  /** A NOTIFY channel on which `{name} {position}` is announced when the checkpoint moves. */
  channel?: string | undefined;
  /** The transaction's search path is the schema already. */
  searchPathSet?: boolean;
}

/**
 * Applies one batch and moves the checkpoint in the same transaction (ARCHITECTURE rule 6), then
 * announces the new checkpoint; NOTIFY is delivered only at commit, so a reader woken by it sees
 * the rows. The checkpoint row is locked and compared first, so two writers can never both apply a
 * batch, and a rebuild that swapped the schema makes the stale writer start over from the new one.
 */
export async function applyBatch(
  db: Knex,
  consumer: Consumer,
  schema: string,
  events: readonly RecordedEvent[],
  expected: GlobalPosition,
  options: ApplyOptions,
): Promise<AppliedBatch> {
  const last = events.at(-1);
  if (!last) return { position: expected, parked: [] };
  const parked = await db.transaction(async (trx) => {
    // Locks the checkpoint row, sets the search path to the consumer's schema and lets the commit
    // return without waiting for the disk, in one round trip: what a batch writes is derived from
    // the log, with the checkpoint it was derived up to.
    const current = await readCheckpoint(trx, consumer, schema, { forUpdate: true, searchPath: true, asyncCommit: true });
    if (comparePositions(current.position, expected) !== 0) {
      throw new CheckpointMoved(
        `${consumer.name}: checkpoint is ${formatPosition(current.position)}, expected ${formatPosition(expected)}`,
      );
    }
    return applyEvents(trx, consumer, schema, events, { ...options, searchPathSet: true });
  });
  return { position: last.position, parked };
}

/**
 * Folds the events into the tables of `schema` and moves its checkpoint, inside the caller's
 * transaction; with `parkAtAttempt`, parks the events that fail (see applyBatch) and returns them.
 */
export async function applyEvents(
  trx: Knex.Transaction,
  consumer: Consumer,
  schema: string,
  events: readonly RecordedEvent[],
  { eventsPerSecond, parkAtAttempt, channel, searchPathSet = false }: ApplyOptions,
): Promise<Failure[]> {
  const last = events.at(-1);
  if (!last) return [];
  if (!searchPathSet) await trx.raw(`SET LOCAL search_path TO ${quoteIdentifier(schema)}`);
  const handled = new Set(consumer.handles);
  // The one door to every consumer, live and in rebuilds: whatever the log holds, what passes is storable.
  const relevant = events.filter((event) => handled.has(event.type)).map(storableEvent);
  let parked: Failure[] = [];
  if (parkAtAttempt === undefined) {
    if (relevant.length > 0) await consumer.handle(relevant, trx);
  } else {
    parked = await applyAroundFailures(trx, consumer, relevant);
    await parkEvents(trx, consumer, schema, parked, parkAtAttempt);
  }
  await writeCheckpoint(
    trx,
    consumer,
    schema,
    { position: last.position, handledDelta: relevant.length - parked.length, lastEventAt: last.recordedAt, eventsPerSecond },
    channel ? { channel, payload: `${consumer.name} ${formatPosition(last.position)}` } : undefined,
  );
  return parked;
}
