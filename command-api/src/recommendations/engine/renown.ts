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

/** A title on the lists, and how renowned: 1 for the first of its list, falling evenly to ½ for the last. */
export interface Renowned {
  id: string;
  renown: number;
}

/**
 * The titles on the all-time lists, by the ids the catalog gives them: among titles that answer a
 * request equally well, the one most people know and love ranks first ('horror films' starts with
 * The Shining, not with the horror film that won the most craft awards), the higher on its list the
 * more. The lists are reference data shipped with the catalog, read once; a title the catalog lacks
 * is simply never matched.
 */
export async function renownedTitles(file = ALL_TIME_LISTS_FILE): Promise<Renowned[]> {
  const lists = JSON.parse(await readFile(file, 'utf8')) as { films: Listed[]; series: Listed[] };
  return [lists.films, lists.series].flatMap((list) =>
    list.map(({ title, year }, rank) => ({ id: movieIdOf(title, year), renown: 1 - rank / (2 * list.length) })),
  );
}
