import { defineEvent, type EventOf } from '../definitions';

/** What a mail is for: a one-time code now; receipts and reminders take the same path. */
export type MailKind = 'verify-email' | 'reset-password';

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
