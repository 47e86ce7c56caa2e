import { InvalidInput } from '@more-ai/platform/domain/errors';
import { REVIEW_MAX } from '@more-ai/contracts/api/diary';
import { parseCsv } from '../catalog/csv';
import type { ImportFile, ParsedImport, ParsedRow } from './rows';

/** The most rows one import reads, all its files together. */
export const IMPORT_ROWS_MAX = 5_000;

export const NOT_LETTERBOXD = 'This does not look like a Letterboxd export: watched.csv or diary.csv not found';
export const NOT_AN_EXPORT =
  'This does not look like a Letterboxd or IMDb export: upload the .zip Letterboxd gives, one of its CSV files (watched.csv, diary.csv, ratings.csv, watchlist.csv, reviews.csv) or an IMDb ratings CSV';
export const tooManyRows = (rows: number) =>
  `An import reads at most ${IMPORT_ROWS_MAX.toLocaleString('en')} rows; this one has ${rows.toLocaleString('en')}`;

/** The Letterboxd files an import reads, and the columns each must have. */
const LETTERBOXD_COLUMNS: Readonly<Record<Exclude<ImportFile, 'imdb'>, readonly string[]>> = {
  diary: ['Name', 'Year', 'Rating', 'Rewatch', 'Watched Date'],
  watched: ['Date', 'Name', 'Year'],
  ratings: ['Date', 'Name', 'Year', 'Rating'],
  watchlist: ['Date', 'Name', 'Year'],
  reviews: ['Name', 'Year', 'Rating', 'Rewatch', 'Review', 'Watched Date'],
};
const IMDB_COLUMNS = ['Const', 'Your Rating', 'Date Rated', 'Title', 'Original Title', 'Year'] as const;

/** The Letterboxd file a name is ('diary.csv', 'Diary.CSV'); undefined for any other name. */
export function letterboxdFileOf(name: string): Exclude<ImportFile, 'imdb'> | undefined {
  const match = /^(diary|watched|ratings|watchlist|reviews)\.csv$/i.exec(name.trim());
  return match ? (match[1]!.toLowerCase() as Exclude<ImportFile, 'imdb'>) : undefined;
}

/**
 * Reads the CSV files of a Letterboxd export (name → text; other names are left aside). Either
 * watched.csv or diary.csv must be among them when `whole` (a .zip): an export always has both.
 */
export function parseLetterboxd(files: ReadonlyMap<string, string>, whole: boolean): ParsedImport {
  const found = [...files].flatMap(([name, text]) => {
    const file = letterboxdFileOf(name);
    return file ? [{ file, text }] : [];
  });
  if (whole && !found.some(({ file }) => file === 'watched' || file === 'diary')) throw new InvalidInput(NOT_LETTERBOXD, 'NOT_AN_EXPORT');
  if (found.length === 0) throw new InvalidInput(NOT_AN_EXPORT, 'NOT_AN_EXPORT');
  const rows = found.flatMap(({ file, text }) => readFile(file, text, LETTERBOXD_COLUMNS[file], letterboxdRow));
  return { source: 'letterboxd', rows: withinLimit(rows) };
}

/** Whether a CSV's first line names IMDb's ratings columns. */
export function looksLikeImdb(text: string): boolean {
  const header = parseCsv(text.slice(0, 4_096).split(/\r?\n/, 1)[0] ?? '')[0]?.cells.map((cell) => cell.trim()) ?? [];
  return IMDB_COLUMNS.every((column) => header.includes(column));
}

/** Reads IMDb's ratings export: each rating 1 to 10 becomes half stars (10 → 5, 7 → 3.5, 1 → 0.5). */
export function parseImdb(text: string): ParsedImport {
  return { source: 'imdb', rows: withinLimit(readFile('imdb', text, IMDB_COLUMNS, imdbRow)) };
}

type Cells = (column: string) => string;

