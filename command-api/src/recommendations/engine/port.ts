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
