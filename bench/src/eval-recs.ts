import { movieIdOf } from '@more-ai/command-api/catalog/movie-id';
import { createLocalEngine } from '@more-ai/command-api/recommendations/engine/local';
import type { RecommendationQuery } from '@more-ai/command-api/recommendations/engine/port';
import { startApp } from '@more-ai/launcher/app';
import { createLogger } from '@more-ai/platform';
import { EVAL_CASES, type EvalCase } from './eval-recs.cases';
import { benchCluster } from './harness';

interface Title {
  id: string;
  title: string;
  year: number;
  kind: string;
  runtime_minutes: number;
  language: string;
  genres: string[];
  content_types: string[];
}

const HIT_RATE_TARGET = 0.9;

/**
 * `npm run eval:recs`: the local engine over the bundled catalog against labelled requests. Hit
 * rate: how many expected titles are in the top 10. Filter accuracy: how many picks keep to every
 * filter picked (checked here on the title's facts, apart from the engine's own code).
 */
async function main(): Promise<number> {
  const cluster = await benchCluster();
  const app = await startApp({ databaseUrl: await cluster.ensureDatabase('eval_recs'), port: 0, log: createLogger('eval', 'warn') });
  try {
    const engine = createLocalEngine(app.db);
    const titles = new Map<string, Title>((await app.db('rm_movies.movies').select('*')).map((row: Title) => [row.id, row]));
    let expected = 0;
    let hits = 0;
    let picks = 0;
    let keptToFilters = 0;
    let casesHit = 0;
    for (const evalCase of EVAL_CASES) {
      const query = {
        description: evalCase.description,
        genre: [],
        language: [],
        length: [],
        era: [],
        contentType: [],
        ...evalCase.filters,
      } as RecommendationQuery;
      const found = (await engine.recommend(query)).map((pick) => titles.get(pick.movieId)!);
      const missing = evalCase.expect.filter(([title, year]) => !found.some((t) => t.id === movieIdOf(title, year)));
      const unknown = evalCase.expect.filter(([title, year]) => !titles.has(movieIdOf(title, year)));
      const outside = found.filter((t) => !keepsTo(t, query));
      expected += evalCase.expect.length;
      hits += evalCase.expect.length - missing.length;
      picks += found.length;
      keptToFilters += found.length - outside.length;
      if (missing.length === 0) casesHit += 1;
      const mark = missing.length === 0 && outside.length === 0 ? '✓' : '✗';
      console.log(`${mark} ${describe(evalCase)}`);
      if (unknown.length > 0) console.log(`    not in the catalog: ${unknown.map(([t, y]) => `${t} (${y})`).join(', ')}`);
      if (missing.length > 0)
        console.log(
          `    missing: ${missing.map(([t, y]) => `${t} (${y})`).join(', ')}\n    got: ${found.map((t) => t.title).join(' · ') || 'nothing'}`,
        );
      if (outside.length > 0) console.log(`    outside the filters: ${outside.map((t) => t.title).join(', ')}`);
    }
    const hitRate = hits / expected;
    const filterAccuracy = picks === 0 ? 1 : keptToFilters / picks;
    console.log(`\n${EVAL_CASES.length} cases over ${titles.size} titles`);
    console.log(
      `hit rate         ${percent(hitRate)} (${hits}/${expected} expected titles in the top 10; ${casesHit} cases complete)   target ≥ ${percent(HIT_RATE_TARGET)}`,
    );
    console.log(`filter accuracy  ${percent(filterAccuracy)} (${keptToFilters}/${picks} picks within every filter)   target 100%`);
    return hitRate >= HIT_RATE_TARGET && filterAccuracy === 1 ? 0 : 1;
  } finally {
    await app.stop();
    await cluster.dispose();
  }
}

/** SPEC §2's filters, read plainly: any option within a group, every group. */
function keepsTo(t: Title, query: RecommendationQuery): boolean {
  const anyOf = (picked: string[], test: (option: string) => boolean) => picked.length === 0 || picked.some(test);
  const decade = (option: string) =>
    option === 'Older' ? t.year < 1980 : t.year >= Number(option.slice(0, 4)) && t.year < Number(option.slice(0, 4)) + 10;
  const length = (option: string) =>
    option === 'Any length' ||
    (option === 'Series' && t.kind === 'series') ||
    (t.kind === 'movie' &&
      ((option === 'Under 90 mins' && t.runtime_minutes < 90) ||
        (option === '90 - 120 mins' && t.runtime_minutes >= 90 && t.runtime_minutes <= 120) ||
        (option === 'Over 120 mins' && t.runtime_minutes > 120)));
  return (
    anyOf(query.genre, (g) => t.genres.includes(g)) &&
    anyOf(query.language, (l) => l === 'Any language' || t.language === l) &&
    (query.length.includes('Any length') || anyOf(query.length, length)) &&
    anyOf(query.era, decade) &&
    anyOf(query.contentType, (c) => t.content_types.includes(c))
  );
}

function describe({ description, filters = {} }: EvalCase): string {
  const picked = Object.entries(filters).map(([group, values]) => `${group}: ${(values as string[]).join(', ')}`);
  return [description ? `“${description}”` : '(no text)', ...picked].join(' | ');
}

function percent(fraction: number): string {
  return `${(fraction * 100).toFixed(1)}%`;
}

main().then(
  (code) => process.exit(code),
  (error: Error) => {
    console.error(error);
    process.exit(1);
  },
);
