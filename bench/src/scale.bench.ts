import { mkdir, writeFile } from 'node:fs/promises';
import { loadavg } from 'node:os';
import path from 'node:path';
import { hashPassword } from '@more-ai/command-api/accounts/password';
import { createLocalEngine } from '@more-ai/command-api/recommendations/engine/local';
import { START, type GlobalPosition } from '@more-ai/events/position';
import type { EventStore } from '@more-ai/events/store/port';
import { streamName } from '@more-ai/events/streams';
import { startApp, type RunningApp } from '@more-ai/launcher/app';
import { createLogger } from '@more-ai/platform';
import { LAG_COUNT_CAP } from '@more-ai/platform/consumers/figures';
import { allProjectors, eventLogProjector, rebuildProjection } from '@more-ai/projections';
import { EVAL_CASES } from './eval-recs.cases';
import { percentile, type Figure } from './harness';
import { SimulatedCommunity, type CannedAnswer, type Member } from './scale-community';
import type { PendingAppend } from './scale-streams';
import { scalePlotSvg, sizeLabel, type ScaleSeries } from './scale-plot';
import { signIn, timed, type Session } from './signed-in-session';

/** The log's sizes, measured in turn on one database that grows: the first is what the others are held to. */
const SIZES = [10_000, 100_000, 1_000_000];
const MEMBERS = 10_000;
/** Members join over the first 100,000 events: about 730 members at 10k, all 10,000 from 100k on. */
const EVENTS_PER_SIGNUP = 10;
/** The seeded log spans a year at 1M events, ending now. */
const YEAR_MS = 365 * 24 * 3600 * 1000;
/** Events decided before they are appended: each stream's share goes in one append. */
const STRETCH = 250_000;
const LANES = 12;
/** Rounds of latency samples per size; in each, per GET measure, samples alternating with the baseline, and add-and-remove cycles of a favourite (two samples each). */
const ROUNDS = 3;
const SAMPLES = 100;
const COMMAND_CYCLES = 100;
/** Requests sent before sampling, so a size's first answers (cold caches after the catch-up) are not counted. */
const WARM_UP = 10;
/** Members the commands are spread over, so the measuring adds a few events to each stream, not hundreds to one. */
const MEASURING_MEMBERS = 10;
const CATCH_UP_MS = 60 * 60_000;
/** The longest the measuring waits for autovacuum workers still running after the settling. */
const SETTLE_MS = 5 * 60_000;
const PASSWORD = 'Viewer#2025';
const SUPERADMIN = { email: 'bench-chief@example.com', password: 'Director#2025' };
const GOAL_RATIO = 2;

/** One measure at one size: its value, and the same run's baseline for it (used at the first size). */
interface Measure {
  value: number;
  baseline: number;
}

interface Definition {
  key: string;
  /** The percentile of a latency's samples that is its figure. */
  percentile?: number;
  name: string;
  /** Its name in the plot's legend. */
  label: string;
  unit: string;
  higherIsBetter: boolean;
  baselineName: string;
}

const MEASURES: Definition[] = [
  {
    key: 'append',
    percentile: 95,
    label: 'append p95',
    name: 'append p95 (POST and DELETE /api/favorites)',
    unit: 'ms',
    higherIsBetter: false,
    baselineName: 'GET /api/auth/me p95',
  },
  {
    key: 'replay',
    label: 'replay rate',
    name: 'replay rate (event-log rebuild, every event)',
    unit: 'events/s',
    higherIsBetter: true,
    baselineName: 'reading the log, no projection',
  },
  {
    key: 'ryw',
    percentile: 99,
    label: 'read-your-writes p99',
    name: 'read-your-writes p99 (GET /api/favorites)',
    unit: 'ms',
    higherIsBetter: false,
    baselineName: 'GET /api/auth/me p99',
  },
  {
    key: 'feed',
    percentile: 95,
    label: 'feed p95',
    name: 'GET /api/recommendations/recent p95',
    unit: 'ms',
    higherIsBetter: false,
    baselineName: 'GET /api/auth/me p95',
  },
  {
    key: 'profile',
    percentile: 95,
    label: 'profile p95',
    name: 'GET /api/profile/{busiest member} p95',
    unit: 'ms',
    higherIsBetter: false,
    baselineName: 'GET /api/auth/me p95',
  },
  {
    key: 'watchlist',
    percentile: 95,
    label: 'watchlist p95',
    name: 'GET /api/watchlist/{their public list} p95',
    unit: 'ms',
    higherIsBetter: false,
    baselineName: 'GET /api/auth/me p95',
  },
  {
    key: 'events',
    percentile: 95,
    label: 'admin event log p95',
    name: 'GET /api/admin/events first page p95',
    unit: 'ms',
    higherIsBetter: false,
    baselineName: 'GET /api/auth/me p95 (superadmin)',
  },
];

