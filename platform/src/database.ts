import knex, { type Knex } from 'knex';
import { createLogger, type Logger } from './logger';

/**
 * What a pool serves, which decides how long its work may take. 'requests': the APIs, whose every
 * statement is a short lookup or write behind a person waiting for an answer. 'background': projectors,
 * reactors, rebuilds, migrations and CLIs, whose batches and schema changes may legitimately take far
 * longer than any request, and which nobody is waiting on.
 */
export type DatabaseWorkload = 'requests' | 'background';

interface WorkloadLimits {
  /**
   * PostgreSQL's statement_timeout: the server cancels a statement running longer (SQLSTATE 57014),
   * so work nobody waits for any more stops holding locks and a connection.
   */
  statementMs: number;
  /** How long a query waits for a free connection of the pool, connecting included (KnexTimeoutError). */
  acquireMs: number;
  /** How long opening a connection may take before it is given up ('Connection terminated due to connection timeout'). */
  connectMs: number;
}

const LIMITS: Readonly<Record<DatabaseWorkload, WorkloadLimits>> = {
  requests: {
    // No request statement takes more than a few hundred milliseconds on a healthy server (the
    // recommendation engine's full-text ranking is the heaviest, in tens); 5 s is the read deadline
    // (http/deadline.ts), so a statement never outlives the request that asked for it by much.
    statementMs: 5_000,
    // A healthy pool hands out a connection in microseconds; waiting longer than 2 s means the
    // database is down or the pool exhausted, which answers 503 at once instead of at the deadline.
    acquireMs: 2_000,
    // Connecting to a reachable server takes milliseconds; a stopped one (SIGSTOP, a hung host)
    // accepts the TCP connection and then never answers.
    connectMs: 2_000,
  },
  background: {
    // A rebuild's batch or a migration on a large table may take minutes; nobody waits on it, so the
    // bound only ends a statement that is stuck, not one that is slow.
    statementMs: 15 * 60_000,
    // Consumers share nothing with requests and retry on failure; half a minute rides out a busy pool.
    acquireMs: 30_000,
    connectMs: 10_000,
  },
};

/**
 * The client-side bound is the server's plus this: normally the server's own cancel arrives first
 * (a clean error, the connection stays usable); only a server that cannot answer at all (stopped,
 * unreachable) is given up on by the client.
 */
const CLIENT_GRACE_MS = 1_000;

export interface DatabaseOptions {
  /** Shown in pg_stat_activity. */
  applicationName: string;
  poolMax?: number;
  /** Defaults to 'background': the APIs' pools say 'requests'. */
  workload?: DatabaseWorkload;
  /** Where knex's own warnings go; a logger of warnings to stdout by default. */
  log?: Logger | undefined;
}

/** How often a pool that cannot connect says so: once, then once per this while it lasts. */
const CONNECTION_ERRORS_EVERY_MS = 10_000;

/**
 * knex writes its warnings to the console, one 'Acquire connection error' with its stack per query
 * while the database is away (thousands a minute under load). Here they are log lines, and those
 * connection errors are told once, then counted and told once per interval while they go on.
 */
export function knexLog(log: Logger): Knex.Config['log'] {
  let lastToldAt = 0;
  let untold = 0;
  const firstLine = (message: string) => message.split('\n', 1)[0]!;
  return {
    warn(message: string) {
      if (!message.startsWith('Acquire connection error')) return log.warn({ source: 'knex' }, firstLine(message));
      const now = Date.now();
      if (now - lastToldAt < CONNECTION_ERRORS_EVERY_MS) {
        untold += 1;
        return;
      }
      log.warn({ source: 'knex' }, `${firstLine(message)}${untold ? ` (and ${untold} more since the last report)` : ''}`);
      lastToldAt = now;
      untold = 0;
    },
    error: (message: string) => log.error({ source: 'knex' }, firstLine(message)),
    deprecate: (method: string, alternative: string) => log.warn({ source: 'knex' }, `${method} is deprecated: use ${alternative}`),
    debug: (message: string) => log.debug({ source: 'knex' }, firstLine(message)),
  };
}

/** The one way to open the read-model / command-side database: a knex pool over pg. */
export function openDatabase(url: string, options: DatabaseOptions): Knex {
  const limits = LIMITS[options.workload ?? 'background'];
  return knex({
    client: 'pg',
    connection: {
      connectionString: url,
      application_name: options.applicationName,
      statement_timeout: limits.statementMs,
      query_timeout: limits.statementMs + CLIENT_GRACE_MS,
      connectionTimeoutMillis: limits.connectMs,
    },
    pool: { min: 0, max: options.poolMax ?? 10 },
    acquireConnectionTimeout: limits.acquireMs,
    log: knexLog(options.log ?? createLogger('database', 'warn')),
  });
}

/**
 * Runs a query (with knex's `?` placeholders) as a named prepared statement on one of the pool's
 * connections: PostgreSQL parses it once per connection, and plans it once when a generic plan
 * serves, instead of on every call. For a hot query whose planning costs more than running it.
 * `name` must stand for this one text.
 */
export async function preparedQuery<Row>(db: Knex, name: string, text: string, values: readonly unknown[]): Promise<Row[]> {
  let n = 0;
  const numbered = text.replace(/\?/g, () => `$${++n}`);
  const connection = (await db.client.acquireConnection()) as {
    query(config: { name: string; text: string; values: unknown[] }): Promise<{ rows: Row[] }>;
  };
  try {
    return (await connection.query({ name, text: numbered, values: [...values] })).rows;
  } finally {
    await db.client.releaseConnection(connection);
  }
}
