import type Koa from 'koa';
import { LimitReached } from '@more-ai/platform';

/** A 429 after which trying again works at a known time: the answer says when, in Retry-After. */
export class RetryLater extends LimitReached {
  constructor(
    message: string,
    code: string,
    /** Whole seconds, at least 1. */
    readonly retryAfterSeconds: number,
  ) {
    super(message, code);
  }
}

/** Sets Retry-After (seconds) for a RetryLater thrown below; the error handler above writes the body. */
export function retryAfterHeader(): Koa.Middleware {
  return async (ctx, next) => {
    try {
      await next();
    } catch (error) {
      if (error instanceof RetryLater) ctx.set('Retry-After', String(error.retryAfterSeconds));
      throw error;
    }
  };
}

/** Milliseconds as the whole seconds Retry-After takes, never 0 (0 would invite an immediate retry). */
export function wholeSeconds(ms: number): number {
  return Math.max(1, Math.ceil(ms / 1000));
}
