import type { Knex } from 'knex';
import pg from 'pg';
import { Backoff } from '@more-ai/events/backoff';
import type { Logger } from '../logger';

/** The locks taken on one connection: all of them end when it does. */
export interface LockSession {
  readonly lost: boolean;
}

/**
 * Opening the connection, and each lock query, is bounded: a server that accepts the socket and
 * then stops answering would otherwise hold every consumer of this instance in its wait.
 */
const CONNECTION_TIMEOUT_MS = 5000;
/**
 * How often an idle lock connection is asked a trivial query. A connection can die without telling
 * (a host or a network that vanished); the locks on the server then go with it, and without asking
 * this instance would go on writing as if it held them.
 */
const HEARTBEAT_MS = 5000;
/** Backends of ours that held locks before their connection dropped; a few suffice. */
const FORMER_BACKENDS_KEPT = 8;

/** A bigint advisory key shows in pg_locks as its high 32 bits (classid) and low 32 bits (objid); `key` is the SQL of the key text. */
const lockOf = (key: string) => `locktype = 'advisory' AND granted AND objsubid = 1
  AND database = (SELECT oid FROM pg_database WHERE datname = current_database())
  AND classid = ((hashtext(${key})::bigint >> 32) & 4294967295)::oid
  AND objid = (hashtext(${key})::bigint & 4294967295)::oid`;

/**
 * Session advisory locks that make one instance, cluster-wide, the active writer of a consumer.
 * They live as long as the connection that took them: when an instance dies, PostgreSQL ends its
 * connection and the locks with it, so a stand-by takes over at its next try. When this instance's
 * connection drops, its session is marked lost (its holders stand down at once, through `onLost`),
 * and the next try opens a new one, after a short wait that grows while the database stays away.
 * A loss is logged once, and so is the return; the tries between are not.
 */
export class ConsumerLocks {
  private client: pg.Client | undefined;
  private session: { lost: boolean } | undefined;
  private closed = false;
  // Lock queries share one connection (the locks live in its session), so they take turns.
  private queries: Promise<unknown> = Promise.resolve();
  private readonly backoff = new Backoff({ firstMs: 100, capMs: 2000 });
  private retryAt = 0;
  private lastFailure: unknown;
  /** Since when this instance has had no lock connection (lost or never opened again); undefined while it has one. */
  private downSince: number | undefined;
  /** The backend process of the open connection, as pg_locks names it. */
  private backend: number | undefined;
  private readonly formerBackends: number[] = [];
  private heartbeat: NodeJS.Timeout | undefined;

  constructor(
    private readonly databaseUrl: string,
    private readonly applicationName: string,
    private readonly log: Logger,
    private readonly onLost: (error: unknown) => void,
  ) {}

  /** Opens the connection; rejects when the database cannot be reached. */
  async connect(): Promise<void> {
    const client = new pg.Client({
      connectionString: this.databaseUrl,
      application_name: this.applicationName,
      connectionTimeoutMillis: CONNECTION_TIMEOUT_MS,
      query_timeout: CONNECTION_TIMEOUT_MS,
      keepAlive: true,
    });
    const session = { lost: false };
    client.on('error', (error) => this.lose(client, session, error));
    client.on('end', () => this.lose(client, session));
    let backend: number;
    try {
      await client.connect();
      backend = (await client.query('SELECT pg_backend_pid() AS pid')).rows[0].pid;
    } catch (error) {
      session.lost = true;
      await client.end().catch(() => undefined);
      throw error;
    }
    if (this.closed) {
      session.lost = true;
      await client.end().catch(() => undefined);
      return;
    }
    this.client = client;
    this.session = session;
    this.backend = backend;
    this.backoff.reset();
    this.retryAt = 0;
    if (this.downSince !== undefined) {
      this.log.info({ downMs: Date.now() - this.downSince }, 'lock connection open again: consumers here take their locks back');
      this.downSince = undefined;
    }
    this.beat();
  }

