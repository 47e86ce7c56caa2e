import { createHmac } from 'node:crypto';
import type { Knex } from 'knex';
import type { OtpPurpose } from '@more-ai/events/catalog/index';
import { OtpResendTooSoon } from './decide';
import { OTP_RESEND_WAIT_SECONDS } from './otp';
import { normalizeEmail } from './reservations';

/**
 * The 60 seconds between two codes (SPEC §9), kept per purpose and e-mail for every e-mail asked
 * about, with an account or without: a code asked for too soon gets the same 429 (with the seconds
 * left) either way, so neither the answer nor its absence tells who is registered. The account's
 * own stream keeps the rule too; this table is what answers. It holds keyed digests of e-mails only,
 * and forgets them once their wait is over.
 */
export class CodeRequests {
  constructor(
    private readonly db: Knex,
    private readonly pepper: Buffer,
    /** The commands' clock, so both count the same 60 seconds. */
    private readonly clock: () => Date,
  ) {}

  /** Takes the e-mail's turn for a new code, or throws OtpResendTooSoon (429, Retry-After). */
  async take(purpose: OtpPurpose, email: string): Promise<void> {
    const now = this.clock();
    const key = this.key(purpose, email);
    const turnStarts = new Date(now.getTime() - OTP_RESEND_WAIT_SECONDS * 1000);
    await this.table().where('requested_at', '<=', turnStarts).delete();
    // One statement, so of two requests at once exactly one takes the turn.
    const taken = await this.table()
      .insert({ key, requested_at: now })
      .onConflict('key')
      .merge({ requested_at: now })
      .where('code_requests.requested_at', '<=', turnStarts)
      .returning('key');
    if (taken.length > 0) return;
    const last = await this.table().where({ key }).first('requested_at');
    const waitedMs = last ? now.getTime() - new Date(last.requested_at).getTime() : 0;
    throw new OtpResendTooSoon(Math.min(OTP_RESEND_WAIT_SECONDS, Math.max(1, Math.ceil(OTP_RESEND_WAIT_SECONDS - waitedMs / 1000))));
  }

  /** A code went out another way (signup): the next one may be asked for 60 seconds from now. */
  async record(purpose: OtpPurpose, email: string): Promise<void> {
    const now = this.clock();
    await this.table()
      .insert({ key: this.key(purpose, email), requested_at: now })
      .onConflict('key')
      .merge({ requested_at: now });
  }

  private table() {
    return this.db('command_api.code_requests');
  }

  private key(purpose: OtpPurpose, email: string): string {
    return createHmac('sha256', this.pepper)
      .update(`code-request:${purpose}:${normalizeEmail(email)}`)
      .digest('base64url');
  }
}
