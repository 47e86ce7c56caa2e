import type pg from 'pg';

/**
 * Every statement of the event store and the key store is one append to one stream, one page of the
 * log read along an index, or one key looked up: milliseconds on a healthy server. 10 s ends one
 * that is stuck (a stalled server, a lock never released) before the command deadline (15 s) and
 * well before a consumer would wait for it; PostgreSQL cancels it (SQLSTATE 57014).
 */
const STATEMENT_TIMEOUT_MS = 10_000;

/**
 * What the pools use so that a database that stops answering fails their work instead of hanging it:
 * the server-side statement timeout; the same on the client a second later, which only fires when the
 * server cannot answer at all (stopped with SIGSTOP, a host that vanished) and keeps close() from
 * waiting forever; and a bound on opening a connection or, in a full pool, waiting for one. That
 * bound is 5 s rather than the 2 s of the request pools (platform/src/database.ts): the consumers'
 * catch-up reads share these pools with the commands, and a busy moment should not fail them.
 */
export const BOUNDED_POOL: Pick<pg.PoolConfig, 'statement_timeout' | 'query_timeout' | 'connectionTimeoutMillis'> = {
  statement_timeout: STATEMENT_TIMEOUT_MS,
  query_timeout: STATEMENT_TIMEOUT_MS + 1_000,
  connectionTimeoutMillis: 5_000,
};
