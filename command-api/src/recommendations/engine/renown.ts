import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { movieIdOf } from '../../catalog/movie-id';
import { BUNDLED_CATALOG_DIR } from '../../catalog/seed';

/** The widely known all-time lists (IMDb's top 250 films and its highest English series), beside the bundled catalog. */
export const ALL_TIME_LISTS_FILE = path.resolve(BUNDLED_CATALOG_DIR, '../top-250.json');

interface Listed {
  title: string;
  year: number;
}

/**
 * The ids of the titles on the all-time lists: among titles that answer a request equally well,
 * the one most people know and love ranks first ('horror films' starts with The Shining, not with
 * the horror film that won the most craft awards). The lists are reference data shipped with the
 * catalog, read once; a title the catalog lacks is simply never matched.
 */
export async function renownedIds(file = ALL_TIME_LISTS_FILE): Promise<string[]> {
  const lists = JSON.parse(await readFile(file, 'utf8')) as { films: Listed[]; series: Listed[] };
  return [...lists.films, ...lists.series].map(({ title, year }) => movieIdOf(title, year));
}
