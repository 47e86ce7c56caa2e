import type { MovieView } from '@more-ai/contracts/movies';

/** A movie as the APIs send it (SPEC §3 Movie): one type for the server that writes it and the screens that read it. */
export type { MovieView };

/** SPEC §2, §9: the rating label when the catalog has no certificate. */
export const FALLBACK_RATING = 'U/A 13+';

/** SPEC §9: feed cards cut the language at 15 characters. */
export const FEED_LANGUAGE_MAX = 15;

export function ratingLabel(movie: Pick<MovieView, 'rating'>): string {
  return movie.rating?.trim() || FALLBACK_RATING;
}

/** SPEC §9: 'Portuguese (Brazil)' becomes 'Portuguese (Bra...'. */
export function shortLanguage(language: string): string {
  return language.length > FEED_LANGUAGE_MAX ? `${language.slice(0, FEED_LANGUAGE_MAX)}...` : language;
}

/** The movie page; with the site's origin in front, the shareable link of SPEC §2: {origin}/movie/{id}. */
export function moviePath(movieId: string): string {
  return `/movie/${encodeURIComponent(movieId)}`;
}

/** The finder's name as the feed shows it (SPEC §2: 'Unknown User' when missing). */
export function finderName(movie: Pick<MovieView, 'foundBy'>): string {
  return movie.foundBy?.username?.trim() || 'Unknown User';
}

/**
 * The generated poster's hue (ARCHITECTURE: 'colour from its id'): the same movie has the same colour
 * on every screen and every visit.
 */
export function posterHue(movieId: string): number {
  let hash = 0;
  for (const char of movieId) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return hash % 360;
}
