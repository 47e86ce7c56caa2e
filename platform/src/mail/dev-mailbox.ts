import type { AddressInfo } from 'node:net';
import type Koa from 'koa';
import { SMTPServer } from 'smtp-server';
import type { Logger } from '@more-ai/platform';
import { mailboxPage, type DevMail } from './dev-mailbox-page';

export interface DevMailbox {
  /** Where the mailer sends: smtp://127.0.0.1:{port}. */
  smtpUrl: string;
  /** The mails received, newest first. */
  messages(): DevMail[];
  /** The bytes of the newest file of that name received: what a reader of the mail would open. */
  attachment(filename: string): Buffer | undefined;
  /** GET /dev/mailbox: JSON for clients that accept JSON first (fetch, curl), a page for browsers. */
  handler: Koa.Middleware;
  close(): Promise<void>;
}

const KEPT = 200;
const MAX_MAIL_BYTES = 5 * 1024 * 1024;

/**
 * The embedded e-mail catcher: an SMTP server on loopback that keeps what it receives, so `npm start`
 * needs no mail server and a developer (or a browser test) reads the codes the app sent. On a port
 * of the caller's choosing, a test can bring the mail server up after the app has started sending.
 */
export async function startDevMailbox(log: Logger, { port: wanted = 0 }: { port?: number } = {}): Promise<DevMailbox> {
  const received: DevMail[] = [];
  // Files by name, newest kept: the page and the JSON list only names and sizes.
  const files = new Map<string, Buffer>();
  const server = new SMTPServer({
    // Loopback only and nothing to protect: no login, and no STARTTLS that would need a certificate.
    disabledCommands: ['AUTH', 'STARTTLS'],
    authOptional: true,
    banner: 'MoRe AI dev mailbox',
    size: MAX_MAIL_BYTES,
    logger: false,
    // A reverse DNS lookup of 127.0.0.1 per connection only slows every mail down.
    disableReverseLookup: true,
    closeTimeout: 1000,
    onData(stream, session, callback) {
      // The parser loads with the first mail rather than with the app.
      import('mailparser')
        .then(({ simpleParser }) => simpleParser(stream))
        .then(
          (parsed) => {
            if (stream.sizeExceeded) return callback(Object.assign(new Error('Message too large'), { responseCode: 552 }));
            const mail: DevMail = {
              to: session.envelope.rcptTo.map((r) => r.address).join(', '),
              subject: parsed.subject ?? '',
              text: parsed.text ?? '',
              html: typeof parsed.html === 'string' ? parsed.html : '',
              attachments: parsed.attachments.map((file) => ({
                filename: file.filename ?? '',
                contentType: file.contentType,
                size: file.size,
              })),
              receivedAt: new Date().toISOString(),
            };
            for (const file of parsed.attachments) if (file.filename) files.set(file.filename, file.content);
            while (files.size > KEPT) files.delete(files.keys().next().value!);
            received.unshift(mail);
            received.length = Math.min(received.length, KEPT);
            // Embedded mode only: who got what, so a developer sees the mail was sent.
            log.info({ to: mail.to, subject: mail.subject }, 'mail received in the dev mailbox');
            callback();
          },
          (error: Error) => callback(error),
        );
    },
  });
  server.on('error', (error) => log.warn({ err: error }, 'dev mailbox connection failed'));
  await new Promise<void>((resolve, reject) => {
    server.server.once('error', reject);
    server.listen(wanted, '127.0.0.1', () => resolve());
  });
  const { port } = server.server.address() as AddressInfo;
  const messages = () => received.map((m) => ({ ...m }));

  const handler: Koa.Middleware = async (ctx, next) => {
    if (ctx.path !== '/dev/mailbox') return next();
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD') {
      ctx.status = 405;
      ctx.set('Allow', 'GET, HEAD');
      return;
    }
    ctx.set('Cache-Control', 'no-store');
    ctx.vary('Accept');
    if (ctx.accepts('json', 'html') === 'html') {
      ctx.type = 'html';
      ctx.body = mailboxPage(messages());
    } else {
      ctx.body = messages();
    }
  };

  return {
    smtpUrl: `smtp://127.0.0.1:${port}`,
    messages,
    attachment: (filename) => files.get(filename),
    handler,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
