import { expect } from 'chai';
import type http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createLogger } from '@more-ai/platform';
import { startApp, type RunningApp } from './app';
import { startEmbeddedPostgres, type EmbeddedPostgresHandle } from './embedded-postgres';
import type { SupervisionEvent } from './postgres-supervisor';
import { listenWhileStarting } from './starting-server';

/** The bound: after SIGKILL of the embedded postmaster the app serves again within 20 s. */
const RECOVERY_MS = 20_000;

interface Acknowledged {
  contactId: string;
  message: string;
}

describe('the app as npm start runs it: port held first, embedded PostgreSQL supervised', function () {
  this.timeout(240_000);
  let cluster: EmbeddedPostgresHandle | undefined;
  let app: RunningApp | undefined;
  let server: http.Server | undefined;
  let whileStarting: { status: number; body: unknown } | undefined;
  const supervision: SupervisionEvent[] = [];
  const acknowledged: Acknowledged[] = [];
  let sent = 0;

  before(async () => {
    cluster = await startEmbeddedPostgres({
      dataDir: path.join(tmpdir(), `more-ai-postgres-crash-${process.pid}`),
      persistent: false,
      supervise: { report: (event) => supervision.push(event) },
    });
    // As npm start does: the port first, answering 'starting' until the app takes it over.
    server = await listenWhileStarting(0, '127.0.0.1');
    const starting = startApp({
      databaseUrl: await cluster.ensureDatabase('more_ai'),
      port: 0,
      server,
      log: createLogger('test', process.env.LOG_LEVEL),
    });
    const response = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/api/subscriptions/active`);
    whileStarting = { status: response.status, body: await response.json() };
    app = await starting;
  });
  after(async () => {
    if (app) await app.stop().catch(() => undefined);
    else server?.close();
    await cluster?.stop();
  });

  /** A Contact Us message, as a visitor sends it; kept when the app acknowledged it (2xx). */
  const submit = async (): Promise<number> => {
    const message = `Do you plan a Kannada collection? (${(sent += 1)})`;
    try {
      const response = await fetch(`${app!.url}/api/contacts/submit`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ name: 'Asha Rao', email: 'asha@example.com', message }),
        signal: AbortSignal.timeout(5000),
      });
      if (response.ok) acknowledged.push({ contactId: ((await response.json()) as { contactId: string }).contactId, message });
      return response.status;
    } catch {
      return 0; // No answer at all: nothing acknowledged.
    }
  };
  const read = async (): Promise<number> => {
    try {
      return (await fetch(`${app!.url}/api/subscriptions/active`, { signal: AbortSignal.timeout(5000) })).status;
    } catch {
      return 0;
    }
  };
  const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

  it('answers 503 STARTING while it starts, then serves the app on the port it held', async () => {
    expect(whileStarting).to.deep.equal({
      status: 503,
      body: { message: 'MoRe AI is starting. Please try again in a moment.', code: 'STARTING' },
    });
    expect(app!.port).to.equal((server!.address() as AddressInfo).port);
    expect(await read()).to.equal(200);
  });

  it('serves again within 20 s of a SIGKILL of the postmaster, and loses no acknowledged write', async () => {
    for (let i = 0; i < 10; i += 1) expect(await submit()).to.equal(201);

    // Writers keep going through the crash, so some writes are in flight as it dies.
    let writing = true;
    const writers = [1, 2, 3].map(async () => {
      while (writing) {
        await submit();
        await sleep(20);
      }
    });
    await sleep(200);
    const killed = cluster!.pid;
    const killedAt = Date.now();
    process.kill(killed, 'SIGKILL');

    let servedAt: number | undefined;
    while (servedAt === undefined && Date.now() - killedAt < RECOVERY_MS + 10_000) {
      await sleep(100);
      if ((await submit()) === 201 && (await read()) === 200) servedAt = Date.now();
    }
    writing = false;
    await Promise.all(writers);
    expect(servedAt, 'the app never served again').to.not.equal(undefined);
    expect(servedAt! - killedAt, 'ms from the kill until it served again').to.be.at.most(RECOVERY_MS);
    expect(cluster!.pid).to.not.equal(killed);
    expect(supervision.map((event) => event.kind)).to.deep.equal(['stopped', 'back']);
    for (let i = 0; i < 5; i += 1) expect(await submit()).to.equal(201);

    // Every acknowledged message is in the event log, once, and reaches the admin's Contacts table.
    for (const { contactId } of acknowledged) {
      expect(await app!.events.store.readStream(`Contact-${contactId}`), contactId).to.have.length(1);
    }
    const ids = acknowledged.map((a) => a.contactId);
    const listed = async () => (await app!.db('rm_contacts.contact_messages').whereIn('id', ids).pluck('id')).length;
    for (let waited = 0; (await listed()) < ids.length && waited < RECOVERY_MS; waited += 200) await sleep(200);
    expect(await listed(), 'acknowledged messages in the read model').to.equal(ids.length);
  });
});
