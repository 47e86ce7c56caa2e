import pg from 'pg';
import type { EmbeddedPostgresHandle } from '@more-ai/launcher/embedded-postgres';

let cluster: EmbeddedPostgresHandle | undefined;
let counter = 0;

export function setCluster(handle: EmbeddedPostgresHandle): void {
  cluster = handle;
}

export interface TestDatabase {
  readonly url: string;
  readonly name: string;
  drop(): Promise<void>;
  /**
   * Ends connections to this database as `pg_terminate_backend` does in a fault run: every one, or
   * those of one application_name. Resolves with the application names of those ended.
   */
  terminateConnections(applicationName?: string): Promise<string[]>;
  /** Makes this database refuse new connections, or accept them again: an outage of it alone, the cluster staying up. */
  refuseConnections(refused: boolean): Promise<void>;
}

/**
 * A new database on the test run's embedded PostgreSQL: empty, or a copy of `template` (a database no
 * one is connected to, see seededTemplate in app.ts).
 */
export async function createTestDatabase(label = 'test', { template }: { template?: string } = {}): Promise<TestDatabase> {
  if (!cluster) throw new Error('The embedded test PostgreSQL is not running (testing/src/root-hooks.ts)');
  const name = `${label.replace(/[^a-z0-9_]/gi, '_').toLowerCase()}_${process.pid}_${(counter += 1)}`;
  // FILE_COPY copies the template's files as they are, without writing them through the WAL: far
  // faster for a seeded catalog than the default strategy.
  await admin(template ? `CREATE DATABASE "${name}" TEMPLATE "${template}" STRATEGY FILE_COPY` : `CREATE DATABASE "${name}"`);
  const url = cluster.urlFor(name);
  return {
    url,
    name,
    drop: () => admin(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`).then(() => undefined),
    terminateConnections: async (applicationName) => {
      const rows = await admin(
        `SELECT application_name, pg_terminate_backend(pid) AS terminated FROM pg_stat_activity
          WHERE datname = $1 AND pid <> pg_backend_pid() AND ($2::text IS NULL OR application_name = $2)`,
        [name, applicationName ?? null],
      );
      return rows.filter((row) => row.terminated).map((row) => row.application_name as string);
    },
    refuseConnections: (refused) => admin(`ALTER DATABASE "${name}" ALLOW_CONNECTIONS ${!refused}`).then(() => undefined),
  };
}

/** A statement on the cluster's own database, which stays reachable whatever happens to a test's database. */
async function admin(sql: string, values: unknown[] = []): Promise<Record<string, unknown>[]> {
  const client = new pg.Client({ connectionString: cluster!.url });
  await client.connect();
  try {
    return (await client.query(sql, values)).rows;
  } finally {
    await client.end();
  }
}
