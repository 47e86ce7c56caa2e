import type { z } from 'zod';
import { ValidationFailed } from './errors';

/**
 * Checks input against its schema at the HTTP edge. The first problem becomes the 400 message, in
 * the words the schema gives it (the spec's texts), so the UI can show it as it is.
 */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input ?? {});
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const where = issue && issue.path.length > 0 ? issue.path.join('.') : '';
  const message = issue?.message ?? 'Invalid input';
  throw new ValidationFailed(isGeneric(message) && where ? `${where}: ${message}` : message);
}

// zod's own texts ("Invalid input: expected string, received number") do not name the field.
function isGeneric(message: string): boolean {
  return message.startsWith('Invalid') || message.startsWith('Too ') || message.startsWith('Unrecognized');
}

interface RouterWithParams {
  param(
    name: string,
    middleware: (value: string, ctx: { params: Record<string, string> }, next: () => Promise<unknown>) => unknown,
  ): unknown;
}

/**
 * Validates the router's path parameters with the schemas its routes' contracts declare
 * (`updateWatchlist.request.params.shape`): a malformed id is a 400 naming it before any handler
 * runs, and handlers read a checked value.
 */
export function validatePathIds<R extends RouterWithParams>(router: R, params: Readonly<Record<string, z.ZodType<string, unknown>>>): R {
  for (const [name, schema] of Object.entries(params)) {
    router.param(name, (value, ctx, next) => {
      ctx.params[name] = parseInput(schema, value);
      return next();
    });
  }
  return router;
}
