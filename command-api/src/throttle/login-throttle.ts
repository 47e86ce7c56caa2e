import { createHmac } from 'node:crypto';
import { isIPv6 } from 'node:net';
import type { Knex } from 'knex';
import { RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible';
import { LimitReached } from '@more-ai/platform/domain/errors';
import { wholeSeconds } from '../pipeline/retry-after';

export interface LoginThrottleOptions {
  /** Attempts one address may make on one account per window: the tight limit that stops guessing. */
  perAccountAndAddress?: number;
  /** Attempts one address may make over all accounts per window: generous, as many people may share one address. */
  perAddress?: number;
  /** Failed attempts on one account, from any addresses, after which every further one is slowed down. */
  slowDownAfter?: number;
  /** The longest an attempt on an account under attack is held back. */
  maxDelayMs?: number;
  windowSeconds?: number;
  /** How an attempt is held back; tests pass one that records instead of waiting. */
  sleep?: (ms: number) => Promise<void>;
}

/** A login attempt the throttle let through; a successful one gives its attempt back. */
export interface LoginAttempt {
  succeeded(): Promise<void>;
}

/**
 * Limits password guessing without handing anyone a way to lock another person out (OWASP's
 * authentication cheat sheet):
 *
 * - per account and address, tightly (5 per 15 minutes): a guesser is stopped, while the owner
 *   signing in from anywhere else is not;
 * - per address over all accounts, generously (100 per 15 minutes): one address cannot try many
 *   accounts, yet everyone behind one NAT can still sign in;
 * - per account alone there is no lockout, only a slow-down: after 10 failures from any addresses
 *   each further attempt on the account waits a little, longer and longer (up to 10 s), so a guesser
 *   spread over many addresses pays, and the owner still gets in.
 *
 * An attempt is counted before the password is checked, atomically (one upsert per count), so
 * concurrent attempts cannot all slip past a check made before any of them was recorded; a success
 * gives its attempt back. The counts live in a command-side PostgreSQL table that every command-api
 * process shares, keyed by digests only.
 */
export class LoginThrottle {
  private readonly byPair: RateLimiterPostgres;
  private readonly byAddress: RateLimiterPostgres;
  private readonly byAccount: RateLimiterPostgres;
  private readonly ready: Promise<void>;
  private readonly slowDownAfter: number;
  private readonly maxDelayMs: number;
  private readonly sleep: (ms: number) => Promise<void>;

  constructor(
    db: Knex,
    /** Keys the digests of e-mails and addresses, so the table cannot be read back by guessing. */
    private readonly pepper: Buffer,
    {
      perAccountAndAddress = 5,
      perAddress = 100,
      slowDownAfter = 10,
      maxDelayMs = 10_000,
      windowSeconds = 15 * 60,
      sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
    }: LoginThrottleOptions = {},
  ) {
    const store = { storeClient: db, storeType: 'knex', schemaName: 'command_api', tableName: 'failed_logins', duration: windowSeconds };
    // All count in one table; the first creates it (if needed) and the others wait for that.
    let created: (error?: Error) => void = () => undefined;
    this.ready = new Promise((resolve, reject) => {
      created = (error) => (error ? reject(error) : resolve());
    });
    this.ready.catch(() => undefined);
    this.byPair = new RateLimiterPostgres({ ...store, keyPrefix: 'pair', points: perAccountAndAddress }, (error?: Error) => created(error));
    this.byAddress = new RateLimiterPostgres({ ...store, keyPrefix: 'address', points: perAddress, tableCreated: true });
    // Never refuses: it only counts, for the slow-down.
    this.byAccount = new RateLimiterPostgres({ ...store, keyPrefix: 'account', points: Number.MAX_SAFE_INTEGER, tableCreated: true });
    this.slowDownAfter = slowDownAfter;
    this.maxDelayMs = maxDelayMs;
    this.sleep = sleep;
  }

  /**
   * Takes one attempt for this e-mail from this address, before the password is checked. Throws
   * LimitReached with the wait when the pair or the address has used up its attempts; holds the
   * attempt back a while when the account is under attack.
   */
  async begin(email: string, ip: string): Promise<LoginAttempt> {
    await this.ready;
    const account = this.digest('account', normalizedEmail(email));
    const address = this.digest('address', addressOf(ip));
    const pair = this.digest('pair', `${normalizedEmail(email)} ${addressOf(ip)}`);
    // One after the other: an attempt the pair refuses costs the address nothing, so someone who
    // keeps hammering one account does not use up the address everyone behind it shares.
    await refusedWithWait(this.byPair.consume(pair));
    await refusedWithWait(this.byAddress.consume(address));
    const { consumedPoints } = await this.byAccount.consume(account);
    const delay = slowDown(consumedPoints, this.slowDownAfter, this.maxDelayMs);
    if (delay > 0) await this.sleep(delay);
    return {
      succeeded: async () => {
        // The right password: this address starts afresh on this account, and the attempt is given back.
        await Promise.all([this.byPair.delete(pair), this.byAddress.reward(address), this.byAccount.reward(account)]);
      },
    };
  }

  private digest(kind: string, value: string): string {
    return createHmac('sha256', this.pepper).update(`login-throttle:${kind}:${value}`).digest('base64url');
  }
}

/**
 * How long to hold back the account's `attempt`-th attempt in the window: nothing up to `after`,
 * then 1 s, 2 s, 4 s... up to `maxMs`.
 */
export function slowDown(attempt: number, after: number, maxMs: number): number {
  if (attempt <= after) return 0;
  return Math.min(maxMs, 1000 * 2 ** Math.min(attempt - after - 1, 30));
}

/** The answer for attempts used up, saying how long until the window ends. */
export function tooManyAttempts(msLeft: number): LimitReached {
  const minutes = Math.max(1, Math.ceil(msLeft / 60_000));
  return new LimitReached(
    `Too many failed login attempts. Please try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`,
    'TOO_MANY_LOGIN_ATTEMPTS',
    wholeSeconds(msLeft),
  );
}

async function refusedWithWait(consumed: Promise<RateLimiterRes>): Promise<void> {
  try {
    await consumed;
  } catch (error) {
    // rate-limiter-flexible rejects with a RateLimiterRes when the points are used up, with an Error otherwise.
    if (error instanceof RateLimiterRes) throw tooManyAttempts(error.msBeforeNext);
    throw error;
  }
}

function normalizedEmail(email: string): string {
  return email.trim().toLowerCase();
}

/**
 * The address a limit counts: IPv4 as such (also written IPv4-mapped, as a dual-stack server sees
 * it), IPv6 by its /64, which one subscriber usually holds whole and could otherwise hop through.
 */
export function addressOf(ip: string): string {
  const v4 = /^(?:::ffff:)?(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(ip);
  if (v4) return v4[1]!;
  const address = ip.split('%')[0]!;
  if (!isIPv6(address)) return ip || 'unknown';
  const [head = '', tail] = address.split('::');
  const groups = (part: string) => (part ? part.split(':').flatMap((g) => (g.includes('.') ? ['0', '0'] : [g])) : []);
  const left = groups(head);
  const right = tail === undefined ? [] : groups(tail);
  const all = [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right];
  return `${all
    .slice(0, 4)
    .map((g) => parseInt(g, 16).toString(16))
    .join(':')}::/64`;
}
