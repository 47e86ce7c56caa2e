import Router from '@koa/router';
import type Koa from 'koa';
import type { Knex } from 'knex';
import type { ProjectionWatcher } from '@more-ai/projections';
import { createServiceApp, type InvoiceSupplier, type Logger } from '@more-ai/platform';
import { authenticate, sessionRow } from '@more-ai/platform/auth/middleware';
import { RememberedSessions } from '@more-ai/platform/auth/remembered-sessions';
import type { SessionSecrets } from '@more-ai/platform/auth/secrets';
import { API_CONTRACTS } from '@more-ai/contracts/api/index';
import { accountRoutes } from './accounts/routes';
import { adminMovieRoutes } from './admin/movies-routes';
import { adminUserRoutes } from './admin/users-routes';
import { contactRoutes } from './contacts/routes';
import { adminEventRoutes } from './admin/events-routes';
import { adminProjectionRoutes, type ProjectionsOverviewSource } from './admin/projections-routes';
import { adminStatsRoutes } from './admin/stats-routes';
import { diaryRoutes } from './diary/routes';
import { apiDocsRoutes } from './docs/routes';
import { exportRoutes } from './exports/routes';
import { favoriteRoutes } from './favorites/routes';
import { featureRoutes } from './features/routes';
import { followingRoutes } from './following/routes';
import { healthRoutes, type HealthCheck } from './health';
import { importRoutes } from './imports/routes';
import { locationRoutes } from './locations/routes';
import { movieRoutes } from './movies/routes';
import { similarMovieRoutes } from './movies/similar-routes';
import { peopleRoutes } from './people/routes';
import { DEFAULT_INVOICE_SUPPLIER } from './payments/receipt-document';
import { paymentRoutes } from './payments/routes';
import { planRoutes } from './plans/routes';
import { profileRoutes } from './profiles/routes';
import { recommendationRoutes } from './recommendations/routes';
import { subscriptionRoutes } from './subscriptions/routes';
import { watchlistRoutes } from './watchlists/routes';

export interface ReadApiDependencies {
  db: Knex;
  watcher: ProjectionWatcher;
  log: Logger;
  /** True behind the reverse proxy (docker-compose), false when serving browsers directly. */
  behindProxy: boolean;
  health: readonly HealthCheck[];
  /** Verify access tokens (the command-api is given the same). */
  secrets: SessionSecrets;
  /** What time it is for day-bound answers (the search quota's IST day); tests fix it. */
  clock?: (() => Date) | undefined;
  /** Test apps: every answer is checked against its contract (a violation is a 500). Off in production. */
  checkResponses?: boolean | undefined;
  /** The seller the receipts name (the settings' INVOICE_SUPPLIER_*); DEFAULT_INVOICE_SUPPLIER when not given. */
  supplier?: InvoiceSupplier | undefined;
  /** The admin projections page's figures (they need the event store); GET /api/admin/projections answers only where given. */
  projectionsOverview?: ProjectionsOverviewSource | undefined;
}

/** The read side: GET /api/* answered from the read-model tables. */
export function createReadApi({
  db,
  watcher,
  log,
  health,
  secrets,
  behindProxy,
  clock = () => new Date(),
  checkResponses = false,
  supplier = DEFAULT_INVOICE_SUPPLIER,
  projectionsOverview,
}: ReadApiDependencies): Koa {
  const app = createServiceApp({ log, behindProxy, contracts: checkResponses ? API_CONTRACTS : undefined });
  app.use(async (ctx, next) => {
    ctx.set('Cache-Control', 'no-store');
    await next();
  });
  // The sessions found active are remembered until the sessions projector announces their end, so a
  // signed-in read costs no lookup of its session (the command-api still looks each one up).
  const sessions = new RememberedSessions(sessionRow(db), { listening: () => watcher.listening });
  watcher.onSessionsEnded((ended) => sessions.ended(ended));
  app.use(authenticate({ db, secrets, sessions }));
  // One router holding every route: a request is matched once, not by each of two dozen routers in turn.
  const routes = new Router();
  for (const router of [
    healthRoutes(health),
    apiDocsRoutes(),
    planRoutes(db, watcher),
    locationRoutes(),
    accountRoutes(db, watcher),
    recommendationRoutes(db, watcher, clock),
    movieRoutes(db, watcher),
    similarMovieRoutes(db, watcher),
    peopleRoutes(db, watcher),
    favoriteRoutes(db, watcher),
    diaryRoutes(db, watcher),
    importRoutes(db, watcher),
    exportRoutes(db, watcher, clock),
    featureRoutes(db, watcher, clock),
    watchlistRoutes(db, watcher),
    profileRoutes(db, watcher),
    followingRoutes(db, watcher),
    paymentRoutes(db, watcher, supplier),
    subscriptionRoutes(db, watcher),
    adminUserRoutes(db, watcher),
    adminMovieRoutes(db, watcher),
    contactRoutes(db, watcher),
    ...(projectionsOverview ? [adminProjectionRoutes(projectionsOverview)] : []),
    adminStatsRoutes(db, watcher, clock),
    adminEventRoutes(db, watcher),
  ])
    routes.use(router.routes());
  app.use(routes.routes());
  return app;
}
