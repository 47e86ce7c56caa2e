/** Who found a movie for the community feed (SPEC §3). */
export interface Finder {
  readonly _id: string;
  readonly username: string;
}

/** A movie as the APIs send it (SPEC §3 Movie). */
export interface MovieView {
  readonly _id: string;
  readonly title: string;
  readonly year: number;
  /** Already worded: '2h 12m' for a film, '3 seasons' for a series. */
  readonly length: string;
  readonly language: string;
  /** A list, though older answers may send a single string (SPEC §3). */
  readonly genre: readonly string[] | string;
  readonly director: string | null;
  readonly cast: readonly string[];
  /** Shown as the synopsis. */
  readonly plot: string;
  /** Why it was recommended; only on recommendation results. */
  readonly reason?: string;
  /** Platform names where it streams in India. */
  readonly availableOn: readonly string[];
  /** The certificate; the UI falls back to 'U/A 13+'. */
  readonly rating: string | null;
  readonly posterUrl: string | null;
  /** On feed entries: who discovered it, absent when unknown. */
  readonly foundBy?: Finder | null;
  /** On feed entries: when it was discovered. */
  readonly createdAt?: string;
  readonly kind?: 'movie' | 'series';
  readonly seasons?: number;
  readonly awards?: readonly string[];
  readonly contentTypes?: readonly string[];
}

/** SPEC §2, §9: the rating label when the catalog has no certificate. */
export const FALLBACK_RATING = 'U/A 13+';

/** SPEC §9: feed cards cut the language at 15 characters. */
export const FEED_LANGUAGE_MAX = 15;

export function ratingLabel(movie: Pick<MovieView, 'rating'>): string {
  return movie.rating?.trim() || FALLBACK_RATING;
}

export function genresOf(movie: Pick<MovieView, 'genre'>): string[] {
  const genres = typeof movie.genre === 'string' ? movie.genre.split(',') : movie.genre;
  return genres.map((genre) => genre.trim()).filter(Boolean);
}

/** SPEC §9: 'Portuguese (Brazil)' becomes 'Portuguese (Bra...'. */
export function shortLanguage(language: string): string {
  return language.length > FEED_LANGUAGE_MAX ? `${language.slice(0, FEED_LANGUAGE_MAX)}...` : language;
}

/** The shareable link of SPEC §2: {origin}/movie/{id}. */
export function movieLink(origin: string, movieId: string): string {
  return `${origin}/movie/${encodeURIComponent(movieId)}`;
}

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
