import { v5 as uuidv5 } from 'uuid';
import { defineEvent, type EventOf } from '../definitions';

/**
 * What a mail is for: a one-time code, a captured payment's receipt (with its PDF), or the reminder
 * that a paid PRO period ends in three days.
 */
export type MailKind = 'verify-email' | 'reset-password' | 'payment-receipt' | 'renewal-reminder';

// Namespace of the mail ids derived from what a mail is about: the same mail is queued once.
const MAIL_IDS = '0b6f0a53-5c8e-4d0e-8f2c-6a1e5b9d7c42';

/** The receipt mail of an order: its id is the order's, so the outbox queues it once and verify can ask after it. */
export function receiptMailId(orderId: string): string {
  return uuidv5(`receipt:${orderId}`, MAIL_IDS);
}

/** The renewal reminder of the PRO period ending at `endDate`: one per period. */
export function renewalReminderMailId(userId: string, endDate: string): string {
  return uuidv5(`renewal-reminder:${userId}:${new Date(endDate).toISOString()}`, MAIL_IDS);
}

/**
 * The outbox (processes/) could not hand the mail to the SMTP server on its first try and will try
 * again: recorded once, at the first failure, so the person's screen can say the mail is late.
 * Stream `Mail-{mailId}`. `reason` is the SMTP error's code only (an SMTP reply may quote the address).
 */
export const MailDelayed = defineEvent<{ mailId: string; userId: string; kind: MailKind; attempts: number; reason: string }>()({
  type: 'MailDelayed',
  version: 1,
});

/** The SMTP server accepted the mail. */
export const MailSent = defineEvent<{ mailId: string; userId: string; kind: MailKind; attempts: number }>()({
  type: 'MailSent',
  version: 1,
});

/**
 * The outbox gave up on the mail: every try failed, or what it carried expired first. Nothing more
 * is tried for it; the person asks for a new code (the screen says so).
 */
export const MailFailed = defineEvent<{ mailId: string; userId: string; kind: MailKind; attempts: number; reason: string }>()({
  type: 'MailFailed',
  version: 1,
});

export type MailEvent = EventOf<typeof MailDelayed> | EventOf<typeof MailSent> | EventOf<typeof MailFailed>;

export const mailEvents = [MailDelayed, MailSent, MailFailed] as const;
