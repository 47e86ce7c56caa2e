import type { Knex } from 'knex';
import type { FilterGroup } from '@more-ai/contracts/movies';
import { eraYears } from './filters';
import type { Refusal } from './negation';

/**
 * Narrows a query on `rm_movies.movies` (aliased `m`) to the titles every picked filter allows: the
 * filters of ./filters as SQL, so the local engine picks within them (`activeFilters` has refused
 * unknown options already). Within a group any option may match; every group must.
 */
export function whereFiltersAllow(builder: Knex.QueryBuilder, filters: Record<FilterGroup, string[]>): Knex.QueryBuilder {
  if (filters.genre.length) builder.whereRaw('m.genres && ?::text[]', [filters.genre]);
  if (filters.language.length) builder.whereRaw('m.language = ANY(?::text[])', [filters.language]);
  if (filters.contentType.length) builder.whereRaw('m.content_types && ?::text[]', [filters.contentType]);
  if (filters.length.length) {
    builder.where((any) => {
      for (const option of filters.length) {
        if (option === 'Series') any.orWhere('m.kind', 'series');
        if (option === 'Under 90 mins') any.orWhereRaw("m.kind = 'movie' AND m.runtime_minutes < 90");
        if (option === '90 - 120 mins') any.orWhereRaw("m.kind = 'movie' AND m.runtime_minutes BETWEEN 90 AND 120");
        if (option === 'Over 120 mins') any.orWhereRaw("m.kind = 'movie' AND m.runtime_minutes > 120");
      }
    });
  }
  if (filters.era.length) {
    builder.where((any) => {
      for (const era of filters.era) any.orWhereBetween('m.year', eraYears(era));
    });
  }
  return builder;
}

/**
 * Narrows a query on `rm_movies.movies` (aliased `m`) to the titles a prompt's refusals allow: no
 * refused genre, language, kind or era, and no tag with a refused word ('no zombies' refuses the tag
 * 'zombies').
 */
export function whereRefusalsAllow(builder: Knex.QueryBuilder, refusals: readonly Refusal[]): Knex.QueryBuilder {
  const of = (kind: Refusal['kind']) => refusals.filter((r) => r.kind === kind).map((r) => r.value);
  if (of('genre').length) builder.whereRaw('NOT (m.genres && ?::text[])', [of('genre')]);
  if (of('language').length) builder.whereRaw('m.language <> ALL(?::text[])', [of('language')]);
  for (const kind of of('kind')) builder.whereNot('m.kind', kind);
  for (const era of of('era')) builder.whereNotBetween('m.year', eraYears(era));
  const words = of('tag').map((word) => word.replace(/[^\p{L}\p{N}' -]/gu, ''));
  if (words.length)
    builder.whereRaw(
      "NOT EXISTS (SELECT 1 FROM unnest(m.tags) AS t(tag), unnest(?::text[]) AS w(word) WHERE lower(t.tag) ~ ('(^|[^[:alnum:]])' || w.word))",
      [words],
    );
  return builder;
}
