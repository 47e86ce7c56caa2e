import type pg from 'pg';

/**
 * Creates the `personal_data` schema when missing. Several processes start at once in the embedded
 * run and in tests; the advisory lock makes them take turns, because `CREATE ... IF NOT EXISTS` alone
 * still fails when two sessions create the same object at the same moment.
 */
export async function migratePersonalDataSchema(pool: pg.Pool): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    await client.query(`SELECT pg_advisory_xact_lock(hashtext('more-ai:personal_data:migrate'))`);
    await client.query('CREATE SCHEMA IF NOT EXISTS personal_data');
    // A destroyed key keeps its row with no key in it: the tombstone that stops the subject from
    // ever getting a new key.
    await client.query(`
      CREATE TABLE IF NOT EXISTS personal_data.subject_keys (
        subject      text PRIMARY KEY,
        wrapped_key  bytea,
        created_at   timestamptz NOT NULL DEFAULT now(),
        destroyed_at timestamptz,
        CONSTRAINT destroyed_keys_are_gone CHECK ((wrapped_key IS NULL) = (destroyed_at IS NOT NULL))
      )`);
    await client.query('COMMIT');
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}
