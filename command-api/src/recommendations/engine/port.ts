import { CONTENT_TYPES, MOVIE_GENRES, MOVIE_LANGUAGES } from '@more-ai/events/catalog/movies';

/** The Recommendations screen's filter groups and their options, spelled as the screen shows them (SPEC §2). */
export const FILTER_OPTIONS = {
  genre: MOVIE_GENRES,
  language: ['Any language', ...MOVIE_LANGUAGES],
  length: ['Under 90 mins', '90 - 120 mins', 'Over 120 mins', 'Any length', 'Series'],
  era: ['2020s', '2010s', '2000s', '1990s', '1980s', 'Older'],
  contentType: CONTENT_TYPES,
} as const;

export type FilterGroup = keyof typeof FILTER_OPTIONS;

/**
 * What the user asked for: their words and the filters they picked. Every filter is a hard
 * constraint: a pick outside them is never returned. Within a group any option may match; groups
 * all must. 'Any language' and 'Any length' lift their group's constraint.
 */
export interface RecommendationQuery {
  description: string;
  genre: string[];
  language: string[];
  length: string[];
  era: string[];
  contentType: string[];
}

export interface Pick {
  movieId: string;
  /** Shown as 'Why this recommendation': what matched, and a fact from the catalog. */
  reason: string;
}

/** Turns a request into picks from the catalog, best first. */
export interface RecommendationEngine {
  readonly name: 'local' | 'openai';
  /** Up to `limit` (default 10) distinct movies. */
  recommend(query: RecommendationQuery, limit?: number): Promise<Pick[]>;
}
