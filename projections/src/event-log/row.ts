import type { EventRegistry } from '@more-ai/events/definitions';
import type { RecordedEvent } from '@more-ai/events/store/port';
import { usersOf } from './people';
import { hideSecrets } from './secrets';

/** A row of `rm_event_log.events`, as inserted. */
export interface EventLogRow {
  position_commit: string;
  position_prepare: string;
  event_id: string;
  stream_id: string;
  stream_revision: string;
  type: string;
  written_version: number;
  current_version: number;
  recorded_at: Date;
  actor: string;
  correlation_id: string;
  causation_id: string;
  idempotency_key: string | null;
  pii_subject: string | null;
  users: string[];
  /** The payload as JSON text, for a `::jsonb` cast. */
  data: string;
}

/**
 * Limits that keep any event storable: an indexed text longer than this cannot enter a btree index
 * (a row of at most about 2.7 kB), and a payload larger or deeper than these is not something an
 * admin reads in a browser, nor something PostgreSQL's jsonb parser must be asked to nest.
 */
export const ROW_LIMITS = { text: 500, payloadBytes: 256 * 1024, payloadDepth: 64 } as const;

/** What a payload too large or too deep to keep reads as. */
export function omittedPayload(reason: string): Record<string, unknown> {
  return { '[omitted]': reason };
}

/**
 * The row of one event (already made storable by the consumer runner): its secrets hidden, its
 * indexed texts bounded, its payload kept unless too large or too deep, its written payload
 * version beside the current one it was upcast to.
 */
export function eventLogRow(event: RecordedEvent, registry: Pick<EventRegistry, 'versionOf'>): EventLogRow {
  const { metadata } = event;
  const payload = isRecord(event.data) ? event.data : { value: event.data ?? null };
  const piiSubject = typeof metadata.piiSubject === 'string' ? metadata.piiSubject : undefined;
  return {
    position_commit: event.position.commit.toString(),
    position_prepare: event.position.prepare.toString(),
    event_id: bounded(event.id),
    stream_id: bounded(event.streamId),
    stream_revision: event.revision.toString(),
    type: bounded(event.type),
    written_version: metadata.upcastFrom ?? metadata.schemaVersion ?? 1,
    current_version: registry.versionOf(event.type),
    recorded_at: event.recordedAt,
    actor: bounded(text(metadata.actor)),
    correlation_id: bounded(text(metadata.correlationId)),
    causation_id: bounded(text(metadata.causationId)),
    idempotency_key: typeof metadata.idempotencyKey === 'string' ? bounded(metadata.idempotencyKey) : null,
    pii_subject: piiSubject === undefined ? null : bounded(piiSubject),
    users: usersOf(payload, { actor: text(metadata.actor), piiSubject }),
    data: storedPayload(hideSecrets(event.type, payload)),
  };
}

/** The payload as JSON text, or a note saying why it was left out. */
export function storedPayload(data: Record<string, unknown>): string {
  if (deeperThan(data, ROW_LIMITS.payloadDepth)) {
    return JSON.stringify(omittedPayload(`The payload nests deeper than ${ROW_LIMITS.payloadDepth} levels`));
  }
  const json = JSON.stringify(data);
  const bytes = Buffer.byteLength(json);
  if (bytes > ROW_LIMITS.payloadBytes) return JSON.stringify(omittedPayload(`The payload is too large to show (${bytes} bytes)`));
  return json;
}

function deeperThan(value: unknown, levels: number): boolean {
  if (value === null || typeof value !== 'object') return false;
  if (levels === 0) return true;
  return Object.values(value).some((item) => deeperThan(item, levels - 1));
}

function bounded(value: string): string {
  return value.slice(0, ROW_LIMITS.text);
}

function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}
