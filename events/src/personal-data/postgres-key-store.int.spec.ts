import { expect } from 'chai';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { createTestDatabase, type TestDatabase } from '@more-ai/testing';
import { eventually } from './eventually';
import type { SubjectKeyStore } from './key-store';
import { subjectKeyStoreContract } from './key-store.contract';
import { createPostgresKeyStore } from './postgres-key-store';

describe('PostgreSQL subject key store', () => {
  let database: TestDatabase;
  const masterKey = randomBytes(32);
  const open = (key = masterKey) => createPostgresKeyStore({ connectionString: database.url, masterKey: key });

  beforeEach(async () => {
    database = await createTestDatabase('pii_keys');
  });
  afterEach(async () => {
    await database.drop();
  });

  describe('contract', () => {
    subjectKeyStoreContract(() => open());
  });

  describe('across processes', () => {
    const stores: SubjectKeyStore[] = [];
    const openTracked = async (key = masterKey) => {
      const store = await open(key);
      stores.push(store);
      return store;
    };
    afterEach(async () => {
      await Promise.all(stores.splice(0).map((store) => store.close()));
    });

    it('sets up its schema once when several processes start together', async () => {
      await Promise.all([openTracked(), openTracked(), openTracked(), openTracked()]);
      const [again] = await Promise.all([openTracked()]);
      expect(await again!.keyFor('user:u1')).to.have.length(32);
    });

    it('ends concurrent first uses of one subject with one key', async () => {
      const [a, b] = await Promise.all([openTracked(), openTracked()]);
      const keys = await Promise.all(Array.from({ length: 20 }, (_, i) => (i % 2 === 0 ? a! : b!).keyFor('user:u1')));
      for (const key of keys) expect(key.equals(keys[0]!)).to.equal(true);
      const { rows } = await query('SELECT count(*)::int AS n FROM personal_data.subject_keys');
      expect(rows[0].n).to.equal(1);
    });

    it('stores keys wrapped, never in the clear, and will not read them with another master key', async () => {
      const store = await openTracked();
      const key = await store.keyFor('user:u1');
      const { rows } = await query('SELECT wrapped_key FROM personal_data.subject_keys');
      expect((rows[0].wrapped_key as Buffer).includes(key)).to.equal(false);
      const stranger = await openTracked(randomBytes(32));
      const failure = await stranger.findKeys(['user:u1']).catch((e: unknown) => e);
      expect(failure)
        .to.be.instanceOf(Error)
        .with.property('message')
        .that.matches(/wrong PII master key/);
    });

    it('keeps a destroyed key destroyed for a process that starts later', async () => {
      const first = await openTracked();
      await first.keyFor('user:u1');
      await first.destroy('user:u1');
      const { rows } = await query('SELECT wrapped_key, destroyed_at FROM personal_data.subject_keys');
      expect(rows).to.have.length(1);
      expect(rows[0].wrapped_key).to.equal(null);
      expect(rows[0].destroyed_at).to.be.instanceOf(Date);
      const later = await openTracked();
      expect(await later.keyFor('user:u1').catch((e: unknown) => e)).to.have.property('name', 'SubjectKeyDestroyedError');
      expect((await later.findKeys(['user:u1'])).get('user:u1')).to.equal('destroyed');
    });

    it("drops a key destroyed by another process from this process's cache", async () => {
      const [reader, eraser] = await Promise.all([openTracked(), openTracked()]);
      const key = await reader.keyFor('user:u1');
      await reader.keyFor('user:u2');
      // Gone from the table, this key could only come from the reader's cache.
      await query("UPDATE personal_data.subject_keys SET wrapped_key = $1 WHERE subject = 'user:u2'", [randomBytes(60)]);
      expect((await reader.findKeys(['user:u2'])).get('user:u2')).to.be.instanceOf(Buffer);
      expect((await reader.findKeys(['user:u1'])).get('user:u1')).to.deep.equal(key);

      await eraser.destroy('user:u1');

      expect(await eventually(async () => (await reader.findKeys(['user:u1'])).get('user:u1'), 'destroyed')).to.equal('destroyed');
      expect(await reader.keyFor('user:u1').catch((e: unknown) => e)).to.have.property('name', 'SubjectKeyDestroyedError');
    });
    it('still notices destroyed keys after its listening connection was cut', async () => {
      const [reader, eraser] = await Promise.all([openTracked(), openTracked()]);
      await reader.keyFor('user:u1');
      await query("SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE query LIKE 'LISTEN %'");
      await eraser.destroy('user:u1');
      expect(await eventually(async () => (await reader.findKeys(['user:u1'])).get('user:u1'), 'destroyed')).to.equal('destroyed');
    });
  });

  async function query(sql: string, values: unknown[] = []): Promise<pg.QueryResult> {
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    try {
      return await client.query(sql, values);
    } finally {
      await client.end();
    }
  }
});