/**
 * How cost grows with the log (issue 14): one app on one database, grown by a simulated community
 * of 10,000 members (scale-community.ts) to 10k, 100k and 1M events; at each size the p95 of an
 * append through the command API, the replay rate of the event-log read model (it projects every
 * event), read-your-writes p99, and the p95 of the feed, the busiest member's profile and public
 * watchlist, and the admin event log's first page. Each figure at 100k and 1M is held to twice its
 * cost at 10k; at 10k it stands beside a plain read in the same run. Writes the plot to
 * bench/results/scale.svg and bench/plots/scale.svg.
 */
export async function scaleBenchmark(databaseUrl: string): Promise<Figure[]> {
  const app = await startApp({
    databaseUrl,
    port: 0,
    log: createLogger('bench', 'silent'),
    superadmin: SUPERADMIN,
    // The seeded log's clock runs over the past year: a watchlist opened at its owner's gate months
    // ago in the log's time, and created a moment later in the seeding, must not look abandoned.
    processGraceSeconds: (2 * YEAR_MS) / 1000,
  });
  try {
    const community = new SimulatedCommunity({
      members: MEMBERS,
      eventsPerSignup: EVENTS_PER_SIGNUP,
      movieIds: (await app.db('rm_movies.movies').orderBy('id').pluck('id')) as string[],
      answers: await cannedAnswers(app),
      passwordHash: await hashPassword(PASSWORD),
      end: new Date(),
      spanMs: YEAR_MS,
      eventsOverSpan: SIZES.at(-1)!,
      seed: 14,
    });
    const results = new Map<number, Map<string, Measure>>();
    for (const [index, size] of SIZES.entries()) {
      await grow(app, community, size);
      results.set(size, await measureAt(app, community, measuringMembers(community, index), size));
    }
    const mix = [...community.mix].sort(([, a], [, b]) => b - a);
    console.log(`scale: the community's events by type: ${mix.map(([type, n]) => `${type} ${n.toLocaleString('en-US')}`).join(', ')}`);
    await writePlot(results);
    return figuresOf(results);
  } finally {
    await app.stop();
  }
}

/**
 * The PRO members, past the busiest hundred, whose favourites the commands change at the size with
 * this index: every third of them, so each size has members of the same activity, and none whose
 * stream an earlier size's commands grew.
 */
function measuringMembers(community: SimulatedCommunity, sizeIndex: number): Member[] {
  const members = community.members
    .filter((m) => m.rank >= 100 && m.plan === 'pro')
    .filter((_, i) => i % SIZES.length === sizeIndex)
    .slice(0, MEASURING_MEMBERS);
  if (members.length < MEASURING_MEMBERS) throw new Error(`fewer than ${MEASURING_MEMBERS} PRO members to measure with have signed up`);
  return members;
}

/** The local engine's answer to each request of the eval, once: the community's searches reuse them. */
async function cannedAnswers(app: RunningApp): Promise<CannedAnswer[]> {
  const engine = createLocalEngine(app.db);
  const answers: CannedAnswer[] = [];
  for (const { description, filters } of EVAL_CASES) {
    const asked = { genre: [], language: [], length: [], era: [], contentType: [], ...filters };
    const picks = await engine.recommend({ description, ...asked });
    if (picks.length > 0) answers.push({ description, filters: asked, picks });
  }
  return answers;
}

