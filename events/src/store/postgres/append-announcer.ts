import pg from 'pg';
import { BOUNDED_POOL } from '../../postgres-timeouts';

/** Bursts of appends share announcements at most this often; a lone append is announced at once. */
const MIN_INTERVAL_MS = 5;

/**
 * Tells subscriptions in other processes that events were appended: NOTIFY after the append's own
 * commit. Inside the append's transaction NOTIFY would hold PostgreSQL's global notification lock
 * through the commit's disk flush, serializing all concurrent writers (measured: it more than halves
 * appends/s at 32 writers). Out here, announcements are rate-limited and sent on a connection that
 * commits without waiting for the disk. Whatever goes unannounced (a crash right after commit, a
 * broken connection) only waits for the subscribers' next poll.
 */
export class AppendAnnouncer {
  private readonly pool: pg.Pool;
  private pending = false;
  private inFlight: Promise<void> | undefined;
  private timer: NodeJS.Timeout | undefined;
  private lastSentAt = -Infinity;
  private closed = false;

  constructor(
    connectionString: string,
    private readonly channel: string,
  ) {
    this.pool = new pg.Pool({ connectionString, max: 1, options: '-c synchronous_commit=off', ...BOUNDED_POOL });
    this.pool.on('error', () => undefined);
  }

  announce(): void {
    this.pending = true;
    if (this.closed || this.inFlight || this.timer) return;
    const wait = this.lastSentAt + MIN_INTERVAL_MS - performance.now();
    if (wait <= 0) {
      this.send();
      return;
    }
    this.timer = setTimeout(() => {
      this.timer = undefined;
      this.send();
    }, wait);
    this.timer.unref();
  }

  async close(): Promise<void> {
    this.closed = true;
    clearTimeout(this.timer);
    this.timer = undefined;
    await this.inFlight;
    await this.pool.end();
  }

  private send(): void {
    this.pending = false;
    this.lastSentAt = performance.now();
    this.inFlight = this.pool
      .query('SELECT pg_notify($1, NULL)', [this.channel])
      .then(
        () => undefined,
        () => undefined,
      )
      .finally(() => {
        this.inFlight = undefined;
        if (this.pending) this.announce();
      });
  }
}
