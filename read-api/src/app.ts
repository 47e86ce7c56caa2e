import Koa from 'koa';
import type { Knex } from 'knex';
import type { ProjectionWatcher } from '@more-ai/projections';
import { accessLog, errorHandler, requestContext, securityHeaders, type Logger } from '@more-ai/platform';
import { authenticate } from '@more-ai/platform/auth/middleware';
import type { SessionSecrets } from '@more-ai/platform/auth/secrets';
import { accountRoutes } from './accounts/routes';
import { healthRoutes, type HealthCheck } from './health';
import { locationRoutes } from './locations/routes';
import { planRoutes } from './plans/routes';

export interface ReadApiDependencies {
  db: Knex;
  watcher: ProjectionWatcher;
  log: Logger;
  health: readonly HealthCheck[];
  /** Verify access tokens (the command-api is given the same). */
  secrets: SessionSecrets;
}

/** The read side: GET /api/* answered from the read-model tables. */
export function createReadApi({ db, watcher, log, health, secrets }: ReadApiDependencies): Koa {
  const app = new Koa();
  app.proxy = true;
  app.use(requestContext(log));
  app.use(accessLog());
  app.use(errorHandler());
  app.use(securityHeaders());
  app.use(async (ctx, next) => {
    ctx.set('Cache-Control', 'no-store');
    await next();
  });
  app.use(authenticate({ db, secrets }));
  for (const router of [healthRoutes(health), planRoutes(db, watcher), locationRoutes(), accountRoutes(db, watcher)]) app.use(router.routes());
  return app;
}
