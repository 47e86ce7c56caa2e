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

/** A movie as the UI shows it (SPEC §3 Movie), on cards, the movie page, the feed and the admin list. */
export interface MovieView {
  _id: string;
  title: string;
  year: number;
  /** '2h 12m' for a movie, '3 seasons' for a series. */
  length: string;
  language: string;
  genre: string[];
  /** The director, or a series' creator. */
  director: string | null;
  cast: string[];
  plot: string;
  /** Why it was recommended (recommendation answers only). */
  reason?: string;
  availableOn: string[];
  /** The certificate; the UI shows 'U/A 13+' when it is null. */
  rating: string | null;
  /** No posters in the catalog: the UI draws one from the title, year and id. */
  posterUrl: null;
  foundBy?: { _id: string; username: string };
  createdAt?: string;
  kind: 'movie' | 'series';
  seasons?: number;
  awards: string[];
  contentTypes: string[];
}

/** What only some answers add to a movie: the recommendation's reason, the feed's finder and time. */
export interface MovieViewExtras {
  reason?: string;
  foundBy?: { _id: string; username: string };
  createdAt?: string;
}

export function toMovieView(row: MovieRow, extras: MovieViewExtras = {}): MovieView {
  return {
    _id: row.id,
    title: row.title,
    year: row.year,
    length: lengthOf(row),
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

/** '2h 12m', '2h', '45m'; a series by its seasons: '1 season', '3 seasons'. */
export function lengthOf(row: Pick<MovieRow, 'kind' | 'runtime_minutes' | 'seasons'>): string {
  if (row.kind === 'series') {
    const seasons = row.seasons ?? 1;
    return `${seasons} ${seasons === 1 ? 'season' : 'seasons'}`;
  }
  const hours = Math.floor(row.runtime_minutes / 60);
  const minutes = row.runtime_minutes % 60;
  if (hours === 0) return `${minutes}m`;
  return minutes === 0 ? `${hours}h` : `${hours}h ${minutes}m`;
}
