import type { Knex } from 'knex';
import { movieLength, type MovieView, type MovieViewExtras } from '@more-ai/contracts/movies';

/** A row of `rm_movies.movies`, as the read routes select it (`m.*`). */
export interface MovieRow {
  id: string;
  title: string;
  original_title: string;
  year: number;
  kind: 'movie' | 'series';
  runtime_minutes: number;
  seasons: number | null;
  language: string;
  genres: string[];
  director: string | null;
  creator: string | null;
  cast: string[];
  synopsis: string;
  tags: string[];
  content_types: string[];
  awards: string[];
  certificate: string | null;
  available_on: string[];
  streaming_as_of: string;
  /** What the platforms rest on; null when where it streams is unknown. */
  streaming_source: string | null;
  reference: string | null;
  studios: string[];
  franchise: string | null;
  source: string;
  created_at: Date;
}

/**
 * The columns of a `MovieRow`, qualified by `alias` when given: the reads that show movies select
 * these rather than every column, leaving out the search vector, the words and keys and the
 * quality prior, which only searches and rankings read (and which cost the most to send and parse).
 */
export function movieColumns(alias?: string): string[] {
  const columns: (keyof MovieRow)[] = [
    'id',
    'title',
    'original_title',
    'year',
    'kind',
    'runtime_minutes',
    'seasons',
    'language',
    'genres',
    'director',
    'creator',
    'cast',
    'synopsis',
    'tags',
    'content_types',
    'awards',
    'certificate',
    'available_on',
    'streaming_as_of',
    'streaming_source',
    'reference',
    'studios',
    'franchise',
    'source',
    'created_at',
  ];
  return columns.map((column) => (alias ? `${alias}.${column}` : column));
}

/** A row of the movies read model as the UI shows it (SPEC §3 Movie), with what only some answers add. */
export function toMovieView(row: MovieRow, extras: MovieViewExtras = {}): MovieView {
  return {
    _id: row.id,
    title: row.title,
    year: row.year,
    length: movieLength(row.kind, row.runtime_minutes, row.seasons),
    language: row.language,
    genre: row.genres,
    director: row.director ?? row.creator,
    cast: row.cast,
    plot: row.synopsis,
    // Platforms only with the source they are known from (catalog format).
    availableOn: row.streaming_source === null ? [] : row.available_on,
    rating: row.certificate,
    posterUrl: null,
    kind: row.kind,
    ...(row.kind === 'series' && row.seasons !== null ? { seasons: row.seasons } : {}),
    awards: row.awards,
    contentTypes: row.content_types,
    availability: row.streaming_source === null ? null : { asOf: row.streaming_as_of, source: row.streaming_source },
    studios: row.studios,
    franchise: row.franchise,
    reference: row.reference,
    ...extras,
  };
}

/** The movies of `ids` the read model has, as cards show them, in no particular order. */
export async function movieViewsOf(db: Knex, ids: readonly string[]): Promise<MovieView[]> {
  const rows: MovieRow[] = ids.length ? await db('rm_movies.movies').whereIn('id', ids).select(movieColumns()) : [];
  return rows.map((row) => toMovieView(row));
}

/** The newest movies of the catalog, newest first. */
export async function newestMovies(db: Knex, limit: number): Promise<MovieView[]> {
  const rows: MovieRow[] = await db('rm_movies.movies')
    .orderBy([{ column: 'created_at', order: 'desc' }, { column: 'id' }])
    .limit(limit);
  return rows.map((row) => toMovieView(row));
}

// What was typed as titles and names are compared: folded (accents, case, punctuation), run
// together without spaces, and as a pattern for a word beginning with it, its letters apart or
// together ('xfiles' begins a word of 'the x files'). Folding leaves no ASCII punctuation, so each
// character bracketed is matched as itself, never as a regular expression's operator.
const TYPED = `WITH typed AS (
  SELECT folded, together, '(^| )' || regexp_replace(together, '(.)', '[\\1] {0,1}', 'g') AS word_start
  FROM (SELECT rm_movies.fold(:q) AS folded, rm_movies.run_together(:q) AS together) AS f WHERE folded <> '')`;

