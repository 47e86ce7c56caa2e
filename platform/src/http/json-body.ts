import type Koa from 'koa';
import { koaBody } from 'koa-body';
import { ApiError } from './errors';

export interface JsonBodyOptions {
  /** Largest accepted body; bigger ones are answered 413 before they are parsed. */
  limit?: string;
}

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
    await parse(ctx, next);
  };
}
