import { MovieCataloged, MovieRevised, type MovieFacts } from '@more-ai/events/catalog/movies';
import { maxPosition, START, type GlobalPosition } from '@more-ai/events/position';
import type { EventStore } from '@more-ai/events/store/port';
import { forEachConcurrently } from '@more-ai/platform/concurrency';
import type { CommandHandler, CommandMetadata, CommandResult } from '../pipeline/handle-command';
import { decideMovie, movieDecider } from './decide';

export interface ImportSummary {
  cataloged: number;
  revised: number;
  unchanged: number;
  /** Titles given more than once (same title and year): the last one counts. */
  duplicates: string[];
  /** Position of the last event appended (START when none): what the read side must reach. */
  position: GlobalPosition;
}

/** New titles appended in one write: the bundled catalog's 2,603 fit in one, an import of tens of thousands in a few. */
const NEW_AT_ONCE = 5000;

export interface ImportOptions {
  metadata: CommandMetadata;
  /** Movie streams appended to at once. */
  concurrency?: number;
}

/**
 * Catalogs many titles fast and idempotently: one read of the log's movie events finds what is
 * already known, so titles with unchanged facts cost nothing (a restart appends nothing); the rest
 * go through the Movie decider, many streams at a time.
 */
export async function importMovies(commands: CommandHandler, log: EventStore, movies: readonly MovieFacts[], options: ImportOptions): Promise<ImportSummary> {
  const byId = new Map<string, MovieFacts>();
  const duplicates: string[] = [];
  for (const movie of movies) {
    if (byId.has(movie.movieId)) duplicates.push(`${movie.title} (${movie.year})`);
    byId.set(movie.movieId, movie);
  }
  const known = await knownMovies(log);
  const changes = [...byId.values()].filter((movie) => decideMovie({ type: 'CatalogMovie', movie }, { facts: known.get(movie.movieId) ?? null }).length > 0);

  const summary: ImportSummary = { cataloged: 0, revised: 0, unchanged: byId.size - changes.length, duplicates, position: START };
  const count = (result: CommandResult<unknown, { type: string }>) => {
    for (const event of result.events) {
      if (event.type === MovieCataloged.type) summary.cataloged += 1;
      if (event.type === MovieRevised.type) summary.revised += 1;
    }
    if (result.events.length === 0) summary.unchanged += 1;
    if (result.position) summary.position = maxPosition(summary.position, result.position);
  };
  // Titles the log has never seen are appended together: a first catalog reaches the log, and the
  // movies read model, in one piece. Changed facts go through each title's stream as read.
  const unseen = changes.filter((movie) => !known.has(movie.movieId));
  for (let from = 0; from < unseen.length; from += NEW_AT_ONCE) {
    const chunk = unseen.slice(from, from + NEW_AT_ONCE).map((movie) => ({ id: movie.movieId, command: { type: 'CatalogMovie' as const, movie } }));
    for (const result of await commands.handleNew(movieDecider, chunk, options.metadata)) count(result);
  }
  await forEachConcurrently(
    changes.filter((movie) => known.has(movie.movieId)),
    options.concurrency ?? 16,
    async (movie) => count(await commands.handle(movieDecider, movie.movieId, { type: 'CatalogMovie', movie }, options.metadata)),
  );
  return summary;
}

/** The latest facts of every movie in the log, read in a few large batches. */
async function knownMovies(log: EventStore): Promise<Map<string, MovieFacts>> {
  const known = new Map<string, MovieFacts>();
  const filter = { categories: [movieDecider.category], types: [MovieCataloged.type, MovieRevised.type] };
  const batch = 5000;
  for (let after = START; ; ) {
    const events = await log.readAll({ after, maxCount: batch, filter });
    for (const event of events) known.set((event.data as unknown as MovieFacts).movieId, event.data as unknown as MovieFacts);
    if (events.length < batch) return known;
    after = events.at(-1)!.position;
  }
}