/**
 * Below this, a title or name that neither begins with what was typed nor has a word beginning with
 * it is too far from it to suggest: its trigram similarity plus strict word similarity to what was
 * typed. Measured on the bundled catalog: the typos 'godfahter' (0.78 to The Godfather),
 * 'intersteller', 'parasyte' and 'the shawshenk redemtion' stay; 'shawshank' → Shane (0.72),
 * 'parasit' → Parasakthi (0.72), 'computer' → Company (0.62) and 'the godfahter' → The Fighter
 * (0.74) go.
 */
const FUZZY_CUT_OFF = 0.75;

const FUZZY_CLOSENESS = (column: string) =>
  `public.similarity(rm_movies.fold(${column}), typed.folded) + public.strict_word_similarity(typed.folded, rm_movies.fold(${column}))`;

// The rows the trigram indexes find as candidates: containing what was typed run together, or
// passing pg_trgm's own similarity or word similarity threshold.
const CANDIDATE = (column: string) =>
  `(rm_movies.run_together(${column}) LIKE '%' || typed.together || '%' OR rm_movies.fold(${column}) OPERATOR(public.%) typed.folded OR typed.folded OPERATOR(public.<%) rm_movies.fold(${column}))`;

// A word of the title or name begins with what was typed (the first word too, so a title that is
// the same or begins with it); the containment test is the one the trigram indexes answer.
const WORD_BEGINS = (column: string) =>
  `(rm_movies.run_together(${column}) LIKE '%' || typed.together || '%' AND rm_movies.fold(${column}) ~ typed.word_start)`;

/**
 * How a candidate title or name matches what was typed, best first: 0 the same, 1 beginning with
 * it, 2 a word beginning with it, 3 close enough despite typos; null not at all.
 */
const MATCH = (column: string) => `CASE
    WHEN rm_movies.run_together(${column}) = typed.together THEN 0
    WHEN rm_movies.run_together(${column}) LIKE typed.together || '%' THEN 1
    WHEN ${WORD_BEGINS(column)} THEN 2
    WHEN ${FUZZY_CLOSENESS(column)} >= ${FUZZY_CUT_OFF} THEN 3
  END`;

/**
 * The movies that best match what was typed: full text for words anywhere (title first), trigrams
 * for a title or a name typed loosely; first the titles the header would suggest first (the same,
 * beginning with it, a word beginning with it, punctuation and spaces between letters aside), then
 * by how well the rest match; the better-known film first among equals.
 */
export async function searchMovies(db: Knex, q: string, limit: number): Promise<MovieView[]> {
  const { rows } = await db.raw<{ rows: MovieRow[] }>(
    // Text that folds to nothing (punctuation alone) finds nothing: no typed row, and neither words nor trigrams.
    `${TYPED}
     SELECT m.* FROM rm_movies.movies m, websearch_to_tsquery('english', :q) AS query, typed
     WHERE m.search @@ query OR m.title OPERATOR(public.%) :q OR m.original_title OPERATOR(public.%) :q OR :q OPERATOR(public.<%) m.people
        OR ${WORD_BEGINS('m.title')} OR ${WORD_BEGINS('m.original_title')}
     ORDER BY least(${MATCH('m.title')}, ${MATCH('m.original_title')}),
              ts_rank_cd(m.search, query, 32)
            + 2 * greatest(public.similarity(m.title, :q), public.similarity(m.original_title, :q), public.word_similarity(:q, m.people)) DESC,
              m.quality DESC, m.id
     LIMIT :limit`,
    { q, limit },
  );
  return rows.map((row) => toMovieView(row));
}

/** One movie as its page shows it; undefined when the catalog has no such movie. */
export async function movieViewOf(db: Knex, id: string): Promise<MovieView | undefined> {
  const row: MovieRow | undefined = await db('rm_movies.movies').where({ id }).first(movieColumns());
  return row && toMovieView(row);
}

