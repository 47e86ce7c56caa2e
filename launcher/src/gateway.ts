import { existsSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import Koa from 'koa';
import serve from 'koa-static';
import send from 'koa-send';
import { securityHeaders } from '@more-ai/platform';
import { SANDBOX_PREFIX } from '@more-ai/platform/payments/sandbox/sandbox';
import { createDevMailboxApp } from './dev-mailbox-routes';

/** ui/build/prerender.ts writes it; the UI is not a dependency of the launcher, so the name is repeated here. */
const LANDING_PAGE_FILE = 'landing.html';

type Handler = (req: http.IncomingMessage, res: http.ServerResponse) => void;

export interface GatewayOptions {
  commandApi: Koa;
  readApi: Koa;
  /** The built UI (ui/dist). */
  uiDir: string;
  /** GET /dev/mailbox, embedded mode only (without it the path is a 404). */
  devMailbox?: Koa.Middleware | undefined;
  /** The embedded Razorpay sandbox (everything under /sandbox/razorpay), sandbox mode only. */
  paymentsSandbox?: Koa | undefined;
}

/**
 * One port for everything, routed as ARCHITECTURE.md says: GET and HEAD under /api go to the
 * read-api, every other /api request to the command-api, and the rest is the UI with a history
 * fallback to index.html so deep links work.
 */
export function createGateway({ commandApi, readApi, uiDir, devMailbox, paymentsSandbox }: GatewayOptions): Handler {
  const commands = commandApi.callback();
  const reads = readApi.callback();
  const ui = createUiServer(uiDir).callback();
  const mailbox = createDevMailboxApp(devMailbox).callback();
  const sandbox = paymentsSandbox?.callback();
  return (req, res) => {
    const pathname = (req.url ?? '/').split('?')[0]!;
    if (pathname === '/api' || pathname.startsWith('/api/')) {
      const isRead = req.method === 'GET' || req.method === 'HEAD';
      (isRead ? reads : commands)(req, res);
      return;
    }
    if (sandbox && (pathname === SANDBOX_PREFIX || pathname.startsWith(`${SANDBOX_PREFIX}/`))) {
      sandbox(req, res);
      return;
    }
    if (pathname === '/dev/mailbox') {
      mailbox(req, res);
      return;
    }
    ui(req, res);
  };
}

/**
 * Sends file.br or file.gz in place of file when the browser accepts that encoding and the build made
 * one (ui/build/precompress.ts): the landing page's script and styles are several times smaller so.
 */
const PRECOMPRESSED = { brotli: true, gzip: true } as const;

function createUiServer(uiDir: string): Koa {
  const app = new Koa();
  // A browser that navigates away mid-download closes the stream: not an error worth a stack trace.
  app.silent = true;
  app.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code !== 'ECONNRESET' && error.code !== 'ERR_STREAM_PREMATURE_CLOSE' && error.code !== 'EPIPE') console.error(error);
  });
  const root = path.resolve(uiDir);
  const index = path.join(root, 'index.html');
  app.use(securityHeaders());
  app.use(async (ctx, next) => {
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD') {
      ctx.status = 405;
      return;
    }
    if (!existsSync(index)) {
      ctx.status = 503;
      ctx.type = 'text/plain';
      ctx.body = 'The UI has not been built. Run: npm run build:ui';
      return;
    }
    await next();
  });
  // Vite names assets by content hash, so they can be cached for good; index.html never.
  app.use(async (ctx, next) => {
    await next();
    if (ctx.path.startsWith('/assets/')) ctx.set('Cache-Control', 'public, max-age=31536000, immutable');
    else ctx.set('Cache-Control', 'no-cache');
    // The same address answers brotli, gzip or plain bytes (the build writes .br and .gz beside each
    // text file), so a cache must key on what the browser accepts.
    ctx.vary('Accept-Encoding');
  });
  // The landing page is rendered at build time (ui/build/prerender.ts) into a page of its own; every
  // other route gets the empty shell, which the script draws.
  app.use(async (ctx, next) => {
    if (ctx.path !== '/' || !existsSync(path.join(root, LANDING_PAGE_FILE))) return next();
    await send(ctx, LANDING_PAGE_FILE, { root, ...PRECOMPRESSED });
  });
  app.use(serve(root, { index: 'index.html', ...PRECOMPRESSED }));
  app.use(async (ctx) => {
    if (ctx.body != null || ctx.status !== 404) return;
    // A missing file with an extension is a real 404; anything else is a client-side route.
    if (path.extname(ctx.path)) return;
    await send(ctx, 'index.html', { root, ...PRECOMPRESSED });
  });
  return app;
}
