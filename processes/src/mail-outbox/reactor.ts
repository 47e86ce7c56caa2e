import type { Knex } from 'knex';
import { receiptMailId, renewalReminderMailId, type MailKind, type PaymentOrderCreated } from '@more-ai/events/catalog/index';
import type { EventOf } from '@more-ai/events/definitions';
import type { InvoiceSupplier, Logger } from '@more-ai/platform';
import { oneTimeCodeFor } from '@more-ai/platform/auth/one-time-codes';
import { MailNotSent, type Mailer, type OutgoingMail } from '@more-ai/platform/mail/mailer';
import { DEFAULT_INVOICE_SUPPLIER, receiptForOrder } from '@more-ai/platform/payments/receipt-for-order';
import { renderReceiptPdf } from '@more-ai/platform/payments/receipt-pdf';
import type { MailOutcome, ProcessCommands } from '../commands';
import { decidedAt } from '../decided-at';
import { defineReactor, type Reactor } from '../reactor';
import { mailOutboxMigrations } from './migrations';
import { receiptMail, renewalReminderMail } from './payment-templates';
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
  /** Who sells PRO, as the receipts name it (INVOICE_SUPPLIER_*); the embedded default otherwise. */
  supplier?: InvoiceSupplier | undefined;
}

/** How long a receipt is tried for: a buyer offline for days still gets it when the mail server is back. */
const RECEIPT_VALID_MS = 3 * 24 * 3600_000;
/** The renewal reminder goes this long before the paid period ends. */
export const RENEWAL_REMINDER_BEFORE_MS = 3 * 24 * 3600_000;

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
  /** 'held': a renewal reminder while a downgrade is scheduled. */
  state: 'pending' | 'held' | 'sent' | 'failed' | 'superseded' | 'dropped';
  attempts: number;
  last_error: string | null;
  next_attempt_at: Date;
  delay_told: boolean;
  outcome_told: boolean;
  details: { orderId?: string; startDate?: string; endDate?: string } | null;
}

type OrderTerms = EventOf<typeof PaymentOrderCreated>['data'];

interface OrderRow {
  order_id: string;
  user_id: string;
  terms: OrderTerms;
  payment_id: string | null;
  method: string | null;
  invoice_number: string | null;
  captured_at: Date | null;
  refunded: boolean;
}

type Addressed = OutboxRow & { email: string | null; username: string | null };

