import { createTransport } from 'nodemailer';
import type { Logger } from '@more-ai/platform';

/** A file sent with a mail (a receipt's PDF). */
export interface MailAttachment {
  filename: string;
  content: Buffer;
  contentType: string;
}

/** One e-mail to one person: both parts, so every mail client shows something readable, and any files. */
export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  attachments?: readonly MailAttachment[] | undefined;
}

/** The e-mail port: the mail outbox sends through it, whatever carries the mail. */
export interface Mailer {
  /** Resolves once the SMTP server accepted the mail; rejects when it did not. */
  send(mail: OutgoingMail): Promise<void>;
}

/** The sender when MAIL_FROM is not set. */
export const DEFAULT_MAIL_FROM = 'MoRe AI <no-reply@moreai.local>';

/**
 * A server that hangs fails the try within seconds: the outbox tries again later, and a hung
 * connection must not hold up the mails queued behind it.
 */
const TIMEOUTS = { connectionTimeout: 5_000, greetingTimeout: 5_000, socketTimeout: 15_000 };

/**
 * The mailer over SMTP (nodemailer), used by the mail outbox (processes/). `url` is e.g. smtp://user:pass@host:587 or smtps://host:465;
 * a plain smtp:// server that offers STARTTLS is upgraded. A connection per mail: codes are few.
 * Logs carry the message id only: bodies hold one-time codes and recipients are personal data.
 */
export function createSmtpMailer({ url, from, log }: { url: string; from: string; log: Logger }): Mailer {
  const transport = createTransport({ url, ...TIMEOUTS });
  return {
    async send({ to, subject, text, html, attachments = [] }) {
      try {
        const info = await transport.sendMail({ from, to, subject, text, html, attachments: attachments.map((file) => ({ ...file })) });
        log.info({ messageId: info.messageId }, 'mail sent');
      } catch (error) {
        const { code, responseCode } = error as { code?: string; responseCode?: number };
        // Not the error itself: an SMTP reply often quotes the recipient's address.
        log.error({ code, responseCode }, 'mail could not be sent');
        throw new MailNotSent(code, { cause: error });
      }
    },
  };
}

/** The SMTP server refused the mail or could not be reached. */
export class MailNotSent extends Error {
  constructor(
    readonly code: string | undefined,
    options?: ErrorOptions,
  ) {
    super(`The e-mail could not be sent${code ? ` (${code})` : ''}`, options);
    this.name = 'MailNotSent';
  }
}
