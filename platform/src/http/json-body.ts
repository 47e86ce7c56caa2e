import type Koa from 'koa';
import { koaBody } from 'koa-body';
import { ApiError } from './errors';

export interface JsonBodyOptions {
  /** Largest accepted body; bigger ones are answered 413 before they are parsed. */
  limit?: string;
  /** Deepest nesting of arrays and objects accepted; no command needs more than a few levels. */
  maxDepth?: number;
}

const MAX_DEPTH = 16;

/**
 * Parses JSON bodies only. A body in any other content type is refused (400, not silently
 * ignored), so a form post cannot reach a command by accident; malformed JSON is a 400 and an
 * oversized body a 413, both before any command runs.
 */
export function jsonBody(options: JsonBodyOptions = {}): Koa.Middleware {
  const parse = koaBody({
    json: true,
    urlencoded: false,
    text: false,
    multipart: false,
    jsonStrict: true,
    jsonLimit: options.limit ?? '64kb',
    onError: (error) => {
      throw error;
    },
  }) as unknown as Koa.Middleware;
  return async (ctx, next) => {
    if (ctx.request.length && !ctx.is('application/json')) {
      throw new ApiError(400, 'Request body must be JSON (Content-Type: application/json)', 'UNSUPPORTED_MEDIA_TYPE');
    }
    const maxDepth = options.maxDepth ?? MAX_DEPTH;
    await parse(ctx, async () => {
      // Deeper bodies would overflow the stack of whatever walks them next (hashing, logging).
      if (depthExceeds(ctx.request.body, maxDepth)) {
        throw new ApiError(400, `Request body is nested too deeply (at most ${maxDepth} levels)`, 'BODY_TOO_DEEP');
      }
      await next();
    });
  };
}

/** Whether arrays and objects nest deeper than `max`, found without recursion. */
export function depthExceeds(value: unknown, max: number): boolean {
  const pending: [unknown, number][] = [[value, 0]];
  while (pending.length > 0) {
    const [item, depth] = pending.pop()!;
    if (typeof item !== 'object' || item === null) continue;
    if (depth >= max) return true;
    for (const child of Object.values(item)) pending.push([child, depth + 1]);
  }
  return false;
}
