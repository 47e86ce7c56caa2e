import type { SessionUser } from './tokens';

/** A session's row in the `sessions` read model, or undefined while it has none. */
export type SessionLookup = (sessionId: string) => Promise<{ userId: string; active: boolean } | undefined>;

export interface RememberedSessionsOptions {
  /**
   * True while every ending of a session is heard (the LISTEN connection is up): only then is a
   * session remembered, or a remembered one trusted.
   */
  listening: () => boolean;
  /** How many sessions it remembers at most; the longest remembered goes first. */
  capacity?: number;
  /** How long a session is trusted without looking again, should an ending ever go unheard. */
  ttlMs?: number;
  now?: () => number;
}

/**
 * The sessions found active, kept in memory so that a signed-in request need not look its session up
 * each time. Correct only if told of every session that ends (`ended`, from the sessions
 * projector's NOTIFY at its commit), and of any time endings may have gone unheard (`ended('missed')`,
 * when the LISTEN connection drops): it then forgets everything, and trusts nothing until it
 * listens again. A lookup that overlapped an ending is not remembered, since it may have read the
 * row before the ending committed.
 */
export class RememberedSessions {
  private readonly active = new Map<string, { userId: string; until: number }>();
  private endings = 0;
  private readonly capacity: number;
  private readonly ttlMs: number;
  private readonly now: () => number;

  constructor(
    private readonly lookup: SessionLookup,
    private readonly options: RememberedSessionsOptions,
  ) {
    this.capacity = options.capacity ?? 50_000;
    this.ttlMs = options.ttlMs ?? 60_000;
    this.now = options.now ?? Date.now;
  }

  /**
   * Whether the user's session is active: its row says so for this user, or it has no row yet (the
   * token was signed only after SessionStarted was appended, and an ended session keeps its row).
   */
  async isActive(user: SessionUser): Promise<boolean> {
    const known = this.active.get(user.sessionId);
    if (known && known.until > this.now() && this.options.listening()) return known.userId === user.userId;
    if (known) this.active.delete(user.sessionId);
    const endingsBefore = this.endings;
    const row = await this.lookup(user.sessionId);
    if (row === undefined) return true;
    if (row.active && this.endings === endingsBefore && this.options.listening()) this.remember(user.sessionId, row.userId);
    return row.active && row.userId === user.userId;
  }

  /** These sessions ended; 'missed' when some may have ended unheard. */
  ended(sessionIds: readonly string[] | 'missed'): void {
    this.endings += 1;
    if (sessionIds === 'missed') this.active.clear();
    else for (const id of sessionIds) this.active.delete(id);
  }

  /** How many sessions it remembers now. */
  get size(): number {
    return this.active.size;
  }

  private remember(sessionId: string, userId: string): void {
    if (this.active.size >= this.capacity) {
      const oldest = this.active.keys().next();
      if (!oldest.done) this.active.delete(oldest.value);
    }
    this.active.set(sessionId, { userId, until: this.now() + this.ttlMs });
  }
}