/** Appends what the community does until the log holds `size` events, then waits for every projector. */
async function grow(app: RunningApp, community: SimulatedCommunity, size: number): Promise<void> {
  const started = performance.now();
  let count = await logSize(app.events.store);
  const from = count;
  while (count < size) {
    const stretch = community.live(Math.min(STRETCH, size - count));
    await lanes(stretch.signups.map((appends) => () => appendInOrder(app, appends)));
    await lanes(stretch.activity.map((appends) => () => appendInOrder(app, appends)));
    count = await logSize(app.events.store);
    console.log(`scale: ${count.toLocaleString('en-US')} events in the log, ${seconds(started)} s`);
  }
  const appended = seconds(started);
  const head = await app.events.store.headPosition();
  const names = allProjectors.map((p) => p.name);
  const progress = setInterval(
    () =>
      void behind(app).then(
        (lags) => console.log(`scale: catching up, ${seconds(started)} s: ${lags}`),
        () => undefined,
      ),
    60_000,
  );
  const caughtUp = await app.watcher.waitFor(names, head, CATCH_UP_MS).finally(() => clearInterval(progress));
  if (!caughtUp) throw new Error('projections did not catch up within an hour');
  console.log(
    `scale: seeded ${(count - from).toLocaleString('en-US')} events in ${appended} s; every projector caught up ${seconds(started)} s after the start`,
  );
  await settle(app);
}

/**
 * What PostgreSQL does after a bulk load, done before measuring rather than during it: the tables
 * vacuumed and analysed (autovacuum would otherwise take them on amid the samples, and the planner
 * would plan on the sizes of a smaller log), and the load's dirty pages written by a checkpoint.
 * A log that grew over a year is measured as it stands on an ordinary day, not in the minutes after
 * 900,000 events arrived at once.
 */
async function settle(app: RunningApp): Promise<void> {
  const started = performance.now();
  await app.db.raw('VACUUM (ANALYZE)');
  await app.db.raw('CHECKPOINT');
  for (let waited = 0; waited < SETTLE_MS; waited += 1000) {
    const { rows } = await app.db.raw<{ rows: { n: number }[] }>(
      `SELECT count(*)::int AS n FROM pg_stat_activity WHERE backend_type = 'autovacuum worker'`,
    );
    if (rows[0]!.n === 0) break;
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  console.log(`scale: vacuumed, analysed and checkpointed in ${seconds(started)} s`);
}

/** The projectors still behind the log's head, and by how many events (counted up to the runner's cap). */
async function behind(app: RunningApp): Promise<string> {
  const figures = Object.entries(await app.projections.figures()).filter(([, f]) => (f.lag ?? 0) > 0);
  const count = (lag: number) => `${lag.toLocaleString('en-US')}${lag >= LAG_COUNT_CAP ? '+' : ''}`;
  return figures.map(([name, f]) => `${name} ${count(f.lag!)}`).join(', ') || 'none behind';
}

async function appendInOrder(app: RunningApp, appends: readonly PendingAppend[]): Promise<void> {
  for (const { streamId, events, expected } of appends) await app.events.log.append(streamId, events, expected);
}

async function lanes(work: readonly (() => Promise<void>)[]): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: LANES }, async () => {
      while (next < work.length) await work[next++]!();
    }),
  );
}

/** Samples of some measures and of their baselines, taken in turn so both see the same moments. */
type Round = () => Promise<Map<string, { samples: number[]; baseline: number[] }>>;

/**
 * Every figure at one size. Latencies are sampled in ROUNDS rounds, each measure after the other,
 * and each figure is the median of its rounds' percentiles: a burst of other work on the machine
 * spoils one round, not the figure. The replay runs last, once.
 */
