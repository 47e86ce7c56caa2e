import http from 'node:http';
import type { AddressInfo } from 'node:net';
import autocannon from 'autocannon';
import Koa from 'koa';
import pg from 'pg';
import { startApp, type RunningApp } from '@more-ai/launcher/app';
import { createLogger } from '@more-ai/platform';
import { median, type Figure } from './harness';

export const SUPERADMIN = { email: 'bench-reader@example.com', password: 'Reader#2026!' };
const CONNECTIONS = [1, 16];
const ROUNDS = 3;
const ROUND_SECONDS = 5;
const WARM_UP_SECONDS = 2;
/** The share of the bare server's throughput the app's read path is to keep (issue 14). */
const TARGET = 0.6;

/**
 * GET /api/movies/{id} signed in, through the whole app (gateway, read-api, authentication, the
 * read-your-writes check, the view), beside a bare Koa server that runs one pg query for the same
 * row on the same PostgreSQL with a pool of the same size. autocannon drives both from a worker
 * thread, alternately, ROUNDS rounds each; each figure is the median round.
 */
export async function readPathBenchmark(databaseUrl: string): Promise<Figure[]> {
  const app = await startApp({ databaseUrl, port: 0, log: createLogger('bench', 'silent'), superadmin: SUPERADMIN });
  const bare = await startBareServer(databaseUrl);
  try {
    const cookie = await signIn(app);
    const row = (await app.db('rm_movies.movies').orderBy('id').first('id')) as { id: string } | undefined;
    if (!row) throw new Error('the catalog is empty');
    const appUrl = `${app.url}/api/movies/${row.id}`;
    const bareUrl = `${bare.url}/api/movies/${row.id}`;
    const figures: Figure[] = [];
    for (const connections of CONNECTIONS) {
      const appRuns: number[] = [];
      const bareRuns: number[] = [];
      await load(appUrl, connections, WARM_UP_SECONDS, cookie);
      await load(bareUrl, connections, WARM_UP_SECONDS);
      for (let round = 0; round < ROUNDS; round += 1) {
        appRuns.push(await load(appUrl, connections, ROUND_SECONDS, cookie));
        bareRuns.push(await load(bareUrl, connections, ROUND_SECONDS));
      }
      const value = median(appRuns);
      const baseline = median(bareRuns);
      console.log(
        `read path, ${connections} connection(s): app ${appRuns.map(Math.round).join(', ')} req/s; bare ${bareRuns.map(Math.round).join(', ')} req/s`,
      );
      figures.push({
        name: `GET /api/movies/{id} signed in, ${connections} connection${connections === 1 ? '' : 's'}`,
        value,
        unit: 'req/s',
        baselineName: 'bare Koa + one pg query',
        baseline,
        target: `≥ ${TARGET * 100}% of baseline`,
        met: value >= TARGET * baseline,
      });
    }
    return figures;
  } finally {
    await bare.stop();
    await app.stop();
  }
}

/** Requests per second over `seconds`; any error or answer other than 200 fails the run. */
export async function load(url: string, connections: number, seconds: number, cookie?: string): Promise<number> {
  const result = await autocannon({
    url,
    connections,
    duration: seconds,
    workers: 1,
    headers: cookie ? { cookie } : {},
  });
  if (result.errors > 0 || result.timeouts > 0 || result.non2xx > 0) {
    throw new Error(`${url}: ${result.errors} errors, ${result.timeouts} timeouts, ${result.non2xx} answers other than 2xx`);
  }
  return result.requests.total / (result.duration || seconds);
}

/** A Koa server with one route: the movie's row as JSON, one query on a pool as large as the app's. */
async function startBareServer(databaseUrl: string): Promise<{ url: string; stop(): Promise<void> }> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 20 });
  const koa = new Koa();
  koa.use(async (ctx) => {
    const id = ctx.path.slice('/api/movies/'.length);
    const { rows } = await pool.query('SELECT * FROM rm_movies.movies WHERE id = $1', [id]);
    if (rows.length === 0) ctx.throw(404);
    ctx.body = rows[0];
  });
  const server = http.createServer(koa.callback());
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    stop: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      await pool.end();
    },
  };
}

/** The session cookies of the seeded superadmin. */
export async function signIn(app: RunningApp): Promise<string> {
  const response = await fetch(`${app.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(SUPERADMIN),
  });
  if (!response.ok) throw new Error(`sign-in answered ${response.status}`);
  return response.headers
    .getSetCookie()
    .map((header) => header.split(';')[0]!)
    .join('; ');
}
