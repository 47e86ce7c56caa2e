import type Koa from 'koa';
import Router from '@koa/router';
import type { Knex } from 'knex';
import type { GlobalPosition } from '@more-ai/events/position';
import type { SubjectKeyStore } from '@more-ai/events/personal-data/index';
import { API_CONTRACTS } from '@more-ai/contracts/api/index';
import { createServiceApp, jsonBody, type Logger } from '@more-ai/platform';
import { authenticate, requireCsrf } from '@more-ai/platform/auth/middleware';
import type { SessionSecrets } from '@more-ai/platform/auth/secrets';
import type { PaymentGateway, PaymentsSettings } from '@more-ai/platform/payments/gateway';
import { userStatusRoutes } from './admin/status-routes';
import { CodeRequests } from './accounts/code-requests';
import { accountRoutes } from './accounts/routes';
import { contactRoutes } from './contacts/routes';
import { diaryRoutes } from './diary/routes';
import { favoriteRoutes } from './favorites/routes';
import { followRoutes } from './follows/routes';
import { importRoutes, importUploadRoutes } from './imports/routes';
import type { CommandHandler } from './pipeline/handle-command';
import { forgetIdempotentAnswers, idempotency } from './pipeline/idempotency';
import type { OpenAiSettings } from './recommendations/engine/openai';
import type { ReadModelQueries } from './read-models';
import { RecommendedMovies } from './recommendations/recommended-movies';
import { createRecommender } from './recommendations/recommender';
import { recommendationRoutes } from './recommendations/routes';
import { SessionService } from './sessions/session-service';
import { LoginThrottle } from './throttle/login-throttle';
import { paymentRoutes, paymentWebhookRoutes } from './payments/routes';
import { projectionAdminRoutes } from './projections/routes';
import { PaymentWorkflow } from './payments/workflow';
import { watchlistRoutes } from './watchlists/routes';

export interface CommandApiDependencies {
  commands: CommandHandler;
  /** The command side's own tables (idempotency keys). */
  db: Knex;
  log: Logger;
  /** True behind the reverse proxy (docker-compose), false when serving browsers directly. */
  behindProxy: boolean;
  /** Throws when a dependency (event store, database) is down; GET /health answers 503 then. */
  ready: () => Promise<void>;
  /** Verify access tokens and CSRF tokens (the read-api is given the same). */
  secrets: SessionSecrets;
  /** Deleting an account destroys its personal-data key (the event log's subject keys). */
  keys: Pick<SubjectKeyStore, 'destroy'>;
  /**
   * Resolves true once the sessions read model has applied `position` (false after `timeoutMs`):
   * logout and password reset answer only once the sessions they end are refused everywhere.
   */
  sessionsReached: (position: GlobalPosition, timeoutMs: number) => Promise<boolean>;
  /** The time sessions are signed with; the CommandHandler has its own. Tests fix both. */
  clock?: () => Date;
  /** The read models' queries some answers show: followers counts, movie cards. */
  reads: ReadModelQueries;
  /** OPENAI_API_KEY and co.: the OpenAI engine answers recommendation requests; unset, the local engine does. */
  openai?: OpenAiSettings | undefined;
  /** Test apps: every answer is checked against its contract (a violation is a 500). Off in production. */
  checkResponses?: boolean | undefined;
  /** The payment gateway (Razorpay, or the embedded sandbox) and its keys. */
  payments: { gateway: PaymentGateway; settings: PaymentsSettings };
  /** The read models' projector names: what the admin projections page may rebuild. */
  projectors: readonly string[];
}

/** The write side: every POST/PUT/PATCH/DELETE under /api. Each route validates, decides, appends. */
export function createCommandApi({
  commands,
  db,
  log,
  ready,
  secrets,
  keys,
  sessionsReached,
  clock,
  behindProxy,
  openai,
  reads,
  checkResponses = false,
  payments,
  projectors,
}: CommandApiDependencies): Koa {
  const app = createServiceApp({ log, behindProxy, contracts: checkResponses ? API_CONTRACTS : undefined });

  // Its own health, outside /api: the read-api's GET /api/health asks it when they run apart.
  const health = new Router();
  health.get('/health', async (ctx) => {
    await ready();
    ctx.body = { status: 'ok' };
  });
  app.use(health.routes());

  // Who is calling, then the CSRF check: a forged request is refused before its body is even read.
  app.use(authenticate({ db, secrets }));
  app.use(requireCsrf({ secrets }));
  const workflow = new PaymentWorkflow(commands, payments.gateway, payments.settings, clock ?? (() => new Date()));
  const paymentDependencies = { commands, workflow, webhookSecret: payments.settings.webhookSecret, log: log.child({ area: 'payments' }) };
  // Signed over its raw bytes: read before the JSON parser takes the body.
  app.use(paymentWebhookRoutes(paymentDependencies).routes());
  // An export file is uploaded as it is (a .zip or CSV text): read before the JSON parser too.
  app.use(importUploadRoutes({ commands, reads }).routes());
  app.use(jsonBody({ limit: '64kb' }));
  app.use(idempotency(db));
  const sessions = new SessionService({ commands, db, secrets, sessionsReached, ...(clock ? { clock } : {}) });
  const auth = accountRoutes({
    commands,
    sessions,
    throttle: new LoginThrottle(db, secrets.otpPepper),
    codeRequests: new CodeRequests(db, secrets.otpPepper, clock ?? (() => new Date())),
    secrets,
    keys,
    forgetIdempotentAnswers: (userId, mentions) => forgetIdempotentAnswers(db, userId, mentions),
  });
  const movies = new RecommendedMovies(reads.movieViews, commands);
  const recommendations = recommendationRoutes({
    commands,
    recommender: createRecommender({ db, commands, log, openai, ...(clock ? { clock } : {}) }),
    movies,
    clock: clock ?? (() => new Date()),
  });
  for (const router of [
    contactRoutes(commands, reads),
    ...auth,
    userStatusRoutes({ commands, sessions }),
    recommendations,
    followRoutes(commands, reads),
    favoriteRoutes({ commands, movies }),
    ...watchlistRoutes({ commands, db, movies }),
    diaryRoutes({ commands, movies }),
    importRoutes({ commands, reads }),
    paymentRoutes(paymentDependencies),
    projectionAdminRoutes({ commands, projectors }),
  ])
    app.use(router.routes());
  return app;
}
