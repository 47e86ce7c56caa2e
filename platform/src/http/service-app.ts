import Koa from 'koa';
import type { Logger } from '../logger';
import { accessLog, errorHandler, requestContext, safeAddress, securityHeaders } from './middleware';

export interface ServiceAppOptions {
  log: Logger;
  /**
   * Behind our reverse proxy (docker-compose): the client address is the one entry the proxy adds
   * to X-Forwarded-For. Serving browsers directly (npm start): no proxy, and forwarded headers are
   * ignored, since any client can send them (the login throttle counts per address).
   */
  behindProxy: boolean;
}

/** A Koa app with what every API answers through: request ids, access log, error shape, security headers. */
export function createServiceApp({ log, behindProxy }: ServiceAppOptions): Koa {
  const app = new Koa({ proxy: behindProxy, maxIpsCount: behindProxy ? 1 : 0 });
  app.use(requestContext(log));
  app.use(accessLog());
  app.use(errorHandler());
  app.use(securityHeaders());
  app.use(safeAddress());
  return app;
}
