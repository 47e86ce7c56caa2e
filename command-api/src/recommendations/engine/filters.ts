import { FILTER_OPTIONS, type FilterGroup } from '@more-ai/contracts/movies';
import type { RecommendationQuery } from './port';

/** The facts of a title the filters look at. */
export interface FilterableMovie {
  kind: 'movie' | 'series';
  runtime_minutes: number;
  year: number;
  language: string;
  genres: string[];
  content_types: string[];
}

const ERA_YEARS: Record<string, [number, number]> = {
  '2020s': [2020, 2029],
  '2010s': [2010, 2019],
  '2000s': [2000, 2009],
  '1990s': [1990, 1999],
  '1980s': [1980, 1989],
  Older: [0, 1979],
};

/** The years an Era option covers. */
export function eraYears(era: string): [first: number, last: number] {
  return ERA_YEARS[era] ?? ERA_YEARS.Older!;
}

/** The Era filter's option a year falls in. */
export function eraOf(year: number): string {
  return Object.entries(ERA_YEARS).find(([, [from, to]]) => year >= from && year <= to)?.[0] ?? 'Older';
}

/** The Length filter's option a title falls in: 'Series', or a movie's running-time bucket. */
export function lengthOf(movie: Pick<FilterableMovie, 'kind' | 'runtime_minutes'>): string {
  if (movie.kind === 'series') return 'Series';
  if (movie.runtime_minutes < 90) return 'Under 90 mins';
  return movie.runtime_minutes <= 120 ? '90 - 120 mins' : 'Over 120 mins';
}

export class UnknownFilterValue extends Error {
  override readonly name = 'UnknownFilterValue';
  constructor(
    readonly group: FilterGroup,
    readonly value: string,
  ) {
    super(`Unknown ${group} filter: ${value}`);
  }
}

/**
 * The options the user picked, per group, with the ones that constrain nothing taken out: none
 * picked, or 'Any language' / 'Any length' among them. Unknown values are refused, not ignored:
 * ignoring one would quietly widen a hard constraint.
 */
export function activeFilters(query: RecommendationQuery): Record<FilterGroup, string[]> {
  const active = {} as Record<FilterGroup, string[]>;
  for (const group of Object.keys(FILTER_OPTIONS) as FilterGroup[]) {
    const options: readonly string[] = FILTER_OPTIONS[group];
    const picked = [...new Set(query[group])];
    for (const value of picked) if (!options.includes(value)) throw new UnknownFilterValue(group, value);
    active[group] = picked.includes('Any language') || picked.includes('Any length') ? [] : picked;
  }
  return active;
}

/**
 * Whether a title is one the picked filters allow: within a group any option may match, and every
 * group with a pick must. A length is a movie's running time, or 'Series'.
 */
export function allowedByFilters(movie: FilterableMovie, filters: Record<FilterGroup, string[]>): boolean {
  const { genre, language, contentType, length, era } = filters;
  return (
    (genre.length === 0 || movie.genres.some((g) => genre.includes(g))) &&
    (language.length === 0 || language.includes(movie.language)) &&
    (contentType.length === 0 || movie.content_types.some((type) => contentType.includes(type))) &&
    (length.length === 0 || length.includes(lengthOf(movie))) &&
    (era.length === 0 || era.some((option) => movie.year >= eraYears(option)[0] && movie.year <= eraYears(option)[1]))
  );
}

/** The picked options a title shows, in the screen's order: 'Korean', 'Thriller', '2010s'… */
export function filtersShownBy(movie: FilterableMovie, filters: Record<FilterGroup, string[]>): string[] {
  return [
    ...filters.language.filter((language) => movie.language === language),
    ...filters.genre.filter((genre) => movie.genres.includes(genre)),
    ...filters.contentType.filter((type) => movie.content_types.includes(type)),
    ...filters.length.filter((length) => lengthOf(movie) === length),
    ...filters.era.filter((era) => eraOf(movie.year) === era),
  ];
}
