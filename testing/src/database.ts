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
}

/** A new, empty database on the test run's embedded PostgreSQL. */
export async function createTestDatabase(label = 'test'): Promise<TestDatabase> {
  if (!cluster) throw new Error('The embedded test PostgreSQL is not running (testing/src/root-hooks.ts)');
  const name = `${label.replace(/[^a-z0-9_]/gi, '_').toLowerCase()}_${process.pid}_${(counter += 1)}`;
  await admin(`CREATE DATABASE "${name}"`);
  const url = cluster.urlFor(name);
  return { url, name, drop: () => admin(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`) };
}

async function admin(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: cluster!.url });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}
