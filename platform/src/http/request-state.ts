import type { SessionUser } from '../auth/tokens';
import type { Logger } from '../logger';

/**
 * What a request carries in `ctx.state` through both APIs, typed once for every middleware and route
 * (no casts): who asks, how to log it, and what events will record.
 */
declare module 'koa' {
  interface DefaultState {
    /** Set by requestContext for every request: the caller's X-Request-Id when sane, else a new one. */
    requestId: string;
    /** The caller's X-Correlation-Id when sane, else the request id; events and log lines carry it on. */
    correlationId: string;
    /** A child of the service's logger with the request and correlation ids. */
    log: Logger;
    /** Set by authenticate when the access cookie names an active session. */
    user?: SessionUser;
    /** The user id events record as their actor; unset for anonymous calls. */
    actor?: string;
    /** Set by the command-api's Idempotency-Key middleware: the caller's key as scoped to caller and route. */
    idempotencyKey?: string;
  }
}
