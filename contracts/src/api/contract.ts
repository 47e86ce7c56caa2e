import { z } from 'zod';

/** The cookie that carries the signed-in session's access token (httpOnly, set by login). */
export const SESSION_COOKIE = 'more_ai_access';
/** The header a signed-in caller's writes must carry: the session's CSRF token (SPEC §7). */
export const CSRF_HEADER = 'X-XSRF-TOKEN';

export type HttpMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';

/**
 * Who may call a route: anyone ('public'), a signed-in person ('user'), an admin or superadmin
 * ('admin'), or a superadmin only ('superadmin'). A signed-in caller's writes also carry the CSRF header.
 */
export type Access = 'public' | 'user' | 'admin' | 'superadmin';

/** The one error body both APIs answer with (platform/http/errors.ts). */
export const ErrorBody = z.object({ message: z.string(), code: z.string().optional() });
export type ErrorBody = z.infer<typeof ErrorBody>;

export { SERVICE_UNAVAILABLE_MESSAGE } from './messages';

/** One answer of a route: what it means, and the JSON body that comes with it. */
export interface ResponseContract {
  description: string;
  body: z.ZodType;
  /** Not JSON (a PDF): the body is not checked against a schema. JSON when left out. */
  contentType?: string;
}

/** What a route accepts and answers: the one declaration the edge, the UI and /api/openapi.json share. */
export interface ApiContract {
  method: HttpMethod;
  /** OpenAPI form: '/api/watchlist/{id}'. */
  path: string;
  operationId: string;
  summary: string;
  tag: string;
  access: Access;
  request: {
    params?: z.ZodObject;
    query?: z.ZodObject;
    body?: z.ZodType;
  };
  /** Every status the route answers, the common ones (below) included. */
  responses: Readonly<Record<number, ResponseContract>>;
}

/** What a route declares; the answers every route of its kind can give are added by `route`. */
export interface RouteDeclaration extends Omit<ApiContract, 'responses' | 'request'> {
  request?: ApiContract['request'];
  responses: Readonly<Record<number, ResponseContract | string>>;
}

/** A command's answer: its own fields and the position of its last event (null when it appended nothing). */
export function commandAnswer<Shape extends z.core.$ZodLooseShape>(shape: Shape) {
  return z.object({ ...shape, position: z.string().nullable() });
}

const ERROR_DESCRIPTIONS: Readonly<Record<number, string>> = {
  400: 'The input is malformed or incomplete; the message names the field',
  401: 'No signed-in session, or it has ended',
  403: "Not allowed; on a write, the signed-in caller's CSRF token (X-XSRF-TOKEN) is missing or wrong",
  404: 'Not found',
  409: 'Conflicts with the current state, or with a request still being processed',
  413: 'The body is larger than 64 kB',
  415: 'The body is not JSON',
  422: 'The Idempotency-Key was used for another request',
  429: 'Too many requests: wait the Retry-After seconds',
  500: 'Server error',
  503: 'The service is temporarily unavailable (the database does not answer, or the answer took too long): try again after Retry-After seconds; a write sent again with its Idempotency-Key is applied once',
};

/**
 * Declares a route. String answers are error answers (`{ message, code? }`) with that description.
 * Added to what the route declares: 400 (an address with a control character), 500, 503 (the
 * database does not answer or the deadline passed, with Retry-After: any route, since any route may
 * meet an outage), and for a signed-in route 401; a write also answers 400 (body not JSON, too
 * deep), 403 (a signed-in caller's CSRF token missing or wrong, on a public route too), 409 (a
 * concurrent change, an Idempotency-Key still in use), 413, 415 and 422 (Idempotency-Key reused).
 */
export function route<const D extends RouteDeclaration>(declaration: D): ApiContract & Pick<D, 'request' | 'responses'> {
  const write = declaration.method !== 'get';
  const signedIn = declaration.access !== 'public';
  const common = [400, 500, 503, ...(signedIn ? [401] : []), ...(write ? [403, 409, 413, 415, 422] : [])];
  const responses: Record<number, ResponseContract> = {};
  for (const status of common) responses[status] = { description: ERROR_DESCRIPTIONS[status]!, body: ErrorBody };
  for (const [status, answer] of Object.entries(declaration.responses)) {
    responses[Number(status)] = typeof answer === 'string' ? { description: answer, body: ErrorBody } : answer;
  }
  return { ...declaration, request: declaration.request ?? {}, responses } as ApiContract & Pick<D, 'request' | 'responses'>;
}

/** A success answer. */
export function ok<T extends z.ZodType>(description: string, body: T): { description: string; body: T } {
  return { description, body };
}

/** The body a route's status answers with, as its type: `AnswerOf<typeof addFavorite, 201>`. */
export type AnswerOf<
  C extends { responses: Readonly<Record<number, unknown>> },
  Status extends keyof C['responses'],
> = C['responses'][Status] extends { body: infer B extends z.ZodType } ? z.output<B> : never;

/** The body a route accepts, as the client sends it. */
export type BodyOf<C extends { request: { body?: z.ZodType } }> = C['request']['body'] extends z.ZodType
  ? z.input<C['request']['body']>
  : never;

/** A whole number in a query (`?page=2`), from `min` (to `max`), refused with one `message`. */
export function wholeNumber(message: string, min: number, max?: number) {
  const number = z.coerce.number({ error: message }).int(message).min(min, message);
  return max === undefined ? number : number.max(max, message);
}
