/**
 * The waits between tries of something that failed because the database went away: a quick first
 * retry (a dropped connection usually reconnects at once), then doubling up to a cap, so that an
 * outage costs a try every few seconds rather than a tight loop of failures. Each wait is jittered
 * between half and all of its step, so the many connections of several replicas do not all knock
 * on a restarted server at the same instant.
 *
 * Used by the event store's LISTEN connection and by the consumers of the log (their locks, their
 * subscriptions), which sit above this package; it lives here as the lowest layer they share.
 */
export class Backoff {
  private failures = 0;
  private readonly firstMs: number;
  private readonly capMs: number;
  private readonly random: () => number;

  constructor({ firstMs = 100, capMs = 5000, random = Math.random }: { firstMs?: number; capMs?: number; random?: () => number } = {}) {
    this.firstMs = firstMs;
    this.capMs = capMs;
    this.random = random;
  }

  /** The wait before the next try, counting this failure. */
  next(): number {
    const step = Math.min(this.capMs, this.firstMs * 2 ** Math.min(this.failures, 30));
    this.failures += 1;
    return Math.round(step / 2 + (this.random() * step) / 2);
  }

  /** After a success: the next failure waits the first step again. */
  reset(): void {
    this.failures = 0;
  }

  /** Failures since the last success. */
  get failed(): number {
    return this.failures;
  }
}
