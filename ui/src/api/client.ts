import { comparePositions, formatPosition, parsePosition, type GlobalPosition } from '@more-ai/events/position';
import { readStored, StorageKey } from '../app/browser-storage';

/** SPEC §7: the last resort when neither the server nor the caller says what went wrong. */
export const DEFAULT_ERROR_MESSAGE = 'An error occurred';

/** A call the server answered with an error status (its body is `{ message, code? }`). */
export class ApiRequestFailed extends Error {
  constructor(
    readonly status: number,
    readonly serverMessage: string | undefined,
    readonly code: string | undefined,
  ) {
    super(serverMessage ?? `Request failed with status ${status}`);
    this.name = 'ApiRequestFailed';
  }
}

/**
 * What to tell the user about a failed call (SPEC §7): the server's message, else the caller's text,
 * else 'An error occurred'. Network failures have no server message, so they get the caller's text.
 */
export function errorMessage(error: unknown, fallback?: string): string {
  if (error instanceof ApiRequestFailed && error.serverMessage) return error.serverMessage;
  return fallback || DEFAULT_ERROR_MESSAGE;
}

export type QueryParams = Record<string, string | number | boolean | undefined>;

export interface ApiClient {
  get<T>(path: string, query?: QueryParams): Promise<T>;
  post<T>(path: string, body?: unknown): Promise<T>;
  put<T>(path: string, body?: unknown): Promise<T>;
  patch<T>(path: string, body?: unknown): Promise<T>;
  delete<T>(path: string): Promise<T>;
  /** The highest event position seen in command responses, as the server's token; undefined before any. */
  lastSeenPosition(): string | undefined;
}

export interface ApiClientOptions {
  /** Where the API lives: '/api' in the browser, an absolute URL elsewhere. */
  baseUrl: string;
  /** Reads the stored csrfToken; defaults to browser storage. */
  csrfToken?: () => string | null;
}

/**
 * The one client every saga uses. Cookies travel with every call; the stored CSRF token goes in
 * X-XSRF-TOKEN. Read-your-writes (ARCHITECTURE rule 7): each command answer carries the global position
 * of its last event; the client keeps the highest and sends it as X-Min-Position with every later GET,
 * so the read side waits for its projections instead of showing data from before the user's action.
 */
export function createApiClient({ baseUrl, csrfToken = () => readStored(StorageKey.csrfToken) }: ApiClientOptions): ApiClient {
  let highest: GlobalPosition | undefined;

  function remember(token: unknown): void {
    const position = typeof token === 'string' ? parsePosition(token) : undefined;
    if (position && (!highest || comparePositions(position, highest) > 0)) highest = position;
  }

  async function request<T>(method: string, path: string, body?: unknown, query?: QueryParams): Promise<T> {
    const headers: Record<string, string> = { Accept: 'application/json' };
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    const token = csrfToken();
    // A token stored as the text 'undefined' is a past bug's residue, not a token (SPEC §4).
    if (token && token !== 'undefined') headers['X-XSRF-TOKEN'] = token;
    if (method === 'GET' && highest) headers['X-Min-Position'] = formatPosition(highest);
    // ARCHITECTURE rule 3: a command sent again with the same key is answered once and appended once.
    if (method !== 'GET') headers['Idempotency-Key'] = newIdempotencyKey();

    const response = await fetch(urlFor(baseUrl, path, query), {
      method,
      headers,
      credentials: 'include',
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const payload = await readPayload(response);
    remember(response.headers.get('X-Event-Position'));
    if (isRecord(payload)) remember(payload.position);

    if (!response.ok) {
      const message = isRecord(payload) && typeof payload.message === 'string' ? payload.message : undefined;
      const code = isRecord(payload) && typeof payload.code === 'string' ? payload.code : undefined;
      throw new ApiRequestFailed(response.status, message, code);
    }
    return payload as T;
  }

  return {
    get: (path, query) => request('GET', path, undefined, query),
    post: (path, body) => request('POST', path, body ?? {}),
    put: (path, body) => request('PUT', path, body ?? {}),
    patch: (path, body) => request('PATCH', path, body ?? {}),
    // SPEC §7: data is never sent on DELETE.
    delete: (path) => request('DELETE', path),
    lastSeenPosition: () => (highest ? formatPosition(highest) : undefined),
  };
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

/** The browser's client: same origin, under /api. */
export const api = createApiClient({ baseUrl: '/api' });
