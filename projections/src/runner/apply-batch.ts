import type { Knex } from 'knex';
import { comparePositions, formatPosition, type GlobalPosition } from '@more-ai/events/position';
import type { RecordedEvent } from '@more-ai/events/store/port';
import { applyAroundFailures, parkEvents, type Failure } from './park';
import type { Projector } from './projector';
import { quoteIdentifier, readCheckpoint, writeCheckpoint } from './schema';
import { storableEvent } from './storable';

/** Channel on which a projector announces `{name} {position}` when its checkpoint moves. */
export const CHECKPOINT_CHANNEL = 'projection_checkpoint';

/** The stored checkpoint is not where this worker thought: a rebuild swapped in, or another instance ran. */
export class CheckpointMoved extends Error {
  override readonly name = 'CheckpointMoved';
}

/** Where a batch left the checkpoint, and the events of it that were parked instead of applied. */
export interface AppliedBatch {
  position: GlobalPosition;
  parked: Failure[];
}

/**
 * Applies one batch and moves the checkpoint in the same transaction (ARCHITECTURE rule 6), then
 * announces the new checkpoint; NOTIFY is delivered only at commit, so a reader woken by it sees
 * the rows. The checkpoint row is locked and compared first, so two writers can never both apply a
 * batch, and a rebuild that swapped the schema makes the stale writer start over from the new one.
 * With `parkAtAttempt` (the number of this try), events that fail on their own are parked and the
 * rest applied; without it, any failure rolls the whole batch back.
 */
export async function applyBatch(
  db: Knex,
  projector: Projector,
  schema: string,
  events: readonly RecordedEvent[],
  expected: GlobalPosition,
  eventsPerSecond: number,
  parkAtAttempt?: number,
): Promise<AppliedBatch> {
  const last = events.at(-1);
  if (!last) return { position: expected, parked: [] };
  const parked = await db.transaction(async (trx) => {
    const current = await readCheckpoint(trx, projector, schema, true);
    if (comparePositions(current.position, expected) !== 0) {
      throw new CheckpointMoved(`${projector.name}: checkpoint is ${formatPosition(current.position)}, expected ${formatPosition(expected)}`);
    }
    return applyEvents(trx, projector, schema, events, eventsPerSecond, parkAtAttempt);
  });
  return { position: last.position, parked };
}

/**
 * Folds the events into the tables of `schema` and moves its checkpoint, inside the caller's
 * transaction; with `parkAtAttempt`, parks the events that fail (see applyBatch) and returns them.
 */
export async function applyEvents(
  trx: Knex.Transaction,
  projector: Projector,
  schema: string,
  events: readonly RecordedEvent[],
  eventsPerSecond: number,
  parkAtAttempt?: number,
): Promise<Failure[]> {
  const last = events.at(-1);
  if (!last) return [];
  await trx.raw(`SET LOCAL search_path TO ${quoteIdentifier(schema)}`);
  const handled = new Set(projector.handles);
  // The one door to every projector, live and in rebuilds: whatever the log holds, what passes is storable.
  const relevant = events.filter((event) => handled.has(event.type)).map(storableEvent);
  let parked: Failure[] = [];
  if (parkAtAttempt === undefined) {
    if (relevant.length > 0) await projector.handle(relevant, trx);
  } else {
    parked = await applyAroundFailures(trx, projector, relevant);
    await parkEvents(trx, projector, schema, parked, parkAtAttempt);
  }
  await writeCheckpoint(trx, projector, schema, {
    position: last.position,
    handledDelta: relevant.length - parked.length,
    lastEventAt: last.recordedAt,
    eventsPerSecond,
  });
  await trx.raw('SELECT pg_notify(?, ?)', [CHECKPOINT_CHANNEL, `${projector.name} ${formatPosition(last.position)}`]);
  return parked;
}