/** What the browse page filters by (SPEC §2's filter vocabulary) and how it orders and pages. */
export interface BrowseFilters {
  /** Any of these genres; none means every genre. */
  genres: readonly string[];
  language?: string;
  era?: string;
  length?: string;
  type?: string;
  platform?: string;
  sort: 'newest' | 'oldest' | 'title' | 'shortest' | 'longest' | 'added';
  page: number;
  pageSize: number;
}

/** The years each era spans; 'Older' is before 1980, as the recommendation filters count. */
const ERA_YEARS: Readonly<Record<string, readonly [number, number]>> = {
  '2020s': [2020, 9999],
  '2010s': [2010, 2019],
  '2000s': [2000, 2009],
  '1990s': [1990, 1999],
  '1980s': [1980, 1989],
  Older: [0, 1979],
};

// Every order ends with the id, so a page boundary never splits or repeats equal titles.
const BROWSE_ORDER: Readonly<Record<BrowseFilters['sort'], string>> = {
  newest: 'm.year DESC, m.id',
  oldest: 'm.year, m.id',
  title: 'rm_movies.fold(m.title), m.id',
  // Series have no comparable runtime: they come after every film either way.
  shortest: "m.kind = 'series', m.runtime_minutes, m.id",
  longest: "m.kind = 'series', m.runtime_minutes DESC, m.id",
  added: 'm.created_at DESC, m.id',
};

function browseFilter(query: Knex.QueryBuilder, filters: BrowseFilters): Knex.QueryBuilder {
  if (filters.genres.length > 0) query.whereRaw('m.genres && ?::text[]', [[...filters.genres]]);
  if (filters.language !== undefined) query.where('m.language', filters.language);
  const years = filters.era === undefined ? undefined : ERA_YEARS[filters.era];
  if (years) query.whereBetween('m.year', [years[0], years[1]]);
  if (filters.length === 'Series') query.where('m.kind', 'series');
  else if (filters.length !== undefined) {
    query.where('m.kind', 'movie');
    if (filters.length === 'Under 90 mins') query.where('m.runtime_minutes', '<', 90);
    else if (filters.length === '90 - 120 mins') query.whereBetween('m.runtime_minutes', [90, 120]);
    else query.where('m.runtime_minutes', '>', 120);
  }
  if (filters.type !== undefined) query.whereRaw('m.content_types @> ARRAY[?]::text[]', [filters.type]);
  if (filters.platform !== undefined) query.whereRaw('m.available_on @> ARRAY[?]::text[]', [filters.platform]);
  return query;
}

/** One page of the catalog as filtered and sorted, how many titles match in all, and the platforms to filter by. */
export async function browseMovies(db: Knex, filters: BrowseFilters): Promise<{ movies: MovieView[]; total: number; platforms: string[] }> {
  const [rows, [count], platforms] = await Promise.all([
    browseFilter(db('rm_movies.movies as m').select(movieColumns('m')), filters)
      .orderByRaw(BROWSE_ORDER[filters.sort])
      .offset((filters.page - 1) * filters.pageSize)
      .limit(filters.pageSize) as Promise<MovieRow[]>,
    browseFilter(db('rm_movies.movies as m').count<{ total: string }[]>({ total: '*' }), filters) as Promise<{ total: string }[]>,
    db('rm_movies.platforms').orderBy('name').pluck('name') as Promise<string[]>,
  ]);
  return {
    movies: rows.map((row) => toMovieView(row)),
    total: Number(count?.total ?? 0),
    platforms,
  };
}

/**
 * The header's suggestions for what was typed: titles whose title or original title is the same,
 * begins with it, has a word beginning with it (punctuation and spaces between letters aside, so
 * 'kgf' finds K.G.F and 'walle' WALL-E), or is close enough despite typos ('the godfahter'), in that
 * order, the closer typo first, then the better known; and the people credited under such a name,
 * in the same order, the most credited first.
 */
