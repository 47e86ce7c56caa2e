import { expect } from 'chai';
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { startTestApp, type TestApp } from '@more-ai/testing/app';

const run = promisify(execFile);
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

describe('the events and projections CLIs', function () {
  this.timeout(60_000);
  const masterKey = randomBytes(32);
  let app: TestApp;
  const cli = async (script: string, ...args: string[]) => {
    const env = { ...process.env, DATABASE_URL: app.databaseUrl, PII_MASTER_KEY: masterKey.toString('base64'), LOG_LEVEL: 'silent' };
    const { stdout } = await run(process.execPath, ['--import', 'tsx', path.join(root, 'launcher/src/cli', script), ...args], { env, cwd: root });
    return stdout;
  };

  before(async () => {
    app = await startTestApp('cli', { masterKey });
    await app.request('POST', '/api/contacts/submit', { json: { name: 'Ravi Kumar', email: 'ravi@example.com', message: 'Hello from the CLI test' } });
  });
  after(() => app.close());

  it('prints each projector with its checkpoint, lag and whether an instance is active', async () => {
    const out = await cli('projections.ts', 'status');
    expect(out).to.match(/^head \d+-\d+/);
    for (const name of ['plans', 'features', 'contacts']) expect(out).to.match(new RegExp(`^${name}\\s+\\d+-\\d+\\s+\\d+\\s+\\d+\\s+\\d+\\s+\\d+\\s+yes`, 'm'));
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
    const failure = await cli('projections.ts', 'rebuild', 'nope').then(() => null, (error: { code: number; stderr: string }) => error);
    expect(failure?.code).to.equal(2);
    expect(failure?.stderr).to.include('Projectors: plans, features, contacts');
  });
});
