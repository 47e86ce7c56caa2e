import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startEmbeddedPostgres, type EmbeddedPostgresHandle } from '@more-ai/launcher/embedded-postgres';
import { setCluster } from './database';

/**
 * One embedded PostgreSQL for the whole test run; each suite takes a fresh database of its own from
 * it (see createTestDatabase), so suites never see each other's rows.
 */
let cluster: EmbeddedPostgresHandle | undefined;
// Services log JSON lines; in a test run only failures matter (LOG_LEVEL=debug to see them all).
process.env.LOG_LEVEL ??= 'silent';
const dataDir = path.join(tmpdir(), `more-ai-test-pg-${process.pid}`);

export async function mochaGlobalSetup(): Promise<void> {
  await rm(dataDir, { recursive: true, force: true });
  cluster = await startEmbeddedPostgres({ dataDir, persistent: false });
  setCluster(cluster);
}

export async function mochaGlobalTeardown(): Promise<void> {
  await cluster?.stop();
  await rm(dataDir, { recursive: true, force: true });
}
