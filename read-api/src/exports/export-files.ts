import { strToU8, zipSync } from 'fflate';
import type { ExportDocument } from '@more-ai/contracts/api/exports';

/** One CSV field: quoted when it holds a comma, a quote or a line break (RFC 4180). */
function field(value: string | number | boolean | null): string {
  const text = value === null ? '' : String(value);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

function csv(header: readonly string[], rows: readonly (readonly (string | number | boolean | null)[])[]): string {
  return [header, ...rows].map((row) => row.map(field).join(',')).join('\r\n') + '\r\n';
}

/**
 * The CSV files of a data export. diary.csv has Letterboxd's diary columns (and its Review), so
 * the file imports again here or into Letterboxd; a rating is in half stars, '' when none.
 */
export function exportCsvFiles(data: ExportDocument): Record<string, string> {
  return {
    'diary.csv': csv(
      ['Date', 'Name', 'Year', 'Letterboxd URI', 'Rating', 'Rewatch', 'Tags', 'Watched Date', 'Review', 'Visibility'],
      data.diary.map((entry) => [
        entry.watchedOn,
        entry.title,
        entry.year,
        '',
        entry.rating,
        entry.rewatch ? 'Yes' : '',
        '',
        entry.watchedOn,
        entry.review,
        entry.visibility,
      ]),
    ),
    'watchlists.csv': csv(
      ['Watchlist', 'Private', 'Name', 'Year', 'Movie Id'],
      data.watchlists.flatMap((list) =>
        list.movies.map((movie) => [list.name, list.isPrivate ? 'Yes' : 'No', movie.title, movie.year, movie.movieId]),
      ),
    ),
    'favorites.csv': csv(
      ['Name', 'Year', 'Movie Id'],
      data.favorites.map((movie) => [movie.title, movie.year, movie.movieId]),
    ),
    'follows.csv': csv(
      ['Direction', 'Username', 'User Id'],
      [
        ...data.following.map((person) => ['following', person.username, person._id]),
        ...data.followers.map((person) => ['follower', person.username, person._id]),
      ],
    ),
  };
}

/** The CSV files zipped, each with a byte order mark so spreadsheets read them as UTF-8. */
export function exportZip(data: ExportDocument): Uint8Array {
  const files = Object.fromEntries(Object.entries(exportCsvFiles(data)).map(([name, text]) => [name, strToU8(`\uFEFF${text}`)]));
  return zipSync(files, { level: 6 });
}
