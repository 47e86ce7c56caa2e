import { FILTER_OPTIONS, type FilterGroup } from '@more-ai/contracts/movies';

/** SPEC §2 Recommendations screen: the filter groups in the screen's order, with the options the API accepts. */
export const filterGroups: readonly { key: FilterGroup; label: string; options: readonly string[] }[] = [
  { key: 'genre', label: 'Genre', options: FILTER_OPTIONS.genre },
  { key: 'language', label: 'Language', options: FILTER_OPTIONS.language },
  { key: 'length', label: 'Length', options: FILTER_OPTIONS.length },
  { key: 'era', label: 'Era', options: FILTER_OPTIONS.era },
  { key: 'contentType', label: 'Content type', options: FILTER_OPTIONS.contentType },
];

export type FilterKey = FilterGroup;

/** The selected values per group, in the order the groups list them. */
export type Filters = Readonly<Record<FilterKey, readonly string[]>>;

export const noFilters: Filters = { genre: [], language: [], length: [], era: [], contentType: [] };

/** 'Any language' and 'Any length' mean no constraint, so they exclude the group's specific values. */
const anyOption: Partial<Record<FilterKey, string>> = { language: 'Any language', length: 'Any length' };

/** Picks or unpicks one value; picking 'Any …' clears the group's other values, and the reverse. */
export function toggleFilter(filters: Filters, key: FilterKey, value: string): Filters {
  const current = filters[key];
  if (current.includes(value)) return { ...filters, [key]: current.filter((v) => v !== value) };
  const any = anyOption[key];
  const kept = value === any ? [] : current.filter((v) => v !== any);
  const options = filterGroups.find((group) => group.key === key)?.options ?? [];
  // Keep the group's own order, so chips and requests read the same way every time.
  return { ...filters, [key]: options.filter((option) => option === value || kept.includes(option)) };
}

export function countFilters(filters: Filters): number {
  return filterGroups.reduce((total, { key }) => total + filters[key].length, 0);
}

/** SPEC §5: the send button needs non-blank text or at least 2 filter values in total. */
export function canAsk(description: string, filters: Filters): boolean {
  return description.trim().length > 0 || countFilters(filters) >= 2;
}

/** SPEC §2 'Filters applied': one chip per value, e.g. 'Genre: Drama'. */
export function filterChips(filters: Filters): string[] {
  return filterGroups.flatMap(({ key, label }) => filters[key].map((value) => `${label}: ${value}`));
}

/** The server refuses longer prompts; the box stops there. */
export const DESCRIPTION_MAX = 500;
