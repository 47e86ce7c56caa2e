import knexFactory, { type Knex } from 'knex';
import { START, type GlobalPosition } from '@more-ai/events/position';
import type { Consumer } from './consumer';

export const CHECKPOINT_TABLE = 'projection_checkpoint';
/** Events the consumer could not apply, beside its checkpoint (see park.ts); the column 'projector' names the consumer. */
export const PARKED_TABLE = 'projection_parked_events';

/** A consumer's progress, stored in its own schema so a rebuild swaps it with the tables. */
export interface Checkpoint {
  position: GlobalPosition;
  handled: number;
  lastEventAt: Date | null;
  updatedAt: Date | null;
  eventsPerSecond: number;
}

const quote = (identifier: string) => `"${identifier.replace(/"/g, '""')}"`;

/**
 * Creates the schema, runs the consumer's migrations into it (its migration table lives there
 * too) and adds the checkpoint row. Used for the live schema and for a rebuild's shadow schema.
 */
export async function migrateConsumer(db: Knex, consumer: Consumer, schema = consumer.schema): Promise<void> {
  await db.raw(`CREATE SCHEMA IF NOT EXISTS ${quote(schema)}`);
  const connection = db.client.config.connection as Knex.PgConnectionConfig;
  const scoped = knexFactory({
    client: 'pg',
    // Commits need not wait for the disk: a crash can only lose the last migrations whole, with
    // their rows in knex_migrations, and they run again at the next start. A new install's start
    // commits a hundred of them.
    connection: { ...connection, options: `${connection.options ?? ''} -c synchronous_commit=off`.trim() },
    searchPath: [schema],
    pool: { min: 0, max: 1 },
  });
  try {
    await scoped.migrate.latest({
      schemaName: schema,
      tableName: 'knex_migrations',
      migrationSource: {
        getMigrations: async () => Object.keys(consumer.migrations).sort(),
        getMigrationName: (name: string) => name,
        getMigration: async (name: string) => consumer.migrations[name]!,
      },
    });
    await scoped.raw(`
      CREATE TABLE IF NOT EXISTS ${quote(schema)}.${CHECKPOINT_TABLE} (
        name text PRIMARY KEY,
        position_commit bigint NOT NULL,
        position_prepare bigint NOT NULL,
        handled bigint NOT NULL DEFAULT 0,
        last_event_at timestamptz,
        events_per_second double precision NOT NULL DEFAULT 0,
        updated_at timestamptz,
        last_error text,
        last_error_at timestamptz
      )`);
    // Checkpoint tables made before the last error was kept in them. Asked first: ALTER TABLE takes
    // the table's exclusive lock even when the columns exist, and a replica starting while another
    // applies a batch would wait behind that batch and hold up every reader of the checkpoint.
    const lastError = await scoped.raw(
      `SELECT 1 FROM information_schema.columns WHERE table_schema = ? AND table_name = ? AND column_name = 'last_error_at'`,
      [schema, CHECKPOINT_TABLE],
    );
    if (lastError.rows.length === 0)
      await scoped.raw(
        `ALTER TABLE ${quote(schema)}.${CHECKPOINT_TABLE} ADD COLUMN IF NOT EXISTS last_error text, ADD COLUMN IF NOT EXISTS last_error_at timestamptz`,
      );
    await createParkedTable(scoped, schema);
    await scoped.raw(
      `INSERT INTO ${quote(schema)}.${CHECKPOINT_TABLE} (name, position_commit, position_prepare) VALUES (?, ?, ?) ON CONFLICT (name) DO NOTHING`,
      [consumer.name, START.commit.toString(), START.prepare.toString()],
    );
  } finally {
    await scoped.destroy();
  }
}

/**
 * The parked events live in the consumer's schema, like its checkpoint, so that the checkpoint
 * and the events it passed over always describe the same tables, and a rebuild swaps all three.
 * `status` is 'parked' until an admin retries it ('retried') or skips it ('skipped'); resolved
 * rows stay for the record.
 */
export async function createParkedTable(db: Knex, schema: string): Promise<void> {
  await db.raw(`
    CREATE TABLE IF NOT EXISTS ${quote(schema)}.${PARKED_TABLE} (
      projector text NOT NULL,
      position_commit bigint NOT NULL,
      position_prepare bigint NOT NULL,
      event_id text NOT NULL,
      stream_id text NOT NULL,
      stream_revision bigint NOT NULL,
      type text NOT NULL,
      error text NOT NULL,
      attempts integer NOT NULL,
      parked_at timestamptz NOT NULL DEFAULT now(),
      status text NOT NULL DEFAULT 'parked' CHECK (status IN ('parked', 'retried', 'skipped')),
      resolved_at timestamptz,
      PRIMARY KEY (position_commit, position_prepare)
    )`);
}

