import type { EventRegistry } from './definitions';
import { withPersonalDataProtection } from './personal-data/protected-store';
import type { SubjectKeyStore } from './personal-data/key-store';
import type { EventStore, NewEvent, RecordedEvent } from './store/port';

export interface EventLogOptions {
  registry: EventRegistry;
  keys: SubjectKeyStore;
}

/**
 * The event store as commands and projectors use it, never the raw adapter: events are stamped
 * with their payload version on append, personal data is encrypted at rest, and every read path
 * returns events decrypted (or redacted) and then upcast to the current payload version.
 */
export function createEventLog(store: EventStore, { registry, keys }: EventLogOptions): EventStore {
  const protectedStore = withPersonalDataProtection(store, registry, keys);

  const stamp = (event: NewEvent): NewEvent =>
    event.metadata.schemaVersion === undefined
      ? { ...event, metadata: { ...event.metadata, schemaVersion: registry.versionOf(event.type) } }
      : event;
  // Upcasters see plaintext: decryption works on the payload as it was written.
  const upcast = (events: RecordedEvent[]): RecordedEvent[] => events.map((event) => registry.upcast(event));
  // Subscriptions handed the same batch (see withPersonalDataProtection) share its upcasting too.
  const upcastBatches = new WeakMap<readonly RecordedEvent[], RecordedEvent[]>();
  const upcastShared = (events: RecordedEvent[]): RecordedEvent[] => {
    let upcasted = upcastBatches.get(events);
    if (!upcasted) upcastBatches.set(events, (upcasted = upcast(events)));
    return upcasted;
  };

  return {
    append: (streamId, events, expected) => protectedStore.append(streamId, events.map(stamp), expected),
    appendNewStreams: (streams) =>
      protectedStore.appendNewStreams(streams.map(({ streamId, events }) => ({ streamId, events: events.map(stamp) }))),
    readStream: async (streamId, options) => upcast(await protectedStore.readStream(streamId, options)),
    readAll: async (options) => upcast(await protectedStore.readAll(options)),
    subscribe: (options, handler) => protectedStore.subscribe(options, (events) => handler(upcastShared(events))),
    headPosition: () => protectedStore.headPosition(),
    countAfter: (position, cap) => protectedStore.countAfter(position, cap),
    ping: () => protectedStore.ping(),
    close: () => protectedStore.close(),
  };
}