function readFile(
  file: ImportFile,
  text: string,
  columns: readonly string[],
  toRow: (cells: Cells, where: string) => Omit<ParsedRow, 'file' | 'line'>,
): ParsedRow[] {
  const name = file === 'imdb' ? 'The IMDb file' : `${file}.csv`;
  let records: { line: number; cells: string[] }[];
  try {
    records = parseCsv(text);
  } catch (error) {
    throw new InvalidInput(`${name}: ${(error as Error).message}`, 'MALFORMED_CSV');
  }
  const [header, ...body] = records;
  const names = header?.cells.map((cell) => cell.trim()) ?? [];
  const missing = columns.find((column) => !names.includes(column));
  if (missing !== undefined) throw new InvalidInput(`${name}: column '${missing}' not found`, 'MALFORMED_CSV');
  return body.map(({ line, cells }) => {
    const cellOf: Cells = (column) => cells[names.indexOf(column)] ?? '';
    return { file, line, ...toRow(cellOf, `${name} line ${line}`) };
  });
}

function letterboxdRow(cell: Cells, where: string): Omit<ParsedRow, 'file' | 'line'> {
  const watchedOn = cell('Watched Date').trim();
  return {
    title: titleOf(cell('Name'), where),
    originalTitle: '',
    year: yearOf(cell('Year'), where),
    date: dateOf(watchedOn === '' ? cell('Date') : watchedOn, where),
    rating: halfStarsOf(cell('Rating'), 1, where),
    review: reviewOf(cell('Review')),
    rewatch: cell('Rewatch').trim().toLowerCase() === 'yes',
  };
}

function imdbRow(cell: Cells, where: string): Omit<ParsedRow, 'file' | 'line'> {
  const original = clean(cell('Original Title'));
  return {
    title: titleOf(cell('Title'), where),
    originalTitle: original,
    year: yearOf(cell('Year'), where),
    date: dateOf(cell('Date Rated'), where),
    rating: halfStarsOf(cell('Your Rating'), 2, where),
    review: '',
    rewatch: false,
  };
}

function withinLimit(rows: ParsedRow[]): ParsedRow[] {
  if (rows.length > IMPORT_ROWS_MAX) throw new InvalidInput(tooManyRows(rows.length), 'TOO_MANY_ROWS');
  return rows;
}

// Text from a file follows the text rules as typed text does: well-formed, NFC, no control or
// invisible characters (line breaks kept in reviews), spaces trimmed.
const CONTROL = /[\p{Cc}\p{Cf}\u2028\u2029]/gu;
const CONTROL_BUT_LINES = /(?![\n])[\p{Cc}\p{Cf}\u2028\u2029]/gu;

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

function clean(text: string, pattern: RegExp = CONTROL): string {
  return text.replace(LONE_SURROGATE, '\uFFFD').normalize('NFC').replace(/\r\n?/g, '\n').replace(pattern, '').trim();
}

function titleOf(text: string, where: string): string {
  const title = clean(text);
  if (title === '') throw new InvalidInput(`${where}: the title is empty`, 'MALFORMED_CSV');
  return title.slice(0, 300);
}

/** A review keeps its first 2,000 characters, as the diary does. */
function reviewOf(text: string): string {
  return [...clean(text, CONTROL_BUT_LINES)].slice(0, REVIEW_MAX).join('');
}

function yearOf(text: string, where: string): number | null {
  const year = text.trim();
  if (year === '') return null;
  if (!/^\d{4}$/.test(year)) throw new InvalidInput(`${where}: '${clean(year).slice(0, 20)}' is not a year`, 'MALFORMED_CSV');
  return Number(year);
}

function dateOf(text: string, where: string): string | null {
  const date = text.trim();
  if (date === '') return null;
  const day = new Date(`${date}T00:00:00Z`);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || Number.isNaN(day.getTime()) || day.toISOString().slice(0, 10) !== date) {
    throw new InvalidInput(`${where}: '${clean(date).slice(0, 20)}' is not a date as YYYY-MM-DD`, 'MALFORMED_CSV');
  }
  return date;
}

/** A rating in the file's scale (`per` of its points to a star: 1 for Letterboxd, 2 for IMDb) as half stars. */
function halfStarsOf(text: string, per: number, where: string): number | null {
  const value = text.trim();
  if (value === '') return null;
  const stars = Number(value) / per;
  if (!/^\d+(\.\d+)?$/.test(value) || stars < 0.5 || stars > 5 || (stars * 2) % 1 !== 0) {
    throw new InvalidInput(`${where}: '${clean(value).slice(0, 20)}' is not a rating`, 'MALFORMED_CSV');
  }
  return stars;
}
