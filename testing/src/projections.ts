import { randomBytes, randomUUID } from 'node:crypto';
import type { Knex } from 'knex';
import { openEventLog, type OpenedEventLog } from '@more-ai/events/open';
import { comparePositions, type GlobalPosition } from '@more-ai/events/position';
import { createLogger, openDatabase } from '@more-ai/platform';
import { ProjectionRunner, type Projector } from '@more-ai/projections';
import type { ProjectionRunnerOptions } from '@more-ai/projections/runner/runner';
import { readCheckpoint } from '@more-ai/projections/runner/schema';
import { createTestDatabase, type TestDatabase } from './database';

/**
 * For the projections' integration tests: a fresh database with an event log and read models,
 * events appended straight to the log (as whatever once got past the edge would be), runners.
 */
export interface ProjectionsFixture {
  events: OpenedEventLog;
  db: Knex;
  database: TestDatabase;
  /** Appends one event as the first of a new stream; resolves with its position. */
  append(streamId: string, type: string, data: Record<string, unknown>, actor?: string): Promise<GlobalPosition>;
  startRunner(projectors: readonly Projector[], options?: Partial<ProjectionRunnerOptions>): Promise<ProjectionRunner>;
  /** Resolves once the projector's checkpoint has reached the position. */
  caughtUp(projector: Projector, position: GlobalPosition): Promise<void>;
  close(): Promise<void>;
}

export async function openProjectionsFixture(label: string): Promise<ProjectionsFixture> {
  const database = await createTestDatabase(label);
  const events = await openEventLog({ databaseUrl: database.url, masterKey: randomBytes(32) });
  const db = openDatabase(database.url, { applicationName: 'test' });
  const log = createLogger('test', process.env.LOG_LEVEL);
  const runners: ProjectionRunner[] = [];
  return {
    events,
    db,
    database,
    async append(streamId, type, data, actor = 'anonymous') {
      const metadata = { actor, correlationId: randomUUID(), causationId: randomUUID(), timestamp: new Date().toISOString() };
      return (await events.log.append(streamId, [{ id: randomUUID(), type, data, metadata }], 'no-stream')).position;
    },
    async startRunner(projectors, options = {}) {
      const runner = new ProjectionRunner({
        store: events.log,
        db,
        databaseUrl: database.url,
        projectors,
        log,
        standbyRetryMs: 100,
        ...options,
      });
      runners.push(runner);
      await runner.start();
      return runner;
    },
    async caughtUp(projector, position) {
      for (let i = 0; i < 200; i += 1) {
        if (comparePositions((await readCheckpoint(db, projector)).position, position) >= 0) return;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      throw new Error(`${projector.name} did not reach the position`);
    },
    async close() {
      await Promise.all(runners.splice(0).map((runner) => runner.stop()));
      await db.destroy();
      await events.close();
      await database.drop();
    },
  };
}
