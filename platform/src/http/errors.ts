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
