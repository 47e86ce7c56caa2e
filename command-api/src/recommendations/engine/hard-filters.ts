import { activeFilters, allowedByFilters, type FilterableMovie } from './filters';
import type { RecommendationQuery } from './port';

/**
 * The filters as hard constraints on one title, as the local engine applies them: within a group
 * any picked option may match, every group must. The OpenAI engine re-checks each title the model
 * names with it and drops those outside.
 */
export function meetsFilters(movie: FilterableMovie, query: RecommendationQuery): boolean {
  return allowedByFilters(movie, activeFilters(query));
}
