export { createPostgresEventStore, PostgresEventStore, type PostgresEventStoreOptions } from './postgres-store';
export { appendToStream } from './append';
