import { randomUUID } from 'node:crypto';
import { expect } from 'chai';
import pg from 'pg';
import { createTestDatabase } from '@more-ai/testing';
import { eventStoreContract } from '../contract';
import type { AppendResult, NewEvent } from '../port';
import { WrongExpectedRevisionError } from '../port';
import { appendToStream } from './append';
import { createPostgresEventStore } from './postgres-store';

eventStoreContract('PostgreSQL', async () => {
  const database = await createTestDatabase('eventstore_contract');
  const store = await createPostgresEventStore({ connectionString: database.url, poolSize: 20 });
  return {
    store,
    async cleanup() {
      await store.close();
      await database.drop();
    },
    async appendInSlowTransaction(streamId, events, expected, holdMs) {
      const client = new pg.Client({ connectionString: database.url });
      await client.connect();
      try {
        await client.query('BEGIN');
        const result = await appendToStream(client, store.schema, streamId, events, expected);
        await new Promise((resolve) => setTimeout(resolve, holdMs));
        await client.query('COMMIT');
        return result;
      } finally {
        await client.end();
      }
    },
  };
});

describe('PostgreSQL event store schema', () => {
  const event = (): NewEvent => {
    const id = randomUUID();
    return {
      id,
      type: 'Opened',
      data: {},
      metadata: { actor: 'system', correlationId: id, causationId: id, timestamp: new Date().toISOString() },
    };
  };

  it('migrates once when several processes start together, and keeps events when migrated again', async () => {
    const database = await createTestDatabase('eventstore_migrate');
    try {
      const stores = await Promise.all([1, 2, 3, 4].map(() => createPostgresEventStore({ connectionString: database.url })));
      await stores[0]!.append('Contact-1', [event()], 'no-stream');
      await stores[1]!.migrate();
      expect(await stores[2]!.readStream('Contact-1')).to.have.length(1);
      await Promise.all(stores.map((store) => store.close()));
    } finally {
      await database.drop();
    }
  });

  it('keeps stores in different schemas of one database apart', async () => {
    const database = await createTestDatabase('eventstore_schemas');
    const embedded = await createPostgresEventStore({ connectionString: database.url });
    const other = await createPostgresEventStore({ connectionString: database.url, schema: 'other_events' });
    try {
      await embedded.append('Contact-1', [event()], 'no-stream');
      await other.append('Contact-1', [event(), event()], 'no-stream');
      expect(await embedded.readAll()).to.have.length(1);
      expect(await other.readStream('Contact-1')).to.have.length(2);
    } finally {
      await embedded.close();
      await other.close();
      await database.drop();
    }
  });

  it('answers every copy of one append sent at once like the one that was written, and writes it once', async () => {
    // The copies that wait on the first one's revisions are refused by the revision index once it
    // commits, and are answered by the store's function, as retries.
    const database = await createTestDatabase('eventstore_retries');
    const store = await createPostgresEventStore({ connectionString: database.url, poolSize: 12 });
    try {
      const single = [event()];
      const pair = [event(), event()];
      const first = await Promise.all(Array.from({ length: 12 }, () => store.append('Contact-1', single, 'no-stream')));
      const next = await Promise.all(Array.from({ length: 12 }, () => store.append('Contact-1', pair, 0n)));
      const distinct = (answers: readonly AppendResult[]) =>
        new Set(answers.map((answer) => JSON.stringify(answer, (_, v: unknown) => (typeof v === 'bigint' ? String(v) : v)))).size;
      expect(distinct(first)).to.equal(1);
      expect(distinct(next)).to.equal(1);
      expect(next[0]!.nextRevision).to.equal(2n);
      expect((await store.readStream('Contact-1')).map((e) => e.id)).to.deep.equal([...single, ...pair].map((e) => e.id));
    } finally {
      await store.close();
      await database.drop();
    }
  });

  it('makes an append that waited on another one’s uncommitted revision a conflict once it commits, writing nothing', async () => {
    const database = await createTestDatabase('eventstore_waiting');
    const store = await createPostgresEventStore({ connectionString: database.url });
    const holder = new pg.Client({ connectionString: database.url });
    await holder.connect();
    try {
      await store.append('Contact-1', [event()], 'no-stream');
      await holder.query('BEGIN');
      const held = [event()];
      await appendToStream(holder, store.schema, 'Contact-1', held, 0n);
      await appendToStream(holder, store.schema, 'Contact-2', [event()], 'no-stream');
      // Both wait on the revisions the open transaction holds.
      const late = [event()];
      const waiting = Promise.allSettled([store.append('Contact-1', late, 0n), store.append('Contact-2', [event()], 'no-stream')]);
      await new Promise((resolve) => setTimeout(resolve, 200));
      await holder.query('COMMIT');
      const [onRevision, onNew] = await waiting;
      for (const [settled, actual] of [
        [onRevision, 1n],
        [onNew, 0n],
      ] as const) {
        expect(settled.status).to.equal('rejected');
        const reason = (settled as PromiseRejectedResult).reason as WrongExpectedRevisionError;
        expect(reason).to.be.instanceOf(WrongExpectedRevisionError);
        expect(reason.actual).to.equal(actual);
      }
      expect((await store.readStream('Contact-1')).map((e) => e.id).at(-1)).to.equal(held[0]!.id);
      expect(await store.readStream('Contact-2')).to.have.length(1);
    } finally {
      await holder.end();
      await store.close();
      await database.drop();
    }
  });

  it('drops the per-stream table a store made before kept, and goes on appending after what it holds', async () => {
    const database = await createTestDatabase('eventstore_upgrade');
    const admin = new pg.Client({ connectionString: database.url });
    await admin.connect();
    try {
      const store = await createPostgresEventStore({ connectionString: database.url });
      await store.append('Contact-1', [event(), event()], 'no-stream');
      await store.close();
      await admin.query('CREATE TABLE eventstore.streams (stream_id text PRIMARY KEY, last_revision bigint NOT NULL)');
      const upgraded = await createPostgresEventStore({ connectionString: database.url });
      const { rows } = await admin.query(`SELECT to_regclass('eventstore.streams') AS streams`);
      expect(rows[0].streams).to.equal(null);
      expect((await upgraded.append('Contact-1', [event()], 1n)).nextRevision).to.equal(2n);
      await upgraded.close();
    } finally {
      await admin.end();
      await database.drop();
    }
  });
});
