import type Koa from 'koa';

/** Long enough for the slowest refusal of a known e-mail (its stream read, a wrong try appended) on a busy server. */
export const REFUSAL_FLOOR_MS = 150;

/**
 * Answers a refusal no sooner than `ms` after the request came in. A wrong code for an e-mail with
 * an account costs a store read and an append that an e-mail without one does not; held to one
 * floor, both take about as long, and how long an answer took does not tell who is registered.
 * Successes are not held back.
 */
export function steadyRefusals(ms = REFUSAL_FLOOR_MS): Koa.Middleware {
  return async (_ctx, next) => {
    const started = performance.now();
    try {
      await next();
    } catch (error) {
      const left = ms - (performance.now() - started);
      if (left > 0) await new Promise((resolve) => setTimeout(resolve, left));
      throw error;
    }
  };
}
