import http from 'node:http';
import type { Logger } from '../logger';

/**
 * Runs a service on its own (docker-compose): listens on `port`, and on SIGTERM or SIGINT stops
 * taking requests, lets the open ones finish, closes what `release` closes and exits.
 */
export function serve(name: string, handler: http.RequestListener, port: number, log: Logger, release: () => Promise<void>): void {
  const server = http.createServer(handler).listen(port);
  log.info({ port }, `${name} listening`);
  const stop = () =>
    server.close(async () => {
      await release().catch((error: unknown) => log.error({ err: error }, `${name} did not stop cleanly`));
      process.exit(0);
    });
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
}

/** Reports a service that could not start and exits non-zero, so the container is restarted. */
export function failedToStart(name: string): (error: Error) => never {
  return (error) => {
    console.error(`${name} could not start: ${error.message}`);
    process.exit(1);
  };
}