  /**
   * The session holding the lock when this instance got it (or held it already); undefined when
   * another instance holds it. Rejects while the database cannot be reached, and while the lock is
   * still held by a connection of this instance that dropped (its backend has not exited yet):
   * both are worth a quick retry (`retryInMs`), not a stand-by's wait.
   */
  tryLock(key: string): Promise<LockSession | undefined> {
    const attempt = this.queries.then(async () => {
      if (this.closed) return undefined;
      if (!this.client) await this.reopen();
      const { client, session } = this;
      if (!client || !session) return undefined;
      const locked = await this.ask(client, session, 'SELECT pg_try_advisory_lock(hashtext($1)) AS locked', [key]);
      if (locked.rows[0].locked === true) return session;
      if (this.formerBackends.length > 0) {
        const holders = await this.ask(client, session, `SELECT pid FROM pg_locks WHERE ${lockOf('$1')}`, [key]);
        if (holders.rows.some((row) => this.formerBackends.includes(row.pid))) {
          throw new Error('the lock is still held by a connection of this instance that dropped');
        }
      }
      return undefined;
    });
    this.queries = attempt.catch(() => undefined);
    return attempt;
  }

  /** How long until the lock connection may be tried again (0 when it is open, or may be opened now). */
  retryInMs(): number {
    return this.client ? 0 : Math.max(0, this.retryAt - Date.now());
  }

  async close(): Promise<void> {
    this.closed = true;
    clearTimeout(this.heartbeat);
    await this.queries;
    await this.client?.end().catch(() => undefined);
  }

  private async reopen(): Promise<void> {
    if (Date.now() < this.retryAt) throw this.lastFailure;
    try {
      await this.connect();
    } catch (error) {
      this.lastFailure = error;
      this.retryAt = Date.now() + this.backoff.next();
      if (this.downSince === undefined) {
        this.downSince = Date.now();
        this.log.error({ err: error }, 'cannot open the lock connection: consumers here stand by until it opens');
      }
      throw error;
    }
  }

  /** A query on the lock connection; a failure means the connection is unusable, and is treated as its loss. */
  private async ask(client: pg.Client, session: { lost: boolean }, sql: string, values: unknown[]): Promise<pg.QueryResult> {
    try {
      return await client.query(sql, values);
    } catch (error) {
      this.lose(client, session, error);
      throw error;
    }
  }

  private lose(client: pg.Client, session: { lost: boolean }, error?: unknown): void {
    if (session.lost) return;
    session.lost = true;
    if (this.client !== client) return;
    this.client = undefined;
    this.session = undefined;
    clearTimeout(this.heartbeat);
    // Its backend may hold the locks a little longer, while it exits: tryLock tells that apart from another instance.
    if (this.backend !== undefined) this.formerBackends.push(this.backend);
    if (this.formerBackends.length > FORMER_BACKENDS_KEPT) this.formerBackends.shift();
    void client.end().catch(() => undefined);
    if (this.closed) return;
    this.lastFailure = error ?? new Error('the lock connection ended');
    this.retryAt = Date.now() + this.backoff.next();
    this.downSince ??= Date.now();
    this.log.error({ err: error }, 'lock connection lost: consumers here stand by until it is open again');
    this.onLost(this.lastFailure);
  }

  private beat(): void {
    clearTimeout(this.heartbeat);
    this.heartbeat = setTimeout(() => {
      const { client, session } = this;
      if (this.closed || !client || !session) return;
      this.queries = this.queries
        .then(() => (session.lost ? undefined : this.ask(client, session, 'SELECT 1', [])))
        .then(() => {
          if (!session.lost) this.beat();
        })
        .catch(() => undefined);
    }, HEARTBEAT_MS);
    this.heartbeat.unref();
  }
}

/** Whether some instance, in any process, holds this consumer lock: the consumer has an active instance. */
export async function isLockHeld(db: Knex, key: string): Promise<boolean> {
  return (await heldLocks(db, [key])).has(key);
}

/** Which of these consumer locks some instance holds; one query for all of them (health asks it on every poll). */
export async function heldLocks(db: Knex, keys: readonly string[]): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  const result = await db.raw<{ rows: { key: string }[] }>(
    `SELECT key FROM unnest(?::text[]) AS key WHERE EXISTS (SELECT 1 FROM pg_locks WHERE ${lockOf('key')})`,
    [[...keys]],
  );
  return new Set(result.rows.map((row) => row.key));
}

/**
 * Throws unless every consumer has an active instance somewhere (its lock is held): how a service
 * reports the health of consumers that run in another process. `role` names them in the message.
 */
export async function assertConsumersActive(
  db: Knex,
  names: readonly string[],
  lockKey: (name: string) => string,
  role: string,
): Promise<void> {
  const held = await heldLocks(db, names.map(lockKey));
  const missing = names.filter((name) => !held.has(lockKey(name)));
  if (missing.length > 0) throw new Error(`No active instance of ${role}(s): ${missing.join(', ')}`);
}
