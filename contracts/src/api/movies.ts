import { z } from 'zod';
import { MovieList, MovieView } from '../movies';
import { Id } from '../text';
import { ok, route, wholeNumber } from './contract';

/** SPEC §9: the admin movie list shows 50. */
const LIST_DEFAULT = 50;
const LIST_MAX = 100;

/** GET /api/movies/search?q=. */
export const MovieSearchQuery = z.object({
  q: z
    .string({ error: 'Search text (q) is required' })
    .trim()
    .min(1, 'Search text (q) is required')
    .max(100, 'Search text (q) must be at most 100 characters'),
});

/** GET /api/movies?limit=. */
export const MovieListQuery = z.object({
  limit: wholeNumber(`limit must be a whole number from 1 to ${LIST_MAX}`, 1, LIST_MAX).default(LIST_DEFAULT),
});

const TAG = 'Movies';

export const listMovies = route({
  method: 'get',
  path: '/api/movies',
  operationId: 'listMovies',
  summary: 'The catalog, newest first',
  tag: TAG,
  access: 'user',
  request: { query: MovieListQuery },
  responses: { 200: ok('The movies', MovieList) },
});

export const searchMovies = route({
  method: 'get',
  path: '/api/movies/search',
  operationId: 'searchMovies',
  summary: 'Movies by title, people or words in their plot (20 at most)',
  tag: TAG,
  access: 'user',
  request: { query: MovieSearchQuery },
  responses: { 200: ok('The best matches first', MovieList) },
});

export const getMovie = route({
  method: 'get',
  path: '/api/movies/{id}',
  operationId: 'getMovie',
  summary: 'A movie',
  tag: TAG,
  access: 'user',
  request: { params: z.object({ id: Id('Movie id') }) },
  responses: { 200: ok('The movie', MovieView), 404: 'No such movie' },
});

export const movieContracts = [listMovies, searchMovies, getMovie];
