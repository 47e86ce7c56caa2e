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
  const schemas: Record<string, JsonSchema> = {};
  for (const contract of contracts) {
    (paths[contract.path] ??= {})[contract.method] = operationOf(contract, schemas);
  }
  return {
    openapi: '3.1.0',
    info,
    tags: [...new Set(contracts.map((contract) => contract.tag))].map((name) => ({ name })),
    paths,
    components: {
      ...(Object.keys(schemas).length > 0 ? { schemas } : {}),
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

function operationOf(contract: ApiContract, schemas: Record<string, JsonSchema>): JsonSchema {
  const { params, query, body } = contract.request;
  const parameters = [...parametersOf(params, 'path', schemas), ...parametersOf(query, 'query', schemas)];
  const signedIn = contract.access !== 'public';
  return {
    operationId: contract.operationId,
    summary: contract.summary,
    tags: [contract.tag],
    ...(contract.access === 'superadmin' ? { description: 'Superadmins only.' } : {}),
    ...(contract.access === 'admin' ? { description: 'Admins and superadmins only.' } : {}),
    security: signedIn ? [contract.method === 'get' ? { session: [] } : { session: [], csrf: [] }] : [],
    ...(parameters.length > 0 ? { parameters } : {}),
    ...(body ? { requestBody: { required: true, content: { 'application/json': { schema: jsonSchemaOf(body, 'input', schemas) } } } } : {}),
    responses: Object.fromEntries(
      Object.entries(contract.responses).map(([status, answer]) => [
        status,
        {
          description: answer.description,
          content: answer.contentType
            ? { [answer.contentType]: { schema: { type: 'string', format: 'binary' } } }
            : { 'application/json': { schema: jsonSchemaOf(answer.body, 'output', schemas) } },
        },
      ]),
    ),
  };
}

function parametersOf(schema: z.ZodObject | undefined, where: 'path' | 'query', schemas: Record<string, JsonSchema>): JsonSchema[] {
  if (!schema) return [];
  const object = jsonSchemaOf(schema, 'input', schemas) as { properties?: Record<string, JsonSchema>; required?: string[] };
  return Object.entries(object.properties ?? {}).map(([name, property]) => ({
    name,
    in: where,
    required: where === 'path' || (object.required ?? []).includes(name),
    schema: property,
  }));
}

/**
 * The JSON Schema of `schema`. A recursive one (a tree) comes with definitions ($defs) that a schema
 * inside an OpenAPI document cannot refer to as '#/$defs/...': they move to components.schemas,
 * under a name of their own, and the references follow them.
 */
function jsonSchemaOf(schema: z.ZodType, io: 'input' | 'output', schemas: Record<string, JsonSchema>): JsonSchema {
  const generated = z.toJSONSchema(schema, { io, unrepresentable: 'any', target: 'draft-2020-12' }) as JsonSchema;
  const { $schema: _, $defs, ...json } = generated as JsonSchema & { $defs?: Record<string, JsonSchema> };
  if (!$defs) return json;
  const names = new Map(Object.keys($defs).map((name) => [name, freeName(name, schemas)]));
  const moved = (value: unknown): string =>
    JSON.stringify(value).replace(/"#\/\$defs\/([^"]+)"/g, (ref, name: string) =>
      names.has(name) ? JSON.stringify(`#/components/schemas/${names.get(name)!}`) : ref,
    );
  for (const [name, definition] of Object.entries($defs)) schemas[names.get(name)!] = JSON.parse(moved(definition)) as JsonSchema;
  return JSON.parse(moved(json)) as JsonSchema;
}

/** `name`, or `name2`, `name3`... when another schema has it already. */
function freeName(name: string, schemas: Record<string, JsonSchema>): string {
  let free = name;
  for (let n = 2; free in schemas; n += 1) free = `${name}${n}`;
  return free;
}
