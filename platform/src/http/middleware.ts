import { randomUUID } from 'node:crypto';
import type Koa from 'koa';
import helmet from 'koa-helmet';
import type { Logger } from '../logger';
import { textProblem } from '@more-ai/contracts/text';
import { DomainError, LimitReached } from '../domain/errors';
import { ApiError, isDatabaseUnavailable, RETRY_AFTER_SECONDS, ServiceUnavailable, statusOfDomainError, ValidationFailed } from './errors';
import './request-state';

const ID = /^[A-Za-z0-9._:-]{1,128}$/;

/**
 * Gives the request an id (the caller's X-Request-Id when sane) and a correlation id (the caller's
 * X-Correlation-Id, else the request id) that events and log lines carry onwards. Both come back as
 * headers on every answer, so a client can find its request's events in the admin event log.
 */
export function requestContext(log: Logger): Koa.Middleware {
  return async (ctx, next) => {
    const given = ctx.get('X-Request-Id');
    const requestId = ID.test(given) ? given : randomUUID();
    const correlation = ctx.get('X-Correlation-Id');
    const correlationId = ID.test(correlation) ? correlation : requestId;
    ctx.state.requestId = requestId;
    ctx.state.correlationId = correlationId;
    ctx.state.log = log.child({ requestId, correlationId });
    ctx.set('X-Request-Id', requestId);
    ctx.set('X-Correlation-Id', correlationId);
    await next();
  };
}

/**
 * The address itself obeys the text rules: a path or query that decodes to a control character, a
 * lone surrogate or an invisible character, or that is not valid %-encoding, is a 400 before any
 * route sees it. Routes then validate their ids and queries with their own schemas.
 */
export function safeAddress(): Koa.Middleware {
  return async (ctx, next) => {
    const problem = addressProblem(ctx.path, ctx.querystring);
    if (problem) throw new ValidationFailed(problem, 'INVALID_ADDRESS');
    await next();
  };
}

function addressProblem(path: string, query: string): string | undefined {
  // Printable ASCII with no %-escape needs no closer look.
  if (!/[^\x20-\x7e]|%/.test(path + query)) return undefined;
  const parts: [string, string][] = [
    ['The path', path],
    ...query.split('&').map((part): [string, string] => ['The query', part.replace(/\+/g, ' ')]),
  ];
  for (const [label, part] of parts) {
    let decoded: string;
    try {
      decoded = decodeURIComponent(part);
    } catch {
      return `${label} is not valid %-encoded UTF-8`;
    }
    const problem = textProblem(decoded, label);
    if (problem) return problem;
  }
  return undefined;
}

/** One line per request: method, path, status, duration. */
export function accessLog(): Koa.Middleware {
  return async (ctx, next) => {
    const started = process.hrtime.bigint();
    try {
      await next();
    } finally {
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      ctx.state.log.info({ method: ctx.method, path: ctx.path, status: ctx.status, ms: Math.round(ms * 10) / 10 }, 'request');
    }
  };
}

/**
 * Turns every failure into `{ message, code? }` with an honest status: a domain error gets its
 * status from the one table (http/errors.ts), and a wait it knows becomes Retry-After; a database
 * that does not answer, or a request past its deadline, is a 503 with Retry-After; unknown errors
 * are logged and answered as 500 without internals. Also answers unmatched /api paths with a JSON 404.
 */
