import { z } from 'zod';
import { FILTER_OPTIONS, MovieView, type FilterGroup } from '../movies';
import { RequestsLimit } from '../search-quota';
import { optionalText } from '../text';
import { commandAnswer, ErrorBody, ok, route, wholeNumber } from './contract';

export const DESCRIPTION_MAX = 500;
export const NOTHING_TO_SEARCH = 'Please describe what you want to watch or pick at least 2 filters';
/** SPEC §9: the feed shows 10 at a time. */
export const FEED_PAGE_SIZE = 10;
const FEED_PAGE_MAX = 50;

const GROUP_LABELS: Record<FilterGroup, string> = {
  genre: 'genre',
  language: 'language',
  length: 'length',
  era: 'era',
  contentType: 'content type',
};

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
    description: optionalText({ label: 'Description', max: DESCRIPTION_MAX, multiline: true }).transform((text) =>
      /[\p{L}\p{N}]/u.test(text) ? text : '',
    ),
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

/** GET /api/recommendations/recent: the feed's page (1-based) and its size. */
export const FeedPage = z.object({
  page: wholeNumber('page must be a whole number of at least 1', 1).default(1),
  limit: wholeNumber(`limit must be a whole number from 1 to ${FEED_PAGE_MAX}`, 1, FEED_PAGE_MAX).default(FEED_PAGE_SIZE),
});

const TAG = 'Recommendations';

export const recommend = route({
  method: 'post',
  path: '/api/recommendations/recommend',
  operationId: 'recommend',
  summary: 'Recommendations for a description and/or filters; counts against the day’s searches',
  tag: TAG,
  access: 'user',
  request: { body: RecommendInput },
  responses: {
    200: ok(
      'The picks and the searches left today',
      commandAnswer({ recommendations: z.array(MovieView), requestsLimit: RequestsLimit, engine: z.string() }),
    ),
    404: 'The account is gone',
    429: ok("The day's searches are used up: wait the Retry-After seconds, or upgrade", ErrorBody.extend({ requestsLimit: RequestsLimit })),
  },
});

export const recentDiscoveries = route({
  method: 'get',
  path: '/api/recommendations/recent',
  operationId: 'listRecentDiscoveries',
  summary: "The community's Recently Discovered feed, newest first",
  tag: TAG,
  access: 'user',
  request: { query: FeedPage },
  responses: { 200: ok('A page of the feed', z.object({ movies: z.array(MovieView), hasMore: z.boolean() })) },
});

export const searchUsage = route({
  method: 'get',
  path: '/api/user-subscriptions/api-request-usage',
  operationId: 'getSearchUsage',
  summary: 'The searches left today (the quota bar)',
  tag: TAG,
  access: 'user',
  responses: { 200: ok('The quota', z.object({ requestsLimit: RequestsLimit })), 404: 'The account is gone' },
});

export const recommendationContracts = [recommend, recentDiscoveries, searchUsage];
