import http from 'node:http';

export class PortInUseError extends Error {
  override readonly name = 'PortInUseError';
  constructor(readonly port: number) {
    super(`port ${port} is already in use (set PORT to use another one)`);
  }
}

const RETRY_AFTER_SECONDS = 2;
const STARTING = { message: 'MoRe AI is starting. Please try again in a moment.', code: 'STARTING' } as const;
const STARTING_PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta http-equiv="refresh" content="${RETRY_AFTER_SECONDS}">
<title>MoRe AI is starting</title></head>
<body style="font-family: system-ui, sans-serif; margin: 4rem auto; max-width: 32rem; text-align: center">
<h1>MoRe AI is starting</h1><p>${STARTING.message} This page reloads by itself.</p></body></html>`;

/**
 * Binds the app's port before anything else: a port in use is then known before PostgreSQL starts,
 * migrations run or projectors take their locks, and no other process can take the port meanwhile
 * (a probe that lets go of it would race). Until startApp hands the server the app's handler, every
 * request is answered 503 with Retry-After: JSON in the API's error shape, a page that reloads
 * itself for a browser.
 */
export async function listenWhileStarting(port: number, host: string): Promise<http.Server> {
  const server = http.createServer((request, response) => {
    response.setHeader('Retry-After', String(RETRY_AFTER_SECONDS));
    response.setHeader('Cache-Control', 'no-store');
    const wantsPage = !request.url?.startsWith('/api/') && (request.headers.accept ?? '').includes('text/html');
    if (wantsPage) {
      response.writeHead(503, { 'Content-Type': 'text/html; charset=utf-8' }).end(STARTING_PAGE);
    } else {
      response.writeHead(503, { 'Content-Type': 'application/json; charset=utf-8' }).end(JSON.stringify(STARTING));
    }
  });
  await new Promise<void>((resolve, reject) => {
    const refused = (error: NodeJS.ErrnoException) => reject(error.code === 'EADDRINUSE' ? new PortInUseError(port) : error);
    server.once('error', refused);
    server.listen(port, host, () => {
      server.removeListener('error', refused);
      resolve();
    });
  });
  return server;
}
