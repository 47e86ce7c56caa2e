import { expect } from 'chai';
import { randomBytes, randomUUID } from 'node:crypto';
import type { Knex } from 'knex';
import { openEventLog, type OpenedEventLog } from '@more-ai/events/open';
import { comparePositions, type GlobalPosition } from '@more-ai/events/position';
import type { NewEvent } from '@more-ai/events/store/port';
import { createLogger, openDatabase } from '@more-ai/platform';
import { createTestDatabase, type TestDatabase } from '@more-ai/testing';
import type { Projector } from './projector';
import { projectorLockKey, ProjectionRunner } from './runner';
import { migrateProjector, readCheckpoint } from './schema';

const log = createLogger('test', process.env.LOG_LEVEL ?? 'silent');

/** Counts how often each event reached its table: a replica that applied one twice shows a 2. */
function countingProjector(beforeCommit: (trx: Knex.Transaction) => Promise<void> = async () => undefined): Projector {
  return {
    name: 'applications',
    schema: 'rm_applications',
    migrations: {
      '001_applied': {
        up: (knex) =>
          knex.schema.createTable('applied', (t) => {
            t.text('event_id').primary();
            t.integer('times').notNullable();
          }),
        down: (knex) => knex.schema.dropTable('applied'),
      },
    },
    handles: ['SomethingCounted'],
    async handle(events, trx) {
      for (const event of events) {
        await trx.raw(
          'INSERT INTO applied (event_id, times) VALUES (?, 1) ON CONFLICT (event_id) DO UPDATE SET times = applied.times + 1',
          [event.id],
        );
      }
      await beforeCommit(trx);
    },
  };
}

function counted(): NewEvent {
  return {
    id: randomUUID(),
    type: 'SomethingCounted',
    data: {},
    metadata: { actor: 'system', correlationId: 'c', causationId: 'c', timestamp: new Date().toISOString() },
  };
}

