import { randomUUID } from 'node:crypto';
import { hashPassword } from '@more-ai/command-api/accounts/password';
import { streamName } from '@more-ai/events/streams';
import { startApp, type RunningApp } from '@more-ai/launcher/app';
import { createLogger } from '@more-ai/platform';
import { allProjectors } from '@more-ai/projections';
import { percentile, type Figure } from './harness';

const USERS = 10_000;
const CONTACTS = 20_000;
/** Plan changes per user (FREE → PRO → FREE …): with the registrations and contacts, 100,000 events. */
const PLAN_CHANGES = 6;
const LANES = 8;
const SAMPLES = 60;
const SUPERADMIN = { email: 'bench-chief@example.com', password: 'Director#2025' };
const META = { actor: 'system', correlationId: 'bench-admin', causationId: 'bench-admin' };

/**
 * The admin panel at size (issue 12): 10,000 users and about 100,000 events, then the p95 of the
 * first page of each admin API, each beside a plain read (GET /api/auth/me) measured in the same
 * run. The data goes in through the command side, as the app would have written it over time.
 */
export async function adminBenchmark(databaseUrl: string): Promise<Figure[]> {
  const app = await startApp({ databaseUrl, port: 0, log: createLogger('bench', 'silent'), superadmin: SUPERADMIN });
  try {
    const seeded = await seed(app);
    console.log(`seeded ${seeded.events.toLocaleString('en-US')} events in ${seeded.seconds.toFixed(1)} s; projections caught up`);
    const chief = await signedIn(app);
    const someone = (await chief('GET', '/api/admin/users?search=user0042')).users[0]?._id as string | undefined;
    const routes: Record<string, string> = {
      'GET /api/admin/users': '/api/admin/users',
      'GET /api/admin/users?search': '/api/admin/users?search=user09',
      'GET /api/admin/users?sort=email': '/api/admin/users?sort=email&order=asc',
      'GET /api/admin/stats': '/api/admin/stats',
      'GET /api/contacts': '/api/contacts',
      'GET /api/admin/movies': '/api/admin/movies',
      'GET /api/admin/events': '/api/admin/events',
      'GET /api/admin/events?type': '/api/admin/events?type=PlanChanged',
      'GET /api/admin/events?user': `/api/admin/events?user=${someone ?? randomUUID()}`,
      'GET /api/admin/events/correlation': '/api/admin/events/correlation/bench-admin',
      'GET /api/admin/projections': '/api/admin/projections',
    };
    const timed = async (path: string) => {
      const started = performance.now();
      await chief('GET', path);
      return performance.now() - started;
    };
    const figures: Figure[] = [];
    for (const [name, path] of Object.entries(routes)) {
      await timed(path);
      await timed('/api/auth/me');
      const samples: number[] = [];
      const baseline: number[] = [];
      for (let i = 0; i < SAMPLES; i += 1) {
        samples.push(await timed(path));
        baseline.push(await timed('/api/auth/me'));
      }
      const p95 = percentile(samples, 95);
      figures.push({
        name: `${name} first page p95`,
        value: p95,
        unit: 'ms',
        baselineName: 'GET /api/auth/me p95',
        baseline: percentile(baseline, 95),
        target: '< 250 ms',
        met: p95 < 250,
      });
    }
    return figures;
  } finally {
    await app.stop();
  }
}

/**
 * Appends the users (registered, verified, then FREE → PRO → FREE …) and the contact messages
 * through the event log, one append per stream on parallel lanes, as the commands would have
 * written them over time; then waits for every projector.
 */
async function seed(app: RunningApp): Promise<{ events: number; seconds: number }> {
  const started = performance.now();
  const before = await app.events.store.countAfter({ commit: 0n, prepare: 0n }, Number.MAX_SAFE_INTEGER);
  const passwordHash = await hashPassword('Viewer#2025');
  const metadata = () => ({ ...META, timestamp: new Date().toISOString() });
  const work: (() => Promise<unknown>)[] = [];
  for (let i = 0; i < USERS; i += 1) {
    const userId = randomUUID();
    const name = `user${String(i).padStart(5, '0')}`;
    const registered = {
      userId,
      username: name,
      email: `${name}@example.com`,
      passwordHash,
      role: 'user',
      registeredAt: new Date().toISOString(),
    };
    const events = [
      { type: 'AccountRegistered', data: registered },
      { type: 'EmailVerified', data: { userId } },
      ...Array.from({ length: PLAN_CHANGES }, (_, round) => ({
        type: 'PlanChanged',
        data: { userId, plan: round % 2 === 0 ? 'pro' : 'free' },
      })),
    ];
    work.push(() =>
      app.events.log.append(
        streamName('Account', userId),
        events.map((event) => ({ id: randomUUID(), ...event, metadata: metadata() })),
        'no-stream',
      ),
    );
  }
  for (let i = 0; i < CONTACTS; i += 1) {
    const contactId = randomUUID();
    const data = { contactId, name: `Visitor ${i}`, email: `visitor${i}@example.com`, message: `Question number ${i}` };
    work.push(() =>
      app.events.log.append(
        streamName('Contact', contactId),
        [{ id: randomUUID(), type: 'ContactMessageSubmitted', data, metadata: metadata() }],
        'no-stream',
      ),
    );
  }
  await lanes(work);
  const head = await app.events.store.headPosition();
  const names = allProjectors.map((p) => p.name);
  if (!(await app.watcher.waitFor(names, head, 1_200_000))) throw new Error('projections did not catch up within 20 minutes');
  const events = (await app.events.store.countAfter({ commit: 0n, prepare: 0n }, Number.MAX_SAFE_INTEGER)) - before;
  return { events, seconds: (performance.now() - started) / 1000 };
}

async function lanes(work: (() => Promise<unknown>)[]): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: LANES }, async () => {
      while (next < work.length) await work[next++]!();
    }),
  );
}

/** The superadmin, signed in: a GET helper that throws on anything but 200. */
async function signedIn(app: RunningApp): Promise<(method: string, path: string) => Promise<any>> {
  const cookies = new Map<string, string>();
  const send = async (method: string, path: string, body?: unknown) => {
    const response = await fetch(`${app.url}${path}`, {
      method,
      headers: {
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        Cookie: [...cookies].map(([name, value]) => `${name}=${value}`).join('; '),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    for (const header of response.headers.getSetCookie()) {
      const [pair = ''] = header.split(';');
      const name = pair.slice(0, pair.indexOf('='));
      const value = pair.slice(pair.indexOf('=') + 1);
      if (value) cookies.set(name, value);
      else cookies.delete(name);
    }
    const answer = (await response.json()) as unknown;
    if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${JSON.stringify(answer)}`);
    return answer as any;
  };
  await send('POST', '/api/auth/login', SUPERADMIN);
  return send;
}
