import Koa from 'koa';
import { securityHeaders } from '@more-ai/platform';

/**
 * /dev/mailbox behind the one port: the embedded mailbox when there is one. With SMTP_URL set the
 * mails went to a real server, so the path does not exist (404) rather than falling through to the UI.
 */
export function createDevMailboxApp(mailbox: Koa.Middleware | undefined): Koa {
  const app = new Koa();
  app.use(securityHeaders());
  if (mailbox) app.use(mailbox);
  app.use((ctx) => {
    ctx.status = 404;
    ctx.type = 'text/plain';
    ctx.body = 'Not Found';
  });
  return app;
}
