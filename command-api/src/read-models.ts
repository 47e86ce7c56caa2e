import type { MovieView } from '@more-ai/contracts/movies';

/**
 * What some command answers show from the read models: a person's followers count, movie cards.
 * The queries are the projectors'; whoever composes the app hands them in, so the write side never
 * imports the read side.
 */
export interface ReadModelQueries {
  /** How many live accounts follow `userId`, leaving out `except` (whose follow the caller knows better). */
  followersCount(userId: string, except?: string): Promise<number>;
  /** The movies of `ids` the catalog read model has, as cards show them, in no particular order. */
  movieViews(ids: readonly string[]): Promise<MovieView[]>;
}
