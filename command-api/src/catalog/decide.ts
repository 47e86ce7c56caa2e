import { isDeepStrictEqual } from 'node:util';
import type { MovieEvent, MovieFacts } from '@more-ai/events/catalog/movies';
import type { Decider } from '../pipeline/decider';

/** System command: put a title in the catalog, or bring its facts up to date. */
export interface CatalogMovie {
  type: 'CatalogMovie';
  movie: MovieFacts;
}

export interface MovieState {
  facts: MovieFacts | null;
}

export function evolveMovie(state: MovieState, event: MovieEvent): MovieState {
  switch (event.type) {
    case 'MovieCataloged':
    case 'MovieRevised':
      return { facts: event.data };
    default:
      return state;
  }
}

/** Same facts, wherever they came from: cataloging a title again appends nothing. */
export function sameFacts(a: MovieFacts, b: MovieFacts): boolean {
  return isDeepStrictEqual({ ...a, source: null }, { ...b, source: null });
}

/**
 * New titles are cataloged; changed facts revise the title with all of them. A model's answer
 * never overrides a title already known: the catalog's and the importer's facts are curated.
 */
export function decideMovie(command: CatalogMovie, state: MovieState): MovieEvent[] {
  const { movie } = command;
  if (!state.facts) return [{ type: 'MovieCataloged', data: movie }];
  if (sameFacts(state.facts, movie) || movie.source === 'openai') return [];
  return [{ type: 'MovieRevised', data: movie }];
}

/** One stream per title: `Movie-{movieId}`. */
export const movieDecider: Decider<CatalogMovie, MovieState, MovieEvent> = {
  category: 'Movie',
  // Stryker disable next-line ObjectLiteral: equivalent, a title without facts (null or left out) is cataloged
  initialState: () => ({ facts: null }),
  evolve: evolveMovie,
  decide: decideMovie,
};
