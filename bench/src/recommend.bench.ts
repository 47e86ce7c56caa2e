import { createLocalEngine } from '@more-ai/command-api/recommendations/engine/local';
import type { RecommendationQuery } from '@more-ai/command-api/recommendations/engine/port';
import { startApp } from '@more-ai/launcher/app';
import { createLogger } from '@more-ai/platform';
import { EVAL_CASES } from './eval-recs.cases';
import { percentile, type Figure } from './harness';

const CONCURRENCY = 10;
const ROUNDS = 20;

/**
 * The local engine over the full bundled catalog, 10 requests at a time (the labelled requests of
 * the eval, text and filter mixes). Baseline: a bare indexed full-text SELECT of 10 titles on the
 * same table, at the same concurrency, in the same run.
 */
export async function recommendBenchmark(databaseUrl: string): Promise<Figure[]> {
  const app = await startApp({ databaseUrl, port: 0, log: createLogger('bench', 'silent') });
  try {
    const engine = createLocalEngine(app.db);
    const queries = EVAL_CASES.map(
      ({ description, filters }) =>
        ({ description, genre: [], language: [], length: [], era: [], contentType: [], ...filters }) as RecommendationQuery,
    );
    const words = EVAL_CASES.map((c) => c.description).filter(Boolean);
    const movies = (await app.db('rm_movies.movies').count({ n: '*' }).first())?.n;
    console.log(`recommend: ${movies} titles, ${queries.length} different requests, ${CONCURRENCY} at a time`);

    const engineTimes = await timed(queries.length, (i) => engine.recommend(queries[i % queries.length]!));
    const selectTimes = await timed(words.length, (i) =>
      app.db.raw("SELECT id, title FROM rm_movies.movies WHERE search @@ plainto_tsquery('english', ?) LIMIT 10", [
        words[i % words.length]!,
      ]),
    );
    return [50, 95].map((p) => ({
      name: `local engine p${p}, ${CONCURRENCY} concurrent`,
      value: percentile(engineTimes, p),
      unit: 'ms',
      baselineName: `indexed SELECT p${p}`,
      baseline: percentile(selectTimes, p),
      target: p === 95 ? 'p95 < 50 ms' : '-',
      met: p === 95 ? percentile(engineTimes, p) < 50 : true,
    }));
  } finally {
    await app.stop();
  }
}

/** Runs every request once to warm up, then ROUNDS times over, CONCURRENCY at once; the latency of each. */
async function timed(count: number, request: (i: number) => Promise<unknown>): Promise<number[]> {
  await Promise.all(Array.from({ length: count }, (_, i) => request(i)));
  const samples: number[] = [];
  let next = 0;
  const total = count * ROUNDS;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < total) {
        const i = next++;
        const started = performance.now();
        await request(i);
        samples.push(performance.now() - started);
      }
    }),
  );
  return samples;
}
