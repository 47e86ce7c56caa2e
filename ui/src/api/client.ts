import { SERVICE_UNAVAILABLE_MESSAGE } from '@more-ai/contracts/api/contract';
import { comparePositions, formatPosition, parsePosition, type GlobalPosition } from '@more-ai/contracts/position';
import { readStored, StorageKey } from '../app/browser-storage';
import type { SessionUser } from '../features/auth/session-user';

/** SPEC §7: the last resort when neither the server nor the caller says what went wrong. */
export const DEFAULT_ERROR_MESSAGE = 'An error occurred';

/** A call the server answered with an error status (its body is `{ message, code? }`). */
export class ApiRequestFailed extends Error {
  constructor(
    readonly status: number,
    readonly serverMessage: string | undefined,
    readonly code: string | undefined,
    /** The whole answer, for refusals that carry more than a message (e.g. the search allowance left). */
    readonly body?: unknown,
    /** When a 429 or a 503 says how long to wait (Retry-After, in seconds). */
    readonly retryAfterSeconds?: number,
  ) {
    super(serverMessage ?? `Request failed with status ${status}`);
    this.name = 'ApiRequestFailed';
  }
}

/**
 * What to tell the user about a failed call (SPEC §7): the server's message, else the caller's text,
 * else 'An error occurred'. Network failures have no server message, so they get the caller's text.
 * A 503 without one (a proxy's page while the API is down) still says the service is unavailable for
 * now: the user's request was fine and trying again later is the thing to do.
 */
export function errorMessage(error: unknown, fallback?: string): string {
  if (error instanceof ApiRequestFailed && error.serverMessage) return error.serverMessage;
  if (error instanceof ApiRequestFailed && error.status === 503) return SERVICE_UNAVAILABLE_MESSAGE;
  return fallback || DEFAULT_ERROR_MESSAGE;
}

export type QueryParams = Record<string, string | number | boolean | undefined>;

export interface ApiCalls {
  get<T>(path: string, query?: QueryParams): Promise<T>;
  post<T>(path: string, body?: unknown): Promise<T>;
  put<T>(path: string, body?: unknown): Promise<T>;
  patch<T>(path: string, body?: unknown): Promise<T>;
  delete<T>(path: string): Promise<T>;
  /** A file the server sends (a receipt's PDF), with the refresh-and-retry of every protected call. */
  file(path: string): Promise<Blob>;
  /**
   * POST of a file as it is (an import's .zip or CSV), not as JSON, typed as the file is; with the
   * refresh-and-retry of every protected call, so a long upload survives an expired access token.
   */
  postFile<T>(path: string, file: Blob, query?: QueryParams): Promise<T>;
}

export interface ApiClient extends ApiCalls {
  /**
   * Calls that start or end a session (sign in, sign up, codes, sign out): their 401 is an answer for
   * the user, not an expired session, so it is never refreshed and retried.
   */
  readonly plain: ApiCalls;
  /** The highest event position seen in command responses, as the server's token; undefined before any. */
  lastSeenPosition(): string | undefined;
  /** Connects the client to the app's session (the store), replacing what was bound before. */
  bindSession(binding: Partial<SessionBinding>): void;
}

/** What POST /auth/refresh answers. */
export interface RefreshedSession {
  readonly csrfToken: string;
  readonly user?: SessionUser;
}

export interface SessionBinding {
  /** The current session's CSRF token, sent as X-XSRF-TOKEN. */
  csrfToken(): string | null;
  /** A refresh worked: keep the new credentials. */
  refreshed(session: RefreshedSession): void;
  /** The refresh failed: the session is over (SPEC §4). */
  expired(): void;
}

export interface ApiClientOptions {
  /** Where the API lives: '/api' in the browser, an absolute URL elsewhere. */
  baseUrl: string;
  /** Defaults: the token from browser storage, and nothing to tell about refreshes. */
  session?: Partial<SessionBinding>;
}

interface Answer {
  readonly response: Response;
  readonly payload: unknown;
}

const REFRESH_PATH = '/auth/refresh';

/**
 * The one client every saga uses. Cookies travel with every call; the session's CSRF token goes in
 * X-XSRF-TOKEN. Read-your-writes (ARCHITECTURE rule 7): each command answer carries the global position
 * of its last event; the client keeps the highest and sends it as X-Min-Position with every later GET,
 * so the read side waits for its projections instead of showing data from before the user's action.
 *
 * SPEC §4 token refresh: a protected call answered 401 triggers one POST /auth/refresh and is then
 * repeated once with the new token; when the refresh fails the session is reported expired.
 */
