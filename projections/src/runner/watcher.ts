import pg from 'pg';
import { Backoff } from '@more-ai/events/backoff';
import { comparePositions, parsePosition, type GlobalPosition } from '@more-ai/events/position';
import type { Logger } from '@more-ai/platform';
import { SESSIONS_ENDED_CHANNEL } from '../sessions/projector';
import { CHECKPOINT_CHANNEL } from './runner';
import { announcedPositions } from '@more-ai/platform/consumers/position-announcer';
import type { Projector } from './projector';
import { CHECKPOINT_TABLE, quoteIdentifier } from './schema';

type Watched = Pick<Projector, 'name' | 'schema'>;

/** Hears a projector's checkpoint each time it is announced or re-read. */
export type CheckpointListener = (name: string, position: GlobalPosition) => void;

/** Hears the sessions that ended, or 'missed' when some may have ended unheard (the connection dropped). */
export type SessionsEndedListener = (sessionIds: readonly string[] | 'missed') => void;

interface Waiter {
  names: readonly string[];
  position: GlobalPosition;
  resolve: (reached: boolean) => void;
  timer: NodeJS.Timeout;
}

/** Opening the LISTEN connection is bounded, so a server that stopped answering cannot hold a reconnect forever. */
const CONNECTION_TIMEOUT_MS = 5000;

/**
 * Knows how far each projector has got, for read-your-writes (ARCHITECTURE rule 7). Listens to the
 * checkpoint NOTIFYs; while anyone waits it also re-reads the checkpoints a few times a second, so
 * a notification lost with a dropped connection delays a read but never strands it. A dropped
 * connection is opened again after a short wait that grows while the database stays away; the
 * loss and the return are logged once each.
 */
export class ProjectionWatcher {
  private readonly checkpoints = new Map<string, GlobalPosition>();
  private readonly waiters = new Set<Waiter>();
  private readonly listeners = new Set<CheckpointListener>();
  private readonly sessionListeners = new Set<SessionsEndedListener>();
  private client: pg.Client | undefined;
  private poller: NodeJS.Timeout | undefined;
  private closed = false;
  private reconnecting: Promise<void> | undefined;
  private readonly backoff = new Backoff({ firstMs: 100, capMs: 2000 });

  constructor(
    private readonly databaseUrl: string,
    private readonly projectors: readonly Watched[],
    private readonly log: Logger,
  ) {}

  async start(): Promise<void> {
    await this.connect();
    await this.refresh();
  }

  /** Resolves true once every named projector has reached `position`, false after `timeoutMs`. */
  waitFor(names: readonly string[], position: GlobalPosition, timeoutMs: number): Promise<boolean> {
    if (this.reached(names, position)) return Promise.resolve(true);
    return new Promise((resolve) => {
      const waiter: Waiter = {
        names,
        position,
        resolve: (reached) => {
          clearTimeout(waiter.timer);
          this.waiters.delete(waiter);
          resolve(reached);
        },
        timer: setTimeout(() => waiter.resolve(this.reached(names, position)), timeoutMs),
      };
      this.waiters.add(waiter);
      this.poll();
    });
  }

  checkpoint(name: string): GlobalPosition | undefined {
    return this.checkpoints.get(name);
  }

  /**
   * Tells `listener` of every checkpoint announced from now on (and of every one re-read after a
   * lost connection), over the one LISTEN connection: how live views follow a read model without
   * a connection of their own. The returned function stops it.
   */
  onCheckpoint(listener: CheckpointListener): () => void {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  }

  /**
   * Tells `listener` of every session the sessions projector ends from now on, as its batch
   * commits, and before the checkpoint of that batch is announced: within this process a session
   * is forgotten before anyone waiting for the projector hears it has got there.
   */
  onSessionsEnded(listener: SessionsEndedListener): () => void {
    this.sessionListeners.add(listener);
    return () => {
      this.sessionListeners.delete(listener);
    };
  }

  /** True while the LISTEN connection is up, so that every announcement is heard. */
  get listening(): boolean {
    return this.client !== undefined;
  }

  /** How many listeners onCheckpoint holds. */
  get listenerCount(): number {
    return this.listeners.size;
  }

