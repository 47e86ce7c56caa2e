import { expect } from 'chai';
import { randomBytes, randomUUID } from 'node:crypto';
import type { Knex } from 'knex';
import { openEventLog, type OpenedEventLog } from '@more-ai/events/open';
import { comparePositions, type GlobalPosition } from '@more-ai/events/position';
import type { NewEvent } from '@more-ai/events/store/port';
import { createLogger, openDatabase } from '@more-ai/platform';
import { createTestDatabase, type TestDatabase } from '@more-ai/testing';
import { contactsProjector } from '../contacts/projector';
import { sessionsProjector } from '../sessions/projector';
import type { Projector } from './projector';
import { rebuildProjection } from './rebuild';
import { ProjectionRunner } from './runner';
import { readCheckpoint } from './schema';
import { ProjectionWatcher } from './watcher';

const log = createLogger('test', process.env.LOG_LEVEL);

function contactEvent(n: number): NewEvent {
  return {
    id: randomUUID(),
    type: 'ContactMessageSubmitted',
    data: { contactId: randomUUID(), name: `Person ${n}`, email: `p${n}@example.com`, message: `Message ${n}` },
    metadata: { actor: 'anonymous', correlationId: `c${n}`, causationId: `c${n}`, timestamp: new Date().toISOString() },
  };
}

