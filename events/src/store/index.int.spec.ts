import { UnavailableError } from '@eventstore/db-client';
import { expect } from 'chai';
import { createTestDatabase, type TestDatabase } from '@more-ai/testing';
import { freePort } from '@more-ai/launcher/embedded-postgres';
import { openEventStore, PostgresEventStore } from './index';

describe('openEventStore', () => {
  let database: TestDatabase;
  before(async () => (database = await createTestDatabase('eventstore_open')));
  after(async () => database.drop());

  it('opens the PostgreSQL event store, migrated, when no EventStoreDB is configured', async () => {
    const store = await openEventStore({ databaseUrl: database.url });
    try {
      expect(store).to.be.instanceOf(PostgresEventStore);
      expect(await store.readAll()).to.deep.equal([]);
    } finally {
      await store.close();
    }
  });

  it('uses EventStoreDB when its URL is set, and fails at once when it cannot be reached', async () => {
    const port = await freePort();
    const opening = openEventStore({ eventstoreUrl: `esdb://127.0.0.1:${port}?tls=false`, databaseUrl: database.url });
    const error = await opening.then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(error).to.be.instanceOf(UnavailableError);
  });
});
