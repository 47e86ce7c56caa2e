import type Koa from 'koa';
import { recommend } from '@more-ai/contracts/api/recommendations';
import { ServiceUnavailable } from './errors';

/**
 * How long each class of request may take before the client is told 503 (with Retry-After) instead
 * of being kept waiting on a database that does not answer:
 * - reads: read-your-writes waits up to 3 s for the projectors (read-api), plus a query or two;
 * - commands: the longest healthy one is a login the throttle holds back (up to 10 s) for an account
 *   under attack, then the password check; a logout waits up to 5 s for the sessions read model;
 * - recommendations: the OpenAI engine may take its whole 20 s timeout before the local engine
 *   stands in, then the quota is spent and the discovery recorded.
 */
export const REQUEST_DEADLINES_MS = {
  read: 5_000,
  command: 15_000,
  recommendation: 25_000,
} as const;

export type RouteClass = keyof typeof REQUEST_DEADLINES_MS;

const RECOMMEND = `${recommend.method.toUpperCase()} ${recommend.path}`;

/** A GET (or HEAD) reads; POST /api/recommendations/recommend recommends; anything else is a command. */
export function routeClassOf(method: string, path: string): RouteClass {
  if (method === 'GET' || method === 'HEAD') return 'read';
  return `${method} ${path}` === RECOMMEND ? 'recommendation' : 'command';
}

/**
 * Answers 503 (ServiceUnavailable, which the error handler sends with Retry-After) when the rest of
 * the chain has not answered within its route class's deadline. Mount it inside the error handler.
 * The late work is not cancelled (JavaScript cannot), only ignored: Koa has sent the 503, so what it
 * sets afterwards is dropped, and its failure, if any, is logged at debug rather than left unhandled.
 *
 * A command past its deadline may still complete. Retrying it is safe all the same: a command sent
 * again with the same Idempotency-Key gets the first one's answer (or 409 while it still runs) and
 * appends nothing twice (command-api/src/pipeline/idempotency.ts).
 */
export function requestDeadline(deadlineOf: (ctx: Koa.Context) => number = defaultDeadline): Koa.Middleware {
  return async (ctx, next) => {
    const ms = deadlineOf(ctx);
    const work = next();
    let timer: NodeJS.Timeout | undefined;
    const passed = new Promise<never>((_, reject) => {
      timer = setTimeout(() => {
        work.then(
          () => ctx.state.log?.debug('a request past its deadline ended after all'),
          (error: unknown) => ctx.state.log?.debug({ err: error }, 'a request past its deadline failed after all'),
        );
        reject(new ServiceUnavailable(`no answer within the deadline of ${ms} ms`));
      }, ms);
    });
    try {
      await Promise.race([work, passed]);
    } finally {
      clearTimeout(timer);
    }
  };
}

function defaultDeadline(ctx: Koa.Context): number {
  return REQUEST_DEADLINES_MS[routeClassOf(ctx.method, ctx.path)];
}
