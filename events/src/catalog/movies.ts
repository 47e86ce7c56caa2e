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
  /** The certificate it was released with: India's CBFC one, else the MPA one; null when unknown. */
  certificate: string | null;
  /**
   * Where it streams in India, the month (YYYY-MM) that fact dates from, and what it rests on
   * ('Netflix original'); no platforms and a null source when unknown.
   */
  streaming: { platforms: string[]; asOf: string; source: string | null };
  /** Where its facts were checked ('Wikipedia (en): Parasite (2019 film)'); null when nobody checked. */
  reference: string | null;
  /** Studios or production banners a viewer might name it by; [] when none is well known. */
  studios: string[];
  /** The film series it belongs to, else null. */
  franchise: string | null;
  source: MovieSource;
}

/** Version 1 payloads had no reference, studios, franchise or streaming source. */
type MovieFactsV1 = Omit<MovieFacts, 'reference' | 'studios' | 'franchise' | 'streaming'> & { streaming: { platforms: string[]; asOf: string } };

/**
 * Version 1 → 2: nothing was checked or known about studios and franchise, and no availability
 * had a source, so none is shown: the platforms a version 1 title listed were never a checked fact.
 */
export function upcastMovieFactsV1(data: MovieFactsV1): MovieFacts {
  return { ...data, streaming: { platforms: [], asOf: data.streaming.asOf, source: null }, reference: null, studios: [], franchise: null };
}

/** A title joined the catalog. Stream `Movie-{movieId}`; the id is derived from title and year, so it is stable. */
export const MovieCataloged = defineEvent<MovieFacts>()({ type: 'MovieCataloged', version: 2, upcasters: { 1: upcastMovieFactsV1 } });

/** A cataloged title's facts changed; the payload carries all of them. */
export const MovieRevised = defineEvent<MovieFacts>()({ type: 'MovieRevised', version: 2, upcasters: { 1: upcastMovieFactsV1 } });

export type MovieEvent = EventOf<typeof MovieCataloged> | EventOf<typeof MovieRevised>;
