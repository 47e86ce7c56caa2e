import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { CatalogTitle, describeProblems } from './title';
import { parseCsv } from './csv';

/** A title that passed validation, with where it stood in its file. */
export interface ValidTitle {
  /** 1-based: the entry of a JSON array, or the data row of a CSV file (the header not counted). */
  row: number;
  title: CatalogTitle;
}

/** A title refused by validation: which one, and every problem it has. */
export interface RefusedTitle {
  row: number;
  /** Its title when it has one, to find it in the file. */
  label: string | undefined;
  problems: string;
}

export interface TitleFile {
  titles: ValidTitle[];
  refused: RefusedTitle[];
}

/** The file as a whole cannot be read as titles (not JSON, not an array, unknown CSV columns). */
export class TitleFileError extends Error {
  override readonly name = 'TitleFileError';
}

/** Reads a .json (an array of titles) or .csv (one title per row) file and validates every title. */
export async function readTitleFile(file: string): Promise<TitleFile> {
  const text = await readFile(file, 'utf8');
  const extension = path.extname(file).toLowerCase();
  if (extension === '.json') return validateTitles(entriesOfJson(text, file));
  if (extension === '.csv') return validateTitles(entriesOfCsv(text, file));
  throw new TitleFileError(`${file}: expected a .json or .csv file`);
}

/** Validates each entry on its own, so one bad title never keeps the others out. */
export function validateTitles(entries: readonly unknown[]): TitleFile {
  const result: TitleFile = { titles: [], refused: [] };
  entries.forEach((entry, index) => {
    const parsed = CatalogTitle.safeParse(entry);
    if (parsed.success) result.titles.push({ row: index + 1, title: parsed.data });
    else result.refused.push({ row: index + 1, label: labelOf(entry), problems: describeProblems(parsed.error) });
  });
  return result;
}

function entriesOfJson(text: string, file: string): unknown[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    throw new TitleFileError(`${file}: not valid JSON (${(error as Error).message})`);
  }
  if (!Array.isArray(parsed)) throw new TitleFileError(`${file}: expected a JSON array of titles`);
  return parsed;
}

/** CSV columns: the JSON fields, `streaming.platforms`, `streaming.asOf` and `streaming.source` for the nested ones. */
export const CSV_COLUMNS = [
  'title', 'originalTitle', 'year', 'kind', 'runtimeMinutes', 'seasons', 'language', 'genres', 'director', 'creator',
  'cast', 'synopsis', 'tags', 'awards', 'certificate', 'streaming.platforms', 'streaming.asOf', 'streaming.source',
  'reference', 'studios', 'franchise',
] as const;
type CsvColumn = (typeof CSV_COLUMNS)[number];
const LIST_COLUMNS = new Set<CsvColumn>(['genres', 'cast', 'tags', 'awards', 'streaming.platforms', 'studios']);
const NUMBER_COLUMNS = new Set<CsvColumn>(['year', 'runtimeMinutes', 'seasons']);
// An empty cell is null in these, like the JSON format's nulls.
const NULLABLE_COLUMNS = new Set<CsvColumn>(['seasons', 'director', 'creator', 'certificate', 'streaming.source', 'franchise']);

function entriesOfCsv(text: string, file: string): unknown[] {
  let records: ReturnType<typeof parseCsv>;
  try {
    records = parseCsv(text);
  } catch (error) {
    throw new TitleFileError(`${file}: ${(error as Error).message}`);
  }
  const [header, ...rows] = records;
  if (!header) return [];
  const columns = header.cells.map((name) => name.trim());
  const unknown = columns.filter((name) => !(CSV_COLUMNS as readonly string[]).includes(name));
  const missing = CSV_COLUMNS.filter((name) => !columns.includes(name));
  if (unknown.length > 0 || missing.length > 0) {
    const problems = [unknown.length ? `unknown column(s) ${unknown.join(', ')}` : '', missing.length ? `missing column(s) ${missing.join(', ')}` : ''];
    throw new TitleFileError(`${file}: ${problems.filter(Boolean).join('; ')}. Columns: ${CSV_COLUMNS.join(', ')}`);
  }
  return rows.map(({ cells }) => {
    const value = (column: CsvColumn) => cellValue(column, cells[columns.indexOf(column)] ?? '');
    const entry: Record<string, unknown> = {};
    for (const column of CSV_COLUMNS) if (!column.startsWith('streaming.')) entry[column] = value(column);
    entry.streaming = { platforms: value('streaming.platforms'), asOf: value('streaming.asOf'), source: value('streaming.source') };
    return entry;
  });
}

function cellValue(column: CsvColumn, raw: string): unknown {
  const cell = raw.trim();
  if (LIST_COLUMNS.has(column)) return cell.split('|').map((item) => item.trim()).filter(Boolean);
  if (cell === '' && NULLABLE_COLUMNS.has(column)) return null;
  // Anything not a plain number stays text, so validation names the cell instead of guessing.
  if (NUMBER_COLUMNS.has(column) && /^-?\d+(\.\d+)?$/.test(cell)) return Number(cell);
  return cell;
}

function labelOf(entry: unknown): string | undefined {
  const title = (entry as { title?: unknown } | null)?.title;
  return typeof title === 'string' && title.trim() ? title.trim() : undefined;
}
