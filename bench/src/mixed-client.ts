import { readFileSync } from 'node:fs';

/**
 * The client side of `npm run bench mixed`, in a process of its own so that it does not share the
 * app's event loop. Reads its plan as JSON on stdin, runs it, and prints what it measured as JSON.
 * Each member is one client, closed loop: it sends its next request as soon as the last answered,
 * and its reads carry the position of its last write in X-Min-Position, as the UI's do.
 */
export interface ClientPlan {
  url: string;
  members: { cookie: string; csrf: string; listId: string }[];
  movieIds: string[];
  prompts: string[];
  seconds: number;
  /** 'mixed': the mix below; 'plain': every request GET /api/auth/me (the baseline). */
  mode: 'mixed' | 'plain';
}

export interface ClientResult {
  requests: number;
  seconds: number;
  /** Latencies in ms, by kind of request. */
  latencies: Record<string, number[]>;
  /** What went wrong, at most 20 of them, and how many in all. */
  errors: string[];
  errorCount: number;
}

/** The mix: what people do most is look (browse, a film, their lists), then keep, then ask. */
const MIX: [kind: string, weight: number][] = [
  ['browse', 25],
  ['movie', 20],
  ['favorites list', 10],
  ['watchlists', 10],
  ['favorite toggle', 12],
  ['watchlist toggle', 13],
  ['recommend', 10],
];
const TOTAL = MIX.reduce((sum, [, weight]) => sum + weight, 0);

async function run(plan: ClientPlan): Promise<ClientResult> {
  const latencies: Record<string, number[]> = {};
  const errors: string[] = [];
  let errorCount = 0;
  let requests = 0;
  const started = performance.now();
  const until = started + plan.seconds * 1000;
  await Promise.all(
    plan.members.map(async (member, lane) => {
      let seed = lane * 7919 + 1;
      const random = () => {
        seed = (seed * 48271) % 2147483647;
        return seed / 2147483647;
      };
      const favorites = new Set<string>();
      const listed = new Set<string>();
      let position: string | undefined;
      const send = async (kind: string, method: string, path: string, body?: unknown) => {
        const headers: Record<string, string> = { Cookie: member.cookie };
        if (method === 'GET') {
          if (position) headers['X-Min-Position'] = position;
        } else headers['X-XSRF-TOKEN'] = member.csrf;
        if (body !== undefined) headers['Content-Type'] = 'application/json';
        const sent = performance.now();
        try {
          const response = await fetch(`${plan.url}${path}`, {
            method,
            headers,
            body: body === undefined ? undefined : JSON.stringify(body),
          });
          const text = await response.text();
          (latencies[kind] ??= []).push(performance.now() - sent);
          requests += 1;
          if (!response.ok || response.headers.get('x-read-model-stale')) {
            errorCount += 1;
            if (errors.length < 20) errors.push(`${method} ${path}: ${response.status} ${text.slice(0, 200)}`);
            return;
          }
          if (method !== 'GET') position = (JSON.parse(text) as { position?: string }).position ?? position;
        } catch (error) {
          errorCount += 1;
          if (errors.length < 20) errors.push(`${method} ${path}: ${(error as Error).message}`);
        }
      };
      const movie = () => plan.movieIds[Math.floor(random() * plan.movieIds.length)]!;
      while (performance.now() < until) {
        if (plan.mode === 'plain') {
          await send('me', 'GET', '/api/auth/me');
          continue;
        }
        let pick = random() * TOTAL;
        const kind = MIX.find(([, weight]) => (pick -= weight) < 0)?.[0] ?? 'browse';
        if (kind === 'browse') await send(kind, 'GET', `/api/movies/browse?page=${1 + Math.floor(random() * 5)}`);
        else if (kind === 'movie') await send(kind, 'GET', `/api/movies/${movie()}`);
        else if (kind === 'favorites list') await send(kind, 'GET', '/api/favorites');
        else if (kind === 'watchlists') await send(kind, 'GET', `/api/watchlist/${member.listId}`);
        else if (kind === 'favorite toggle') {
          const id = movie();
          if (favorites.delete(id)) await send(kind, 'DELETE', `/api/favorites/${id}`);
          else {
            favorites.add(id);
            await send(kind, 'POST', '/api/favorites', { movieId: id });
          }
        } else if (kind === 'watchlist toggle') {
          const id = movie();
          if (listed.delete(id)) await send(kind, 'DELETE', `/api/watchlist/${member.listId}/movies/${id}`);
          else {
            listed.add(id);
            await send(kind, 'POST', `/api/watchlist/${member.listId}/movies`, { movieId: id });
          }
        } else
          await send(kind, 'POST', '/api/recommendations/recommend', {
            description: plan.prompts[Math.floor(random() * plan.prompts.length)]!,
          });
      }
    }),
  );
  return { requests, seconds: (performance.now() - started) / 1000, latencies, errors, errorCount };
}

const plan = JSON.parse(readFileSync(0, 'utf8')) as ClientPlan;
run(plan).then(
  // Exits once the pipe has taken it all: a large result is written in several chunks.
  (result) => process.stdout.write(JSON.stringify(result), () => process.exit(0)),
  (error: Error) => {
    console.error(error);
    process.exit(1);
  },
);
