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
  const rows: MovieRow[] = ids.length ? await db('rm_movies.movies').whereIn('id', ids) : [];
  return rows.map((row) => toMovieView(row));
}

/** The newest movies of the catalog, newest first. */
export async function newestMovies(db: Knex, limit: number): Promise<MovieView[]> {
  const rows: MovieRow[] = await db('rm_movies.movies')
    .orderBy([{ column: 'created_at', order: 'desc' }, { column: 'id' }])
    .limit(limit);
  return rows.map((row) => toMovieView(row));
}

/**
 * The movies that best match what was typed: full text for words anywhere (title first), trigrams
 * for a title or a name typed loosely; the better-known film first among equals.
 */
export async function searchMovies(db: Knex, q: string, limit: number): Promise<MovieView[]> {
  const { rows } = await db.raw<{ rows: MovieRow[] }>(
    `SELECT m.* FROM rm_movies.movies m, websearch_to_tsquery('english', :q) AS query
     WHERE m.search @@ query OR m.title OPERATOR(public.%) :q OR m.original_title OPERATOR(public.%) :q OR :q OPERATOR(public.<%) m.people
     ORDER BY ts_rank_cd(m.search, query, 32)
            + 2 * greatest(public.similarity(m.title, :q), public.similarity(m.original_title, :q), public.word_similarity(:q, m.people)) DESC,
              m.quality DESC, m.id
     LIMIT :limit`,
    { q, limit },
  );
  return rows.map((row) => toMovieView(row));
}

/** One movie as its page shows it; undefined when the catalog has no such movie. */
export async function movieViewOf(db: Knex, id: string): Promise<MovieView | undefined> {
  const row: MovieRow | undefined = await db('rm_movies.movies').where({ id }).first();
  return row && toMovieView(row);
}
