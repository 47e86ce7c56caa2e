import Koa from 'koa';
import type { ApiContract } from '@more-ai/contracts/api/contract';
import type { Logger } from '../logger';
import { compressAnswers } from './compression';
import { contractConformance } from './contract-conformance';
import { requestDeadline } from './deadline';
import { accessLog, errorHandler, requestContext, safeAddress, securityHeaders } from './middleware';

export interface ServiceAppOptions {
  log: Logger;
  /**
   * Behind our reverse proxy (docker-compose): the client address is the one entry the proxy adds
   * to X-Forwarded-For. Serving browsers directly (npm start): no proxy, and forwarded headers are
   * ignored, since any client can send them (the login throttle counts per address).
   */
  behindProxy: boolean;
  /** Test apps: every /api answer is checked against these contracts (a violation is a 500). */
  contracts?: readonly ApiContract[] | undefined;
}

/**
 * A Koa app with what every API answers through: request ids, compression, access log, error shape, a
 * deadline per route class, security headers.
 */
export function createServiceApp({ log, behindProxy, contracts }: ServiceAppOptions): Koa {
  const app = new Koa({ proxy: behindProxy, maxIpsCount: behindProxy ? 1 : 0 });
  app.use(requestContext(log));
  // Outermost but for the request id: every check below reads the answer before it is compressed.
  app.use(compressAnswers());
  app.use(accessLog());
  // Outside the error handler, so it checks the answers that errors become too.
  if (contracts) app.use(contractConformance(contracts));
  app.use(errorHandler());
  // Inside the error handler, which turns a passed deadline into 503 with Retry-After; around all the
  // rest, so the deadline counts the session lookup and the body's reading too.
  app.use(requestDeadline());
  app.use(securityHeaders());
  app.use(safeAddress());
  return app;
}
