import type { Knex } from 'knex';
import type { RecordedEventOf } from '@more-ai/events/definitions';
import type { MovieCataloged, MovieFacts, MovieRevised } from '@more-ai/events/catalog/movies';
import { withGinIndexesRebuiltForBulk } from '../runner/bulk-load';
import { defineProjector } from '../runner/projector';
import { wordsOf } from '@more-ai/platform/search-words';
import { moviesMigrations, PLATFORMS_SQL } from './migrations';
import { freshQualitiesSql, ownQuality } from './quality';
import { movieRowOf } from './row';

type FactsEvent = RecordedEventOf<typeof MovieCataloged> | RecordedEventOf<typeof MovieRevised>;

/**
 * Read model `rm_movies.movies`: the catalog as the engine searches it and the movie pages show it,
 * with a weighted full-text vector (A title, B tags, genres and language, C synopsis and people) and
 * a quality prior. `rm_movies.people` counts each person's titles, the prior's fame part.
 */
export const moviesProjector = defineProjector({
  name: 'movies',
  schema: 'rm_movies',
  migrations: moviesMigrations,
  // A catalog arrives in thousands of titles, and each batch recounts the fame of every title
  // sharing people with it (and, while the table is small, builds its GIN indexes again).
  batchSize: 5000,
  on: { MovieCataloged: writeFacts, MovieRevised: writeFacts },
});

async function writeFacts(events: readonly FactsEvent[], trx: Knex.Transaction): Promise<void> {
  // A run folds to the last facts per movie (a replay meets many titles at once): one upsert.
  const latest = new Map<string, { facts: MovieFacts; firstAt: Date; lastAt: Date; addedBy: string | null }>();
  for (const event of events) {
    const facts: MovieFacts = event.data;
    const seen = latest.get(facts.movieId);
    const addedBy = seen ? seen.addedBy : addedByOf(event);
    latest.set(facts.movieId, { facts, firstAt: seen?.firstAt ?? event.recordedAt, lastAt: event.recordedAt, addedBy });
  }
  const ids = [...latest.keys()];
  const before = new Map<string, string[]>(
    (await trx('movies').whereIn('id', ids).select('id', 'people_names')).map((row: { id: string; people_names: string[] }) => [
      row.id,
      row.people_names,
    ]),
  );

  const rows = [...latest.values()].map(({ facts, firstAt, lastAt, addedBy }) => ({ ...rowOf(facts, firstAt, lastAt), added_by: addedBy }));
  // A first catalog (or a rebuild) writes hundreds of titles a batch: the GIN indexes are built after.
  await withGinIndexesRebuiltForBulk(trx, 'movies', rows.length, async () => {
    // The rows travel as one JSON array a statement, opened into columns by PostgreSQL, which also
    // makes the text vector (A title, B tags, content types, genres, language and 'series', C
    // synopsis and people) and the title's words from each row's own values as it is written.
    for (const chunk of chunksOf(rows, TITLES_PER_INSERT)) await trx.raw(UPSERT_TITLES_SQL, [JSON.stringify(chunk)]);

    const touched = await countPeople(trx, rows, before);
    await trx.raw(PLATFORMS_SQL);
    // Every title sharing a person whose count moved gets its fame again, so the result depends
    // only on the final counts: a rebuild arrives at the same qualities as the live model.
    // Only the rows whose quality moved are written.
    await trx.raw(
      `UPDATE movies m SET quality = fresh.quality
     FROM (${freshQualitiesSql('SELECT * FROM movies WHERE id = ANY(?::uuid[]) OR people_names && ?::text[]')}) AS fresh
     WHERE m.id = fresh.id AND m.quality IS DISTINCT FROM fresh.quality`,
      [ids, touched],
    );
  });
}

