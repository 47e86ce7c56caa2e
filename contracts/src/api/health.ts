import { z } from 'zod';
import { ok, route } from './contract';

const TAG = 'Operations';

/** One consumer of the log (a projector, a reactor) as the projections and processes parts report it. */
export const ConsumerFigures = z.object({
  /** Applied somewhere: running on this instance, or its lock held by another one. */
  active: z.boolean(),
  /** Who holds its single-instance lock. */
  lock: z.enum(['here', 'elsewhere', 'none']),
  /** Its state on this instance; absent where it does not run here. */
  state: z.enum(['starting', 'standby', 'running', 'restarting', 'stopped']).optional(),
  /** Events in the log after its checkpoint (counted up to 10,000); null before its tables exist. */
  lag: z.number().int().nonnegative().nullable(),
  /** Events it could not apply, waiting to be retried or skipped. */
  parked: z.number().int().nonnegative(),
  /** What went wrong last for it on this instance, and when (ISO time). */
  lastError: z.object({ message: z.string(), at: z.string() }).optional(),
});
export type ConsumerFigures = z.infer<typeof ConsumerFigures>;

const Health = z.object({
  status: z.enum(['ok', 'degraded', 'unavailable']),
  /** Each part: 'up', 'degraded' or 'down'. */
  checks: z.record(z.string(), z.enum(['up', 'degraded', 'down'])),
  /**
   * What parts said of themselves: why one needs attention (`message`), the parked events per
   * consumer, and for projections and processes the figures of each consumer, whatever their state.
   */
  details: z
    .record(
      z.string(),
      z.looseObject({
        message: z.string(),
        parkedEvents: z.record(z.string(), z.number().int().positive()).optional(),
        consumers: z.record(z.string(), ConsumerFigures).optional(),
      }),
    )
    .optional(),
});

export const health = route({
  method: 'get',
  path: '/api/health',
  operationId: 'getHealth',
  summary: 'Whether every part of the app is up',
  tag: TAG,
  access: 'public',
  responses: { 200: ok("Every part answers ('ok'), some need attention ('degraded')", Health), 503: ok('Some part is down', Health) },
});

export const openApiDocument = route({
  method: 'get',
  path: '/api/openapi.json',
  operationId: 'getOpenApiDocument',
  summary: 'This API described in OpenAPI 3.1 (the reference page is /api/docs)',
  tag: TAG,
  access: 'public',
  responses: { 200: ok('The document', z.looseObject({ openapi: z.string() })) },
});

export const operationsContracts = [health, openApiDocument];
