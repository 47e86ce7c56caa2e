import type { RunningApp } from '@more-ai/launcher/app';

/** A request unanswered this long fails the run, rather than waiting on it for ever. */
const TIMEOUT_MS = 60_000;

/** A signed-in client: its cookies, and the CSRF token its changes carry. Throws on any answer but 2xx. */
export interface Session {
  get(route: string, headers?: Record<string, string>): Promise<Response>;
  send(method: 'POST' | 'DELETE', route: string, body?: unknown): Promise<Response>;
}

/** Signs in through POST /api/auth/login, as the UI does, and keeps what the answer set. */
export async function signIn(app: RunningApp, email: string, password: string): Promise<Session> {
  const login = await fetch(`${app.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password }),
    signal: AbortSignal.timeout(TIMEOUT_MS),
  });
  if (!login.ok) throw new Error(`sign-in of ${email} answered ${login.status}: ${await login.text()}`);
  const pairs = login.headers.getSetCookie().map((header) => header.split(';')[0]!);
  const cookie = pairs.join('; ');
  const csrf = decodeURIComponent(pairs.find((pair) => pair.startsWith('XSRF-TOKEN='))?.slice('XSRF-TOKEN='.length) ?? '');
  const checked = async (request: Promise<Response>, what: string) => {
    const response = await request;
    if (!response.ok) throw new Error(`${what} answered ${response.status}: ${await response.text()}`);
    return response;
  };
  return {
    get: (route, headers = {}) =>
      checked(
        fetch(`${app.url}${route}`, { headers: { Cookie: cookie, ...headers }, signal: AbortSignal.timeout(TIMEOUT_MS) }),
        `GET ${route}`,
      ),
    send: (method, route, body) =>
      checked(
        fetch(`${app.url}${route}`, {
          method,
          headers: { Cookie: cookie, 'X-XSRF-TOKEN': csrf, ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
          body: body === undefined ? undefined : JSON.stringify(body),
          signal: AbortSignal.timeout(TIMEOUT_MS),
        }),
        `${method} ${route}`,
      ),
  };
}

/** Milliseconds from the request to the whole answer read. */
export async function timed(request: () => Promise<Response>): Promise<number> {
  const started = performance.now();
  await (await request()).arrayBuffer();
  return performance.now() - started;
}