/**
 * The mail outbox (ARCHITECTURE: e-mail port). A command records that a mail is due (a one-time code
 * issued); this reactor queues it in the transaction that moves its checkpoint, and its job sends
 * what is due over SMTP, trying again with growing waits, and records MailDelayed (first failure),
 * MailSent or MailFailed on the mail's stream. Requests never wait on the mail server. A mail is
 * marked sent before its MailSent is recorded, so a failure to record is retried without mailing
 * again; only a crash between the SMTP server's acceptance and that mark sends a mail twice.
 * A newer code for the same purpose replaces one not yet sent; a deleted account's mails are dropped.
 * A paid period queues its receipt (the PDF attached; its id derived from the order, so it is
 * queued once) and the renewal reminder, due three days before the period ends: held while a
 * downgrade is scheduled, replaced when a payment extends the period, dropped when it goes FREE.
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

  /** The mail as the person receives it; null when what it was about is gone (an order whose account was deleted). */
  const compose = async (db: Knex, row: Addressed & { email: string; username: string }): Promise<OutgoingMail | null> => {
    const to = row.email;
    if (row.kind === 'renewal-reminder') return { to, ...renewalReminderMail(row.username, new Date(row.details!.endDate!)) };
    if (row.kind === 'payment-receipt') {
      const { orderId, startDate, endDate } = row.details!;
      const order = await db<OrderRow>(`${SCHEMA}.orders`).where({ order_id: orderId! }).first();
      if (!order?.payment_id) return null;
      const receipt = receiptForOrder(
        {
          ...order.terms,
          paymentId: order.payment_id,
          method: order.method ?? '',
          invoiceNumber: order.invoice_number ?? '',
          capturedAt: order.captured_at!,
          status: order.refunded ? 'Refunded' : 'Completed',
          periodStart: new Date(startDate!),
          periodEnd: new Date(endDate!),
        },
        { name: row.username, email: row.email },
        options.supplier ?? DEFAULT_INVOICE_SUPPLIER,
      );
      const pdf = await renderReceiptPdf(receipt);
      return {
        to,
        ...receiptMail(row.username, receipt),
        attachments: [{ filename: `MoRe-AI-${receipt.transactionId}.pdf`, content: pdf, contentType: 'application/pdf' }],
      };
    }
    const code = oneTimeCodeFor(options.codeKey, row.mail_id);
    const minutesValid = Math.round((row.expires_at.getTime() - row.issued_at.getTime()) / 60_000);
    if (options.logCodes) options.log.info({ to, purpose: row.kind, otp: code }, 'one-time code (embedded mode only)');
    return { to, ...otpMail(row.kind, { username: row.username, otp: code, minutesValid }) };
  };

  const attempt = async (db: Knex, row: Addressed, now: Date) => {
    const settle = (change: Partial<OutboxRow>) => outbox(db).where({ mail_id: row.mail_id, state: 'pending' }).update(change);
    // The account was deleted: its mails are no one's to receive.
    if (row.email === null || row.username === null) return settle({ state: 'dropped' });
    // A reminder for a period already over (the outbox was down through its days) has nothing left to remind of.
    if (now.getTime() >= row.expires_at.getTime())
      return settle(row.kind === 'renewal-reminder' ? { state: 'dropped' } : { state: 'failed', last_error: 'EXPIRED' });
    const attempts = row.attempts + 1;
    try {
      const mail = await compose(db, { ...row, email: row.email, username: row.username });
      if (!mail) return await settle({ state: 'dropped' });
      await options.mailer.send(mail);
      await settle({ state: 'sent', attempts, last_error: null });
    } catch (error) {
      const reason = error instanceof MailNotSent ? (error.code ?? 'REFUSED') : 'ERROR';
      const wait = delays[attempts - 1];
      const retryAt = wait === undefined ? undefined : new Date(now.getTime() + wait);
      // No try left, or none before the mail expires: the person is told now, not at the expiry.
      if (!retryAt || retryAt.getTime() >= row.expires_at.getTime()) await settle({ state: 'failed', attempts, last_error: reason });
      else await settle({ attempts, last_error: reason, next_attempt_at: retryAt });
      options.log.warn(
        { mailId: row.mail_id, attempts, reason, retryAt },
        retryAt ? 'mail not sent; trying again' : 'mail not sent; giving up',
      );
    }
  };

  /** Queues a mail once (its id names what it is about); a mail queued already stays as it is. */
  const queue = (trx: Knex.Transaction, row: Partial<OutboxRow> & Pick<OutboxRow, 'mail_id' | 'user_id' | 'kind'>) =>
    trx('outbox')
      .insert({ ...row, details: row.details ? JSON.stringify(row.details) : null })
      .onConflict('mail_id')
      .ignore();

  /** The user's renewal reminders not sent yet, from one state to another. */
  const reminders = async (
    trx: Knex.Transaction,
    userIds: readonly string[],
    from: readonly OutboxRow['state'][],
    to: OutboxRow['state'],
  ) => {
    await trx('outbox').whereIn('user_id', userIds).where({ kind: 'renewal-reminder' }).whereIn('state', from).update({ state: to });
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
        await trx('orders').whereIn('user_id', userIds).delete();
        await trx('outbox').whereIn('user_id', userIds).whereIn('state', ['pending', 'held']).update({ state: 'dropped' });
      },
      PaymentOrderCreated: async (events, trx) => {
        await trx('orders')
          .insert(events.map((e) => ({ order_id: e.data.orderId, user_id: e.data.userId, terms: JSON.stringify(e.data) })))
          .onConflict('order_id')
          .ignore();
      },
      PaymentCaptured: async (events, trx) => {
        for (const { data } of events)
          await trx('orders')
            .where({ order_id: data.orderId })
            .update({
              payment_id: data.paymentId,
              method: data.method,
              invoice_number: data.invoiceNumber,
              captured_at: new Date(data.capturedAt),
            });
      },
      PaymentRefunded: async (events, trx) => {
        await trx('orders')
          .whereIn(
            'order_id',
            events.map((e) => e.data.orderId),
          )
          .update({ refunded: true });
      },
      // The period a payment bought is known once it is applied: the receipt prints it. The reminder
      // of the subscription's new end replaces any earlier one (a payment while PRO extends the period).
      ProPeriodPaid: async (events, trx) => {
        for (const event of events) {
          const { userId, orderId, startDate, endDate } = event.data;
          const issuedAt = decidedAt(event);
          const common = { user_id: userId, issued_at: issuedAt, event_id: event.id, correlation_id: event.metadata.correlationId };
          await queue(trx, {
            ...common,
            mail_id: receiptMailId(orderId),
            kind: 'payment-receipt',
            expires_at: new Date(issuedAt.getTime() + RECEIPT_VALID_MS),
            next_attempt_at: issuedAt,
            details: { orderId, startDate, endDate },
          });
          const reminderId = renewalReminderMailId(userId, endDate);
          await trx('outbox')
            .where({ user_id: userId, kind: 'renewal-reminder' })
            .whereIn('state', ['pending', 'held'])
            .whereNot({ mail_id: reminderId })
            .update({ state: 'superseded' });
          const ends = new Date(endDate);
          await queue(trx, {
            ...common,
            mail_id: reminderId,
            kind: 'renewal-reminder',
            expires_at: ends,
            next_attempt_at: new Date(ends.getTime() - RENEWAL_REMINDER_BEFORE_MS),
            details: { endDate },
          });
        }
      },
      // No reminder to renew while the owner has chosen to go FREE; it comes back if they keep PRO.
      DowngradeScheduled: (events, trx) => reminders(trx, userIdsOf(events), ['pending'], 'held'),
      DowngradeCancelled: (events, trx) => reminders(trx, userIdsOf(events), ['held'], 'pending'),
      SubscriptionDowngraded: (events, trx) => reminders(trx, userIdsOf(events), ['pending', 'held'], 'dropped'),
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
          await Promise.all(due.map((row: Addressed) => attempt(db, row, now)));
          await tellUntold(db);
        },
      },
    ],
  });
}

function userIdsOf(events: readonly { data: { userId: string } }[]): string[] {
  return events.map((event) => event.data.userId);
}