export async function suggestTitlesAndPeople(
  db: Knex,
  q: string,
  limits: { titles: number; people: number },
): Promise<{ movies: MovieView[]; people: { name: string; titles: number }[] }> {
  const [titles, people] = await Promise.all([
    db.raw<{ rows: MovieRow[] }>(
      `${TYPED}
       SELECT * FROM (
         SELECT m.*, least(${MATCH('m.title')}, ${MATCH('m.original_title')}) AS match,
                greatest(${FUZZY_CLOSENESS('m.title')}, ${FUZZY_CLOSENESS('m.original_title')}) AS closeness
         FROM rm_movies.movies m, typed
         WHERE ${CANDIDATE('m.title')} OR ${CANDIDATE('m.original_title')}
       ) AS matched
       WHERE match IS NOT NULL
       ORDER BY match, CASE WHEN match = 3 THEN closeness END DESC, quality DESC, id
       LIMIT :limit`,
      { q, limit: limits.titles },
    ),
    // A credit naming several people ('Joel Coen, Ethan Coen') is split into each of them.
    db.raw<{ rows: { name: string; titles: number }[] }>(
      `${TYPED}
       SELECT name, sum(titles)::int AS titles FROM (
         SELECT credits.name, credits.titles, ${MATCH('credits.name')} AS match, ${FUZZY_CLOSENESS('credits.name')} AS closeness
         FROM (
           SELECT trim(part) AS name, p.titles FROM rm_movies.people p, typed, unnest(string_to_array(p.name, ',')) AS part
           WHERE ${CANDIDATE('p.name')}
         ) AS credits, typed
       ) AS matched
       WHERE match IS NOT NULL
       GROUP BY name
       ORDER BY min(match), CASE WHEN min(match) = 3 THEN max(closeness) END DESC, sum(titles) DESC, name
       LIMIT :limit`,
      { q, limit: limits.people },
    ),
  ]);
  return { movies: titles.rows.map((row) => toMovieView(row)), people: people.rows };
}

/**
 * A person's titles, newest first, by role: those they directed (a credit may name several
 * directors), created and are cast in. The name matches whatever its accents, case and punctuation;
 * the answer spells it as the catalog does most often. Undefined when no title credits them.
 */
export async function personFilms(
  db: Knex,
  name: string,
): Promise<{ name: string; directed: MovieView[]; created: MovieView[]; cast: MovieView[] } | undefined> {
  const { rows } = await db.raw<{ rows: (MovieRow & { directed: boolean; created: boolean; acted: boolean; spelled: string })[] }>(
    `WITH person AS (SELECT rm_movies.fold(:name) AS key)
     SELECT m.*,
            rm_movies.person_keys(m.director, NULL, '{}') @> ARRAY[person.key] AS directed,
            rm_movies.person_keys(NULL, m.creator, '{}') @> ARRAY[person.key] AS created,
            rm_movies.person_keys(NULL, NULL, m."cast") @> ARRAY[person.key] AS acted,
            (SELECT trim(credit) FROM unnest(string_to_array(coalesce(m.director, ''), ',') || string_to_array(coalesce(m.creator, ''), ',') || m."cast") AS credit
             WHERE rm_movies.fold(credit) = person.key LIMIT 1) AS spelled
     FROM rm_movies.movies m, person
     WHERE person.key <> '' AND m.person_keys @> ARRAY[person.key]
     ORDER BY m.year DESC, m.id`,
    { name },
  );
  if (rows.length === 0) return undefined;
  const spellings = new Map<string, number>();
  for (const row of rows) spellings.set(row.spelled, (spellings.get(row.spelled) ?? 0) + 1);
  const [spelled] = [...spellings].sort(([a, x], [b, y]) => y - x || (a < b ? -1 : a > b ? 1 : 0))[0]!;
  const view = (row: MovieRow) => toMovieView(row);
  return {
    name: spelled,
    directed: rows.filter((row) => row.directed).map(view),
    created: rows.filter((row) => row.created).map(view),
    cast: rows.filter((row) => row.acted).map(view),
  };
}