  async close(): Promise<void> {
    this.closed = true;
    clearTimeout(this.poller);
    for (const waiter of this.waiters) waiter.resolve(false);
    await this.reconnecting;
    await this.client?.end().catch(() => undefined);
  }

  private reached(names: readonly string[], position: GlobalPosition): boolean {
    return names.every((name) => {
      const checkpoint = this.checkpoints.get(name);
      return checkpoint !== undefined && comparePositions(checkpoint, position) >= 0;
    });
  }

  private update(name: string, position: GlobalPosition): void {
    const known = this.checkpoints.get(name);
    // Positions only move forward: a projector announces batches it had nothing to do for before
    // its checkpoint row says so, and a rebuild swaps in tables that are at least as far along.
    if (!known || comparePositions(position, known) > 0) this.checkpoints.set(name, position);
    for (const waiter of this.waiters) if (this.reached(waiter.names, waiter.position)) waiter.resolve(true);
    for (const listener of this.listeners) listener(name, position);
  }

  private async connect(): Promise<void> {
    const client = new pg.Client({
      connectionString: this.databaseUrl,
      application_name: 'more-ai read-api watcher',
      connectionTimeoutMillis: CONNECTION_TIMEOUT_MS,
      keepAlive: true,
    });
    client.on('notification', (message) => {
      if (message.channel === SESSIONS_ENDED_CHANNEL) {
        const ended = (message.payload ?? '').split(' ').filter(Boolean);
        for (const listener of this.sessionListeners) listener(ended);
        return;
      }
      // One announcement, or those of several projectors that skipped the same batch, one to a line.
      for (const [name, token] of announcedPositions(message.payload ?? '')) {
        const position = parsePosition(token);
        if (position) this.update(name, position);
      }
    });
    // A connection ends with 'error', 'end' or both; only the first, and only of the current client, counts.
    const lost = (error?: Error) => {
      if (this.client !== client) return;
      this.client = undefined;
      for (const listener of this.sessionListeners) listener('missed');
      void client.end().catch(() => undefined);
      if (this.closed) return;
      this.log.warn({ err: error }, 'checkpoint listener lost its connection; reconnecting');
      this.reconnecting ??= this.reconnect().finally(() => (this.reconnecting = undefined));
    };
    client.on('error', lost);
    client.on('end', () => lost());
    try {
      await client.connect();
      await client.query(`LISTEN ${CHECKPOINT_CHANNEL}`);
      await client.query(`LISTEN ${SESSIONS_ENDED_CHANNEL}`);
    } catch (error) {
      await client.end().catch(() => undefined);
      throw error;
    }
    this.client = client;
  }

  private async reconnect(): Promise<void> {
    const lostAt = Date.now();
    while (!this.closed) {
      await new Promise((resolve) => setTimeout(resolve, this.backoff.next()));
      if (this.closed) return;
      try {
        await this.connect();
      } catch (error) {
        this.log.debug({ err: error }, 'checkpoint listener cannot reconnect yet');
        continue;
      }
      this.backoff.reset();
      this.log.info({ downMs: Date.now() - lostAt }, 'checkpoint listener connected again');
      // Checkpoints announced while no one listened.
      await this.refresh();
      return;
    }
  }

  /** Re-reads every checkpoint from the database. */
  async refresh(): Promise<void> {
    if (!this.client) return;
    const union = this.projectors
      .map((p) => `SELECT name, position_commit, position_prepare FROM ${quoteIdentifier(p.schema)}.${CHECKPOINT_TABLE}`)
      .join(' UNION ALL ');
    if (!union) return;
    try {
      const result = await this.client.query(union);
      for (const row of result.rows) this.update(row.name, { commit: BigInt(row.position_commit), prepare: BigInt(row.position_prepare) });
    } catch (error) {
      // A projector's schema may not exist yet (first start) or be mid-swap (rebuild): try again later.
      this.log.debug({ err: error }, 'could not read checkpoints');
    }
  }

  private poll(): void {
    if (this.poller || this.closed) return;
    this.poller = setTimeout(async () => {
      this.poller = undefined;
      if (this.waiters.size === 0) return;
      await this.refresh();
      this.poll();
    }, 200);
  }
}
