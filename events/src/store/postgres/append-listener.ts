import pg from 'pg';
import { Backoff } from '../../backoff';
import { BOUNDED_POOL } from '../../postgres-timeouts';

/**
 * One LISTEN connection per store, shared by its subscriptions: every notification of an append
 * wakes them all. Notifications only shorten the wait; subscriptions also poll, so a dropped
 * connection costs latency, never events. It is re-opened after a short wait that grows while the
 * database stays away (a try every couple of seconds, not a tight loop).
 */
export class AppendListener {
  private readonly wakers = new Set<() => void>();
  private client: pg.Client | undefined;
  private connecting: Promise<void> | undefined;
  private reconnectTimer: NodeJS.Timeout | undefined;
  private closed = false;
  private readonly backoff = new Backoff({ firstMs: 100, capMs: 2000 });

  constructor(
    private readonly connectionString: string,
    private readonly channel: string,
  ) {}

  /** Calls `wake` on every append until the returned function is called. */
  watch(wake: () => void): () => void {
    this.wakers.add(wake);
    if (!this.client && !this.connecting && !this.reconnectTimer) this.connecting = this.connect();
    return () => this.wakers.delete(wake);
  }

  /** Wakes the watchers of this process at once, without waiting for the database's notification. */
  wakeAll(): void {
    for (const wake of this.wakers) wake();
  }

  async close(): Promise<void> {
    this.closed = true;
    clearTimeout(this.reconnectTimer);
    await this.connecting;
    const client = this.client;
    this.client = undefined;
    await client?.end().catch(() => undefined);
  }

  private async connect(): Promise<void> {
    // Bounded like the pools' connections: a server that accepts the socket and never answers would
    // otherwise hold `connecting`, and close() with it, for as long as it stalls.
    const client = new pg.Client({
      connectionString: this.connectionString,
      connectionTimeoutMillis: BOUNDED_POOL.connectionTimeoutMillis,
    });
    client.on('notification', () => this.wakeAll());
    client.on('error', () => this.lost(client));
    client.on('end', () => this.lost(client));
    try {
      await client.connect();
      await client.query(`LISTEN "${this.channel}"`);
      if (this.closed) {
        await client.end();
        return;
      }
      this.client = client;
      this.backoff.reset();
      // Appends made while no connection listened were never announced.
      this.wakeAll();
    } catch {
      await client.end().catch(() => undefined);
      this.scheduleReconnect();
    } finally {
      this.connecting = undefined;
    }
  }

  private lost(client: pg.Client): void {
    if (this.client !== client) return;
    this.client = undefined;
    client.end().catch(() => undefined);
    this.scheduleReconnect();
  }

  private scheduleReconnect(): void {
    if (this.closed || this.reconnectTimer) return;
    this.reconnectTimer = setTimeout(() => {
      this.reconnectTimer = undefined;
      if (!this.closed && this.wakers.size > 0) this.connecting = this.connect();
    }, this.backoff.next());
    this.reconnectTimer.unref();
  }
}
