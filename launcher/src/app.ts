import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type Koa from 'koa';
import type { Knex } from 'knex';
import { seedAccounts, type DemoLogin } from '@more-ai/command-api/accounts/seed';
import { createCommandApi } from '@more-ai/command-api/app';
import { seedMovieCatalog } from '@more-ai/command-api/catalog/seed';
import { migrateCommandApi } from '@more-ai/command-api/migrations';
import { CommandHandler } from '@more-ai/command-api/pipeline/handle-command';
import type { OpenAiSettings } from '@more-ai/command-api/recommendations/engine/openai';
import { seedCatalogues } from '@more-ai/command-api/seed';
import { openEventLog, type OpenedEventLog } from '@more-ai/events/open';
import { maxPosition } from '@more-ai/events/position';
import { createLogger, openDatabase, type Logger } from '@more-ai/platform';
import type { InvoiceSupplier } from '@more-ai/platform/config';
import { sessionSecretsFrom } from '@more-ai/platform/auth/secrets';
import { startDevMailbox, type DevMailbox } from '@more-ai/platform/mail/dev-mailbox';
import { createSmtpMailer, DEFAULT_MAIL_FROM } from '@more-ai/platform/mail/mailer';
import { allProjectors, ProjectionRunner, ProjectionWatcher, sessionsProjector } from '@more-ai/projections';
import type { RebuildCoordinator } from '@more-ai/projections/admin/coordinator';
import { projectionsOverview } from '@more-ai/projections/admin/status';
import { createReadApi } from '@more-ai/read-api/app';
import { consumersHealthCheck, projectionsHealthCheck } from '@more-ai/read-api/projections-health';
import { agendaScheduler, allReactors, ProcessRunner, reactorLockKey, scheduleSafetySweep, type JobScheduler } from '@more-ai/processes';
import { createGateway } from './gateway';
import { composePayments, type PaymentsOption } from './payments';
import { processCommandsOver } from './process-commands';
import { rebuildCoordinator } from './projection-admin';
import { readModelQueries } from './read-model-queries';

/** How long startApp waits for every consumer to settle before it serves anyway (health then says which has not). */
const CONSUMERS_SETTLED_MS = 5000;

export const DEFAULT_UI_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../ui/dist');

export interface AppOptions {
  databaseUrl: string;
  eventstoreUrl?: string | undefined;
  /** Wraps personal-data keys. Defaults to a random key: fine for tests, never for kept data. */
  masterKey?: Buffer;
  /** Signs sessions (access JWT, CSRF tokens, one-time-code hashes). Random by default: sessions end with the process. */
  sessionSecret?: Buffer;
  /** 0 picks a free port. */
  port: number;
  /** A server already listening on `port` and `host` (see listenWhileStarting); startApp answers its requests from then on and closes it on stop. */
  server?: http.Server | undefined;
  /** The address to listen on; loopback by default. */
  host?: string | undefined;
  uiDir?: string;
  /** Define the plans and feature registry (idempotent). Default true. */
  seed?: boolean;
  /** Where the movie catalog's JSON files are (with `seed`). Defaults to the bundled catalog/titles. */
  catalogDir?: string;
  log?: Logger;
  /** SUPERADMIN_EMAIL / SUPERADMIN_PASSWORD: a superadmin to create when its e-mail has no account. */
  superadmin?: { email: string; password: string } | undefined;
  /** Embedded mode: a demo superadmin and two demo users, created once (with `seed`). */
  demoAccounts?: boolean;
  /** The clock commands decide and sessions are signed with; tests move it to expire one-time codes. */
  clock?: () => Date;
  /** Where mail goes; unset starts the embedded dev mailbox (and serves GET /dev/mailbox). */
  smtpUrl?: string | undefined;
  mailFrom?: string | undefined;
  /** The mail outbox's waits between tries of a mail (tests shorten them). */
  mailRetryDelaysMs?: readonly number[] | undefined;
  /** OPENAI_API_KEY and co.: recommendations by the OpenAI engine; unset, the local engine answers. */
  openai?: OpenAiSettings | undefined;
  /** PROCESS_GRACE_SECONDS: how long a signup or a watchlist create may stay half done before its reactor finishes it. */
  processGraceSeconds?: number | undefined;
  /** Test apps: every /api answer is checked against its contract in contracts/ (a violation is a 500). Off by default. */
  checkResponses?: boolean | undefined;
  /** PAYMENTS and RAZORPAY_*: the embedded sandbox (with random keys unless given) by default. */
  payments?: PaymentsOption | undefined;
  /** INVOICE_SUPPLIER_*: the seller the receipts name; the settings' defaults when unset. */
  supplier?: InvoiceSupplier | undefined;
  /** Events per batch of a rebuild asked for on the admin projections page (tests make it small to watch one run). */
  rebuildBatchSize?: number | undefined;
}

