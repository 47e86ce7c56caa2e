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

/** What a member's lists and diary say: titles never to recommend again, and their ratings. */
export interface MemberTaste {
  /** In their favourites or one of their watchlists, or watched. */
  owned: readonly string[];
  /** Each rated film's current rating (0.5 to 5), newest first. */
  ratings: readonly { movieId: string; rating: number; title: string }[];
}

export const NO_TASTE: MemberTaste = { owned: [], ratings: [] };

/** Turns a request into picks from the catalog, best first. */
export interface RecommendationEngine {
  readonly name: 'local' | 'openai';
  /** Up to `limit` (default 10) distinct movies, none of those the member owns or watched. */
  recommend(query: RecommendationQuery, limit?: number, taste?: MemberTaste): Promise<Pick[]>;
}
