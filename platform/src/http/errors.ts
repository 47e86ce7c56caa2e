/**
 * The one error shape both APIs answer with and the UI reads: `{ message, code? }` with an honest
 * HTTP status. Deciders throw these too: a broken business rule is the client's concern, not a crash.
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

/** 401: no valid session. */
export class Unauthorized extends ApiError {
  constructor(message = 'Authentication required', code = 'UNAUTHORIZED') {
    super(401, message, code);
  }
}

/** 403: a session, but not allowed to do this. */
export class Forbidden extends ApiError {
  constructor(message = 'You are not allowed to do this', code = 'FORBIDDEN') {
    super(403, message, code);
  }
}

/**
 * 403: a limit of the caller's plan (SPEC §6): not a throttle, so no waiting helps; the message
 * invites an upgrade and the UI opens the upgrade dialog with it.
 */
export class PlanLimitReached extends Forbidden {
  constructor(message: string, code: string) {
    super(message, code);
  }
}

/** 404: no such thing, or not visible to this caller (private things answer 404, never 403). */
export class NotFound extends ApiError {
  constructor(message = 'Not found', code = 'NOT_FOUND') {
    super(404, message, code);
  }
}

/** 409: the request collides with the current state (e.g. a name already taken). */
export class Conflict extends ApiError {
  constructor(message: string, code = 'CONFLICT') {
    super(409, message, code);
  }
}

/** 422: well-formed, but a business rule forbids it. */
export class RuleViolated extends ApiError {
  constructor(message: string, code = 'RULE_VIOLATED') {
    super(422, message, code);
  }
}

/** 429: a throttle or a daily allowance was used up; waiting helps (Retry-After). */
export class LimitReached extends ApiError {
  constructor(message: string, code = 'LIMIT_REACHED') {
    super(429, message, code);
  }
}