async function measureAt(
  app: RunningApp,
  community: SimulatedCommunity,
  members: readonly Member[],
  size: number,
): Promise<Map<string, Measure>> {
  const busiest = community.members[0]!;
  const list = community.busiestPublicList(busiest);
  if (!list) throw new Error(`${busiest.username} has no public watchlist`);
  const sessions: Session[] = [];
  for (const member of members) sessions.push(await signIn(app, member.email, PASSWORD));
  const viewer = sessions[0]!;
  const chief = await signIn(app, SUPERADMIN.email, SUPERADMIN.password);
  const profile = (await (await viewer.get(`/api/profile/${busiest.userId}`)).json()) as ProfileCounts;
  const log = await logSize(app.events.store);
  const streams = await Promise.all(
    members.map((m) =>
      app.events.store.readStream(streamName('Favorites', m.userId)).then(
        (events) => events.length,
        () => 0,
      ),
    ),
  );
  console.log(`scale: the measuring members' favourites streams hold ${streams.join(', ')} events`);
  console.log(
    `scale: at ${log.toLocaleString('en-US')} events, ${community.members.length.toLocaleString('en-US')} members; ` +
      `${busiest.username}'s profile: ${profile.stats.watchlistsCount} lists, ${profile.stats.favoritesCount} favourites, ` +
      `${profile.followers.length} followers, following ${profile.following.length}; their list: ${list.movies} movies`,
  );

  const rounds: Round[] = [
    reads('feed', viewer, '/api/recommendations/recent'),
    reads('profile', viewer, `/api/profile/${busiest.userId}`),
    reads('watchlist', viewer, `/api/watchlist/${list.watchlistId}`),
    reads('events', chief, '/api/admin/events'),
    await favouriteCycles(app, sessions),
  ];
  const measured = new Map<string, Measure[]>();
  for (let round = 0; round < ROUNDS; round += 1) {
    for (const run of rounds) {
      for (const [key, { samples, baseline }] of await run()) {
        const p = MEASURES.find((m) => m.key === key)!.percentile!;
        measured.set(key, [...(measured.get(key) ?? []), { value: percentile(samples, p), baseline: percentile(baseline, p) }]);
      }
    }
  }
  // The community goes on deciding these members' favourites from their streams as the commands left them.
  for (const member of members)
    community.heardFavorites(member.userId, await app.events.log.readStream(streamName('Favorites', member.userId)));
  const measures = new Map([...measured].map(([key, values]) => [key, median(values)]));
  measures.set('replay', await replay(app));
  console.log(
    `scale: at ${sizeLabel(size)} (load average ${loadavg()[0]!.toFixed(2)}): ` +
      MEASURES.map((m) => `${m.key} ${measures.get(m.key)!.value.toFixed(1)} ${m.unit}`).join(', '),
  );
  return measures;
}

/** GET `route`, each answer followed by GET /api/auth/me (the baseline), after a warm-up. */
function reads(key: string, session: Session, route: string): Round {
  return async () => {
    for (let i = 0; i < WARM_UP; i += 1) {
      await timed(() => session.get(route));
      await timed(() => session.get('/api/auth/me'));
    }
    const samples: number[] = [];
    const baseline: number[] = [];
    for (let i = 0; i < SAMPLES; i += 1) {
      samples.push(await timed(() => session.get(route)));
      baseline.push(await timed(() => session.get('/api/auth/me')));
    }
    return new Map([[key, { samples, baseline }]]);
  };
}

/**
 * Single-event appends through the command API, each followed by the read that must show it: a
 * movie favourited, then GET /api/favorites with the answer's position in X-Min-Position; the movie
 * unfavourited, and read again. The cycles go round the members in turn. Baseline: GET
 * /api/auth/me after each read.
 */
async function favouriteCycles(app: RunningApp, sessions: readonly Session[]): Promise<Round> {
  const catalog = (await app.db('rm_movies.movies').orderBy('id', 'desc').limit(400).pluck('id')) as string[];
  const members: { session: Session; kept: number; movies: string[] }[] = [];
  for (const session of sessions) {
    const { favorites } = (await (await session.get('/api/favorites')).json()) as { favorites: { _id: string }[] };
    const kept = new Set(favorites.map((movie) => movie._id));
    members.push({ session, kept: kept.size, movies: catalog.filter((id) => !kept.has(id)) });
  }
  console.log(`scale: commands spread over ${members.length} PRO members, keeping ${members.map((m) => m.kept).join(', ')} favourites`);
  return async () => {
    const appends: number[] = [];
    const visible: number[] = [];
    const plain: number[] = [];
    const readBack = async (session: Session, position: string) => {
      const started = performance.now();
      const response = await session.get('/api/favorites', { 'X-Min-Position': position });
      await response.arrayBuffer();
      visible.push(performance.now() - started);
      if (response.headers.get('x-read-model-stale')) throw new Error('GET /api/favorites answered from a read model behind the position');
      plain.push(await timed(() => session.get('/api/auth/me')));
    };
    for (let i = 0; i < COMMAND_CYCLES; i += 1) {
      const { session, movies } = members[i % members.length]!;
      const movieId = movies[Math.floor(i / members.length) % movies.length]!;
      let started = performance.now();
      const added = (await (await session.send('POST', '/api/favorites', { movieId })).json()) as { position: string };
      appends.push(performance.now() - started);
      await readBack(session, added.position);
      started = performance.now();
      const removed = (await (await session.send('DELETE', `/api/favorites/${movieId}`)).json()) as { position: string };
      appends.push(performance.now() - started);
      await readBack(session, removed.position);
    }
    return new Map([
      ['append', { samples: appends, baseline: plain }],
      ['ryw', { samples: visible, baseline: plain }],
    ]);
  };
}