export function createApiClient({ baseUrl, session = {} }: ApiClientOptions): ApiClient {
  let binding = withDefaults(session);
  let highest: GlobalPosition | undefined;
  // Refresh tokens rotate and a reused one ends the session, so concurrent 401s share one refresh.
  let refreshing: Promise<string | undefined> | undefined;
  // Each refresh outcome, so a call that failed while another call refreshed reuses that outcome.
  let lastRefresh = { count: 0, token: undefined as string | undefined };

  function remember(token: unknown): void {
    const position = typeof token === 'string' ? parsePosition(token) : undefined;
    if (position && (!highest || comparePositions(position, highest) > 0)) highest = position;
  }

  async function send(
    method: string,
    path: string,
    body: unknown,
    query: QueryParams | undefined,
    idempotencyKey: string | undefined,
    csrf: string | null,
    file = false,
  ): Promise<Answer> {
    const headers: Record<string, string> = { Accept: file ? '*/*' : 'application/json' };
    const raw = body instanceof Blob;
    if (body !== undefined) headers['Content-Type'] = raw ? body.type || 'application/octet-stream' : 'application/json';
    // A token stored as the text 'undefined' is a past bug's residue, not a token (SPEC §4).
    if (csrf && csrf !== 'undefined') headers['X-XSRF-TOKEN'] = csrf;
    if (method === 'GET' && highest) headers['X-Min-Position'] = formatPosition(highest);
    // ARCHITECTURE rule 3: a command sent again with the same key is answered once and appended once.
    if (idempotencyKey) headers['Idempotency-Key'] = idempotencyKey;

    const response = await fetch(urlFor(baseUrl, path, query), {
      method,
      headers,
      credentials: 'include',
      // A Blob is read afresh by each fetch, so a retry sends the whole file again.
      body: body === undefined ? undefined : raw ? body : JSON.stringify(body),
    });
    // An error answers in JSON even where a success is a file.
    const payload = file && response.ok ? await response.blob() : await readPayload(response);
    remember(response.headers.get('X-Event-Position'));
    if (isRecord(payload)) remember(payload.position);
    return { response, payload };
  }

  async function refreshSession(): Promise<string | undefined> {
    let token: string | undefined;
    try {
      // SPEC §7: the refresh goes through the plain client; the refresh cookie is its credential.
      const answer = settle<Partial<RefreshedSession>>(await send('POST', REFRESH_PATH, {}, undefined, newIdempotencyKey(), null));
      token = answer?.csrfToken;
      if (token) binding.refreshed(answer as RefreshedSession);
    } catch (error) {
      // An outage says nothing about the session: it is not ended, and the caller is told to try again
      // later (the 503 with its Retry-After) instead of being signed out. The next call refreshes anew.
      if (error instanceof ApiRequestFailed && error.status === 503) throw error;
      token = undefined;
    }
    lastRefresh = { count: lastRefresh.count + 1, token };
    if (!token) binding.expired();
    return token;
  }

  async function request<T>(
    protectedCall: boolean,
    method: string,
    path: string,
    body?: unknown,
    query?: QueryParams,
    file = false,
  ): Promise<T> {
    // The retry reuses the key: if the first attempt did reach the server, it is not applied twice.
    const idempotencyKey = method === 'GET' ? undefined : newIdempotencyKey();
    const refreshesBefore = lastRefresh.count;
    const first = await send(method, path, body, query, idempotencyKey, binding.csrfToken(), file);
    if (first.response.status !== 401 || !protectedCall) return settle<T>(first);

    // Another call may have refreshed the session while this one was on its way: then use that outcome.
    const token =
      lastRefresh.count !== refreshesBefore
        ? lastRefresh.token
        : await (refreshing ??= refreshSession().finally(() => (refreshing = undefined)));
    if (!token) return settle<T>(first);
    return settle<T>(await send(method, path, body, query, idempotencyKey, token, file));
  }

  const callsFor = (protectedCall: boolean): ApiCalls => ({
    get: (path, query) => request(protectedCall, 'GET', path, undefined, query),
    post: (path, body) => request(protectedCall, 'POST', path, body ?? {}),
    put: (path, body) => request(protectedCall, 'PUT', path, body ?? {}),
    patch: (path, body) => request(protectedCall, 'PATCH', path, body ?? {}),
    // SPEC §7: data is never sent on DELETE.
    delete: (path) => request(protectedCall, 'DELETE', path),
    file: (path) => request<Blob>(protectedCall, 'GET', path, undefined, undefined, true),
    postFile: (path, file, query) => request(protectedCall, 'POST', path, file, query),
  });

  return {
    ...callsFor(true),
    plain: callsFor(false),
    lastSeenPosition: () => (highest ? formatPosition(highest) : undefined),
    bindSession: (next) => {
      binding = withDefaults(next);
    },
  };
}

function withDefaults(session: Partial<SessionBinding>): SessionBinding {
  return {
    csrfToken: session.csrfToken ?? (() => readStored(StorageKey.csrfToken)),
    refreshed: session.refreshed ?? (() => undefined),
    expired: session.expired ?? (() => undefined),
  };
}

/** The answer's body, or the server's refusal as an ApiRequestFailed. */
function settle<T>({ response, payload }: Answer): T {
  if (!response.ok) {
    const message = isRecord(payload) && typeof payload.message === 'string' ? payload.message : undefined;
    const code = isRecord(payload) && typeof payload.code === 'string' ? payload.code : undefined;
    throw new ApiRequestFailed(response.status, message, code, payload, retryAfterOf(response));
  }
  return payload as T;
}

/** Retry-After in seconds; the HTTP-date form is not used by this API and reads as nothing. */
function retryAfterOf(response: Response): number | undefined {
  const value = response.headers.get('Retry-After');
  return value && /^\d+$/.test(value.trim()) ? Number(value) : undefined;
}

function urlFor(baseUrl: string, path: string, query?: QueryParams): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined) search.set(key, String(value));
  }
  const suffix = search.size > 0 ? `?${search}` : '';
  return `${baseUrl.replace(/\/$/, '')}/${path.replace(/^\//, '')}${suffix}`;
}

async function readPayload(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    // A proxy's HTML error page: no server message to show.
    return undefined;
  }
}

function newIdempotencyKey(): string {
  // randomUUID exists only in secure contexts; a plain-http deployment still needs a unique key.
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The browser's client: same origin, under /api. The store binds it to the session at start. */
export const api = createApiClient({ baseUrl: '/api' });