/** How readCheckpoint opens a batch's transaction, all in its one round trip. */
export interface CheckpointReading {
  /** Lock the checkpoint row for the caller's transaction. */
  forUpdate?: boolean;
  /** Set the transaction's search path to the schema. */
  searchPath?: boolean;
  /**
   * Let the transaction's commit return before its record is on disk (synchronous_commit off, for
   * this transaction only). Only for what is derived from the log with its checkpoint: a crash can
   * lose the last such commits, never part of one, and the consumer then applies those events again
   * from the checkpoint that was kept. The commit's NOTIFY then holds PostgreSQL's notification lock
   * for no disk flush, so batches of different consumers no longer commit one flush at a time.
   */
  asyncCommit?: boolean;
}

/** The consumer's checkpoint; see CheckpointReading for what the same statement can also do. */
export async function readCheckpoint(
  db: Knex | Knex.Transaction,
  consumer: Pick<Consumer, 'name' | 'schema'>,
  schema = consumer.schema,
  { forUpdate = false, searchPath = false, asyncCommit = false }: CheckpointReading = {},
): Promise<Checkpoint> {
  const settings = [
    ...(searchPath ? ["set_config('search_path', ?, true)"] : []),
    ...(asyncCommit ? ["set_config('synchronous_commit', 'off', true)"] : []),
  ];
  const result = await db.raw(
    `SELECT position_commit, position_prepare, handled, last_event_at, updated_at, events_per_second${settings.map((setting) => `, ${setting}`).join('')}
       FROM ${quote(schema)}.${CHECKPOINT_TABLE} WHERE name = ?${forUpdate ? ' FOR UPDATE' : ''}`,
    [...(searchPath ? [quote(schema)] : []), consumer.name],
  );
  const row = result.rows[0];
  if (!row) throw new Error(`${consumer.name} has no checkpoint in ${schema}`);
  return {
    position: { commit: BigInt(row.position_commit), prepare: BigInt(row.position_prepare) },
    handled: Number(row.handled),
    lastEventAt: row.last_event_at,
    updatedAt: row.updated_at,
    eventsPerSecond: Number(row.events_per_second),
  };
}

/**
 * Moves the consumer's checkpoint, inside the caller's transaction; with `notify`, also queues that
 * NOTIFY (delivered at commit) in the same round trip.
 */
export async function writeCheckpoint(
  trx: Knex.Transaction,
  consumer: Consumer,
  schema: string,
  update: { position: GlobalPosition; handledDelta: number; lastEventAt: Date; eventsPerSecond: number },
  notify?: { channel: string; payload: string },
): Promise<void> {
  const moved = `UPDATE ${quote(schema)}.${CHECKPOINT_TABLE}
        SET position_commit = ?, position_prepare = ?, handled = handled + ?, last_event_at = ?,
            events_per_second = ?, updated_at = now(), last_error = NULL, last_error_at = NULL
      WHERE name = ?`;
  const bindings = [
    update.position.commit.toString(),
    update.position.prepare.toString(),
    update.handledDelta,
    update.lastEventAt,
    update.eventsPerSecond,
    consumer.name,
  ];
  if (notify)
    await trx.raw(`WITH moved AS (${moved} RETURNING name) SELECT pg_notify(?, ?) FROM moved`, [
      ...bindings,
      notify.channel,
      notify.payload,
    ]);
  else await trx.raw(moved, bindings);
}

/**
 * Keeps a consumer's last error in its checkpoint row, so any process (the CLI, the admin page)
 * reads it; the next checkpoint written clears it (writeCheckpoint). Never throws: the error may
 * be that the database is away.
 */
export async function recordLastError(db: Knex, consumer: Pick<Consumer, 'name' | 'schema'>, message: string, at: Date): Promise<void> {
  await db
    .raw(`UPDATE ${quote(consumer.schema)}.${CHECKPOINT_TABLE} SET last_error = ?, last_error_at = ? WHERE name = ?`, [
      message,
      at,
      consumer.name,
    ])
    .catch(() => undefined);
}

export { quote as quoteIdentifier };
