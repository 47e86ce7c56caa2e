import { startApp } from '@more-ai/launcher/app';
import { allProjectors } from '@more-ai/projections';
import type { Logger } from '@more-ai/platform';
import type { ApiResponse, RequestOptions, TestApp } from '../app';
import { startFaultyPostgres, type FaultyPostgres } from './postgres-faults';

const DATABASE = 'more_ai';

export interface FaultRunApp extends TestApp {
  postgres: FaultyPostgres;
}

export interface FaultRunAppOptions {
  label: string;
  log: Logger;
  /** Check every /api answer against its contract (a violation is a 500), as test apps do. */
  checkResponses: boolean;
  /** A client gives up on an answer after this long (a timeout, not an answer). */
  requestTimeoutMs: number;
}

/**
 * The whole app as `npm start` runs it, on a supervised embedded PostgreSQL of its own that the run
 * may pause and kill, shaped as the test harness's app so the signed-up visitors and members work
 * on it. Unlike the harness's, a request that gets no answer within `requestTimeoutMs` rejects
 * (a TimeoutError), as does one that gets no answer at all: a fault run counts both.
 */
export async function startFaultRunApp({ label, log, checkResponses, requestTimeoutMs }: FaultRunAppOptions): Promise<FaultRunApp> {
  const postgres = await startFaultyPostgres(label);
  try {
    const url = await postgres.cluster.ensureDatabase(DATABASE);
    const app = await startApp({ databaseUrl: url, port: 0, log, checkResponses });
    const request = async <T>(method: string, path: string, { json, raw, headers = {} }: RequestOptions = {}): Promise<ApiResponse<T>> => {
      const body = raw ?? (json === undefined ? undefined : JSON.stringify(json));
      const contentType: Record<string, string> = json !== undefined ? { 'Content-Type': 'application/json' } : {};
      const response = await fetch(`${app.url}${path}`, {
        method,
        body,
        headers: { ...contentType, ...headers },
        signal: AbortSignal.timeout(requestTimeoutMs),
      });
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
      if (!(await app.watcher.waitFor(names, head, 30_000))) throw new Error('projections did not catch up within 30 s');
    };
    return {
      ...app,
      postgres,
      database: {
        url,
        name: DATABASE,
        drop: async () => undefined,
        terminateConnections: (applicationName) => postgres.terminateConnections(DATABASE, applicationName),
        refuseConnections: async () => {
          throw new Error('A fault run stops its PostgreSQL instead');
        },
      },
      request,
      settled,
      close: async () => {
        postgres.resume();
        await app.stop().catch(() => undefined);
        await postgres.stop();
      },
    };
  } catch (error) {
    await postgres.stop();
    throw error;
  }
}
