import { z } from 'zod';
import { MovieView } from '../movies';
import { Id } from '../text';
import { commandAnswer, ok, route } from './contract';

/** POST /api/favorites: the movie to keep. Whether it exists is the catalog's answer (404), not the schema's. */
export const AddFavoriteInput = z.object({ movieId: Id('Movie id') });
export type AddFavoriteInput = z.output<typeof AddFavoriteInput>;

const TAG = 'Favorites';

export const listFavorites = route({
  method: 'get',
  path: '/api/favorites',
  operationId: 'listFavorites',
  summary: "The signed-in user's favorite movies, newest first",
  tag: TAG,
  access: 'user',
  responses: { 200: ok('The favorites', z.object({ favorites: z.array(MovieView) })) },
});

export const addFavorite = route({
  method: 'post',
  path: '/api/favorites',
  operationId: 'addFavorite',
  summary: 'Keep a movie as a favorite',
  tag: TAG,
  access: 'user',
  request: { body: AddFavoriteInput },
  responses: {
    201: ok('Added', commandAnswer({ message: z.string(), favorite: MovieView })),
    403: "The FREE plan's favorites are used up (the upgrade dialog's message), or the CSRF token is wrong",
    404: 'No such movie, or the account is gone',
    409: 'Already a favorite',
  },
});

export const removeFavorite = route({
  method: 'delete',
  path: '/api/favorites/{movieId}',
  operationId: 'removeFavorite',
  summary: 'Remove a movie from the favorites',
  tag: TAG,
  access: 'user',
  request: { params: z.object({ movieId: Id('Movie id') }) },
  responses: { 200: ok('Removed', commandAnswer({ message: z.string() })), 404: 'Not a favorite' },
});

export const favoriteContracts = [listFavorites, addFavorite, removeFavorite];
