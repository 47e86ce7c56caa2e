import type { EventStore } from './port';
import { createPostgresEventStore } from './postgres/index';

export * from './port';
export { createPostgresEventStore, PostgresEventStore, type PostgresEventStoreOptions } from './postgres/index';

export interface EventStoreConfig {
  /** EventStoreDB connection string (production); when absent, events live in PostgreSQL. */
  eventstoreUrl?: string | undefined;
  /** PostgreSQL for the embedded event store. */
  databaseUrl: string;
}

/** The configured event store: EventStoreDB when its URL is set, else the PostgreSQL store (migrated). */
export async function openEventStore({ eventstoreUrl, databaseUrl }: EventStoreConfig): Promise<EventStore> {
  if (eventstoreUrl) {
    // Its gRPC client loads only when it is the store: an embedded start never needs it.
    const { createEventStoreDbStore } = await import('./eventstoredb/index');
    const store = createEventStoreDbStore({ connectionString: eventstoreUrl });
    // Fail at start-up, not on the first command, when EventStoreDB cannot be reached.
    await store.ping().catch(async (error: unknown) => {
      await store.close();
      throw error;
    });
    return store;
  }
  return createPostgresEventStore({ connectionString: databaseUrl });
}
