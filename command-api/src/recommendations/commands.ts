import { z } from 'zod';
import { optionalText } from '@more-ai/contracts/text';
import { FILTER_OPTIONS, type FilterGroup } from '@more-ai/contracts/movies';

export const DESCRIPTION_MAX = 500;
export const NOTHING_TO_SEARCH = 'Please describe what you want to watch or pick at least 2 filters';

const GROUP_LABELS: Record<FilterGroup, string> = { genre: 'genre', language: 'language', length: 'length', era: 'era', contentType: 'content type' };

function filterList(group: FilterGroup) {
  const label = GROUP_LABELS[group];
  const options: readonly string[] = FILTER_OPTIONS[group];
  const option = z.string({ error: `Each ${label} filter must be text` }).refine((value) => options.includes(value), {
    error: (issue) => `Unknown ${label} filter: ${String(issue.input)}`,
  });
  return z
    .array(option, { error: `${capitalised(label)} filters must be a list` })
    .max(options.length * 2, `Pick each ${label} filter once`)
    .optional()
    .transform((values) => [...new Set(values ?? [])]);
}

/**
 * POST /api/recommendations/recommend (SPEC §3 "Recommendation request", §5 the send rule): free
 * text and/or filters, at least one of: non-blank text, or 2 filter values in all.
 */
export const RecommendInput = z
  .object({
    // Text without a letter or a digit ('...', '?!') describes nothing: it is no search, and no quota is spent on it.
    description: optionalText({ label: 'Description', max: DESCRIPTION_MAX, multiline: true }).transform((text) => (/[\p{L}\p{N}]/u.test(text) ? text : '')),
    genre: filterList('genre'),
    language: filterList('language'),
    length: filterList('length'),
    era: filterList('era'),
    contentType: filterList('contentType'),
  })
  .refine((input) => input.description !== '' || filterCount(input) >= 2, { error: NOTHING_TO_SEARCH });

export type RecommendInput = z.output<typeof RecommendInput>;

function filterCount(input: Record<FilterGroup, string[]>): number {
  return (Object.keys(FILTER_OPTIONS) as FilterGroup[]).reduce((sum, group) => sum + input[group].length, 0);
}

function capitalised(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
