import { movieIdOf } from '@more-ai/command-api/catalog/movie-id';
import { createLocalEngine } from '@more-ai/command-api/recommendations/engine/local';
import type { RecommendationQuery } from '@more-ai/command-api/recommendations/engine/port';
import { startApp } from '@more-ai/launcher/app';
import { createLogger } from '@more-ai/platform';
import { CATEGORIES, EVAL_CASES, type Avoid, type Category, type EvalCase } from './eval-recs.cases';
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
  tags: string[];
}

interface Tally {
  cases: number;
  /** Requests with at least one right answer in the top 10. */
  hits: number;
  /** Right answers listed, and how many of them are in the top 10. */
  expected: number;
  found: number;
  picks: number;
  keptToFilters: number;
  negationPicks: number;
  keptToNegations: number;
}

const newTally = (): Tally => ({
  cases: 0,
  hits: 0,
  expected: 0,
  found: 0,
  picks: 0,
  keptToFilters: 0,
  negationPicks: 0,
  keptToNegations: 0,
});

const HIT_RATE_TARGET = 0.97;

/**
 * `npm run eval:recs`: the local engine over the bundled catalog against labelled requests. Hit
 * rate (HitRate@10): how many requests have at least one of their right answers in the top 10; recall:
 * how many of all the right answers listed are. Filter accuracy: how many picks keep to every
 * filter picked; negation accuracy: how many picks of a request that refused something ('nothing
 * scary') have none of it (both checked here on the title's facts, apart from the engine's own
 * code). Each figure per category of request, then overall.
 */
async function main(): Promise<number> {
  const cluster = await benchCluster();
  // EVAL_CATALOG_DIR: another catalog folder than the bundled one (a committed snapshot while the bundled one is being edited).
  const catalogDir = process.env.EVAL_CATALOG_DIR;
  const app = await startApp({
    databaseUrl: await cluster.ensureDatabase('eval_recs'),
    port: 0,
    log: createLogger('eval', 'warn'),
    ...(catalogDir ? { catalogDir } : {}),
  });
  try {
    // The movies read model has every seeded title before the first request.
    const head = await app.events.store.headPosition();
    if (!(await app.watcher.waitFor(['movies'], head, 120_000))) throw new Error('the movies read model did not catch up within 2 minutes');
    const engine = createLocalEngine(app.db);
    const titles = new Map<string, Title>((await app.db('rm_movies.movies').select('*')).map((row: Title) => [row.id, row]));
    const tallies = new Map<Category | 'all', Tally>([...CATEGORIES, 'all' as const].map((c) => [c, newTally()]));
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
      const refused = evalCase.avoid ? found.filter((t) => hasAny(t, evalCase.avoid!)) : [];
      for (const tally of [tallies.get(evalCase.category ?? 'plain')!, tallies.get('all')!]) {
        tally.cases += 1;
        tally.hits += missing.length < evalCase.expect.length ? 1 : 0;
        tally.expected += evalCase.expect.length;
        tally.found += evalCase.expect.length - missing.length;
        tally.picks += found.length;
        tally.keptToFilters += found.length - outside.length;
        if (evalCase.avoid) {
          tally.negationPicks += found.length;
          tally.keptToNegations += found.length - refused.length;
        }
      }
      const hit = missing.length < evalCase.expect.length;
      const mark = hit && outside.length === 0 && refused.length === 0 ? '✓' : '✗';
      console.log(`${mark} [${evalCase.category ?? 'plain'}] ${describe(evalCase)}`);
      if (unknown.length > 0) console.log(`    not in the catalog: ${unknown.map(([t, y]) => `${t} (${y})`).join(', ')}`);
      if (!hit)
        console.log(
          `    missing: ${missing.map(([t, y]) => `${t} (${y})`).join(', ')}\n    got: ${found.map((t) => t.title).join(' · ') || 'nothing'}`,
        );
      if (outside.length > 0) console.log(`    outside the filters: ${outside.map((t) => t.title).join(', ')}`);
      if (refused.length > 0) console.log(`    against a negation: ${refused.map((t) => t.title).join(', ')}`);
    }
    console.log(`\n${EVAL_CASES.length} cases over ${titles.size} titles\n`);
    console.log(
      `${'category'.padEnd(12)} ${'cases'.padStart(5)} ${'hit rate'.padStart(17)} ${'recall'.padStart(17)} ${'filter accuracy'.padStart(22)} ${'negation accuracy'.padStart(22)}`,
    );
    for (const [category, t] of tallies) {
      if (t.cases === 0) continue;
      console.log(
        `${category.padEnd(12)} ${String(t.cases).padStart(5)} ${ratio(t.hits, t.cases).padStart(17)} ${ratio(t.found, t.expected).padStart(17)} ${ratio(t.keptToFilters, t.picks).padStart(22)} ${ratio(t.keptToNegations, t.negationPicks).padStart(22)}`,
      );
    }
    const all = tallies.get('all')!;
    const hitRate = all.hits / all.cases;
    const filterAccuracy = all.picks === 0 ? 1 : all.keptToFilters / all.picks;
    const negationAccuracy = all.negationPicks === 0 ? 1 : all.keptToNegations / all.negationPicks;
    console.log(`\ntargets: hit rate ≥ ${percent(HIT_RATE_TARGET)}, filter and negation accuracy 100%`);
    return hitRate >= HIT_RATE_TARGET && filterAccuracy === 1 && negationAccuracy === 1 ? 0 : 1;
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

/** Whether a title has anything a request refused. */
function hasAny(t: Title, avoid: Avoid): boolean {
  const tags = t.tags.map((tag) => tag.toLowerCase());
  return (
    (avoid.genre ?? []).some((g) => t.genres.includes(g)) ||
    (avoid.language ?? []).includes(t.language) ||
    (avoid.tag ?? []).some((tag) => tags.includes(tag)) ||
    avoid.kind === t.kind
  );
}

function ratio(part: number, whole: number): string {
  return whole === 0 ? '—' : `${percent(part / whole)} (${part}/${whole})`;
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
