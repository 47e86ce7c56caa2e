import { defineEvent, type EventOf } from '../definitions';

// The catalog's vocabulary is the filters' (SPEC §2): one list, kept with the API contracts the UI reads.
export { CONTENT_TYPES, MOVIE_GENRES, MOVIE_LANGUAGES, type ContentType, type MovieGenre, type MovieLanguage } from '@more-ai/contracts/movies';
import type { MovieGenre, MovieLanguage } from '@more-ai/contracts/movies';

export type MovieKind = 'movie' | 'series';

/** Where a movie's facts came from: the bundled catalog, the OpenAI engine's answer, or the import CLI. */
export type MovieSource = 'catalog' | 'openai' | 'import';

/** Everything known about one title (catalog/README.md describes each field). */
export interface MovieFacts {
  movieId: string;
  title: string;
  originalTitle: string;
  year: number;
  kind: MovieKind;
  /** Running time of a movie; the typical episode of a series. */
  runtimeMinutes: number;
  /** Series only. */
  seasons: number | null;
  language: MovieLanguage;
  genres: MovieGenre[];
  director: string | null;
  /** Series: who created it. */
  creator: string | null;
  cast: string[];
  synopsis: string;
  /** Content types (as spelled in CONTENT_TYPES) and free lower-case tags. */
  tags: string[];
  awards: string[];
  /** Indian CBFC rating when known, else the MPA one. */
  certificate: string | null;
  /** Where it streams in India, and the month (YYYY-MM) that was true. */
  streaming: { platforms: string[]; asOf: string };
  source: MovieSource;
}

/** A title joined the catalog. Stream `Movie-{movieId}`; the id is derived from title and year, so it is stable. */
export const MovieCataloged = defineEvent<MovieFacts>()({ type: 'MovieCataloged', version: 1 });

/** A cataloged title's facts changed; the payload carries all of them. */
export const MovieRevised = defineEvent<MovieFacts>()({ type: 'MovieRevised', version: 1 });

export type MovieEvent = EventOf<typeof MovieCataloged> | EventOf<typeof MovieRevised>;
