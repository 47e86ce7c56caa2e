import { BROWSE_LENGTHS, BROWSE_SORTS, type BrowseSort } from '@more-ai/contracts/api/browse';
import { CONTENT_TYPES, FILTER_OPTIONS, MOVIE_GENRES, MOVIE_LANGUAGES } from '@more-ai/contracts/movies';

/** The browse page's filters, sort and page, as its address carries them. */
export interface BrowseFilters {
  readonly genres: readonly string[];
  readonly language: string | null;
  readonly era: string | null;
  readonly length: string | null;
  readonly type: string | null;
  readonly platform: string | null;
  readonly sort: BrowseSort;
  readonly page: number;
}

export const NO_FILTERS: BrowseFilters = {
  genres: [],
  language: null,
  era: null,
  length: null,
  type: null,
  platform: null,
  sort: BROWSE_SORTS[0],
  page: 1,
};

/** The sort menu's labels, in the order the menu shows them. */
export const SORT_LABELS: Readonly<Record<BrowseSort, string>> = {
  newest: 'Year, newest first',
  oldest: 'Year, oldest first',
  title: 'Title A–Z',
  shortest: 'Runtime, shortest first',
  longest: 'Runtime, longest first',
  added: 'Recently added',
};

const PLATFORM_MAX = 40;
const PAGE_MAX = 1000;

const oneOf = (values: readonly string[], value: string | null): string | null => (value !== null && values.includes(value) ? value : null);

/**
 * The filters an address asks for. What the vocabulary does not know is left out, so an old or
 * edited link shows the catalog rather than an error.
 */
export function filtersFromSearch(search: string): BrowseFilters {
  const params = new URLSearchParams(search);
  const genres = MOVIE_GENRES.filter((genre) => params.getAll('genre').includes(genre));
  const platform = params.get('platform')?.trim() ?? '';
  const sort = params.get('sort');
  const page = Number(params.get('page') ?? '1');
  return {
    genres,
    language: oneOf(MOVIE_LANGUAGES, params.get('language')),
    era: oneOf(FILTER_OPTIONS.era, params.get('era')),
    length: oneOf(BROWSE_LENGTHS, params.get('length')),
    type: oneOf(CONTENT_TYPES, params.get('type')),
    // Printable text only, as the server takes it.
    platform: platform !== '' && platform.length <= PLATFORM_MAX && !/[\p{Cc}\p{Cf}]/u.test(platform) ? platform : null,
    sort: (BROWSE_SORTS as readonly string[]).includes(sort ?? '') ? (sort as BrowseSort) : NO_FILTERS.sort,
    page: Number.isInteger(page) && page >= 1 && page <= PAGE_MAX ? page : 1,
  };
}

/** The query string of the filters, in one order and without defaults, so one view has one address. */
export function searchOf(filters: BrowseFilters): string {
  const params = new URLSearchParams();
  for (const genre of MOVIE_GENRES) if (filters.genres.includes(genre)) params.append('genre', genre);
  for (const key of ['language', 'era', 'length', 'type', 'platform'] as const) {
    const value = filters[key];
    if (value !== null) params.set(key, value);
  }
  if (filters.sort !== NO_FILTERS.sort) params.set('sort', filters.sort);
  if (filters.page !== 1) params.set('page', String(filters.page));
  return params.toString();
}

/** The filters as GET /api/movies/browse takes them: the genres in one list, separated by commas. */
export function apiQueryOf(filters: BrowseFilters): Record<string, string | number | undefined> {
  return {
    genre: filters.genres.length > 0 ? filters.genres.join(',') : undefined,
    language: filters.language ?? undefined,
    era: filters.era ?? undefined,
    length: filters.length ?? undefined,
    type: filters.type ?? undefined,
    platform: filters.platform ?? undefined,
    sort: filters.sort,
    page: filters.page,
  };
}

/** The browse page's address for these filters. */
export function browseHref(filters: BrowseFilters): string {
  const search = searchOf(filters);
  return search === '' ? '/browse' : `/browse?${search}`;
}

/** Another filter or sort: back to the first page, as the old page number means nothing in the new list. */
export function withChange(filters: BrowseFilters, change: Partial<Omit<BrowseFilters, 'page'>>): BrowseFilters {
  return { ...filters, ...change, page: 1 };
}

/** A genre ticked or unticked. */
export function toggledGenre(filters: BrowseFilters, genre: string): BrowseFilters {
  const genres = filters.genres.includes(genre) ? filters.genres.filter((g) => g !== genre) : [...filters.genres, genre];
  return withChange(filters, { genres });
}

/** Whether any filter narrows the catalog (the sort and page do not). */
export function isFiltered(filters: BrowseFilters): boolean {
  return (
    filters.genres.length > 0 ||
    filters.language !== null ||
    filters.era !== null ||
    filters.length !== null ||
    filters.type !== null ||
    filters.platform !== null
  );
}

/** The pages a total fills. */
export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}
