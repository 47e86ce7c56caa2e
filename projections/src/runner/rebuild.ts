import type { Knex } from 'knex';
import { formatPosition, START, type GlobalPosition } from '@more-ai/events/position';
import type { EventStore, RecordedEvent } from '@more-ai/events/store/port';
import { applyBatch, applyEvents } from '@more-ai/platform/consumers/apply-batch';
import type { Projector } from './projector';
import { CHECKPOINT_CHANNEL } from './runner';
import { createParkedTable, migrateProjector, PARKED_TABLE, quoteIdentifier, readCheckpoint } from './schema';

export interface RebuildProgress {
  projector: string;
  processed: number;
  /** Events in the log when the rebuild started, plus those appended since that it has read. */
  total: number;
  phase: 'replaying' | 'swapping' | 'done';
}

export interface RebuildOptions {
  store: EventStore;
  db: Knex;
  projector: Projector;
  batchSize?: number;
  onProgress?: (progress: RebuildProgress) => void;
}

export interface RebuildResult {
  events: number;
  seconds: number;
  position: GlobalPosition;
  /** Events the rebuilt tables lack: parked in the rebuilt schema (skipped where an admin had skipped them). */
  parked: number;
}

/**
 * Builds the projector's tables afresh from position 0 in a shadow schema while the live ones keep
 * serving, then swaps them in at once (ARCHITECTURE rule 6). The swap locks the live checkpoint, so
 * the live projector pauses; the last events that arrived during the replay are applied under that
 * lock; then the live schema is dropped and the shadow renamed in the same transaction. The live
 * projector's next batch finds the new checkpoint and carries on from there.
 *
 * An event the rebuild cannot apply does not fail it: it is parked in the shadow schema, whose
 * parked events then replace the live ones with the swap, so they always describe the tables that
 * serve. An event the live schema had parked and an admin skipped stays skipped if the rebuild
 * parks it again (the decision stands); one it now applies has nothing left to record.
 */
export async function rebuildProjection(options: RebuildOptions): Promise<RebuildResult> {
  const { store, db, projector } = options;
  const batchSize = options.batchSize ?? 2000;
  const shadow = `${projector.schema}__rebuild`;
  const started = performance.now();
  const total = await store.countAfter(START, Number.MAX_SAFE_INTEGER);
  let processed = 0;
  const report = (phase: RebuildProgress['phase'], seen = total) =>
    options.onProgress?.({ projector: projector.name, processed, total: Math.max(seen, processed), phase });

  await db.raw(`DROP SCHEMA IF EXISTS ${quoteIdentifier(shadow)} CASCADE`);
  await migrateProjector(db, projector, shadow);
  // The live schema may predate parking; the swap reads its skipped events.
  await createParkedTable(db, projector.schema);
  let parked = 0;

  // Reading the next batch while the current one is applied keeps both the log and the database busy.
  let position = START;
  let next: Promise<RecordedEvent[]> | undefined = store.readAll({ after: position, maxCount: batchSize });
  while (next) {
    const events: RecordedEvent[] = await next;
    if (events.length === 0) break;
    next = events.length === batchSize ? store.readAll({ after: events.at(-1)!.position, maxCount: batchSize }) : undefined;
    // A rebuild is one pass, not a live feed: an event that fails is parked at the first try.
    const applied = await applyBatch(db, projector, shadow, events, position, { eventsPerSecond: 0, parkAtAttempt: 1 });
    position = applied.position;
    parked += applied.parked.length;
    processed += events.length;
    report('replaying');
  }

  report('swapping');
  await db.transaction(async (trx) => {
    await trx.raw(`LOCK TABLE ${quoteIdentifier(projector.schema)}.projection_checkpoint IN ACCESS EXCLUSIVE MODE`);
    // Events that arrived during the replay, applied inside the swap so none is missed.
    for (;;) {
      const events = await store.readAll({ after: position, maxCount: batchSize });
      if (events.length === 0) break;
      parked += (await applyEvents(trx, projector, shadow, events, { eventsPerSecond: 0, parkAtAttempt: 1 })).length;
      position = events.at(-1)!.position;
      processed += events.length;
      if (events.length < batchSize) break;
    }
    await trx.raw(
      `UPDATE ${quoteIdentifier(shadow)}.${PARKED_TABLE} AS rebuilt SET status = 'skipped', resolved_at = live.resolved_at
         FROM ${quoteIdentifier(projector.schema)}.${PARKED_TABLE} AS live
        WHERE live.event_id = rebuilt.event_id AND live.status = 'skipped' AND rebuilt.status = 'parked'`,
    );
    await trx.raw(`DROP SCHEMA ${quoteIdentifier(projector.schema)} CASCADE`);
    await trx.raw(`ALTER SCHEMA ${quoteIdentifier(shadow)} RENAME TO ${quoteIdentifier(projector.schema)}`);
    await trx.raw('SELECT pg_notify(?, ?)', [CHECKPOINT_CHANNEL, `${projector.name} ${formatPosition(position)}`]);
  });
  report('done', processed);
  const checkpoint = await readCheckpoint(db, projector);
  return { events: processed, seconds: (performance.now() - started) / 1000, position: checkpoint.position, parked };
}
