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
  const database = await createAppDatabase(label, options);
  const app = await startApp({
    databaseUrl: database.url,
    port: 0,
    log: createLogger('test', process.env.LOG_LEVEL),
    checkResponses: true,
    ...options,
  });
  const request = async <T>(method: string, path: string, { json, raw, headers = {} }: RequestOptions = {}): Promise<ApiResponse<T>> => {
    // A Buffer is sent as a plain Uint8Array over its own ArrayBuffer, which every fetch typing takes as a body.
    const body =
      typeof raw === 'string' || raw === undefined ? (raw ?? (json === undefined ? undefined : JSON.stringify(json))) : new Uint8Array(raw);
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

/** The database an app with these options starts on: a copy of the seeded template where one fits. */
export async function createAppDatabase(label: string, options: Partial<AppOptions>): Promise<TestDatabase> {
  const template = templatable(options) ? await seededTemplate(options.catalogDir) : undefined;
  return createTestDatabase(label, { template });
}

/**
 * A first start seeds plans, features and the movie catalog: with the bundled catalog that is
 * thousands of events and their projections, the same for every app. It runs once per catalog and
 * test process, into a database each app then copies; the app's own start finds the seed done (a
 * later start appends nothing) and adds only what its options ask for (a superadmin, demo users).
 */
const templates = new Map<string, Promise<string>>();

/** Whether an app's first start writes what a template holds: seeded, on the test run's PostgreSQL. */
function templatable(options: Partial<AppOptions>): boolean {
  return options.seed !== false && options.eventstoreUrl === undefined && options.databaseUrl === undefined;
}

function seededTemplate(catalogDir: string | undefined): Promise<string> {
  const key = catalogDir ?? 'bundled';
  let template = templates.get(key);
  if (!template) {
    template = (async () => {
      const database = await createTestDatabase(`template_${templates.size}`);
      const app = await startApp({
        databaseUrl: database.url,
        port: 0,
        log: createLogger('test', process.env.LOG_LEVEL),
        ...(catalogDir ? { catalogDir } : {}),
      });
      await app.stop();
      // A template must have no session open on it while it is copied.
      await database.terminateConnections();
      return database.name;
    })();
    templates.set(key, template);
    // A failed set-up is not kept: the next app tries again, and reports its own error.
    template.catch(() => templates.delete(key));
  }
  return template;
}