describe('projection runner', function () {
  this.timeout(60_000);
  let database: TestDatabase;
  let events: OpenedEventLog;
  let db: Knex;
  const runners: ProjectionRunner[] = [];

  const appendContacts = async (count: number): Promise<GlobalPosition> => {
    let last: GlobalPosition | undefined;
    for (let i = 0; i < count; i += 50) {
      const batch = Array.from({ length: Math.min(50, count - i) }, (_, j) => contactEvent(i + j));
      for (const event of batch)
        last = (await events.log.append(`Contact-${(event.data as { contactId: string }).contactId}`, [event], 'no-stream')).position;
    }
    return last!;
  };
  const startRunner = async (projectors: Projector[] = [contactsProjector], standbyRetryMs = 100, retryDelaysMs?: number[]) => {
    const runner = new ProjectionRunner({
      store: events.log,
      db,
      databaseUrl: database.url,
      projectors,
      log,
      standbyRetryMs,
      ...(retryDelaysMs ? { retryDelaysMs } : {}),
    });
    runners.push(runner);
    await runner.start();
    return runner;
  };
  const caughtUp = async (projector: Projector, position: GlobalPosition) => {
    for (let i = 0; i < 200; i += 1) {
      if (comparePositions((await readCheckpoint(db, projector)).position, position) >= 0) return;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error(`${projector.name} did not reach the position`);
  };
  const contacts = () => db('rm_contacts.contact_messages').select('id', 'name', 'email', 'message', 'status', 'created_at').orderBy('id');

  beforeEach(async () => {
    database = await createTestDatabase('projections');
    events = await openEventLog({ databaseUrl: database.url, masterKey: randomBytes(32) });
    db = openDatabase(database.url, { applicationName: 'test' });
  });
  afterEach(async () => {
    await Promise.all(runners.splice(0).map((r) => r.stop()));
    await db.destroy();
    await events.close();
    await database.drop();
  });

  it('builds the read model from the log and keeps following it', async () => {
    await appendContacts(120);
    await startRunner();
    const later = await appendContacts(30);
    await caughtUp(contactsProjector, later);
    expect(await contacts()).to.have.length(150);
    expect((await readCheckpoint(db, contactsProjector)).handled).to.equal(150);
  });

  it('rebuilds into tables equal to the incrementally built ones, while reads stay up', async () => {
    await startRunner();
    const position = await appendContacts(600);
    await caughtUp(contactsProjector, position);
    const incremental = await contacts();

    let reading = true;
    let readFailures = 0;
    let smallestCount = Infinity;
    const reader = (async () => {
      while (reading) {
        try {
          smallestCount = Math.min(smallestCount, (await contacts()).length);
        } catch {
          readFailures += 1;
        }
      }
    })();
    const writesDuringRebuild = appendContacts(40);
    const result = await rebuildProjection({ store: events.log, db, projector: contactsProjector, batchSize: 100 });
    const last = await writesDuringRebuild;
    await caughtUp(contactsProjector, last);
    reading = false;
    await reader;

    expect(result.events).to.be.at.least(600);
    expect(readFailures).to.equal(0);
    expect(smallestCount).to.be.at.least(600);
    const rebuilt = await contacts();
    expect(rebuilt).to.have.length(640);
    expect(rebuilt.filter((row) => incremental.some((i) => i.id === row.id))).to.deep.equal(incremental);
  });

  it('moves the checkpoint only with the rows: a failing batch leaves both as they were until it is tried again', async () => {
    const poison = randomUUID();
    const fragile: Projector = {
      ...contactsProjector,
      name: 'fragile_contacts',
      schema: 'rm_fragile_contacts',
      async handle(batch, trx) {
        await contactsProjector.handle(batch, trx);
        if (batch.some((e) => (e.data as { contactId: string }).contactId === poison)) throw new Error('cannot project this');
      },
    };
    const good = await appendContacts(5);
    await startRunner([fragile], 100, [60_000]);
    await caughtUp(fragile, good);
    await events.log.append(
      `Contact-${poison}`,
      [{ ...contactEvent(99), data: { contactId: poison, name: 'P', email: 'p@example.com', message: 'm' } }],
      'no-stream',
    );
    await new Promise((resolve) => setTimeout(resolve, 800));
    expect(comparePositions((await readCheckpoint(db, fragile)).position, good)).to.equal(0);
    expect(await db('rm_fragile_contacts.contact_messages').select('id')).to.have.length(5);
  });

  it("takes at most a projector's own batch size of events at once when it is behind", async () => {
    const batches: number[] = [];
    const counted: Projector = {
      ...contactsProjector,
      name: 'counted_contacts',
      schema: 'rm_counted_contacts',
      batchSize: 7,
      async handle(batch, trx) {
        batches.push(batch.length);
        await contactsProjector.handle(batch, trx);
      },
    };
    const last = await appendContacts(30);
    await startRunner([counted]);
    await caughtUp(counted, last);
    expect(batches.reduce((sum, n) => sum + n, 0)).to.equal(30);
    expect(Math.max(...batches)).to.equal(7);
  });

  it("commits a batch without waiting for the disk, and only the batch: the pool's other work still waits for it", async () => {
    const settings: string[] = [];
    const watched: Projector = {
      ...contactsProjector,
      name: 'watched_contacts',
      schema: 'rm_watched_contacts',
      async handle(batch, trx) {
        settings.push((await trx.raw(`SELECT current_setting('synchronous_commit') AS value`)).rows[0].value);
        await contactsProjector.handle(batch, trx);
      },
    };
    const last = await appendContacts(3);
    await startRunner([watched]);
    await caughtUp(watched, last);
    expect(settings.length).to.be.greaterThan(0);
    expect(new Set(settings)).to.deep.equal(new Set(['off']));
    expect((await db.raw(`SELECT current_setting('synchronous_commit') AS value`)).rows[0].value).to.equal('on');
  });

  it('announces events it has nothing to do for at once, and records them in its checkpoint within a second', async () => {
    await startRunner();
    const other: NewEvent = {
      id: randomUUID(),
      type: 'SomethingElseHappened',
      data: {},
      metadata: { actor: 'system', correlationId: 'x', causationId: 'x', timestamp: new Date().toISOString() },
    };
    const { position } = await events.log.append(`Other-${randomUUID()}`, [other], 'no-stream');
    const watcher = new ProjectionWatcher(database.url, [contactsProjector], log);
    await watcher.start();
    try {
      expect(await watcher.waitFor(['contacts'], position, 5000)).to.equal(true);
    } finally {
      await watcher.close();
    }
    await caughtUp(contactsProjector, position);
    expect(await contacts()).to.have.length(0);
  });

  it("tells the read side which sessions ended before it announces that batch's checkpoint, and that it may have missed some when its connection drops", async () => {
    await startRunner([sessionsProjector]);
    const watcher = new ProjectionWatcher(database.url, [sessionsProjector], log);
    await watcher.start();
    const heard: string[] = [];
    watcher.onSessionsEnded((ended) => heard.push(ended === 'missed' ? 'missed' : `ended ${[...ended].sort().join(' ')}`));
    watcher.onCheckpoint((name) => heard.push(`checkpoint ${name}`));
    try {
      const meta = { actor: 'system', correlationId: 'sessions', causationId: 'sessions', timestamp: new Date().toISOString() };
      const userId = randomUUID();
      const [first, second, other] = [randomUUID(), randomUUID(), randomUUID()];
      for (const sessionId of [first, second, other]) {
        const started = {
          sessionId,
          userId: sessionId === other ? randomUUID() : userId,
          refreshTokenHash: 'x',
          expiresAt: new Date().toISOString(),
        };
        await events.log.append(
          `Session-${sessionId}`,
          [{ id: randomUUID(), type: 'SessionStarted', data: started, metadata: meta }],
          'no-stream',
        );
      }
      const ended = await events.log.append(
        `Account-${userId}`,
        [{ id: randomUUID(), type: 'PasswordChanged', data: { userId, passwordHash: 'scrypt$test' }, metadata: meta }],
        'any',
      );
      expect(await watcher.waitFor(['sessions'], ended.position, 5000)).to.equal(true);
      const announced = heard.indexOf(`ended ${[first, second].sort().join(' ')}`);
      expect(announced, heard.join(', ')).to.be.at.least(0);
      expect(heard.slice(announced + 1)).to.include('checkpoint sessions');
      expect(heard.filter((line) => line.startsWith('ended'))).to.have.length(1);

      expect(watcher.listening).to.equal(true);
      await db.raw(
        `SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = 'more-ai read-api watcher' AND datname = current_database()`,
      );
      for (let i = 0; i < 100 && !heard.includes('missed'); i += 1) await new Promise((resolve) => setTimeout(resolve, 20));
      expect(heard).to.include('missed');
      expect(watcher.listening).to.equal(false);
      for (let i = 0; i < 200 && !watcher.listening; i += 1) await new Promise((resolve) => setTimeout(resolve, 20));
      expect(watcher.listening).to.equal(true);
    } finally {
      await watcher.close();
    }
  });

  it('runs one active instance of a projector; a stand-by takes over when it stops', async () => {
    const first = await startRunner();
    // Settled: each of its projectors runs, or (below) stands by for the instance that runs it.
    expect(await first.whenSettled(5000)).to.equal(true);
    expect(first.running).to.equal(true);
    const second = await startRunner();
    expect(await second.whenSettled(5000)).to.equal(true);
    expect(first.state('contacts')).to.equal('running');
    expect(second.state('contacts')).to.equal('standby');
    await first.stop();
    const position = await appendContacts(3);
    await caughtUp(contactsProjector, position);
    expect(second.state('contacts')).to.equal('running');
  });
});
