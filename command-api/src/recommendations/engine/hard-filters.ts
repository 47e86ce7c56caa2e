import { activeFilters, filtersShownBy, type FilterableMovie } from './filters';
import type { FilterGroup } from '@more-ai/contracts/movies';
import type { RecommendationQuery } from './port';

/**
 * The filters as hard constraints on one title, as the local engine applies them in SQL: within a
 * group any picked option may match, every group must. The OpenAI engine re-checks each title the
 * model names with it and drops those outside.
 */
export function meetsFilters(movie: FilterableMovie, query: RecommendationQuery): boolean {
  const filters = activeFilters(query);
  const shown = new Set(filtersShownBy(movie, filters));
  return (Object.keys(filters) as FilterGroup[]).every(
    (group) => filters[group].length === 0 || filters[group].some((option) => shown.has(option)),
  );
}
