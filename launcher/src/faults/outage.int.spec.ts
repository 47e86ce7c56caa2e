import { expect } from 'chai';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { REQUEST_DEADLINES_MS } from '@more-ai/platform/http/deadline';
import { startTestApp, type ApiResponse, type TestApp } from '@more-ai/testing/app';
import { serverProcesses } from '@more-ai/testing/faults/postgres-faults';
import { catalogMovieIds, readAfterAll, signedUpMember, type Member } from '@more-ai/testing/members';
import { startEmbeddedPostgres, type EmbeddedPostgresHandle } from '../embedded-postgres';

const PAUSE_MS = 10_000;
/** Scheduling on a shared, busy machine: an answer may come this much after its deadline. */
const MARGIN_MS = 1_500;
const UNAVAILABLE = { message: 'The service is temporarily unavailable. Please try again in a moment.', code: 'SERVICE_UNAVAILABLE' };

interface Timed {
  name: string;
  response: ApiResponse;
  ms: number;
  deadlineMs: number;
}

/**
 * Issue 17: with PostgreSQL stalled, no request hangs as long as it does; each answers 503 with
 * Retry-After within its deadline, and the app serves as before once PostgreSQL runs again. The
 * spec stops a cluster of its own (the postmaster and every backend, SIGSTOP), so no other spec's
 * database stalls with it.
 */
describe('a stalled PostgreSQL', function () {
  this.timeout(180_000);
  const dataDir = path.join(tmpdir(), `more-ai-outage-${process.pid}`);
  let cluster: EmbeddedPostgresHandle | undefined;
  let app: TestApp | undefined;
  let member: Member;
  let movieId: string;
  let paused: number[] = [];
  const warnings: { msg: string; correlationId?: string; level: number }[] = [];
  const unhandled: unknown[] = [];
  const onUnhandled = (reason: unknown) => void unhandled.push(reason);

  // The postmaster first, so it forks no backend after its children were listed.
  const pause = () => {
    process.kill(cluster!.pid, 'SIGSTOP');
    paused = serverProcesses(cluster!.pid);
    for (const pid of paused) process.kill(pid, 'SIGSTOP');
  };
  const resume = () => {
    for (const pid of paused.splice(0)) {
      try {
        process.kill(pid, 'SIGCONT');
      } catch {
        // That process has gone: nothing to resume.
      }
    }
  };

  before(async () => {
    process.on('unhandledRejection', onUnhandled);
    cluster = await startEmbeddedPostgres({ dataDir, persistent: false });
    const url = await cluster.ensureDatabase('outage');
    const log = pino({ level: 'warn' }, { write: (line: string) => void warnings.push(JSON.parse(line)) });
    // The app runs on this cluster (databaseUrl), not on the fresh database of the test run's cluster
    // that startTestApp also makes: that one stays empty, and is dropped on close.
    app = await startTestApp('outage', { log, databaseUrl: url });
    member = await signedUpMember(app, 'outage_member');
    movieId = (await catalogMovieIds(app, 1))[0]!;
  });

  after(async () => {
    // Whatever failed above, PostgreSQL runs again and everything stops, or the whole test run hangs.
    process.off('unhandledRejection', onUnhandled);
    resume();
    await app?.close().catch(() => undefined);
    await cluster?.stop();
    await rm(dataDir, { recursive: true, force: true });
  });

  /** A request of the member's, timed, with its correlation id so its log lines can be found. */
  async function timed(
    name: string,
    deadlineMs: number,
    method: string,
    route: string,
    json?: unknown,
    headers: Record<string, string> = {},
  ): Promise<Timed> {
    const started = performance.now();
    const response = await member.visitor.request(method, route, {
      ...(json === undefined ? {} : { json }),
      headers: { 'X-Correlation-Id': `outage-${name}`, ...headers },
    });
    return { name, response, ms: performance.now() - started, deadlineMs };
  }

  it('answers every kind of request 503 with Retry-After within its deadline, then serves normally again', async () => {
    const favorite = { movieId };
    const key = 'outage-favorite-0001';
    // Before: every route answers, so any 503 below is the stall's doing.
    expect((await member.visitor.request('GET', '/api/favorites')).status).to.equal(200);
    expect((await member.visitor.request('POST', '/api/recommendations/recommend', { json: { description: 'a heist' } })).status).to.equal(
      200,
    );

    pause();
    const pausedAt = performance.now();
    const answers = await Promise.all([
      timed('read', REQUEST_DEADLINES_MS.read, 'GET', '/api/favorites'),
      timed('command', REQUEST_DEADLINES_MS.command, 'POST', '/api/favorites', favorite, { 'Idempotency-Key': key }),
      timed('recommendation', REQUEST_DEADLINES_MS.recommendation, 'POST', '/api/recommendations/recommend', { description: 'a heist' }),
    ]);
    const answeredWithin = performance.now() - pausedAt;
    // The stall lasts its full length whatever the answers were, so "no request took longer" is
    // shown for a stall longer than any of them took.
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, PAUSE_MS - answeredWithin)));
    resume();

    for (const { name, response, ms, deadlineMs } of answers) {
      expect([response.status, response.body], name).to.deep.equal([503, UNAVAILABLE]);
      expect(response.headers.get('Retry-After'), name).to.match(/^\d+$/);
      expect(ms, `${name} answered after ${Math.round(ms)} ms`).to.be.below(Math.min(deadlineMs, PAUSE_MS) + MARGIN_MS);
      // One warning per request, naming it; never logged as a failed request (a 500 with a stack).
      const lines = warnings.filter((line) => line.correlationId === `outage-${name}`);
      expect(
        lines.map(({ msg, level }) => [level, msg]),
        name,
      ).to.deep.equal([[40, 'service unavailable']]);
    }

    // After: the same requests work again within a few seconds, the command retried with its key.
    let read: ApiResponse | undefined;
    for (const started = Date.now(); Date.now() - started < 20_000; await new Promise((resolve) => setTimeout(resolve, 250))) {
      read = await member.visitor.request('GET', '/api/favorites');
      if (read.status === 200) break;
    }
    expect(read?.status).to.equal(200);
    const added = await member.visitor.request('POST', '/api/favorites', { json: favorite, headers: { 'Idempotency-Key': key } });
    expect(added.status, JSON.stringify(added.body)).to.equal(201);
    const recommended = await member.visitor.request('POST', '/api/recommendations/recommend', { json: { description: 'a heist' } });
    expect(recommended.status).to.equal(200);
    // The projectors run again too: the favorite added after the stall shows.
    const favorites = await readAfterAll(app!, member, '/api/favorites');
    expect(JSON.stringify(favorites.body)).to.contain(movieId);
    expect(unhandled).to.deep.equal([]);
  });
});
