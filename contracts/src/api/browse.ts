import { z } from 'zod';
import { CONTENT_TYPES, FILTER_OPTIONS, MOVIE_GENRES, MOVIE_LANGUAGES, MovieView } from '../movies';
import { requiredText } from '../text';
import { ok, route, wholeNumber } from './contract';

/** The browse page's runtime buckets: the catalog's Length vocabulary without 'Any length'. */
export const BROWSE_LENGTHS = ['Under 90 mins', '90 - 120 mins', 'Over 120 mins', 'Series'] as const;
export type BrowseLength = (typeof BROWSE_LENGTHS)[number];

/** How the browse page can order the catalog; the first is the default. */
export const BROWSE_SORTS = ['newest', 'oldest', 'title', 'shortest', 'longest', 'added'] as const;
export type BrowseSort = (typeof BROWSE_SORTS)[number];

/** Titles on one browse page. */
export const BROWSE_PAGE_SIZE = 24;
const PAGE_MAX = 1000;

/** Title suggestions in the header's search, and the people beside them. */
export const SUGGESTED_TITLES = 8;
export const SUGGESTED_PEOPLE = 4;

const oneOf = <const T extends readonly [string, ...string[]]>(values: T, label: string) =>
  z.enum(values, { error: `${label} must be one of: ${values.join(', ')}` });

/** GET /api/movies/browse: every filter optional and given once; `genre` lists genres separated by commas, any of which may match. */
export const BrowseQuery = z.object({
  genre: z
    .string({ error: 'genre must be given once, its values separated by commas' })
    .transform((list) => [...new Set(list.split(',').map((genre) => genre.trim()))])
    .pipe(z.array(oneOf(MOVIE_GENRES, 'genre')))
    .optional()
    .transform((genres) => genres ?? []),
  language: oneOf(MOVIE_LANGUAGES, 'language').optional(),
  era: oneOf(FILTER_OPTIONS.era, 'era').optional(),
  length: oneOf(BROWSE_LENGTHS, 'length').optional(),
  type: oneOf(CONTENT_TYPES, 'type').optional(),
  platform: requiredText({ label: 'platform', max: 40 }).optional(),
  sort: oneOf(BROWSE_SORTS, 'sort').default('newest'),
  page: wholeNumber(`page must be a whole number from 1 to ${PAGE_MAX}`, 1, PAGE_MAX).default(1),
});
export type BrowseQuery = z.output<typeof BrowseQuery>;

/** One page of the catalog as filtered, with how many titles match in all. */
export const BrowsePage = z.object({
  movies: z.array(MovieView),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  /** Every platform some title streams on, for the Platform filter. */
  platforms: z.array(z.string()),
});
export type BrowsePage = z.infer<typeof BrowsePage>;

/** GET /api/movies/suggest?q=: what the header's search box has typed so far. */
export const SuggestQuery = z.object({
  q: requiredText({ label: 'Search text (q)', max: 100 }),
});

/** A person a suggestion names, with how many titles of the catalog they are credited on. */
export const PersonHit = z.object({ name: z.string(), titles: z.number().int() });
export type PersonHit = z.infer<typeof PersonHit>;

/** The header's suggestions: titles (typo-tolerant, best first) and people. */
export const Suggestions = z.object({ movies: z.array(MovieView), people: z.array(PersonHit) });
export type Suggestions = z.infer<typeof Suggestions>;

/** A person's page: their films by role, newest first. */
export const PersonFilms = z.object({
  /** The name as the catalog spells it most often. */
  name: z.string(),
  directed: z.array(MovieView),
  created: z.array(MovieView),
  cast: z.array(MovieView),
});
export type PersonFilms = z.infer<typeof PersonFilms>;

const TAG = 'Movies';

export const browseMovies = route({
  method: 'get',
  path: '/api/movies/browse',
  operationId: 'browseMovies',
  summary: `The catalog filtered and sorted, ${BROWSE_PAGE_SIZE} titles a page`,
  tag: TAG,
  access: 'user',
  request: { query: BrowseQuery },
  responses: { 200: ok('The page and the total', BrowsePage) },
});

export const suggestMovies = route({
  method: 'get',
  path: '/api/movies/suggest',
  operationId: 'suggestMovies',
  summary: `Titles (${SUGGESTED_TITLES} at most) and people whose names are close to what was typed, typos and accents forgiven`,
  tag: TAG,
  access: 'user',
  request: { query: SuggestQuery },
  responses: { 200: ok('The best matches first', Suggestions) },
});

export const getPerson = route({
  method: 'get',
  path: '/api/people/{name}',
  operationId: 'getPerson',
  summary: "A person's titles as director, creator and cast; the name matches whatever its accents and case",
  tag: TAG,
  access: 'user',
  request: { params: z.object({ name: requiredText({ label: 'Name', max: 200 }) }) },
  responses: { 200: ok('Their titles, newest first', PersonFilms), 404: 'The catalog credits nobody by that name' },
});

export const browseContracts = [browseMovies, suggestMovies, getPerson];
