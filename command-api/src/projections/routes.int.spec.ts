import { expect } from 'chai';
import { randomUUID } from 'node:crypto';
import type { ProjectionsOverview } from '@more-ai/contracts/api/admin-projections';
import { formatPosition, START } from '@more-ai/events/position';
import { allProjectors } from '@more-ai/projections';
import { consumerStatuses } from '@more-ai/projections/admin/status';
import { migrateProjector } from '@more-ai/projections/runner/schema';
import { defineProjector } from '@more-ai/projections/runner/projector';
import { projectorLockKey } from '@more-ai/projections/runner/runner';
import { startTestApp, type TestApp } from '@more-ai/testing/app';
import { until } from '@more-ai/testing/until';
import { signedUpVisitor, Visitor } from '@more-ai/testing/visitor';

const SUPERADMIN = { email: 'chief@example.com', password: 'Director#2025' };
const ADMIN = { username: 'replayer', email: 'replayer@example.com', password: 'Replayer#2025' };

type Projection = ProjectionsOverview['projections'][number];

/**
 * The admin projections page's API: GET /api/admin/projections (read-api) and the commands to
 * rebuild, cancel, retry and skip (command-api), through real HTTP. Rebuilds replay in batches of
 * 25 here, so one runs long enough to watch its progress and to cancel it.
 */
