import type { Knex } from 'knex';
import pg from 'pg';
import type { Logger } from '../logger';

/** The locks taken on one connection: all of them end when it does. */
export interface LockSession {
  readonly lost: boolean;
}

/**
 * Session advisory locks that make one instance, cluster-wide, the active writer of a consumer.
 * They live as long as the connection that took them: when an instance dies, PostgreSQL ends its
 * connection and the locks with it, so a stand-by takes over at its next try. When this instance's
 * connection drops, its session is marked lost (its holders stand down) and the next try connects
 * afresh.
 */
export class ConsumerLocks {
  private client: pg.Client | undefined;
  private session: { lost: boolean } | undefined;
  private closed = false;
  // Lock queries share one connection (the locks live in its session), so they take turns.
  private queries: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly databaseUrl: string,
    private readonly applicationName: string,
    private readonly log: Logger,
    private readonly onLost: () => void,
  ) {}

  async connect(): Promise<void> {
    const client = new pg.Client({ connectionString: this.databaseUrl, application_name: this.applicationName });
    const session = { lost: false };
    const lose = (error?: Error) => {
      if (session.lost) return;
      session.lost = true;
      if (this.client === client) this.client = undefined;
      if (this.closed) return;
      this.log.error({ err: error }, 'lock connection lost');
      this.onLost();
    };
    client.on('error', lose);
    client.on('end', () => lose());
    await client.connect();
    this.client = client;
    this.session = session;
  }

  /** The session holding the lock when this instance got it (or held it already); undefined when another holds it. */
  tryLock(key: string): Promise<LockSession | undefined> {
    const attempt = this.queries.then(async () => {
      if (this.closed) return undefined;
      if (!this.client) await this.connect().catch((error: unknown) => this.log.warn({ err: error }, 'cannot connect for locks yet'));
      const { client, session } = this;
      if (!client || !session) return undefined;
      const result = await client.query('SELECT pg_try_advisory_lock(hashtext($1)) AS locked', [key]);
      return result.rows[0].locked === true ? session : undefined;
    });
    this.queries = attempt.catch(() => undefined);
    return attempt.catch(() => undefined);
  }

  async close(): Promise<void> {
    this.closed = true;
    await this.client?.end().catch(() => undefined);
  }
}

/**
 * Whether some instance, in any process, holds this consumer lock: the consumer has an active
 * instance. A bigint advisory key shows in pg_locks as its high 32 bits (classid) and low 32 bits (objid).
 */
export async function isLockHeld(db: Knex, key: string): Promise<boolean> {
  const result = await db.raw(
    `SELECT count(*)::int AS holders FROM pg_locks
      WHERE locktype = 'advisory' AND granted AND objsubid = 1
        AND classid = ((hashtext(?)::bigint >> 32) & 4294967295)::oid
        AND objid = (hashtext(?)::bigint & 4294967295)::oid`,
    [key, key],
  );
  return result.rows[0].holders > 0;
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
  const missing: string[] = [];
  for (const name of names) if (!(await isLockHeld(db, lockKey(name)))) missing.push(name);
  if (missing.length > 0) throw new Error(`No active instance of ${role}(s): ${missing.join(', ')}`);
}
