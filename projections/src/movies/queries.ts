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
    availableOn: row.available_on,
    rating: row.certificate,
    posterUrl: null,
    kind: row.kind,
    ...(row.kind === 'series' && row.seasons !== null ? { seasons: row.seasons } : {}),
    awards: row.awards,
    contentTypes: row.content_types,
    ...extras,
  };
}

/** The movies of `ids` the read model has, as cards show them, in no particular order. */
export async function movieViewsOf(db: Knex, ids: readonly string[]): Promise<MovieView[]> {
  const rows: MovieRow[] = ids.length ? await db('rm_movies.movies').whereIn('id', ids) : [];
  return rows.map((row) => toMovieView(row));
}