export interface RunningApp {
  url: string;
  port: number;
  databaseUrl: string;
  events: OpenedEventLog;
  commands: CommandHandler;
  db: Knex;
  projections: ProjectionRunner;
  /** Carries out the admin projections page's requests: rebuilds, cancels, parked events' retries and skips. */
  rebuilds: RebuildCoordinator;
  processes: ProcessRunner;
  /** The processes' timed jobs (agenda on PostgreSQL). */
  scheduler: JobScheduler;
  watcher: ProjectionWatcher;
  /** The embedded mailbox holding every mail sent; undefined when SMTP_URL is set. */
  mailbox: DevMailbox | undefined;
  /** Demo accounts the seed created at this start (only ever at the first): their logins, to show once. */
  demoLogins: DemoLogin[];
  /** The two APIs as composed here, for tests that read their routers. */
  commandApi: Koa;
  readApi: Koa;
  stop(): Promise<void>;
}

/**
 * Every part of MoRe AI in one process behind one port: event log, projections, command-api,
 * read-api and the built UI. `npm start` runs it on embedded PostgreSQL; tests run it on theirs.
 */
export async function startApp(options: AppOptions): Promise<RunningApp> {
  const log = options.log ?? createLogger('more-ai');
  const events = await openEventLog({
    databaseUrl: options.databaseUrl,
    eventstoreUrl: options.eventstoreUrl,
    masterKey: options.masterKey ?? randomBytes(32),
  });
  const db = openDatabase(options.databaseUrl, { applicationName: 'more-ai', poolMax: 20, log: log.child({ service: 'database' }) });
  // The APIs' own pool, with the request timeouts; migrations and consumers keep the background one.
  const requestDb = openDatabase(options.databaseUrl, {
    applicationName: 'more-ai requests',
    poolMax: 20,
    workload: 'requests',
    log: log.child({ service: 'database' }),
  });
  const secrets = sessionSecretsFrom(options.sessionSecret ?? randomBytes(32));
  await migrateCommandApi(db);
  // Where this app is reached on this machine: the sandbox sends its webhooks there.
  let origin = '';
  const payments = await composePayments(options.payments ?? { mode: 'sandbox' }, {
    db,
    log: log.child({ service: 'payments-sandbox' }),
    origin: () => origin,
  });
  const commands = new CommandHandler(events.log, { clock: options.clock });

  // The seeds need only the log: they are written while the consumers below migrate and start, so
  // a new install's catalog is in the log, whole, before the movies projector first reads it.
  // The accounts' password hashes are worked out on libuv's threads meanwhile; each seed is let
  // finish before a failure of another is reported, so none writes on after it.
  const seeding =
    options.seed === false
      ? undefined
      : allSettledOrThrow([
          seedCatalogues(commands),
          seedMovieCatalog(commands, events.log, {
            log: log.child({ service: 'catalog' }),
            ...(options.catalogDir ? { dir: options.catalogDir } : {}),
          }),
          seedAccounts(commands, secrets, {
            superadmin: options.superadmin,
            demo: options.demoAccounts ?? false,
          }),
        ]);
  // Awaited below; until then a failure must not count as unhandled.
  seeding?.catch(() => undefined);

  const projections = new ProjectionRunner({
    store: events.log,
    db,
    databaseUrl: options.databaseUrl,
    projectors: allProjectors,
    log: log.child({ service: 'projections' }),
  });
  const rebuilds = rebuildCoordinator({
    commands,
    store: events.log,
    db,
    databaseUrl: options.databaseUrl,
    projectors: allProjectors,
    log: log.child({ service: 'projections' }),
    batchSize: options.rebuildBatchSize,
  });
  const mailbox = options.smtpUrl ? undefined : await startDevMailbox(log.child({ service: 'dev-mailbox' }));
  const mailLog = log.child({ service: 'mail' });
  const scheduler = await agendaScheduler({
    databaseUrl: options.databaseUrl,
    log: log.child({ service: 'scheduler' }),
    clock: options.clock,
  });
  const reactors = allReactors(processCommandsOver(commands), {
    graceSeconds: options.processGraceSeconds,
    mail: {
      mailer: createSmtpMailer({ url: options.smtpUrl ?? mailbox!.smtpUrl, from: options.mailFrom ?? DEFAULT_MAIL_FROM, log: mailLog }),
      codeKey: secrets.otpCodeKey,
      log: mailLog,
      logCodes: mailbox !== undefined,
      retryDelaysMs: options.mailRetryDelaysMs,
      supplier: options.supplier,
    },
    schedule: { scheduler, db },
  });
  const processes = new ProcessRunner({
    store: events.log,
    db,
    databaseUrl: options.databaseUrl,
    reactors,
    log: log.child({ service: 'processes' }),
    ...(options.clock ? { clock: options.clock } : {}),
  });
  const watcher = new ProjectionWatcher(options.databaseUrl, allProjectors, log.child({ service: 'read-api' }));
  // The projections (then the read side's watcher of them), the admin's rebuild coordinator and the
  // processes (then their scheduler) start side by side: each migrates and locks only its own.
  await allSettledOrThrow([
    (async () => {
      await projections.start();
      await watcher.start();
    })(),
    rebuilds.start(),
    (async () => {
      await processes.start();
      await scheduler.start();
      await scheduleSafetySweep(scheduler);
    })(),
  ]).catch(async (error: unknown) => {
    // Nothing goes on writing once startApp has failed.
    await seeding?.catch(() => undefined);
    throw error;
  });

  // Up means every projector and reactor is applied here (or, with replicas, stands by for the one
  // that is): their first subscriptions open while the seeds are written.
  await Promise.all([projections.whenSettled(CONSUMERS_SETTLED_MS), processes.whenSettled(CONSUMERS_SETTLED_MS)]);

  let demoLogins: DemoLogin[] = [];
  if (seeding) {
    const [catalogues, movies, accounts] = await seeding;
    demoLogins = accounts.demoLogins;
    // Usable means seeded data is on screen: wait for the read models to show it.
    await watcher.waitFor(
      allProjectors.map((p) => p.name),
      maxPosition(maxPosition(catalogues, movies), accounts.position),
      15_000,
    );
  }

  const ready = async () => {
    await events.store.ping();
    await db.raw('select 1');
  };
  const commandApi = createCommandApi({
    commands,
    db: requestDb,
    log: log.child({ service: 'command-api' }),
    ready,
    secrets,
    keys: events.keys,
    sessionsReached: (position, timeoutMs) => watcher.waitFor([sessionsProjector.name], position, timeoutMs),
    clock: options.clock,
    behindProxy: false,
    openai: options.openai,
    reads: readModelQueries(requestDb, watcher),
    checkResponses: options.checkResponses,
    payments,
    projectors: allProjectors.map((p) => p.name),
  });
  const readApi = createReadApi({
    db: requestDb,
    watcher,
    clock: options.clock,
    behindProxy: false,
    log: log.child({ service: 'read-api' }),
    secrets,
    checkResponses: options.checkResponses,
    supplier: options.supplier,
    projectionsOverview: () =>
      projectionsOverview({ db: requestDb, store: events.log, projectors: allProjectors, reactors, reactorLockKey }),
    health: [
      { name: 'eventStore', check: () => events.store.ping() },
      { name: 'database', check: async () => void (await db.raw('select 1')) },
      projectionsHealthCheck(() => projections.figures()),
      consumersHealthCheck({
        name: 'processes',
        role: 'reactor',
        figures: () => processes.figures(),
        lacking: 'their workflows lack them',
      }),
      { name: 'commandApi', check: ready },
      { name: 'readApi', check: async () => undefined },
    ],
  });

  const gateway = createGateway({
    commandApi,
    readApi,
    uiDir: options.uiDir ?? DEFAULT_UI_DIR,
    devMailbox: mailbox?.handler,
    paymentsSandbox: payments.sandbox,
  });
  // A server given has answered 'starting' until now (npm start binds its port first): the app takes over its requests.
  const server = options.server ?? http.createServer();
  server.removeAllListeners('request');
  server.on('request', gateway);
  server.keepAliveTimeout = 5000;
  if (!server.listening) {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(options.port, options.host ?? '127.0.0.1', () => resolve());
    });
  }
  const port = (server.address() as AddressInfo).port;
  origin = `http://${urlHost(options.host ?? '127.0.0.1')}:${port}`;

  let stopping: Promise<void> | undefined;
  const stop = () =>
    (stopping ??= (async () => {
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
      await payments.close();
      await scheduler.stop();
      await processes.stop();
      await rebuilds.stop();
      await projections.stop();
      await watcher.close();
      await requestDb.destroy();
      await db.destroy();
      await events.close();
      await mailbox?.close();
    })());

  return {
    url: `http://${urlHost(options.host ?? '127.0.0.1')}:${port}`,
    port,
    databaseUrl: options.databaseUrl,
    events,
    commands,
    db,
    projections,
    rebuilds,
    processes,
    scheduler,
    watcher,
    mailbox,
    demoLogins,
    commandApi,
    readApi,
    stop,
  };
}

/** How a client on this machine reaches the address listened on ('localhost' for every interface). */
function urlHost(host: string): string {
  if (host === '0.0.0.0' || host === '::') return 'localhost';
  return host.includes(':') ? `[${host}]` : host;
}

/** Promise.all that waits for every promise to settle before it throws the first failure. */
async function allSettledOrThrow<T extends readonly unknown[]>(promises: { [K in keyof T]: Promise<T[K]> }): Promise<T> {
  const settled = await Promise.allSettled(promises);
  const failed = settled.find((result) => result.status === 'rejected');
  if (failed) throw failed.reason;
  return settled.map((result) => (result as PromiseFulfilledResult<unknown>).value) as unknown as T;
}