describe('projections on several replicas', function () {
  this.timeout(60_000);
  let database: TestDatabase;
  let events: OpenedEventLog;
  const pools: Knex[] = [];
  const runners: ProjectionRunner[] = [];
  let unblock: () => void = () => undefined;

  const replica = async (name: string, projector: Projector, standbyRetryMs = 100) => {
    const db = openDatabase(database.url, { applicationName: name });
    pools.push(db);
    const runner = new ProjectionRunner({
      store: events.log,
      db,
      databaseUrl: database.url,
      projectors: [projector],
      log,
      batchSize: 10,
      standbyRetryMs,
      retryDelaysMs: [50],
    });
    runners.push(runner);
    await runner.start();
    return { db, runner };
  };
  const append = async (count: number): Promise<GlobalPosition> => {
    let last: GlobalPosition | undefined;
    for (let i = 0; i < count; i += 1) last = (await events.log.append(`Counted-${randomUUID()}`, [counted()], 'no-stream')).position;
    return last!;
  };
  const until = async (what: string, condition: () => Promise<boolean> | boolean, ms = 10_000) => {
    const started = Date.now();
    while (
      !(await Promise.resolve()
        .then(condition)
        .catch(() => false))
    ) {
      if (Date.now() - started > ms) throw new Error(`${what} did not happen within ${ms} ms`);
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    return Date.now() - started;
  };

  beforeEach(async () => {
    database = await createTestDatabase('scale_out');
    events = await openEventLog({ databaseUrl: database.url, masterKey: randomBytes(32) });
  });
  afterEach(async () => {
    await database.refuseConnections(false);
    unblock();
    await Promise.all(runners.splice(0).map((r) => r.stop()));
    await Promise.all(pools.splice(0).map((p) => p.destroy()));
    await events.close();
    await database.drop();
  });

  it('applies every event exactly once when the active replica dies mid-batch, and the other takes over within seconds', async () => {
    await append(100);
    // The first replica writes its rows for the batch that reaches the 40th event, then hangs
    // there, as a process does that is killed before its transaction commits.
    let reachedKillPoint!: () => void;
    const killPoint = new Promise<void>((resolve) => (reachedKillPoint = resolve));
    const hang = new Promise<void>((resolve) => (unblock = resolve));
    const first = await replica(
      'replica_one',
      countingProjector(async (trx) => {
        const { rows } = await trx.raw('SELECT count(*)::int AS n FROM applied');
        if (rows[0].n >= 40) {
          reachedKillPoint();
          await hang;
        }
      }),
    );
    await until('the first replica becoming active', async () => first.runner.state('applications') === 'running');
    const second = await replica('replica_two', countingProjector());
    await killPoint;
    await until('the second replica standing by', async () => second.runner.state('applications') === 'standby');

    // Killed: PostgreSQL ends the dead process's connections, its lock and its open transaction with them.
    await second.db.raw(
      `SELECT pg_terminate_backend(pid) FROM pg_stat_activity
        WHERE application_name = 'replica_one'
           OR pid IN (SELECT pid FROM pg_locks WHERE locktype = 'advisory' AND granted AND objid = (hashtext(?)::bigint & 4294967295)::oid)`,
      [projectorLockKey('applications')],
    );
    const takeover = await until('the second replica taking over', async () => second.runner.state('applications') === 'running');
    expect(takeover).to.be.below(5000);

    const last = await append(30);
    await until(
      'the second replica catching up',
      async () =>
        comparePositions((await readCheckpoint(second.db, { name: 'applications', schema: 'rm_applications' })).position, last) >= 0,
    );
    const applied = await second.db('rm_applications.applied').select('event_id', 'times');
    expect(applied).to.have.length(130);
    expect(applied.filter((row) => row.times !== 1)).to.deep.equal([]);
    expect(first.runner.state('applications')).to.not.equal('running');
  });

  it('stands by while the database is away, runs again when it is back, and resumes from its checkpoint: every event applied once', async () => {
    const { db, runner } = await replica('replica_one', countingProjector());
    const caughtUp = (position: GlobalPosition) => async () =>
      comparePositions((await readCheckpoint(db, { name: 'applications', schema: 'rm_applications' })).position, position) >= 0;
    await until('the first events applied', caughtUp(await append(20)));

    await database.refuseConnections(true);
    await database.terminateConnections();
    await until('the replica standing by', () => runner.state('applications') === 'standby');
    // Its last error says why: the connection ended, or the database refuses new ones.
    expect(runner.statuses().get('applications')?.lastError?.message).to.match(
      /terminating connection|not currently accepting connections/,
    );

    await database.refuseConnections(false);
    // The bound: the lock held again within 5 s of the database being back.
    await until('the replica running again', () => runner.state('applications') === 'running', 5000);
    await until('the later events applied', caughtUp(await append(20)));
    const applied = await db('rm_applications.applied').select('times');
    expect(applied).to.have.length(40);
    expect(applied.filter((row) => row.times !== 1)).to.deep.equal([]);
  });

  it('starts a replica while the active one holds a batch open, without waiting for that batch', async () => {
    const projector = countingProjector();
    const { db, runner } = await replica('replica_one', projector);
    await until('the first replica running', () => runner.state('applications') === 'running');
    // A batch of the active replica, open: it locks its checkpoint row first and holds it until it commits.
    const batch = await db.transaction();
    try {
      await batch.raw(`SELECT * FROM rm_applications.projection_checkpoint WHERE name = 'applications' FOR UPDATE`);
      const other = openDatabase(database.url, { applicationName: 'replica_two' });
      pools.push(other);
      const migrated = await Promise.race([
        migrateProjector(other, projector).then(() => 'migrated'),
        new Promise((resolve) => setTimeout(() => resolve('waiting for the open batch'), 3000)),
      ]);
      expect(migrated).to.equal('migrated');
    } finally {
      await batch.rollback();
    }
  });

  it('tells health who holds each lock: this replica, another one, or none once that one is gone', async () => {
    const first = await replica('replica_one', countingProjector());
    await until('the first replica running', () => first.runner.state('applications') === 'running');
    expect((await first.runner.figures()).applications).to.deep.include({
      active: true,
      lock: 'here',
      state: 'running',
      lag: 0,
      parked: 0,
    });

    // The second asks for the lock again only after a minute, so what it says meanwhile is steady.
    const second = await replica('replica_two', countingProjector(), 60_000);
    await until('the second replica standing by', () => second.runner.state('applications') === 'standby');
    expect((await second.runner.figures()).applications).to.deep.include({ active: true, lock: 'elsewhere', state: 'standby' });

    await first.runner.stop();
    expect((await second.runner.figures()).applications).to.deep.include({ active: false, lock: 'none', state: 'standby' });
  });
});
