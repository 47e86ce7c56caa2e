import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { BOUNDED_POOL } from '../postgres-timeouts';
import { DATA_KEY_BYTES, SubjectKeyDestroyedError, type SubjectKey, type SubjectKeyStore } from './key-store';
import { unwrapDataKey, wrapDataKey } from './master-key';
import { createKeyCache } from './key-cache';
import { migratePersonalDataSchema } from './postgres-schema';

export type PostgresKeyStoreOptions = ({ connectionString: string } | { pool: pg.Pool }) & {
  /** Wraps the data keys at rest (see masterKeyFrom, loadOrCreateMasterKeyFile). */
  masterKey: Buffer;
  /** How many subjects' keys this process keeps in memory; replays read them for every event. */
  cacheSize?: number;
};

/** Every instance drops a destroyed key from its cache when this notification reaches it. */
const KEY_DESTROYED_CHANNEL = 'personal_data_key_destroyed';
const RELISTEN_DELAY_MS = 1_000;

interface KeyRow {
  subject: string;
  wrapped_key: Buffer | null;
}

/**
 * Subject keys in PostgreSQL (schema `personal_data`), wrapped with the master key. A destroyed key
 * leaves a tombstone row, so the subject can never be given a new one.
 */
export async function createPostgresKeyStore(options: PostgresKeyStoreOptions): Promise<SubjectKeyStore> {
  const ownsPool = !('pool' in options);
  const pool = 'pool' in options ? options.pool : new pg.Pool({ connectionString: options.connectionString, ...BOUNDED_POOL });
  // A connection that breaks while idle is dropped by the pool and replaced on the next query.
  if (ownsPool) pool.on('error', () => undefined);
  const { masterKey } = options;
  if (masterKey.length !== 32) throw new Error('The PII master key must be 32 bytes');
  const cache = createKeyCache(options.cacheSize ?? 10_000);
  let stopListening: (() => void) | undefined;
  let relistenTimer: NodeJS.Timeout | undefined;
  let closed = false;

  // Until the listener runs, a destroy in another process could go unnoticed: the cache stays off.
  async function listen(): Promise<void> {
    const client = await pool.connect();
    let released = false;
    // Destroyed rather than returned: a pooled connection must not keep listening for someone else.
    const release = () => {
      if (released) return;
      released = true;
      cache.distrust();
      if (stopListening === release) stopListening = undefined;
      client.release(true);
    };
    const onLost = () => {
      if (released) return;
      release();
      if (!closed) scheduleRelisten();
    };
    client.on('error', onLost);
    client.on('end', onLost);
    client.on('notification', (message) => {
      if (message.channel === KEY_DESTROYED_CHANNEL && message.payload) cache.markDestroyed(message.payload);
    });
    try {
      await client.query(`LISTEN ${KEY_DESTROYED_CHANNEL}`);
    } catch (error) {
      release();
      throw error;
    }
    stopListening = release;
    cache.trust();
  }

  function scheduleRelisten(): void {
    relistenTimer = setTimeout(() => {
      relistenTimer = undefined;
      if (!closed) listen().catch(scheduleRelisten);
    }, RELISTEN_DELAY_MS);
    relistenTimer.unref();
  }

  function open(row: KeyRow): SubjectKey {
    return row.wrapped_key ? unwrapDataKey(masterKey, row.subject, row.wrapped_key) : 'destroyed';
  }

  async function readKeys(subjects: string[]): Promise<KeyRow[]> {
    const { rows } = await pool.query<KeyRow>(
      'SELECT subject, wrapped_key FROM personal_data.subject_keys WHERE subject = ANY($1::text[])',
      [subjects],
    );
    return rows;
  }

  // The subject's key, created when it has none, in one round trip: the insert gives a new key, the
  // read an existing one (or its tombstone). Concurrent first uses race on the primary key: exactly
  // one insert wins, and a loser, whose statement began before the winner committed, reads the
  // winner's key once more; so all the subject's fields share one key.
  async function keyRowFor(subject: string): Promise<KeyRow> {
    const wrapped = wrapDataKey(masterKey, subject, randomBytes(DATA_KEY_BYTES));
    const { rows } = await pool.query<KeyRow>({
      name: 'personal_data.key_for',
      text: `WITH created AS (
               INSERT INTO personal_data.subject_keys (subject, wrapped_key) VALUES ($1, $2)
               ON CONFLICT (subject) DO NOTHING RETURNING subject, wrapped_key)
             SELECT subject, wrapped_key FROM created
             UNION ALL
             SELECT subject, wrapped_key FROM personal_data.subject_keys WHERE subject = $1 AND NOT EXISTS (SELECT 1 FROM created)`,
      values: [subject, wrapped],
    });
    const row = rows[0] ?? (await readKeys([subject]))[0];
    if (!row) throw new Error(`The key of ${subject} vanished while it was being created`);
    return row;
  }

  try {
    await migratePersonalDataSchema(pool);
    await listen();
  } catch (error) {
    if (ownsPool) await pool.end();
    throw error;
  }

  return {
    async keyFor(subject) {
      let key = cache.get(subject);
      if (!key) {
        const generation = cache.generation();
        key = open(await keyRowFor(subject));
        cache.remember(subject, key, generation);
      }
      if (key === 'destroyed') throw new SubjectKeyDestroyedError(subject);
      return key;
    },

    async findKeys(subjects) {
      const found = new Map<string, SubjectKey>();
      const missing: string[] = [];
      for (const subject of new Set(subjects)) {
        const key = cache.get(subject);
        if (key) found.set(subject, key);
        else missing.push(subject);
      }
      if (missing.length > 0) {
        const generation = cache.generation();
        for (const row of await readKeys(missing)) {
          const key = open(row);
          found.set(row.subject, key);
          cache.remember(row.subject, key, generation);
        }
      }
      return found;
    },

    async destroy(subject) {
      await pool.query(
        `WITH tombstone AS (
           INSERT INTO personal_data.subject_keys (subject, wrapped_key, destroyed_at) VALUES ($1, NULL, now())
           ON CONFLICT (subject) DO UPDATE
             SET wrapped_key = NULL, destroyed_at = COALESCE(subject_keys.destroyed_at, EXCLUDED.destroyed_at)
           RETURNING subject)
         SELECT pg_notify($2, subject) FROM tombstone`,
        [subject, KEY_DESTROYED_CHANNEL],
      );
      cache.markDestroyed(subject);
    },

    async close() {
      if (closed) return;
      closed = true;
      if (relistenTimer) clearTimeout(relistenTimer);
      cache.distrust();
      stopListening?.();
      if (ownsPool) await pool.end();
    },
  };
}
