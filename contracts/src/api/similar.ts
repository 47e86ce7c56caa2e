import { z } from 'zod';
import { MovieList } from '../movies';
import { Id } from '../text';
import { ok, route } from './contract';

/** How many titles 'More like this' shows on a movie page. */
export const SIMILAR_TITLES = 12;

/** GET /api/movies/{id}/similar: the titles closest to a movie, each with why (its `reason`). */
export const getSimilarMovies = route({
  method: 'get',
  path: '/api/movies/{id}/similar',
  operationId: 'getSimilarMovies',
  summary: `'More like this': up to ${SIMILAR_TITLES} titles close to a movie, each with its reason, none the member owns or watched`,
  tag: 'Movies',
  access: 'user',
  request: { params: z.object({ id: Id('Movie id') }) },
  responses: { 200: ok('The closest first, varied', MovieList), 404: 'No such movie' },
});

export const similarContracts = [getSimilarMovies];
