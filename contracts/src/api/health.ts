import { z } from 'zod';
import { ok, route } from './contract';

const TAG = 'Operations';

const Health = z.object({
  status: z.enum(['ok', 'degraded', 'unavailable']),
  /** Each part: 'up', 'degraded' or 'down'. */
  checks: z.record(z.string(), z.enum(['up', 'degraded', 'down'])),
  /** Why a degraded part needs attention: `{ projections: { message, parkedEvents } }`. */
  details: z.record(z.string(), z.looseObject({ message: z.string() })).optional(),
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
