/**
 * Razorpay's error answer: `{ error: { code, description, source, step, reason, metadata, field? } }`.
 * Thrown by the sandbox's routes and written by its error middleware with the status given.
 */
export class RazorpayError extends Error {
  constructor(
    readonly status: number,
    readonly body: RazorpayErrorBody,
  ) {
    super(body.description);
    this.name = 'RazorpayError';
  }
}

export interface RazorpayErrorBody {
  code: 'BAD_REQUEST_ERROR' | 'GATEWAY_ERROR' | 'SERVER_ERROR';
  description: string;
  source: string;
  step: string;
  reason: string;
  metadata: Record<string, string>;
  field?: string;
}

/** 400 for input Razorpay refuses before anything happens (`input_validation_failed`). */
export function invalidInput(description: string, field?: string): RazorpayError {
  return new RazorpayError(400, {
    code: 'BAD_REQUEST_ERROR',
    description,
    source: 'business',
    step: 'payment_initiation',
    reason: 'input_validation_failed',
    metadata: {},
    ...(field ? { field } : {}),
  });
}

/** What Razorpay answers for an id it does not know: 400, not 404. */
export function unknownId(): RazorpayError {
  return invalidInput('The id provided does not exist', 'id');
}

/** 401 for a request without the right key id and secret; Razorpay fills the rest with 'NA'. */
export function notAuthenticated(description: string): RazorpayError {
  return new RazorpayError(401, { code: 'BAD_REQUEST_ERROR', description, source: 'NA', step: 'NA', reason: 'NA', metadata: {} });
}
