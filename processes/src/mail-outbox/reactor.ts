import type { Knex } from 'knex';
import type { MailKind } from '@more-ai/events/catalog/index';
import type { Logger } from '@more-ai/platform';
import { oneTimeCodeFor } from '@more-ai/platform/auth/one-time-codes';
import { MailNotSent, type Mailer } from '@more-ai/platform/mail/mailer';
import type { MailOutcome, ProcessCommands } from '../commands';
import { decidedAt } from '../decided-at';
import { defineReactor, type Reactor } from '../reactor';
import { mailOutboxMigrations } from './migrations';
import { otpMail } from './templates';

const SCHEMA = 'pm_mail_outbox';

export interface MailOutboxOptions {
  mailer: Mailer;
  /** SessionSecrets.otpCodeKey: each code is derived from its delivery id under it. */
  codeKey: Buffer;
  log: Logger;
  /** Embedded mode: each code is logged as it is mailed, for a developer without a mail client. */
  logCodes?: boolean | undefined;
  /** The waits after each failed try; one try more than waits, then the mail is given up on. */
  retryDelaysMs?: readonly number[] | undefined;
  /** How often the outbox looks for mails due. */
  everyMs?: number | undefined;
}

/**
 * About two minutes of tries: the screen says the code is late after the first failure, and that it
 * could not be sent after the last, in time for the person to ask for another (Resend waits 60 s).
 */
export const DEFAULT_MAIL_RETRY_DELAYS_MS = [2_000, 5_000, 10_000, 20_000, 30_000, 60_000];
/** Often enough that a code arrives while the person switches to their mail. */
const DEFAULT_EVERY_MS = 250;
/** Mails tried at once: a hung server costs one timeout for the batch, not one per mail. */
const BATCH = 10;

interface OutboxRow {
  mail_id: string;
  user_id: string;
  kind: MailKind;
  issued_at: Date;
  expires_at: Date;
  event_id: string;
  correlation_id: string;
  state: 'pending' | 'sent' | 'failed' | 'superseded' | 'dropped';
  attempts: number;
  last_error: string | null;
  next_attempt_at: Date;
  delay_told: boolean;
  outcome_told: boolean;
}

/**
 * The mail outbox (ARCHITECTURE: e-mail port). A command records that a mail is due (a one-time code
 * issued); this reactor queues it in the transaction that moves its checkpoint, and its job sends
 * what is due over SMTP, trying again with growing waits, and records MailDelayed (first failure),
 * MailSent or MailFailed on the mail's stream. Requests never wait on the mail server. A mail is
 * marked sent before its MailSent is recorded, so a failure to record is retried without mailing
 * again; only a crash between the SMTP server's acceptance and that mark sends a mail twice.
 * A newer code for the same purpose replaces one not yet sent; a deleted account's mails are dropped.
 */
