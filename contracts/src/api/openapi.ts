import { z } from 'zod';
import { CSRF_HEADER, SESSION_COOKIE, type ApiContract } from './contract';

export interface OpenApiInfo {
  title: string;
  version: string;
  description?: string;
}

type JsonSchema = Record<string, unknown>;

/**
 * The OpenAPI 3.1 document of `contracts`. Requests are described as a client sends them (zod's
 * input side: before trims and defaults), answers as the servers produce them (the output side);
 * what JSON Schema cannot say (a refinement, a transform's code) is left out, never an error.
 */
export function openApiDocument(contracts: readonly ApiContract[], info: OpenApiInfo): JsonSchema {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const contract of contracts) {
    (paths[contract.path] ??= {})[contract.method] = operationOf(contract);
  }
  return {
    openapi: '3.1.0',
    info,
    tags: [...new Set(contracts.map((contract) => contract.tag))].map((name) => ({ name })),
    paths,
    components: {
      securitySchemes: {
        session: { type: 'apiKey', in: 'cookie', name: SESSION_COOKIE, description: 'The session cookie login and verify-email set' },
        csrf: {
          type: 'apiKey',
          in: 'header',
          name: CSRF_HEADER,
          description:
            "The session's CSRF token (the csrfToken of login, verify-email and refresh); every write of a signed-in caller carries it",
        },
      },
    },
  };
}

function operationOf(contract: ApiContract): JsonSchema {
  const { params, query, body } = contract.request;
  const parameters = [...parametersOf(params, 'path'), ...parametersOf(query, 'query')];
  const signedIn = contract.access !== 'public';
  return {
    operationId: contract.operationId,
    summary: contract.summary,
    tags: [contract.tag],
    ...(contract.access === 'superadmin' ? { description: 'Superadmins only.' } : {}),
    ...(contract.access === 'admin' ? { description: 'Admins and superadmins only.' } : {}),
    security: signedIn ? [contract.method === 'get' ? { session: [] } : { session: [], csrf: [] }] : [],
    ...(parameters.length > 0 ? { parameters } : {}),
    ...(body ? { requestBody: { required: true, content: { 'application/json': { schema: jsonSchemaOf(body, 'input') } } } } : {}),
    responses: Object.fromEntries(
      Object.entries(contract.responses).map(([status, answer]) => [
        status,
        {
          description: answer.description,
          content: answer.contentType
            ? { [answer.contentType]: { schema: { type: 'string', format: 'binary' } } }
            : { 'application/json': { schema: jsonSchemaOf(answer.body, 'output') } },
        },
      ]),
    ),
  };
}

function parametersOf(schema: z.ZodObject | undefined, where: 'path' | 'query'): JsonSchema[] {
  if (!schema) return [];
  const object = jsonSchemaOf(schema, 'input') as { properties?: Record<string, JsonSchema>; required?: string[] };
  return Object.entries(object.properties ?? {}).map(([name, property]) => ({
    name,
    in: where,
    required: where === 'path' || (object.required ?? []).includes(name),
    schema: property,
  }));
}

function jsonSchemaOf(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  const { $schema: _, ...json } = z.toJSONSchema(schema, { io, unrepresentable: 'any', target: 'draft-2020-12' }) as JsonSchema;
  return json;
}
