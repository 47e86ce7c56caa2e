import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { MovieFacts } from '@more-ai/events/catalog/movies';
import type { GlobalPosition } from '@more-ai/events/position';
import type { EventStore } from '@more-ai/events/store/port';
import type { Logger } from '@more-ai/platform';
import type { CommandHandler } from '../pipeline/handle-command';
import { importMovies } from './import';
import { toMovieFacts } from './title';
import { readTitleFile } from './title-file';

/** The catalog shipped in the repo: catalog/titles/*.json. */
export const BUNDLED_CATALOG_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../catalog/titles');

export interface SeedMovieCatalogOptions {
  log: Logger;
  /** Defaults to the bundled catalog. */
  dir?: string;
}

/**
 * Imports every title of the bundled catalog at start. The first start catalogs them all; later
 * starts append nothing unless a file gained titles or changed facts. A title or file the format
 * refuses is logged and left out, so one bad entry never keeps the app from starting.
 */
export async function seedMovieCatalog(commands: CommandHandler, eventLog: EventStore, { log, dir = BUNDLED_CATALOG_DIR }: SeedMovieCatalogOptions): Promise<GlobalPosition> {
  const movies: MovieFacts[] = [];
  for (const file of await catalogFiles(dir, log)) {
    try {
      const { titles, refused } = await readTitleFile(file);
      for (const { row, label, problems } of refused) log.warn({ file, row, title: label }, `catalog title refused: ${problems}`);
      movies.push(...titles.map(({ title }) => toMovieFacts(title, 'catalog')));
    } catch (error) {
      log.error({ file, err: error }, 'catalog file skipped');
    }
  }
  const summary = await importMovies(commands, eventLog, movies, { metadata: { actor: 'system', correlationId: 'catalog-seed', causationId: 'catalog-seed' } });
  if (summary.duplicates.length > 0) log.warn({ titles: summary.duplicates }, 'catalog titles listed more than once: the last entry counts');
  if (summary.cataloged + summary.revised > 0) log.info({ cataloged: summary.cataloged, revised: summary.revised, unchanged: summary.unchanged }, 'movie catalog imported');
  return summary.position;
}

async function catalogFiles(dir: string, log: Logger): Promise<string[]> {
  try {
    const names = await readdir(dir);
    return names.filter((name) => name.endsWith('.json')).sort().map((name) => path.join(dir, name));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    log.error({ dir }, 'no movie catalog found: recommendations have no titles until one is imported');
    return [];
  }
}
