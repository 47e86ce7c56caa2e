import {
  ANY,
  NO_STREAM,
  START as ESDB_START,
  STREAM_EXISTS,
  excludeSystemEvents,
  streamNameFilter,
  type AllStreamResolvedEvent,
  type AppendExpectedRevision,
  type Filter,
  type ReadPosition,
  type ResolvedEvent,
} from '@eventstore/db-client';
import { comparePositions, type GlobalPosition } from '../../position';
import { categoryOf } from '../../streams';
import type { EventFilter, EventMetadata, ExpectedRevision, RecordedEvent } from '../port';

export function esdbExpectedRevision(expected: ExpectedRevision): AppendExpectedRevision {
  if (expected === 'no-stream') return NO_STREAM;
  if (expected === 'stream-exists') return STREAM_EXISTS;
  if (expected === 'any') return ANY;
  return expected;
}

/** EventStoreDB reads from a position inclusively; callers drop the event at `after` themselves. */
export function esdbReadPosition(after: GlobalPosition): ReadPosition {
  return after.commit === 0n && after.prepare === 0n ? ESDB_START : { commit: after.commit, prepare: after.prepare };
}

const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * What the server can filter: our categories as a stream-name pattern, else every non-system
 * event. Event types (and both filters together) are narrowed by `matches` on this side.
 */
export function serverFilter(filter: EventFilter | undefined): Filter {
  if (filter?.categories?.length) {
    return streamNameFilter({ regex: `^(${filter.categories.map(escapeRegex).join('|')})(-|$)` });
  }
  return excludeSystemEvents();
}

/**
 * The product's own events as our RecordedEvent: EventStoreDB's system events ($-prefixed types or
 * streams), unresolved links and non-JSON events are not part of the product's history.
 */
export function toRecordedEvent(resolved: ResolvedEvent | AllStreamResolvedEvent): RecordedEvent | undefined {
  const event = resolved.event;
  if (!event || !event.isJson || event.type.startsWith('$') || event.streamId.startsWith('$')) return undefined;
  if (!event.position) throw new Error('EventStoreDB did not report event positions (it must be 22.6 or later)');
  return {
    id: event.id,
    type: event.type,
    data: event.data as Record<string, unknown>,
    metadata: event.metadata as unknown as EventMetadata,
    streamId: event.streamId,
    revision: event.revision,
    position: { commit: event.position.commit, prepare: event.position.prepare },
    recordedAt: event.created,
  };
}

/** Categories and types each narrow; an absent or empty list does not. */
export function matches(event: RecordedEvent, filter: EventFilter | undefined): boolean {
  if (filter?.categories?.length && !filter.categories.includes(categoryOf(event.streamId))) return false;
  if (filter?.types?.length && !filter.types.includes(event.type)) return false;
  return true;
}

/** The product's events strictly after `after` that pass the filter. */
export function ownEventAfter(
  resolved: ResolvedEvent | AllStreamResolvedEvent,
  after: GlobalPosition,
  filter: EventFilter | undefined,
): RecordedEvent | undefined {
  const event = toRecordedEvent(resolved);
  return event && comparePositions(event.position, after) > 0 && matches(event, filter) ? event : undefined;
}