export function errorHandler(): Koa.Middleware {
  return async (ctx, next) => {
    try {
      await next();
      if (ctx.status === 404 && ctx.body == null && ctx.path.startsWith('/api')) {
        ctx.status = 404;
        ctx.body = { message: `No such endpoint: ${ctx.method} ${ctx.path}`, code: 'NOT_FOUND' };
      }
    } catch (error) {
      if (error instanceof ServiceUnavailable || isDatabaseUnavailable(error)) {
        // Once per request, and as a warning: an outage is an operator's concern, not a bug with a stack.
        const reason = error instanceof ServiceUnavailable ? error.reason : reasonOf(error);
        ctx.state.log?.warn({ reason }, 'service unavailable');
        const unavailable = error instanceof ServiceUnavailable ? error : new ServiceUnavailable('the database does not answer');
        ctx.status = unavailable.status;
        ctx.body = unavailable.toJSON();
        ctx.set('Retry-After', String(RETRY_AFTER_SECONDS));
        return;
      }
      if (error instanceof ApiError) {
        ctx.status = error.status;
        ctx.body = error.toJSON();
        return;
      }
      const domainStatus = error instanceof DomainError ? statusOfDomainError(error) : undefined;
      if (error instanceof DomainError && domainStatus !== undefined) {
        ctx.status = domainStatus;
        ctx.body = error.toJSON();
        if (error instanceof LimitReached && error.retryAfterSeconds !== undefined) ctx.set('Retry-After', String(error.retryAfterSeconds));
        return;
      }
      const status = httpStatusOf(error);
      if (status && status < 500) {
        ctx.status = status;
        ctx.body = { message: clientMessage(status, error), code: clientCode(status) };
        return;
      }
      ctx.state.log?.error({ err: error }, 'request failed');
      ctx.status = 500;
      ctx.body = { message: 'Server error', code: 'SERVER_ERROR' };
    }
  };
}

/**
 * What the warning says caused a 503: the error's name, code and message, not its stack. Knex puts
 * the SQL with its values before the driver's message (' - '): only the driver's part is kept, so no
 * value a query carried reaches the log.
 */
function reasonOf(error: unknown): { name?: unknown; code?: unknown; message?: unknown } {
  if (typeof error !== 'object' || error === null) return { message: String(error) };
  const { name, code, message } = error as { name?: unknown; code?: unknown; message?: unknown };
  const driverMessage = typeof message === 'string' ? message.split(' - ').pop() : message;
  return { name, ...(code === undefined ? {} : { code }), message: driverMessage };
}

function httpStatusOf(error: unknown): number | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const status = (error as { status?: unknown; statusCode?: unknown }).status ?? (error as { statusCode?: unknown }).statusCode;
  return typeof status === 'number' ? status : undefined;
}

function clientMessage(status: number, error: unknown): string {
  if (status === 413) return 'Request body is too large';
  if (status === 415) return 'Request body must be JSON (Content-Type: application/json)';
  const type = (error as { type?: string }).type;
  if (status === 400 && (type === 'entity.parse.failed' || error instanceof SyntaxError)) return 'Request body is not valid JSON';
  const message = (error as { expose?: boolean; message?: string }).expose ? (error as { message: string }).message : undefined;
  return message || 'Bad request';
}

function clientCode(status: number): string {
  return status === 413 ? 'PAYLOAD_TOO_LARGE' : status === 415 ? 'UNSUPPORTED_MEDIA_TYPE' : status === 404 ? 'NOT_FOUND' : 'BAD_REQUEST';
}

/**
 * Razorpay Checkout (PAYMENTS=razorpay): its script comes from its checkout host and its payment
 * window is a frame of its API host. The embedded sandbox's checkout is served from our own origin.
 */
const RAZORPAY_CHECKOUT = 'https://checkout.razorpay.com';
const RAZORPAY_API = 'https://api.razorpay.com';

/**
 * Security headers for API and page responses alike. The CSP allows our own origin, and Razorpay's
 * checkout where a payment opens it.
 */
export function securityHeaders(): Koa.Middleware {
  return helmet({
    contentSecurityPolicy: {
      useDefaults: true,
      directives: {
        'default-src': ["'self'"],
        'script-src': ["'self'", RAZORPAY_CHECKOUT],
        // Blueprint positions popovers and overlays with inline style attributes.
        'style-src': ["'self'", "'unsafe-inline'"],
        'img-src': ["'self'", 'data:', 'https:'],
        'connect-src': ["'self'", RAZORPAY_API],
        'frame-src': ["'self'", RAZORPAY_API, RAZORPAY_CHECKOUT],
        'frame-ancestors': ["'none'"],
      },
    },
    strictTransportSecurity: false,
    crossOriginEmbedderPolicy: false,
    // Checkout opens its bank and 3-D Secure pages in popups, which must be able to report back.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
  }) as Koa.Middleware;
}
