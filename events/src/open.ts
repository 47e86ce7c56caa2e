import { eventRegistry } from './catalog/index';
import { createEventLog } from './event-log';
import { createPostgresKeyStore, type SubjectKeyStore } from './personal-data/index';
import type { EventStore } from './store/port';
import { openEventStore } from './store/index';

export interface EventLogConfig {
  /** PostgreSQL: the embedded event store when no EventStoreDB is configured, and the subject keys. */
  databaseUrl: string;
  /** EventStoreDB connection string; when set, events live there. */
  eventstoreUrl?: string | undefined;
  /** Wraps the per-subject keys of personal data. */
  masterKey: Buffer;
}

export interface OpenedEventLog {
  /** What commands and projectors use: personal data encrypted, old payloads upcast. */
  log: EventStore;
  /** The adapter underneath, for tools that must see events as stored. */
  store: EventStore;
  keys: SubjectKeyStore;
  close(): Promise<void>;
}

/** Opens the configured event store and wraps it in the personal-data and upcasting layers. */
export async function openEventLog(config: EventLogConfig): Promise<OpenedEventLog> {
  const store = await openEventStore({ databaseUrl: config.databaseUrl, eventstoreUrl: config.eventstoreUrl });
  const keys = await createPostgresKeyStore({ connectionString: config.databaseUrl, masterKey: config.masterKey });
  const log = createEventLog(store, { registry: eventRegistry, keys });
  return {
    log,
    store,
    keys,
    close: async () => {
      await store.close();
      await keys.close();
    },
  };
}
