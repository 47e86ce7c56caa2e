import { createHash } from 'node:crypto';
import type { Knex } from 'knex';
import { RateLimiterPostgres, type RateLimiterRes } from 'rate-limiter-flexible';
import { LimitReached } from '@more-ai/platform';

export interface LoginThrottleOptions {
  /** Failed logins one account may have per window. */
  perAccount?: number;
  /** Failed logins one client address may have per window, over any accounts. */
  perIp?: number;
  windowSeconds?: number;
}

/**
 * Limits password guessing: failed logins are counted per account and per client address in a
 * command-side PostgreSQL table, so every command-api process shares the counts. A window starts at
 * the first failure; once a count is used up, login is refused (429) until its window ends.
 */
export class LoginThrottle {
  private readonly byAccount: RateLimiterPostgres;
  private readonly byIp: RateLimiterPostgres;
  private readonly ready: Promise<void>;

  constructor(db: Knex, { perAccount = 5, perIp = 20, windowSeconds = 15 * 60 }: LoginThrottleOptions = {}) {
    const store = { storeClient: db, storeType: 'knex', schemaName: 'command_api', tableName: 'failed_logins', duration: windowSeconds };
    // Both count in one table; the first creates it (if needed) and the second waits for that.
    let created: (error?: Error) => void = () => undefined;
    this.ready = new Promise((resolve, reject) => {
      created = (error) => (error ? reject(error) : resolve());
    });
    this.ready.catch(() => undefined);
    this.byAccount = new RateLimiterPostgres({ ...store, keyPrefix: 'account', points: perAccount }, (error?: Error) => created(error));
    this.byIp = new RateLimiterPostgres({ ...store, keyPrefix: 'ip', points: perIp, tableCreated: true });
  }

  /** Throws LimitReached (429) while the account or the address has used up its failed attempts. */
  async check(email: string, ip: string): Promise<void> {
    await this.ready;
    const [account, address] = await Promise.all([this.byAccount.get(accountKey(email)), this.byIp.get(addressKey(ip))]);
    const waits = [usedUp(account, this.byAccount.points), usedUp(address, this.byIp.points)].filter((ms): ms is number => ms !== undefined);
    if (waits.length === 0) return;
    const minutes = Math.max(1, Math.ceil(Math.max(...waits) / 60_000));
    throw new LimitReached(
      `Too many failed login attempts. Please try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`,
      'TOO_MANY_LOGIN_ATTEMPTS',
    );
  }

  /** Counts a wrong password (or an unknown e-mail) against the account and the address. */
  async recordFailure(email: string, ip: string): Promise<void> {
    await this.ready;
    await Promise.all([this.byAccount.penalty(accountKey(email)), this.byIp.penalty(addressKey(ip))]);
  }

  /** A successful login clears the account's count; the address's stays, or one could reset it with an own account. */
  async reset(email: string): Promise<void> {
    await this.ready;
    await this.byAccount.delete(accountKey(email));
  }
}

/** Milliseconds until the window ends, when its attempts are used up. */
function usedUp(res: RateLimiterRes | null, points: number): number | undefined {
  return res && res.consumedPoints >= points ? res.msBeforeNext : undefined;
}

// The table lies outside crypto-shredding, so it holds a digest of the e-mail, never the address itself.
function accountKey(email: string): string {
  return createHash('sha256').update(email.trim().toLowerCase(), 'utf8').digest('hex');
}

function addressKey(ip: string): string {
  return ip || 'unknown';
}
