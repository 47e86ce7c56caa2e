import { CONTENT_TYPES, type MovieFacts } from '@more-ai/events/catalog/movies';
import type { MovieRow } from './queries';

const contentTypes = new Set<string>(CONTENT_TYPES);

/**
 * A movie's facts as a row of rm_movies.movies (the columns the reads select). The projector adds
 * its search and ranking columns; the recommend command uses it for a movie not projected yet.
 */
export function movieRowOf(facts: MovieFacts, createdAt: Date): MovieRow {
  return {
    id: facts.movieId,
    title: facts.title,
    original_title: facts.originalTitle,
    year: facts.year,
    kind: facts.kind,
    runtime_minutes: facts.runtimeMinutes,
    seasons: facts.seasons,
    language: facts.language,
    genres: facts.genres,
    director: facts.director,
    creator: facts.creator,
    cast: facts.cast,
    synopsis: facts.synopsis,
    // Content types are the filter's vocabulary; the other tags are free words.
    tags: facts.tags.filter((tag) => !contentTypes.has(tag)),
    content_types: facts.tags.filter((tag) => contentTypes.has(tag)),
    awards: facts.awards,
    certificate: facts.certificate,
    available_on: facts.streaming.platforms,
    streaming_as_of: facts.streaming.asOf,
    streaming_source: facts.streaming.source,
    reference: facts.reference,
    studios: facts.studios,
    franchise: facts.franchise,
    source: facts.source,
    created_at: createdAt,
  };
}
