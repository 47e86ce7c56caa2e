import { startApp, type AppOptions, type RunningApp } from '@more-ai/launcher/app';
import { createLogger } from '@more-ai/platform';
import { allProjectors } from '@more-ai/projections';
import { createTestDatabase, type TestDatabase } from './database';

export interface ApiResponse<T = any> {
  status: number;
  headers: Headers;
  body: T;
}

export interface RequestOptions {
  /** Sent as JSON unless `raw` is given. */
  json?: unknown;
  /** Sent as is, with the given headers (for malformed-input tests). */
  raw?: string | Buffer;
  headers?: Record<string, string>;
}

export interface TestApp extends RunningApp {
  database: TestDatabase;
  request<T = any>(method: string, path: string, options?: RequestOptions): Promise<ApiResponse<T>>;
  /** Resolves once every projector has handled every event appended so far. */
  settled(): Promise<void>;
  /** Stops the app and drops its database. */
  close(): Promise<void>;
}

/**
 * The whole app, over real HTTP, on a fresh database of the test run's PostgreSQL. Every answer is
 * checked against its route's contract, so every spec that drives a route checks its contract too.
 */
export async function startTestApp(label: string, options: Partial<AppOptions> = {}): Promise<TestApp> {
  const database = await createTestDatabase(label);
  const app = await startApp({
    databaseUrl: database.url,
    port: 0,
    log: createLogger('test', process.env.LOG_LEVEL),
    checkResponses: true,
    ...options,
  });
  const request = async <T>(method: string, path: string, { json, raw, headers = {} }: RequestOptions = {}): Promise<ApiResponse<T>> => {
    const body = raw ?? (json === undefined ? undefined : JSON.stringify(json));
    const contentType: Record<string, string> = json !== undefined ? { 'Content-Type': 'application/json' } : {};
    const response = await fetch(`${app.url}${path}`, { method, body, headers: { ...contentType, ...headers } });
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      // Not JSON (the UI's HTML): keep the text.
    }
    return { status: response.status, headers: response.headers, body: parsed as T };
  };
  const settled = async () => {
    const head = await app.events.store.headPosition();
    const names = allProjectors.map((p) => p.name);
    if (!(await app.watcher.waitFor(names, head, 10_000))) throw new Error('projections did not catch up within 10 s');
  };
  return {
    ...app,
    database,
    request,
    settled,
    close: async () => {
      await app.stop();
      await database.drop();
    },
  };
}
