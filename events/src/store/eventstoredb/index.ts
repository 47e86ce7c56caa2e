export { createEventStoreDbStore, EventStoreDbStore, type EventStoreDbStoreOptions } from './eventstoredb-store';
