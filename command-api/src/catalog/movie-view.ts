import { CONTENT_TYPES, movieLength, type MovieView } from '@more-ai/contracts/movies';
import type { MovieFacts } from '@more-ai/events/catalog/movies';

const contentTypes = new Set<string>(CONTENT_TYPES);

/** A movie's stream state as cards show it: for a title the catalog read model has not projected yet. */
export function movieViewOf(facts: MovieFacts): MovieView {
  return {
    _id: facts.movieId,
    title: facts.title,
    year: facts.year,
    length: movieLength(facts.kind, facts.runtimeMinutes, facts.seasons),
    language: facts.language,
    genre: facts.genres,
    director: facts.director ?? facts.creator,
    cast: facts.cast,
    plot: facts.synopsis,
    availableOn: facts.streaming.source === null ? [] : facts.streaming.platforms,
    rating: facts.certificate,
    posterUrl: null,
    kind: facts.kind,
    ...(facts.kind === 'series' && facts.seasons !== null ? { seasons: facts.seasons } : {}),
    awards: facts.awards,
    // Content types are the filter's vocabulary among the tags; the other tags are free words.
    contentTypes: facts.tags.filter((tag) => contentTypes.has(tag)),
    availability: facts.streaming.source === null ? null : { asOf: facts.streaming.asOf, source: facts.streaming.source },
    studios: facts.studios,
    franchise: facts.franchise,
    reference: facts.reference,
  };
}
