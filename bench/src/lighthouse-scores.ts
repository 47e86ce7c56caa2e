import { readFile } from 'node:fs/promises';

/** The figures the Lighthouse bench keeps of one page in one form factor. Scores are 0–100; times in ms. */
export interface PageScores {
  performance: number | null;
  accessibility: number | null;
  bestPractices: number | null;
  firstContentfulPaint: number | null;
  largestContentfulPaint: number | null;
  totalBlockingTime: number | null;
  cumulativeLayoutShift: number | null;
  speedIndex: number | null;
}

export type FormFactor = 'mobile' | 'desktop';

/** One page, measured as a signed-out visitor or a signed-in member would load it, in one form factor. */
export interface Measurement {
  /** What the table calls the page, e.g. "/ signed out". */
  page: string;
  formFactor: FormFactor;
  scores: PageScores;
}

/** What bench/results/lighthouse-last.json holds: the last run's figures, for the next run to print beside its own. */
export interface StoredRun {
  measuredAt: string;
  measurements: Measurement[];
}

/** The parts of a Lighthouse result (LH.Result) read here; a category or audit that failed has a null score or no value. */
export interface LighthouseResultShape {
  categories: Record<string, { score: number | null } | undefined>;
  audits: Record<string, { numericValue?: number | undefined } | undefined>;
}

/** Reads the three category scores (as 0–100) and the five metrics out of a Lighthouse result. */
export function scoresFrom(result: LighthouseResultShape): PageScores {
  const category = (id: string) => {
    const score = result.categories[id]?.score;
    return typeof score === 'number' ? Math.round(score * 100) : null;
  };
  const metric = (id: string) => {
    const value = result.audits[id]?.numericValue;
    return typeof value === 'number' && Number.isFinite(value) ? value : null;
  };
  return {
    performance: category('performance'),
    accessibility: category('accessibility'),
    bestPractices: category('best-practices'),
    firstContentfulPaint: metric('first-contentful-paint'),
    largestContentfulPaint: metric('largest-contentful-paint'),
    totalBlockingTime: metric('total-blocking-time'),
    cumulativeLayoutShift: metric('cumulative-layout-shift'),
    speedIndex: metric('speed-index'),
  };
}

type Unit = 'score' | 'ms' | 'shift';

/** The table's rows for each measurement, in this order; higher is better only for the scores. */
const FIGURES: readonly { key: keyof PageScores; name: string; unit: Unit }[] = [
  { key: 'performance', name: 'performance', unit: 'score' },
  { key: 'accessibility', name: 'accessibility', unit: 'score' },
  { key: 'bestPractices', name: 'best practices', unit: 'score' },
  { key: 'firstContentfulPaint', name: 'First Contentful Paint', unit: 'ms' },
  { key: 'largestContentfulPaint', name: 'Largest Contentful Paint', unit: 'ms' },
  { key: 'totalBlockingTime', name: 'Total Blocking Time', unit: 'ms' },
  { key: 'cumulativeLayoutShift', name: 'Cumulative Layout Shift', unit: 'shift' },
  { key: 'speedIndex', name: 'Speed Index', unit: 'ms' },
];

const NONE = '—';

/**
 * The rows of the comparison: each figure of this run beside the same page's and form factor's
 * figure in the last run, and the change. A page or figure the last run did not have shows "—".
 */
export function comparisonRows(current: readonly Measurement[], last: StoredRun | undefined): string[][] {
  const rows = [['page', 'form factor', 'figure', 'this run', 'last run', 'change']];
  for (const measurement of current) {
    const before = last?.measurements.find((m) => m.page === measurement.page && m.formFactor === measurement.formFactor);
    for (const { key, name, unit } of FIGURES) {
      const value = measurement.scores[key];
      const previous = before?.scores?.[key] ?? null;
      rows.push([
        measurement.page,
        measurement.formFactor,
        name,
        formatted(value, unit),
        formatted(previous, unit),
        value === null || previous === null ? NONE : change(value, previous, unit),
      ]);
    }
  }
  return rows;
}

/** The rows as text, each column padded to its widest cell, as the harness prints its figures. */
export function tableText(rows: readonly string[][]): string {
  const widths = rows[0]!.map((_, i) => Math.max(...rows.map((row) => row[i]!.length)));
  return rows
    .map((row) =>
      row
        .map((cell, i) => cell.padEnd(widths[i]!))
        .join('  ')
        .trimEnd(),
    )
    .join('\n');
}

/** A figure as the table shows it: scores and times to the whole number, layout shift to three places. */
function rounded(value: number, unit: Unit): number {
  return unit === 'shift' ? Math.round(value * 1000) / 1000 : Math.round(value);
}

function formatted(value: number | null, unit: Unit): string {
  if (value === null) return NONE;
  const shown = rounded(value, unit);
  if (unit === 'shift') return shown.toFixed(3);
  return unit === 'ms' ? `${shown.toLocaleString('en-US')} ms` : String(shown);
}

/** The change between the figures as shown, so it is always this run's cell less the last run's. */
function change(value: number, previous: number, unit: Unit): string {
  const difference = rounded(rounded(value, unit) - rounded(previous, unit), unit);
  if (difference === 0) return '0';
  return `${difference > 0 ? '+' : '-'}${formatted(Math.abs(difference), unit)}`;
}

/**
 * The last run's figures, or undefined when there was none. A file that is not a stored run (hand
 * edited, or written by an older bench) counts as no last run, and says so, rather than stopping the bench.
 */
export async function readLastRun(file: string): Promise<StoredRun | undefined> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
  try {
    const stored = JSON.parse(text) as Partial<StoredRun>;
    if (typeof stored.measuredAt === 'string' && Array.isArray(stored.measurements)) return stored as StoredRun;
  } catch {
    // Not JSON: reported below, like any other file that is not a stored run.
  }
  console.log(`lighthouse: ${file} does not hold a previous run's figures; comparing with none`);
  return undefined;
}