export function mailOutboxReactor(commands: ProcessCommands, options: MailOutboxOptions): Reactor {
  const delays = options.retryDelaysMs ?? DEFAULT_MAIL_RETRY_DELAYS_MS;
  const outbox = (db: Knex) => db<OutboxRow>(`${SCHEMA}.outbox`);

  const tell = async (db: Knex, row: OutboxRow, outcome: MailOutcome['outcome']) => {
    await commands.recordMailOutcome(
      { mailId: row.mail_id, userId: row.user_id, kind: row.kind, outcome, attempts: row.attempts, reason: row.last_error ?? undefined },
      { commandId: `mail-${outcome}:${row.mail_id}`, correlationId: row.correlation_id, causationId: row.event_id },
    );
    await outbox(db)
      .where({ mail_id: row.mail_id })
      .update(outcome === 'delayed' ? { delay_told: true } : { outcome_told: true });
  };

  /** Records what is not recorded yet: mails ended, and mails late. */
  const tellUntold = async (db: Knex) => {
    for (const row of await outbox(db).where({ outcome_told: false }).whereIn('state', ['sent', 'failed']).limit(50))
      await tell(db, row, row.state as 'sent' | 'failed');
    for (const row of await outbox(db).where({ delay_told: false, state: 'pending' }).where('attempts', '>', 0).limit(50))
      await tell(db, row, 'delayed');
  };

  const attempt = async (db: Knex, row: OutboxRow & { email: string | null; username: string | null }, now: Date) => {
    const settle = (change: Partial<OutboxRow>) => outbox(db).where({ mail_id: row.mail_id, state: 'pending' }).update(change);
    // The account was deleted: its mails are no one's to receive.
    if (row.email === null || row.username === null) return settle({ state: 'dropped' });
    if (now.getTime() >= row.expires_at.getTime()) return settle({ state: 'failed', last_error: 'EXPIRED' });
    const code = oneTimeCodeFor(options.codeKey, row.mail_id);
    const minutesValid = Math.round((row.expires_at.getTime() - row.issued_at.getTime()) / 60_000);
    const attempts = row.attempts + 1;
    try {
      if (options.logCodes) options.log.info({ to: row.email, purpose: row.kind, otp: code }, 'one-time code (embedded mode only)');
      await options.mailer.send({ to: row.email, ...otpMail(row.kind, { username: row.username, otp: code, minutesValid }) });
      await settle({ state: 'sent', attempts, last_error: null });
    } catch (error) {
      const reason = error instanceof MailNotSent ? (error.code ?? 'REFUSED') : 'ERROR';
      const wait = delays[attempts - 1];
      const retryAt = wait === undefined ? undefined : new Date(now.getTime() + wait);
      // No try left, or none before the code expires: the person is told now, not at the expiry.
      if (!retryAt || retryAt.getTime() >= row.expires_at.getTime()) await settle({ state: 'failed', attempts, last_error: reason });
      else await settle({ attempts, last_error: reason, next_attempt_at: retryAt });
      options.log.warn(
        { mailId: row.mail_id, attempts, reason, retryAt },
        retryAt ? 'mail not sent; trying again' : 'mail not sent; giving up',
      );
    }
  };

  return defineReactor({
    name: 'mail_outbox',
    schema: SCHEMA,
    migrations: mailOutboxMigrations,
    on: {
      AccountRegistered: async (events, trx) => {
        const rows = new Map(
          events.map((e) => [e.data.userId, { user_id: e.data.userId, email: e.data.email, username: e.data.username }]),
        );
        await trx('recipients')
          .insert([...rows.values()])
          .onConflict('user_id')
          .merge();
      },
      OtpIssued: async (events, trx) => {
        for (const event of events) {
          const { userId, purpose, expiresAt, deliveryId } = event.data;
          // Codes of version 1 were mailed by the request that issued them.
          if (deliveryId === null) continue;
          await trx('outbox').where({ user_id: userId, kind: purpose, state: 'pending' }).update({ state: 'superseded' });
          const issuedAt = decidedAt(event);
          await trx('outbox')
            .insert({
              mail_id: deliveryId,
              user_id: userId,
              kind: purpose,
              issued_at: issuedAt,
              expires_at: new Date(expiresAt),
              event_id: event.id,
              correlation_id: event.metadata.correlationId,
              next_attempt_at: issuedAt,
            })
            .onConflict('mail_id')
            .ignore();
        }
      },
      AccountDeleted: async (events, trx) => {
        const userIds = events.map((e) => e.data.userId);
        await trx('recipients').whereIn('user_id', userIds).delete();
        await trx('outbox').whereIn('user_id', userIds).where({ state: 'pending' }).update({ state: 'dropped' });
      },
    },
    jobs: [
      {
        name: 'send due mails',
        everyMs: options.everyMs ?? DEFAULT_EVERY_MS,
        async run(db, now) {
          const due = await db(`${SCHEMA}.outbox as o`)
            .leftJoin(`${SCHEMA}.recipients as r`, 'r.user_id', 'o.user_id')
            .where('o.state', 'pending')
            .where('o.next_attempt_at', '<=', now)
            .orderBy('o.next_attempt_at')
            .limit(BATCH)
            .select('o.*', 'r.email', 'r.username');
          await Promise.all(due.map((row: OutboxRow & { email: string | null; username: string | null }) => attempt(db, row, now)));
          await tellUntold(db);
        },
      },
    ],
  });
}