/** The round whose figure is the middle one: an odd number of rounds, so it is one of them. */
function median(rounds: readonly Measure[]): Measure {
  return [...rounds].sort((a, b) => a.value - b.value)[Math.floor(rounds.length / 2)]!;
}

/** A rebuild of the event-log read model over the whole log, beside reading the log in batches of the same size. */
async function replay(app: RunningApp): Promise<Measure> {
  const batch = 2000;
  let position: GlobalPosition = START;
  let read = 0;
  const started = performance.now();
  for (;;) {
    const events = await app.events.log.readAll({ after: position, maxCount: batch });
    if (events.length === 0) break;
    read += events.length;
    position = events.at(-1)!.position;
  }
  const readRate = read / ((performance.now() - started) / 1000);
  let replayed = 0;
  const rebuilding = performance.now();
  const result = await rebuildProjection({
    store: app.events.log,
    db: app.db,
    projector: eventLogProjector,
    batchSize: batch,
    onProgress: ({ phase }) => {
      if (phase === 'swapping') replayed = (performance.now() - rebuilding) / 1000;
    },
  });
  if (!result.verification.equal) throw new Error('the rebuilt event log differs from the live one');
  console.log(
    `scale: read ${read.toLocaleString('en-US')} events at ${Math.round(readRate).toLocaleString('en-US')} events/s; ` +
      `rebuilt ${eventLogProjector.name} from ${result.events.toLocaleString('en-US')} events in ${result.seconds.toFixed(1)} s ` +
      `(replayed in ${replayed.toFixed(1)} s, then swapped in after comparing it with the live tables)`,
  );
  return { value: result.events / result.seconds, baseline: readRate };
}

function figuresOf(results: ReadonlyMap<number, ReadonlyMap<string, Measure>>): Figure[] {
  const [first, ...rest] = SIZES;
  const figures: Figure[] = [];
  for (const definition of MEASURES) {
    const base = results.get(first!)!.get(definition.key)!;
    figures.push({
      name: `${definition.name} at ${sizeLabel(first!)} events`,
      value: base.value,
      unit: definition.unit,
      baselineName: definition.baselineName,
      baseline: base.baseline,
      target: '-',
      met: true,
    });
    for (const size of rest) {
      const { value } = results.get(size)!.get(definition.key)!;
      figures.push({
        name: `${definition.name} at ${sizeLabel(size)} events`,
        value,
        unit: definition.unit,
        baselineName: `at ${sizeLabel(first!)} events`,
        baseline: base.value,
        target: definition.higherIsBetter
          ? `≥ 1/${GOAL_RATIO} the ${sizeLabel(first!)} rate`
          : `≤ ${GOAL_RATIO}× the ${sizeLabel(first!)} figure`,
        met: definition.higherIsBetter ? value * GOAL_RATIO >= base.value : value <= GOAL_RATIO * base.value,
      });
    }
  }
  return figures;
}

async function writePlot(results: ReadonlyMap<number, ReadonlyMap<string, Measure>>): Promise<void> {
  const series: ScaleSeries[] = MEASURES.map(({ key, label, unit, higherIsBetter }) => ({
    name: label,
    unit,
    higherIsBetter,
    values: SIZES.map((size) => ({ size, value: results.get(size)!.get(key)!.value })),
  }));
  const svg = scalePlotSvg(series, 'How cost grows with the log: each measure against its value at 10k events');
  const bench = path.resolve(import.meta.dirname, '..');
  for (const file of [path.join(bench, 'results', 'scale.svg'), path.join(bench, 'plots', 'scale.svg')]) {
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, svg);
  }
  console.log('scale: plot written to bench/results/scale.svg and bench/plots/scale.svg');
}

/** What the bench reads of a profile to describe it. */
interface ProfileCounts {
  stats: { watchlistsCount: number; favoritesCount: number };
  followers: unknown[];
  following: unknown[];
}

async function logSize(store: EventStore): Promise<number> {
  return store.countAfter(START, Number.MAX_SAFE_INTEGER);
}

function seconds(since: number): string {
  return ((performance.now() - since) / 1000).toFixed(1);
}
