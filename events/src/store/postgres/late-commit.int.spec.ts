import { randomUUID } from 'node:crypto';
import { expect } from 'chai';
import pg from 'pg';
import { createTestDatabase, type TestDatabase } from '@more-ai/testing';
import { comparePositions, START } from '../../position';
import type { NewEvent, RecordedEvent } from '../port';
import { appendToStream } from './append';
import { createPostgresEventStore, type PostgresEventStore } from './postgres-store';

function event(type: string): NewEvent {
  const id = randomUUID();
  return { id, type, data: {}, metadata: { actor: 'system', correlationId: id, causationId: id, timestamp: new Date().toISOString() } };
}

// ARCHITECTURE rule 8: transactions commit out of order, and a reader must never skip the late one.
describe('PostgreSQL event store: a transaction that commits after a later one', () => {
  let database: TestDatabase;
  let store: PostgresEventStore;
  let early: pg.Client;

  beforeEach(async () => {
    database = await createTestDatabase('eventstore_late_commit');
    store = await createPostgresEventStore({ connectionString: database.url });
    early = new pg.Client({ connectionString: database.url });
    await early.connect();
  });

  afterEach(async () => {
    await early.end();
    await store.close();
    await database.drop();
  });

  it('keeps readers and subscribers before its event until it commits, then gives both in order', async () => {
    const delivered: RecordedEvent[] = [];
    const subscription = store.subscribe({}, async (batch) => void delivered.push(...batch));

    await early.query('BEGIN');
    const first = await appendToStream(early, store.schema, 'Late-1', [event('Appended')], 'no-stream');
    const second = await store.append('Late-2', [event('Appended')], 'no-stream');
    expect(comparePositions(first.position, second.position), 'the open transaction comes first').to.equal(-1);
    expect(await store.readStream('Late-2'), 'the later one is committed').to.have.length(1);

    // Let the subscription poll and be woken while the early transaction is still open.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await store.readAll({ after: START }), 'read while the early transaction is open').to.deep.equal([]);
    expect(delivered, 'delivered while the early transaction is open').to.deep.equal([]);

    await early.query('COMMIT');
    const read = await store.readAll({ after: START });
    expect(read.map((e) => e.streamId)).to.deep.equal(['Late-1', 'Late-2']);
    expect(read.map((e) => e.position)).to.deep.equal([first.position, second.position]);
    while (delivered.length < 2) await new Promise((resolve) => setTimeout(resolve, 10));
    await subscription.stop();
    expect(delivered.map((e) => e.streamId)).to.deep.equal(['Late-1', 'Late-2']);
  });

  it('leaves no trace of a transaction that rolls back, and holds nothing back after it', async () => {
    await early.query('BEGIN');
    await appendToStream(early, store.schema, 'Late-1', [event('Appended')], 'no-stream');
    await early.query('ROLLBACK');
    await store.append('Late-2', [event('Appended')], 'no-stream');
    expect((await store.readAll()).map((e) => e.streamId)).to.deep.equal(['Late-2']);
  });
});
