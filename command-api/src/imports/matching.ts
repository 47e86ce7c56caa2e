import type { Candidate, ImportRow, ParsedRow } from './rows';

/** How close (trigram similarity of the folded titles, 0 to 1) a title must be to be offered as a candidate. */
export const NEAR_SIMILARITY = 0.5;
/** The most candidates an uncertain row offers. */
export const CANDIDATES_MAX = 3;

/** A catalog title found near a row's title, as the movies read model answers. */
export interface FoundTitle extends Candidate {
  /** The folded title or original title equals the row's folded title (or original title). */
  sameTitle: boolean;
  /** The best trigram similarity of the folded titles, 0 to 1. */
  similarity: number;
}

/**
 * Matches a row to the catalog: the same folded title (or original title) and the same year is a
 * match when only one title is so; the same title a year off, or a close title within a year, is
 * uncertain, offered with its candidates, the closest first; anything else is not in the catalog.
 */
export function matchRow(row: ParsedRow, found: readonly FoundTitle[]): ImportRow {
  const exact = row.year === null ? [] : found.filter((title) => title.sameTitle && title.year === row.year);
  if (exact.length === 1) return { ...row, status: 'matched', movieId: exact[0]!.movieId, candidates: [] };
  const near = exact.length > 1 ? exact : found.filter((title) => isNear(row, title));
  if (near.length === 0) return { ...row, status: 'not-found', movieId: null, candidates: [] };
  const ranked = [...near].sort(
    (a, b) => Number(b.sameTitle) - Number(a.sameTitle) || b.similarity - a.similarity || yearGap(row, a) - yearGap(row, b),
  );
  const candidates = ranked.slice(0, CANDIDATES_MAX).map(({ movieId, title, year }) => ({ movieId, title, year }));
  return { ...row, status: 'uncertain', movieId: null, candidates };
}

function yearGap(row: ParsedRow, title: FoundTitle): number {
  return row.year === null ? 0 : Math.abs(title.year - row.year);
}

function isNear(row: ParsedRow, title: FoundTitle): boolean {
  if (yearGap(row, title) > 1) return false;
  return title.sameTitle || title.similarity >= NEAR_SIMILARITY;
}

/** A diary entry an import logs: `key` names the row it comes from, so a retry logs the same entry. */
export interface PlannedEntry {
  key: string;
  movieId: string;
  watchedOn: string;
  rating: number | null;
  review: string;
  rewatch: boolean;
}

export interface ImportPlan {
  entries: PlannedEntry[];
  /** Watchlist titles, in the file's order, each once. */
  watchlist: string[];
  /** Rows left out: skipped, not in the catalog, undated, or with a watch date the film's year or today rules out. */
  skipped: number;
}

export interface PlanContext {
  /** The member's choice for each uncertain row (by its index): a candidate, or null to skip it. */
  decisions: ReadonlyMap<number, string | null>;
  /** The films' years in the catalog: nobody watched a film before its year. */
  years: ReadonlyMap<string, number>;
  /** The latest day a watch date may be (`YYYY-MM-DD`). */
  today: string;
  /** Entries the diary already holds (`movieId watchedOn`): an import does not log them again. */
  logged: ReadonlySet<string>;
}

/**
 * What an import adds. Each diary.csv row (and IMDb row) is an entry; a reviews.csv row gives its
 * review to the diary entry of the same film and day, or is an entry of its own; a watched.csv row
 * is an entry dated the day it was added only when no diary row names the film; a ratings.csv
 * rating goes onto the film's latest entry, or is an entry of its own dated the day it was rated.
 */
export function planImport(rows: readonly ImportRow[], context: PlanContext): ImportPlan {
  const entries: PlannedEntry[] = [];
  const watchlist = new Set<string>();
  let skipped = 0;
  const resolved = rows.map((row, index) => ({ row, index, movieId: movieOf(row, index, context.decisions) }));
  const byKind = (file: ImportRow['file']) => resolved.filter(({ row, movieId }) => row.file === file && movieId !== null);
  skipped += resolved.filter(({ movieId }) => movieId === null).length;

  const entryOf = (index: number, row: ImportRow, movieId: string): PlannedEntry | undefined => {
    const year = context.years.get(movieId) ?? 0;
    const date = row.date;
    if (date === null || date > context.today || Number(date.slice(0, 4)) < year) return undefined;
    return { key: `row:${index}`, movieId, watchedOn: date, rating: row.rating, review: row.review, rewatch: row.rewatch };
  };
  const add = (index: number, row: ImportRow, movieId: string): PlannedEntry | undefined => {
    const entry = entryOf(index, row, movieId);
    if (entry) entries.push(entry);
    else skipped += 1;
    return entry;
  };

  for (const { row, index, movieId } of [...byKind('diary'), ...byKind('imdb')]) add(index, row, movieId!);
  for (const { row, index, movieId } of byKind('reviews')) {
    const entry = entries.find((planned) => planned.movieId === movieId && planned.watchedOn === row.date && planned.review === '');
    if (entry) entry.review = row.review;
    else add(index, row, movieId!);
  }
  for (const { row, index, movieId } of byKind('watched')) {
    if (entries.some((planned) => planned.movieId === movieId)) continue;
    add(index, row, movieId!);
  }
  for (const { row, index, movieId } of byKind('ratings')) {
    const latest = entries.filter((planned) => planned.movieId === movieId).sort((a, b) => b.watchedOn.localeCompare(a.watchedOn))[0];
    if (latest) latest.rating = row.rating;
    else add(index, row, movieId!);
  }
  for (const { movieId } of byKind('watchlist')) watchlist.add(movieId!);

  const fresh = entries.filter((entry) => !context.logged.has(`${entry.movieId} ${entry.watchedOn}`));
  return { entries: fresh, watchlist: [...watchlist], skipped };
}

function movieOf(row: ImportRow, index: number, decisions: ReadonlyMap<number, string | null>): string | null {
  if (row.status === 'matched') return row.movieId;
  if (row.status === 'not-found') return null;
  const choice = decisions.get(index);
  return choice !== undefined && row.candidates.some((candidate) => candidate.movieId === choice) ? choice : null;
}
