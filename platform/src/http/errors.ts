import { SERVICE_UNAVAILABLE_MESSAGE } from '@more-ai/contracts/api/contract';
import {
  Conflict,
  DomainError,
  Forbidden,
  InvalidInput,
  LimitReached,
  NotFound,
  RuleViolated,
  Unauthorized,
  type DomainErrorKind,
} from '../domain/errors';

/**
 * The one error shape both APIs answer with and the UI reads: `{ message, code? }` with an honest
 * HTTP status. This class is for answers only the edge can give (a body that is not JSON, a reused
 * Idempotency-Key); business rules throw domain errors (domain/errors.ts), given their status below.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly code?: string,
  ) {
    super(message);
    this.name = new.target.name;
  }

  toJSON(): { message: string; code?: string } {
    return this.code ? { message: this.message, code: this.code } : { message: this.message };
  }
}

/** 400: the input is malformed or incomplete. */
export class ValidationFailed extends ApiError {
  constructor(message: string, code = 'VALIDATION_FAILED') {
    super(400, message, code);
  }
}

/**
 * The status of each kind of domain refusal, the only place they meet HTTP. A kind not listed answers
 * as its nearest listed ancestor (PlanLimitReached as Forbidden).
 */
const STATUS_OF: ReadonlyMap<DomainErrorKind, number> = new Map<DomainErrorKind, number>([
  [InvalidInput, 400],
  [Unauthorized, 401],
  [Forbidden, 403],
  [NotFound, 404],
  [Conflict, 409],
  [RuleViolated, 422],
  [LimitReached, 429],
]);

/** The status a domain error answers with; undefined for a kind the table lacks (a bug: answered as 500). */
export function statusOfDomainError(error: DomainError): number | undefined {
  for (let kind: unknown = error.constructor; kind && kind !== DomainError; kind = Object.getPrototypeOf(kind)) {
    const status = STATUS_OF.get(kind as DomainErrorKind);
    if (status !== undefined) return status;
  }
  return undefined;
}

/**
 * When to try again after a 503, in seconds: long enough for a dropped connection to be replaced or
 * an exhausted pool to drain, short enough that a person retrying by hand is not kept waiting.
 */
export const RETRY_AFTER_SECONDS = 5;

/** 503: the database does not answer, or the request ran past its deadline; sent with Retry-After. */
export class ServiceUnavailable extends ApiError {
  constructor(
    /** For the log, never the client: what made the service unavailable. */
    readonly reason: string,
  ) {
    super(503, SERVICE_UNAVAILABLE_MESSAGE, 'SERVICE_UNAVAILABLE');
  }
}

/**
 * SQLSTATEs that say the server cannot serve now, not that the request was wrong: class 08
 * (connection exception) is matched by its prefix; 57P01-57P03 (shutting down, crashed, not yet
 * accepting connections), 57014 (statement timeout or cancelled), 53300 (too many connections).
 */
const UNAVAILABLE_SQLSTATES = new Set(['57P01', '57P02', '57P03', '57014', '53300']);
const UNAVAILABLE_SOCKET_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE']);
/**
 * pg's and pg-pool's own words for a connection that broke, never opened ('timeout expired' is pg's
 * connectionTimeoutMillis), or a query the client gave up on (query_timeout); knex puts the SQL
 * before them, so they are searched, not compared.
 */
const UNAVAILABLE_MESSAGES =
  /Connection terminated|Query read timeout|(^|- )timeout expired$|timeout exceeded when trying to connect|Client has encountered a connection error|Client was closed and is not queryable/;

/**
 * True when `error` means the database is unreachable, stalled or overloaded: a knex pool that found
 * no connection in time, a refused or broken socket, or a server refusing for its own state. Such a
 * failure answers 503 with Retry-After, not 500: the request was fine and may well work in a moment.
 * Errors that wrap others (AggregateError from a multi-address connect, a `cause`) are looked into.
 */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (typeof error !== 'object' || error === null || depth > 3) return false;
  const { name, code, message, cause, errors } = error as {
    name?: unknown;
    code?: unknown;
    message?: unknown;
    cause?: unknown;
    errors?: unknown;
  };
  if (name === 'KnexTimeoutError') return true;
  if (typeof code === 'string' && (code.startsWith('08') || UNAVAILABLE_SQLSTATES.has(code) || UNAVAILABLE_SOCKET_CODES.has(code)))
    return true;
  if (typeof message === 'string' && UNAVAILABLE_MESSAGES.test(message)) return true;
  if (Array.isArray(errors) && errors.some((inner) => isDatabaseUnavailable(inner, depth + 1))) return true;
  return isDatabaseUnavailable(cause, depth + 1);
}