describe('admin projections: status, rebuild, cancel, parked events', function () {
  this.timeout(120_000);
  let app: TestApp;
  let admin: Visitor;
  let adminId: string;
  let user: Visitor;

  const events = () => app.events.store.countAfter(START, Number.MAX_SAFE_INTEGER);
  const list = async () => {
    const response = await admin.request<ProjectionsOverview>('GET', '/api/admin/projections');
    expect(response.status, JSON.stringify(response.body)).to.equal(200);
    return response.body;
  };
  const projection = async (name: string): Promise<Projection> => (await list()).projections.find((p) => p.name === name)!;
  const rebuildEnded = (name: string, id: string) =>
    until(
      `the rebuild of ${name} to end`,
      async () => {
        const { rebuild } = await projection(name);
        return rebuild?.id === id && ['swapped', 'cancelled', 'failed'].includes(rebuild.state) ? rebuild : undefined;
      },
      90_000,
    );
  const streamOf = async (name: string) => app.events.log.readStream(`Projection-${name}`);

  before(async () => {
    app = await startTestApp('admin_projections', { superadmin: SUPERADMIN, rebuildBatchSize: 25 });
    const chief = new Visitor(app);
    expect((await chief.request('POST', '/api/auth/login', { json: SUPERADMIN })).status).to.equal(200);
    const created = await chief.request('POST', '/api/auth/create-admin', { json: ADMIN });
    expect(created.status, JSON.stringify(created.body)).to.equal(201);
    adminId = created.body.user._id;
    admin = new Visitor(app);
    expect((await admin.request('POST', '/api/auth/login', { json: { email: ADMIN.email, password: ADMIN.password } })).status).to.equal(
      200,
    );
    user = await signedUpVisitor(app, 'plainreader');
  });
  after(() => app?.close());

  it('lists every projector with its checkpoint, head, lag, rate, parked events and state, and the reactors', async () => {
    await app.settled();
    const overview = await list();
    const head = formatPosition(await app.events.store.headPosition());
    expect(overview.head).to.equal(head);
    expect(overview.projections.map((p) => p.name)).to.deep.equal(allProjectors.map((p) => p.name));
    for (const p of overview.projections) {
      expect(p.checkpoint, p.name).to.match(/^\d+-\d+$/);
      expect(p.head).to.equal(overview.head);
      expect(p.active, p.name).to.equal(true);
      expect(p.parked, p.name).to.equal(0);
      expect(p.lastError, p.name).to.equal(null);
      expect(p.rebuild, p.name).to.equal(null);
    }
    // Settled: every projector has passed what was appended before the list was asked for.
    // A projector records its checkpoint for events it does not handle within a second; until then it is a little behind.
    const contacts = await until('the contacts checkpoint to reach the head', async () => {
      const p = await projection('contacts');
      return p.lag.events === 0 ? p : undefined;
    });
    expect(contacts.lag).to.deep.equal({ events: 0, ms: 0 });
    expect(contacts.state).to.equal('running');
    const movies = overview.projections.find((p) => p.name === 'movies')!;
    expect(movies.handled).to.be.greaterThan(1000);
    expect(overview.reactors.map((r) => r.name)).to.include.members(['signup_reservations', 'watchlist_slots']);
  });

  it('counts how far behind a projector is, in events and in time, and names its state from that', async () => {
    // A projector no runner applies, its checkpoint at the start of the log.
    const behind = defineProjector({ name: 'status_probe', schema: 'status_probe', migrations: {}, on: {} });
    await migrateProjector(app.db, behind);
    const [first] = await app.events.log.readAll({ maxCount: 1 });
    const total = await events();
    const at = (seconds: number) => new Date(first!.recordedAt.getTime() + seconds * 1000);
    const statusAt = async (seconds: number, lockKey: (name: string) => string) =>
      (await consumerStatuses({ db: app.db, store: app.events.log, consumers: [behind], lockKey, now: at(seconds) })).consumers[0]!;

    const nobody = await statusAt(10, (name) => `more-ai:nobody:${name}`);
    expect(nobody).to.deep.include({ checkpoint: '0-0', handled: 0, active: false, parked: 0, state: 'stalled', lastError: null });
    expect(nobody.lag).to.deep.equal({ events: total, ms: 10_000 });
    // Held (here: a lock the contacts projector's instance holds), it is catching up, then stalled once its checkpoint sat still too long.
    const held = () => projectorLockKey('contacts');
    expect(await statusAt(10, held)).to.deep.include({ active: true, state: 'catching up' });
    expect((await statusAt(1, held)).state).to.equal('running');
    expect((await statusAt(31, held)).state).to.equal('stalled');
    await app.db.raw('DROP SCHEMA status_probe CASCADE');
  });

  it("shows a projector's last error as failed until its next progress clears it", async () => {
    // The runner writes the error it notes into the checkpoint row; here one is put there by hand.
    await app.db.raw(
      `UPDATE rm_contacts.projection_checkpoint SET last_error = 'connection reset by peer', last_error_at = now() + interval '1 second'`,
    );
    const failed = await projection('contacts');
    expect(failed.state).to.equal('failed');
    expect(failed.lastError?.message).to.equal('connection reset by peer');
    await app.request('POST', '/api/contacts/submit', { json: { name: 'Asha Rao', email: 'asha@example.com', message: 'Hello' } });
    const recovered = await until('the contacts projector to progress', async () => {
      const p = await projection('contacts');
      return p.lastError === null ? p : undefined;
    });
    expect(recovered.state).to.equal('running');
  });

  it('rebuilds a read model through the API: progress in the list, reads answering throughout, swap, verification equal', async () => {
    const moviesBefore = (await app.db('rm_movies.movies').count<{ count: string }[]>('* as count'))[0]!.count;
    const requested = await admin.request('POST', '/api/admin/projections/movies/rebuild');
    expect(requested.status, JSON.stringify(requested.body)).to.equal(202);
    expect(requested.body.position).to.match(/^\d+-\d+$/);
    const rebuildId: string = requested.body.rebuildId;

    // Reads of the read model being rebuilt keep answering while it replays and swaps.
    let reading = true;
    const reads: number[] = [];
    const reader = (async () => {
      while (reading) {
        const response = await admin.request('GET', '/api/movies?limit=5');
        reads.push(response.status);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    })();

    const midway = await until('progress of the rebuild', async () => {
      const { rebuild, state } = await projection('movies');
      return rebuild?.state === 'running' && rebuild.processed > 0 && rebuild.processed < rebuild.total ? { rebuild, state } : undefined;
    });
    expect(midway.state).to.equal('rebuilding');
    expect(midway.rebuild).to.include({ id: rebuildId, requestedBy: adminId, phase: 'replaying', error: null, verification: null });
    expect(midway.rebuild.startedAt).to.be.a('string');

    // One rebuild of a projector at a time: a second request is refused and appends nothing.
    const before = await events();
    const second = await admin.request('POST', '/api/admin/projections/movies/rebuild');
    expect(second.status).to.equal(409);
    expect(second.body.code).to.equal('REBUILD_RUNNING');
    expect(await events()).to.equal(before);

    const done = await rebuildEnded('movies', rebuildId);
    reading = false;
    await reader;
    expect(done.state, done.error ?? '').to.equal('swapped');
    expect(done).to.include({ phase: 'done', etaSeconds: 0 });
    expect(done.processed).to.equal(done.total);
    expect(done.verification?.equal).to.equal(true);
    const movies = done.verification!.tables.find((t) => t.table === 'movies')!;
    expect(movies.rowsLive).to.equal(Number(moviesBefore));
    expect(movies).to.include({ rowsRebuilt: movies.rowsLive, hashRebuilt: movies.hashLive, equal: true });
    expect(done.verification!.tables.map((t) => t.table)).not.to.include.members(['projection_checkpoint', 'projection_parked_events']);

    expect(reads.length).to.be.greaterThan(3);
    expect(reads.filter((status) => status !== 200)).to.deep.equal([]);
    expect((await app.db('rm_movies.movies').count<{ count: string }[]>('* as count'))[0]!.count).to.equal(moviesBefore);

    const stream = await until('the end of the rebuild in the log', async () => {
      const recorded = await streamOf('movies');
      return recorded.length === 2 ? recorded : undefined;
    });
    expect(stream.map((e) => e.type)).to.deep.equal(['ProjectionRebuildRequested', 'ProjectionRebuildEnded']);
    expect(stream[0]!.metadata.actor).to.equal(adminId);
    expect(stream[1]!.data).to.deep.equal({ projector: 'movies', rebuildId, outcome: 'swapped' });
  });

  it('shows a live table that diverged from the log as differing, and the swap replaces it with the rebuilt one', async () => {
    await app.request('POST', '/api/contacts/submit', { json: { name: 'Ravi', email: 'ravi@example.com', message: 'First' } });
    await app.request('POST', '/api/contacts/submit', { json: { name: 'Meera', email: 'meera@example.com', message: 'Second' } });
    await app.settled();
    const rows = Number((await app.db('rm_contacts.contact_messages').count<{ count: string }[]>('* as count'))[0]!.count);
    const [lost] = await app.db('rm_contacts.contact_messages').orderBy('id').limit(1).pluck('id');
    await app.db('rm_contacts.contact_messages').where({ id: lost }).delete();

    const requested = await admin.request('POST', '/api/admin/projections/contacts/rebuild');
    expect(requested.status).to.equal(202);
    const done = await rebuildEnded('contacts', requested.body.rebuildId);
    expect(done.state, done.error ?? '').to.equal('swapped');
    expect(done.verification?.equal).to.equal(false);
    const table = done.verification!.tables.find((t) => t.table === 'contact_messages')!;
    expect(table).to.include({ rowsLive: rows - 1, rowsRebuilt: rows, equal: false });
    expect(table.hashLive).not.to.equal(table.hashRebuilt);
    expect(await app.db('rm_contacts.contact_messages').where({ id: lost }).first()).not.to.equal(undefined);
  });

  it('cancels a running rebuild: the shadow schema is dropped and the live tables stay as they were', async () => {
    const live = await app.db('rm_movies.movies').orderBy('id').pluck('id');
    const nothing = await admin.request('POST', '/api/admin/projections/movies/cancel');
    expect(nothing.status).to.equal(409);
    expect(nothing.body.code).to.equal('NO_REBUILD_RUNNING');

    const requested = await admin.request('POST', '/api/admin/projections/movies/rebuild');
    expect(requested.status).to.equal(202);
    const rebuildId: string = requested.body.rebuildId;
    await until('the rebuild to replay', async () => {
      const { rebuild } = await projection('movies');
      return rebuild?.id === rebuildId && rebuild.state === 'running' && rebuild.processed > 0 ? rebuild : undefined;
    });
    const cancelled = await admin.request('POST', '/api/admin/projections/movies/cancel');
    expect(cancelled.status, JSON.stringify(cancelled.body)).to.equal(202);
    expect(cancelled.body.rebuildId).to.equal(rebuildId);
    const again = await admin.request('POST', '/api/admin/projections/movies/cancel');
    expect(again.status).to.equal(409);

    const done = await rebuildEnded('movies', rebuildId);
    expect(done).to.include({ state: 'cancelled', cancelRequested: true, verification: null });
    const shadow = await app.db.raw(`SELECT to_regnamespace('rm_movies__rebuild') AS schema`);
    expect(shadow.rows[0].schema).to.equal(null);
    expect(await app.db('rm_movies.movies').orderBy('id').pluck('id')).to.deep.equal(live);
    const stream = await until('the end of the cancelled rebuild in the log', async () => {
      const recorded = await streamOf('movies');
      return recorded.at(-1)?.type === 'ProjectionRebuildEnded' && recorded.length === 5 ? recorded : undefined;
    });
    expect(stream.slice(2).map((e) => [e.type, e.metadata.actor])).to.deep.equal([
      ['ProjectionRebuildRequested', adminId],
      ['ProjectionRebuildCancelRequested', adminId],
      ['ProjectionRebuildEnded', 'system:projections'],
    ]);
    expect((await projection('movies')).state).not.to.equal('rebuilding');
  });

  it('retries and skips a parked event through the API, with audit events naming the admin, and shows each outcome', async () => {
    // An event the contacts projector cannot apply (its id is no uuid): it is parked after its retries.
    const metadata = { actor: 'anonymous', correlationId: 'parked-test', causationId: 'parked-test', timestamp: new Date().toISOString() };
    const data = { contactId: 'not-a-uuid', name: 'Broken', email: 'broken@example.com', message: 'Never projected' };
    const { position } = await app.events.log.append(
      'Contact-not-a-uuid',
      [{ id: randomUUID(), type: 'ContactMessageSubmitted', data, metadata }],
      'no-stream',
    );
    const at = formatPosition(position);
    const parked = await until('the event to be parked', async () => {
      const p = await projection('contacts');
      return p.parked === 1 && p.parkedEvents.length === 1 ? p : undefined;
    });
    expect(parked.parkedEvents[0]).to.include({
      position: at,
      type: 'ContactMessageSubmitted',
      status: 'parked',
      stream: 'Contact-not-a-uuid',
    });
    const attempts = parked.parkedEvents[0]!.attempts;

    const retried = await admin.request('POST', `/api/admin/projections/contacts/parked/${at}/retry`);
    expect(retried.status, JSON.stringify(retried.body)).to.equal(202);
    const stillParked = await until('the retry to be carried out', async () => {
      const p = await projection('contacts');
      return p.parkedActions.find((a) => a.requestPosition === retried.body.position && a.outcome !== 'pending') ? p : undefined;
    });
    expect(stillParked.parkedActions[0]).to.include({ position: at, action: 'retry', outcome: 'still parked', requestedBy: adminId });
    expect(stillParked.parkedActions[0]!.error).to.be.a('string').and.not.equal('');
    expect(stillParked.parkedEvents[0]).to.include({ status: 'parked', attempts: attempts + 1 });

    const skipped = await admin.request('POST', `/api/admin/projections/contacts/parked/${at}/skip`);
    expect(skipped.status).to.equal(202);
    const after = await until('the skip to be carried out', async () => {
      const p = await projection('contacts');
      return p.parkedActions.find((a) => a.requestPosition === skipped.body.position && a.outcome !== 'pending') ? p : undefined;
    });
    expect(after.parkedActions[0]).to.include({ action: 'skip', outcome: 'skipped', error: null });
    expect(after.parked).to.equal(0);
    expect(after.parkedEvents[0]).to.include({ position: at, status: 'skipped' });

    // Nothing is parked there any more: the request is recorded, and its outcome says so.
    const missing = await admin.request('POST', `/api/admin/projections/contacts/parked/${at}/skip`);
    expect(missing.status).to.equal(202);
    const notFound = await until('the request to be carried out', async () => {
      const p = await projection('contacts');
      return p.parkedActions.find((a) => a.requestPosition === missing.body.position && a.outcome !== 'pending');
    });
    expect(notFound.outcome).to.equal('not found');

    const audit = (await streamOf('contacts')).filter((e) => e.type.startsWith('ParkedEvent'));
    expect(audit.map((e) => [e.type, e.data, e.metadata.actor])).to.deep.equal([
      ['ParkedEventRetryRequested', { projector: 'contacts', position: at }, adminId],
      ['ParkedEventSkipRequested', { projector: 'contacts', position: at }, adminId],
      ['ParkedEventSkipRequested', { projector: 'contacts', position: at }, adminId],
    ]);
  });

  describe('refusals', () => {
    const commands = [
      '/api/admin/projections/contacts/rebuild',
      '/api/admin/projections/contacts/cancel',
      '/api/admin/projections/contacts/parked/1-1/retry',
      '/api/admin/projections/contacts/parked/1-1/skip',
    ];

    it('refuses anonymous callers with 401 and users with 403, appending nothing', async () => {
      const before = await events();
      expect((await app.request('GET', '/api/admin/projections')).status).to.equal(401);
      expect((await user.request('GET', '/api/admin/projections')).status).to.equal(403);
      for (const path of commands) {
        expect((await app.request('POST', path)).status, path).to.equal(401);
        expect((await user.request('POST', path)).status, path).to.equal(403);
      }
      expect(await events()).to.equal(before);
    });

    it('refuses malformed names and positions with 400, unknown projectors with 404, appending nothing', async () => {
      const before = await events();
      const answers: [string, number, string][] = [
        ['/api/admin/projections/Bad%20Name/rebuild', 400, 'name must be a projector name: lowercase letters, digits, _ and -'],
        ['/api/admin/projections/nope/rebuild', 404, 'No projector has that name'],
        ['/api/admin/projections/nope/cancel', 404, 'No projector has that name'],
        ['/api/admin/projections/contacts/parked/abc/retry', 400, 'position must be a position as the list shows it, like 123-4'],
        ['/api/admin/projections/contacts/parked/1-2-3/skip', 400, 'position must be a position as the list shows it, like 123-4'],
        ['/api/admin/projections/nope/parked/1-1/retry', 404, 'No projector has that name'],
        [`/api/admin/projections/${'x'.repeat(70)}/rebuild`, 400, 'name must be a projector name: lowercase letters, digits, _ and -'],
      ];
      for (const [path, status, message] of answers) {
        const response = await admin.request('POST', path);
        expect([response.status, response.body.message], path).to.deep.equal([status, message]);
      }
      expect(await events()).to.equal(before);
    });
  });
});
