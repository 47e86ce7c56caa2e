import type { RecordedEvent } from '@more-ai/events/store/port';

/**
 * When the command behind an event was decided, on the clock the command side and the processes'
 * jobs share (the one tests set): the event's metadata timestamp. The store's own recordedAt is
 * PostgreSQL's or EventStoreDB's clock, which a job's "older than the grace period" must not mix
 * with. An event without a readable timestamp falls back to recordedAt.
 */
export function decidedAt(event: RecordedEvent): Date {
  const stamped = Date.parse(event.metadata.timestamp);
  return Number.isFinite(stamped) ? new Date(stamped) : event.recordedAt;
}
