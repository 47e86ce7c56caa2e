import { z } from 'zod';

// The filters' values live apart, without zod, for the UI's first chunk.
export {
  CONTENT_TYPES,
  FILTER_OPTIONS,
  MOVIE_GENRES,
  MOVIE_LANGUAGES,
  type ContentType,
  type FilterGroup,
  type MovieGenre,
  type MovieLanguage,
} from './movie-filters';

/** Who found a title for the Recently Discovered feed; absent once that account is deleted. */
export const Finder = z.object({ _id: z.string(), username: z.string() });

/** A movie as the UI shows it (SPEC §3 Movie), on cards, the movie page, the feed and the admin list. */
export const MovieView = z.object({
  _id: z.string(),
  title: z.string(),
  year: z.number().int(),
  /** '2h 12m' for a movie, '3 seasons' for a series. */
  length: z.string(),
  language: z.string(),
  genre: z.array(z.string()),
  /** The director, or a series' creator. */
  director: z.string().nullable(),
  cast: z.array(z.string()),
  plot: z.string(),
  /** Why it was recommended (recommendation answers only). */
  reason: z.string().optional(),
  availableOn: z.array(z.string()),
  /** The certificate; the UI shows 'U/A 13+' when it is null. */
  rating: z.string().nullable(),
  /** No posters in the catalog: the UI draws one from the title, year and id. */
  posterUrl: z.null(),
  foundBy: Finder.optional(),
  createdAt: z.string().optional(),
  kind: z.enum(['movie', 'series']),
  seasons: z.number().int().optional(),
  awards: z.array(z.string()),
  contentTypes: z.array(z.string()),
  /** Where `availableOn` is known from and the month that fact dates from; null (and no platforms) when unknown. */
  availability: z.object({ asOf: z.string(), source: z.string() }).nullable(),
  /** Studios or production banners it is known by; [] when none is well known. */
  studios: z.array(z.string()),
  /** The film series it belongs to, else null. */
  franchise: z.string().nullable(),
  /** Where its facts were checked ('Wikipedia (en): Parasite (2019 film)'); null when nobody checked (a model named it). */
  reference: z.string().nullable(),
});
export type MovieView = z.infer<typeof MovieView>;

/** What only some answers add to a movie: the recommendation's reason, the feed's finder and time. */
export type MovieViewExtras = Pick<MovieView, 'reason' | 'foundBy' | 'createdAt'>;

/** A movie's Length as cards show it: '2h 12m', '2h', '45m'; a series by its seasons: '1 season', '3 seasons'. */
export function movieLength(kind: 'movie' | 'series', runtimeMinutes: number, seasons: number | null): string {
  if (kind === 'series') {
    const count = seasons ?? 1;
    return `${count} ${count === 1 ? 'season' : 'seasons'}`;
  }
  const hours = Math.floor(runtimeMinutes / 60);
  const minutes = runtimeMinutes % 60;
  if (hours === 0) return `${minutes}m`;
  return minutes === 0 ? `${hours}h` : `${hours}h ${minutes}m`;
}

/** GET /api/movies, /api/movies/search. */
export const MovieList = z.object({ movies: z.array(MovieView) });