/** The columns a title's row is written with, and their types as they are read from its JSON: every one of the row's. */
const TITLE_COLUMN_TYPES: Record<keyof ReturnType<typeof rowOf> | 'added_by', string> = {
  id: 'uuid',
  title: 'text',
  original_title: 'text',
  year: 'integer',
  kind: 'text',
  runtime_minutes: 'integer',
  seasons: 'integer',
  language: 'text',
  genres: 'text[]',
  director: 'text',
  creator: 'text',
  cast: 'text[]',
  synopsis: 'text',
  tags: 'text[]',
  content_types: 'text[]',
  awards: 'text[]',
  certificate: 'text',
  available_on: 'text[]',
  streaming_as_of: 'text',
  streaming_source: 'text',
  reference: 'text',
  studios: 'text[]',
  franchise: 'text',
  source: 'text',
  created_at: 'timestamptz',
  people: 'text',
  people_names: 'text[]',
  own_quality: 'real',
  quality: 'real',
  updated_at: 'timestamptz',
  added_by: 'uuid',
};
const TITLE_COLUMNS = Object.entries(TITLE_COLUMN_TYPES);
const quoted = (name: string) => `"${name}"`;
// Who added a title and when stay the first event's.
const KEPT_ON_REVISION = new Set(['id', 'created_at', 'added_by']);
const UPSERT_TITLES_SQL = `
  INSERT INTO movies (${TITLE_COLUMNS.map(([name]) => quoted(name)).join(', ')}, search, title_words)
  SELECT ${TITLE_COLUMNS.map(([name]) => `r.${quoted(name)}`).join(', ')},
         setweight(to_tsvector('english', r.title || ' ' || r.original_title), 'A')
           || setweight(to_tsvector('english', array_to_string(r.tags || r.content_types || r.genres || ARRAY[r.language, CASE r.kind WHEN 'series' THEN 'series' END], ' ')), 'B')
           || setweight(to_tsvector('english', r.synopsis || ' ' || r.people), 'C'),
         ${wordsOf('r.title')}
  FROM jsonb_to_recordset(?::jsonb) AS r(${TITLE_COLUMNS.map(([name, type]) => `${quoted(name)} ${type}`).join(', ')})
  ON CONFLICT (id) DO UPDATE SET ${[
    ...TITLE_COLUMNS.map(([name]) => name).filter((name) => !KEPT_ON_REVISION.has(name)),
    'search',
    'title_words',
  ]
    .map((name) => `${quoted(name)} = EXCLUDED.${quoted(name)}`)
    .join(', ')}`;

/*
 * At most this many rows a statement: a batch of a rebuild holds up to 5,000 titles, and a
 * statement's JSON, or (for names) its 65,535 parameters, should stay within bounds.
 */
const TITLES_PER_INSERT = 1000;
const NAMES_PER_INSERT = 10_000;

function chunksOf<T>(items: readonly T[], size: number): T[][] {
  const chunks: T[][] = [];
  for (let from = 0; from < items.length; from += size) chunks.push(items.slice(from, from + size));
  return chunks;
}

const USER_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The user a title joined the catalog for: the actor of an AI answer's MovieCataloged (their
 * request found it first). The bundled catalogue and imports are the system's, and a revision adds nobody.
 */
function addedByOf(event: FactsEvent): string | null {
  const { actor } = event.metadata;
  return event.type === 'MovieCataloged' && event.data.source === 'openai' && USER_ID.test(actor) ? actor : null;
}

function rowOf(facts: MovieFacts, firstAt: Date, lastAt: Date) {
  const crew = [facts.director, facts.creator].filter((name): name is string => name !== null);
  return {
    ...movieRowOf(facts, firstAt),
    people: [...crew, ...facts.cast].join(', '),
    people_names: [...new Set([...crew, ...facts.cast])],
    own_quality: ownQuality(facts),
    // Set with fame below, once the people counts are in.
    quality: 0,
    updated_at: lastAt,
  };
}

/** Moves each person's title count by what this batch changed; returns the names whose count moved. */
async function countPeople(trx: Knex.Transaction, rows: ReturnType<typeof rowOf>[], before: Map<string, string[]>): Promise<string[]> {
  const delta = new Map<string, number>();
  const add = (name: string, by: number) => delta.set(name, (delta.get(name) ?? 0) + by);
  for (const row of rows) {
    for (const name of before.get(row.id) ?? []) add(name, -1);
    for (const name of row.people_names) add(name, 1);
  }
  const moved = [...delta].filter(([, by]) => by !== 0).sort(([a], [b]) => (a < b ? -1 : 1));
  if (moved.length === 0) return [];
  // A first catalog brings thousands of names: their GIN indexes are built after them, as the titles' are.
  await withGinIndexesRebuiltForBulk(trx, 'people', moved.length, async () => {
    for (const chunk of chunksOf(moved, NAMES_PER_INSERT))
      await trx('people')
        .insert(chunk.map(([name, titles]) => ({ name, titles, name_words: trx.raw(wordsOf('?::text'), [name]) })))
        .onConflict('name')
        .merge({ titles: trx.raw('people.titles + excluded.titles') });
  });
  await trx('people').where('titles', '<=', 0).delete();
  return moved.map(([name]) => name);
}
