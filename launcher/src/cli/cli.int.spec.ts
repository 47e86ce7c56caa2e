import { expect } from 'chai';
import { execFile } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { formatPosition } from '@more-ai/events/position';
import { startTestApp, type TestApp } from '@more-ai/testing/app';

const run = promisify(execFile);
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

describe('the events and projections CLIs', function () {
  // Each CLI run is a fresh node process compiling its imports through tsx: several seconds apiece
  // on a busy machine, and the parked-event test runs six.
  this.timeout(180_000);
  const masterKey = randomBytes(32);
  let app: TestApp;
  const cli = async (script: string, ...args: string[]) => {
    const env = { ...process.env, DATABASE_URL: app.databaseUrl, PII_MASTER_KEY: masterKey.toString('base64'), LOG_LEVEL: 'silent' };
    const { stdout } = await run(process.execPath, ['--import', 'tsx', path.join(root, 'launcher/src/cli', script), ...args], {
      env,
      cwd: root,
    });
    return stdout;
  };

  before(async () => {
    app = await startTestApp('cli', { masterKey });
    await app.request('POST', '/api/contacts/submit', {
      json: { name: 'Ravi Kumar', email: 'ravi@example.com', message: 'Hello from the CLI test' },
    });
  });
  after(() => app.close());

  it('prints each projector with its checkpoint, lag and whether an instance is active', async () => {
    const out = await cli('projections.ts', 'status');
    expect(out).to.match(/^head \d+-\d+/);
    for (const name of ['plans', 'features', 'contacts'])
      expect(out).to.match(new RegExp(`^${name}\\s+\\d+-\\d+\\s+\\d+\\s+\\d+\\s+\\d+\\s+\\d+\\s+yes`, 'm'));
  });

  it('prints each reactor with its checkpoint, lag and whether an instance is active, as it does projectors', async () => {
    const out = await cli('projections.ts', 'status');
    expect(out).to.match(/^reactor\s+checkpoint\s+handled/m);
    for (const name of ['signup_reservations', 'watchlist_slots'])
      expect(out).to.match(new RegExp(`^${name}\\s+\\d+-\\d+\\s+\\d+\\s+\\d+\\s+\\d+\\s+\\d+\\s+yes\\s+0$`, 'm'));
  });

  it('lists and skips an event a reactor parked; health says processes are degraded until it is skipped', async () => {
    // A slot without a watchlist id: the watchlist slots reactor cannot record it.
    const metadata = {
      actor: 'system',
      correlationId: 'cli-reactor-test',
      causationId: 'cli-reactor-test',
      timestamp: new Date().toISOString(),
    };
    const owner = randomUUID();
    const { position } = await app.events.log.append(
      `WatchlistOwner-${owner}`,
      [{ id: randomUUID(), type: 'WatchlistOpened', data: { userId: owner }, metadata }],
      'no-stream',
    );
    const at = formatPosition(position);
    const parkedBySlots = async () => (await app.db('pm_watchlist_slots.projection_parked_events').where({ status: 'parked' })).length;
    for (const started = Date.now(); (await parkedBySlots()) === 0;) {
      if (Date.now() - started > 20_000) throw new Error('the reactor did not park the event within 20 s');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }

    const degraded = await app.request('GET', '/api/health');
    expect(degraded.status).to.equal(200);
    expect(degraded.body.checks).to.include({ processes: 'degraded', projections: 'up' });
    expect(degraded.body.details.processes.parkedEvents).to.deep.equal({ watchlist_slots: 1 });
    expect(await cli('projections.ts', 'parked')).to.match(
      new RegExp(`^watchlist_slots\\s+${at}\\s+WatchlistOpened\\s+WatchlistOwner-${owner}\\s+3\\s`, 'm'),
    );
    expect(await cli('projections.ts', 'status')).to.match(/^watchlist_slots\s.*yes\s+1$/m);

    expect(await cli('projections.ts', 'skip', 'watchlist_slots', at)).to.include(`watchlist_slots ${at} WatchlistOpened: skipped`);
    expect(await cli('projections.ts', 'parked')).to.equal('No parked events.\n');
    expect((await app.request('GET', '/api/health')).body).to.deep.include({ status: 'ok' });
  });

  it('rebuilds a read model and keeps its rows', async () => {
    const before = await app.db('rm_contacts.contact_messages').select('id', 'name', 'message').orderBy('id');
    const out = await cli('projections.ts', 'rebuild', 'contacts');
    expect(out).to.match(/Rebuilt contacts from \d+ events in [\d.]+ s/);
    expect(await app.db('rm_contacts.contact_messages').select('id', 'name', 'message').orderBy('id')).to.deep.equal(before);
  });

  it('shows a stream and the stats of the log, with personal data readable', async () => {
    const stats = await cli('events.ts', 'stats');
    expect(stats).to.match(/^\d+ events, head \d+-\d+/);
    expect(stats).to.match(/\s1\s+ContactMessageSubmitted/);
    const [contact] = await app.db('rm_contacts.contact_messages').select('id');
    const stream = await cli('events.ts', 'stream', `Contact-${contact!.id}`);
    expect(stream).to.include('ContactMessageSubmitted').and.include('Ravi Kumar');
  });

  it('refuses an unknown projector with the list of known ones', async () => {
    const failure = await cli('projections.ts', 'rebuild', 'nope').then(
      () => null,
      (error: { code: number; stderr: string }) => error,
    );
    expect(failure?.code).to.equal(2);
    expect(failure?.stderr).to.include('Projectors: plans, features, contacts');
    const unknownReactor = await cli('projections.ts', 'skip', 'nope').then(
      () => null,
      (error: { code: number; stderr: string }) => error,
    );
    expect(unknownReactor?.code).to.equal(2);
    expect(unknownReactor?.stderr).to.include('Reactors: signup_reservations, watchlist_slots');
  });

  // Last: it leaves an event in the log that the contacts projector cannot apply.
  it('lists, retries and skips a parked event; health says degraded until it is skipped', async () => {
    const metadata = { actor: 'anonymous', correlationId: 'cli-test', causationId: 'cli-test', timestamp: new Date().toISOString() };
    const data = { contactId: 'not-a-uuid', name: 'Broken', email: 'broken@example.com', message: 'Never projected' };
    const { position } = await app.events.log.append(
      'Contact-not-a-uuid',
      [{ id: randomUUID(), type: 'ContactMessageSubmitted', data, metadata }],
      'no-stream',
    );
    await app.settled();
    const at = formatPosition(position);

    const degraded = await app.request('GET', '/api/health');
    expect(degraded.status).to.equal(200);
    expect(degraded.body).to.deep.include({ status: 'degraded' });
    expect(degraded.body.checks).to.include({ projections: 'degraded', eventStore: 'up' });
    expect(degraded.body.details.projections.parkedEvents).to.deep.equal({ contacts: 1 });

    const listed = await cli('projections.ts', 'parked');
    expect(listed).to.match(
      new RegExp(
        `^contacts\\s+${at}\\s+ContactMessageSubmitted\\s+Contact-not-a-uuid\\s+3\\s+\\S+Z\\s+.*invalid input syntax for type uuid`,
        'm',
      ),
    );
    expect(await cli('projections.ts', 'status')).to.match(/^contacts\s.*yes\s+1$/m);

    const retried = await cli('projections.ts', 'retry', 'contacts', at).then(
      () => null,
      (error: { code: number; stdout: string }) => error,
    );
    expect(retried?.code).to.equal(1);
    expect(retried?.stdout).to.match(
      new RegExp(`^contacts ${at} ContactMessageSubmitted: failed again \\(attempt 4\\): .*invalid input syntax for type uuid`, 'm'),
    );

    expect(await cli('projections.ts', 'skip', 'contacts', at)).to.include(`contacts ${at} ContactMessageSubmitted: skipped`);
    expect(await cli('projections.ts', 'parked')).to.equal('No parked events.\n');
    expect(await cli('projections.ts', 'parked', '--all')).to.match(
      new RegExp(`^contacts\\s+${at}\\s.*\\sskipped\\s+.*invalid input`, 'm'),
    );
    const healthy = await app.request('GET', '/api/health');
    expect(healthy.status).to.equal(200);
    expect(healthy.body).to.deep.include({
      status: 'ok',
      checks: { eventStore: 'up', database: 'up', projections: 'up', processes: 'up', commandApi: 'up', readApi: 'up' },
    });
  });
});
