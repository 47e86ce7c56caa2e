/**
 * The refusals business rules speak in: deciders, routes and reactors throw these, and know nothing of
 * HTTP. Each carries the message a person reads and a stable code a client can branch on; the HTTP
 * edge (http/errors.ts) gives each kind its status, in one table.
 */
export abstract class DomainError extends Error {
  constructor(
    message: string,
    readonly code: string,
  ) {
    super(message);
    this.name = new.target.name;
  }

  /** What a client is told; a refusal that carries more (a quota bar) adds it here. */
  toJSON(): { message: string; code: string } {
    return { message: this.message, code: this.code };
  }
}

/** A kind of refusal: DomainError or one of its subclasses, as a value to match errors against. */
export type DomainErrorKind = abstract new (...args: never[]) => DomainError;

/** The command carries something the rules do not accept, such as a wrong or expired code. */
export class InvalidInput extends DomainError {
  constructor(message: string, code = 'VALIDATION_FAILED') {
    super(message, code);
  }
}

/** No valid session or credentials: the caller must log in (again). */
export class Unauthorized extends DomainError {
  constructor(message = 'Authentication required', code = 'UNAUTHORIZED') {
    super(message, code);
  }
}

/** The caller is known, but not allowed to do this. */
export class Forbidden extends DomainError {
  constructor(message = 'You are not allowed to do this', code = 'FORBIDDEN') {
    super(message, code);
  }
}

/**
 * A limit of the caller's plan (SPEC §6): not a throttle, so no waiting helps; the message invites an
 * upgrade and the UI opens the upgrade dialog with it.
 */
export class PlanLimitReached extends Forbidden {
  constructor(message: string, code: string) {
    super(message, code);
  }
}

/** No such thing, or not visible to this caller (private things are not found, never forbidden). */
export class NotFound extends DomainError {
  constructor(message = 'Not found', code = 'NOT_FOUND') {
    super(message, code);
  }
}

/** The command collides with the current state (e.g. a name already taken). */
export class Conflict extends DomainError {
  constructor(message: string, code = 'CONFLICT') {
    super(message, code);
  }
}

/** Well-formed, but a business rule forbids it. */
export class RuleViolated extends DomainError {
  constructor(message: string, code = 'RULE_VIOLATED') {
    super(message, code);
  }
}

/**
 * A throttle or a daily allowance was used up: waiting helps. When the wait is known, it travels
 * along (whole seconds, at least 1) so the client can be told when to try again.
 */
export class LimitReached extends DomainError {
  constructor(
    message: string,
    code = 'LIMIT_REACHED',
    readonly retryAfterSeconds?: number,
  ) {
    super(message, code);
  }
}
