import type { EventRegistry } from '../definitions';
import type { EventStore, NewEvent, RecordedEvent } from '../store/port';
import { encryptPersonalData, openPersonalData, PersonalDataDecryptionError } from './field-encryption';
import type { SubjectKeyStore } from './key-store';

/**
 * The event store with crypto-shredding (ARCHITECTURE rule 5): personal fields are encrypted on
 * append and decrypted on every read path; once a subject's key is destroyed they read as their
 * redacted values. Events whose type declares no personal data pass through untouched. Closing it
 * closes the wrapped store; the key store belongs to the caller.
 */
export function withPersonalDataProtection(store: EventStore, registry: EventRegistry, keys: SubjectKeyStore): EventStore {
  async function sealEvent(event: NewEvent): Promise<NewEvent> {
    const definition = registry.get(event.type);
    if (!definition?.personalData) return event;
    const sealed = await encryptPersonalData(definition, event.data, event.metadata, keys);
    return { ...event, ...sealed };
  }

  // Replays read thousands of events: each subject's key is looked up once per batch.
  async function openBatch(events: RecordedEvent[]): Promise<RecordedEvent[]> {
    const subjects = new Set<string>();
    for (const event of events) {
      if (event.metadata.piiSubject && registry.get(event.type)?.personalData) subjects.add(event.metadata.piiSubject);
    }
    if (subjects.size === 0) return events;
    const found = await keys.findKeys(subjects);
    return events.map((event) => {
      const definition = registry.get(event.type);
      if (!definition?.personalData) return event;
      const subject = event.metadata.piiSubject;
      try {
        return { ...event, data: openPersonalData(definition, event.data, event.metadata, subject ? found.get(subject) : undefined) };
      } catch (error) {
        if (!(error instanceof PersonalDataDecryptionError)) throw error;
        throw new PersonalDataDecryptionError(`Event ${event.id} in ${event.streamId}: ${error.message}`, { cause: error });
      }
    });
  }

  // Subscriptions that were caught up together are handed the very same batch of the log (the
  // store shares their read): it is opened once for all of them, not once per projector.
  const openedBatches = new WeakMap<readonly RecordedEvent[], Promise<RecordedEvent[]>>();
  function openShared(events: RecordedEvent[]): Promise<RecordedEvent[]> {
    let opened = openedBatches.get(events);
    if (!opened) openedBatches.set(events, (opened = openBatch(events)));
    return opened;
  }

  return {
    async append(streamId, events, expected) {
      return store.append(streamId, await Promise.all(events.map(sealEvent)), expected);
    },
    async appendNewStreams(streams) {
      return store.appendNewStreams(
        await Promise.all(streams.map(async ({ streamId, events }) => ({ streamId, events: await Promise.all(events.map(sealEvent)) }))),
      );
    },
    async readStream(streamId, options) {
      return openBatch(await store.readStream(streamId, options));
    },
    async readAll(options) {
      return openBatch(await store.readAll(options));
    },
    subscribe(options, handler) {
      return store.subscribe(options, async (events) => handler(await openShared(events)));
    },
    headPosition: () => store.headPosition(),
    countAfter: (position, cap) => store.countAfter(position, cap),
    ping: () => store.ping(),
    close: () => store.close(),
  };
}
