import type { Knex } from 'knex';
import { formatPosition } from '@more-ai/events/position';
import type { RecordedEvent } from '@more-ai/events/store/port';
import type { Consumer } from './consumer';
import { PARKED_TABLE, quoteIdentifier } from './checkpoint';
import { storableText } from './storable';

/** An event the consumer failed to apply on its own, with why. */
export interface Failure {
  event: RecordedEvent;
  error: unknown;
}

/**
 * Applies the events in order, each part in a savepoint of the caller's transaction, and returns
 * the ones that fail on their own: a failing part is halved until single events are left, so a
 * batch of n events with one bad event costs about 2·log2(n) tries, not n, and every good event is
 * applied exactly once, in its place in the order.
 */
export async function applyAroundFailures(trx: Knex.Transaction, consumer: Consumer, events: readonly RecordedEvent[]): Promise<Failure[]> {
  if (events.length === 0) return [];
  try {
    await trx.transaction((savepoint) => consumer.handle(events, savepoint));
    return [];
  } catch (error) {
    if (events.length === 1) return [{ event: events[0]!, error }];
    const middle = Math.ceil(events.length / 2);
    const first = await applyAroundFailures(trx, consumer, events.slice(0, middle));
    return [...first, ...(await applyAroundFailures(trx, consumer, events.slice(middle)))];
  }
}

/**
 * Records failed events (made storable already, see storable.ts) as parked in `schema`, inside the transaction that moves the checkpoint
 * past them (ARCHITECTURE rule 6): the consumer goes on, and neither a restart nor a crash can
 * leave an event both unapplied and unrecorded. `attempts` is how many times it was tried.
 */
export async function parkEvents(
  trx: Knex.Transaction,
  consumer: Consumer,
  schema: string,
  failures: readonly Failure[],
  attempts: number,
): Promise<void> {
  for (const { event, error } of failures) {
    await trx.raw(
      `INSERT INTO ${quoteIdentifier(schema)}.${PARKED_TABLE}
         (projector, position_commit, position_prepare, event_id, stream_id, stream_revision, type, error, attempts)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)
       ON CONFLICT (position_commit, position_prepare) DO UPDATE
         SET error = excluded.error, attempts = ${PARKED_TABLE}.attempts + excluded.attempts,
             status = 'parked', parked_at = now(), resolved_at = NULL`,
      [
        consumer.name,
        event.position.commit.toString(),
        event.position.prepare.toString(),
        event.id,
        event.streamId,
        event.revision.toString(),
        event.type,
        errorText(error),
        attempts,
      ],
    );
  }
}

/** What an admin reads about a failure: its message, storable and of bounded length. */
export function errorText(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return storableText(message).slice(0, 2000);
}

/** One line for the log about a parked event. */
export function describeFailure({ event, error }: Failure): Record<string, unknown> {
  return {
    eventId: event.id,
    type: event.type,
    stream: event.streamId,
    position: formatPosition(event.position),
    correlationId: event.metadata.correlationId,
    error: errorText(error),
  };
}
