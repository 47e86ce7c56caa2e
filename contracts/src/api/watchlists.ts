import { z } from 'zod';
import { MovieView } from '../movies';
import { PersonView } from '../profiles';
import { Id, requiredText, textField } from '../text';
import { WatchlistCapability, WatchlistView } from '../watchlists';
import { commandAnswer, ok, route } from './contract';

/** SPEC §5, §9: a name of at most 30 characters after trimming, a description of at most 200. */
export const NAME_MAX = 30;
export const DESCRIPTION_MAX = 200;
export const BATCH_MAX = 50;

export const NAME_REQUIRED = 'Watchlist name is required';
export const NAME_TOO_LONG = `Watchlist name must be at most ${NAME_MAX} characters`;
export const DESCRIPTION_TOO_LONG = `Description must be at most ${DESCRIPTION_MAX} characters`;
export const SELECT_A_WATCHLIST = 'Please select at least one watchlist';

const name = requiredText({ label: 'Watchlist name', max: NAME_MAX, messages: { required: NAME_REQUIRED, tooLong: NAME_TOO_LONG } });

// Left out or null, a description is empty: the dialog's field is optional.
const description = textField({
  label: 'Description',
  max: DESCRIPTION_MAX,
  multiline: true,
  messages: { tooLong: DESCRIPTION_TOO_LONG },
}).nullish();

const isPrivate = z.boolean({ error: 'isPrivate must be true or false' });

const movieId = Id('Movie id');

/** POST /api/watchlist. */
export const CreateWatchlistInput = z.object({
  name,
  description: description.transform((text) => text ?? ''),
  isPrivate: isPrivate.default(false),
});
export type CreateWatchlistInput = z.output<typeof CreateWatchlistInput>;

/** PUT /api/watchlist/{id}: what is left out stays as it is; a null description clears it. */
export const UpdateWatchlistInput = z.object({
  name: name.optional(),
  description: description.transform((text) => (text === null ? '' : text)),
  isPrivate: isPrivate.optional(),
});
export type UpdateWatchlistInput = z.output<typeof UpdateWatchlistInput>;

/** POST /api/watchlist/{id}/movies. Whether the movie exists is the catalog's answer (404), not the schema's. */
export const WatchlistMovieInput = z.object({ movieId });

/** POST /api/watchlist/batch/add-movie: one movie into each selected watchlist (the Add to Watchlist drawer). */
export const BatchAddMovieInput = z.object({
  movieId,
  watchlistIds: z
    .array(Id('Each watchlist id'), {
      error: (issue) => (issue.input == null ? SELECT_A_WATCHLIST : 'watchlistIds must be a list'),
    })
    .min(1, SELECT_A_WATCHLIST)
    .max(BATCH_MAX, `At most ${BATCH_MAX} watchlists at a time`),
});

/** A watchlist the batch could not add the movie to, and why, in the words a single add answers with. */
export const BatchAddError = z.object({ watchlistId: z.string(), message: z.string(), code: z.string().optional() });
export type BatchAddError = z.infer<typeof BatchAddError>;

const ById = z.object({ id: Id('Watchlist id') });
const Changed = commandAnswer({ message: z.string(), watchlist: WatchlistView });
const Followed = commandAnswer({ message: z.string(), followersCount: z.number().int() });
const TAG = 'Watchlists';
const MISSING = "No such watchlist (another user's private one answers the same)";

export const listWatchlists = route({
  method: 'get',
  path: '/api/watchlist',
  operationId: 'listWatchlists',
  summary: "The signed-in user's own watchlists, newest first",
  tag: TAG,
  access: 'user',
  responses: { 200: ok('The watchlists (without their movies: see movieCount)', z.object({ watchlists: z.array(WatchlistView) })) },
});

export const canCreateWatchlist = route({
  method: 'get',
  path: '/api/watchlist/can-create',
  operationId: 'canCreateWatchlist',
  summary: 'Whether the plan lets the signed-in user create another watchlist',
  tag: TAG,
  access: 'user',
  responses: { 200: ok('The answer, with the message the upgrade dialog shows', WatchlistCapability), 404: 'The account is gone' },
});

export const getWatchlist = route({
  method: 'get',
  path: '/api/watchlist/{id}',
  operationId: 'getWatchlist',
  summary: 'A watchlist with its movies, newest first',
  tag: TAG,
  access: 'user',
  request: { params: ById },
  responses: { 200: ok('The watchlist', WatchlistView), 404: MISSING },
});

export const listWatchlistMovies = route({
  method: 'get',
  path: '/api/watchlist/{id}/movies',
  operationId: 'listWatchlistMovies',
  summary: "A watchlist's movies, newest first",
  tag: TAG,
  access: 'user',
  request: { params: ById },
  responses: { 200: ok('The movies', z.object({ movies: z.array(MovieView) })), 404: MISSING },
});

export const listWatchlistFollowers = route({
  method: 'get',
  path: '/api/watchlist/{id}/followers',
  operationId: 'listWatchlistFollowers',
  summary: "A watchlist's followers, first follower first",
  tag: TAG,
  access: 'user',
  request: { params: ById },
  responses: { 200: ok('The followers', z.object({ followers: z.array(PersonView) })), 404: MISSING },
});

export const createWatchlist = route({
  method: 'post',
  path: '/api/watchlist',
  operationId: 'createWatchlist',
  summary: 'Create a watchlist',
  tag: TAG,
  access: 'user',
  request: { body: CreateWatchlistInput },
  responses: {
    201: ok('Created', Changed),
    403: "The FREE plan's watchlists are used up, or a private one needs PRO (the upgrade dialog's message), or the CSRF token is wrong",
    404: 'The account is gone',
  },
});

export const updateWatchlist = route({
  method: 'put',
  path: '/api/watchlist/{id}',
  operationId: 'updateWatchlist',
  summary: 'Rename, describe or make private one of your watchlists',
  tag: TAG,
  access: 'user',
  request: { params: ById, body: UpdateWatchlistInput },
  responses: { 200: ok('Updated', Changed), 403: 'Making it private needs PRO, or the CSRF token is wrong', 404: MISSING },
});

export const deleteWatchlist = route({
  method: 'delete',
  path: '/api/watchlist/{id}',
  operationId: 'deleteWatchlist',
  summary: 'Delete one of your watchlists',
  tag: TAG,
  access: 'user',
  request: { params: ById },
  responses: { 200: ok('Deleted', commandAnswer({ message: z.string() })), 404: MISSING },
});

export const addWatchlistMovie = route({
  method: 'post',
  path: '/api/watchlist/{id}/movies',
  operationId: 'addWatchlistMovie',
  summary: 'Add a movie to one of your watchlists',
  tag: TAG,
  access: 'user',
  request: { params: ById, body: WatchlistMovieInput },
  responses: {
    201: ok('Added', Changed),
    403: "The FREE plan's movies per watchlist are used up, or the CSRF token is wrong",
    404: 'No such watchlist or movie',
    409: 'Already in the watchlist',
  },
});

export const removeWatchlistMovie = route({
  method: 'delete',
  path: '/api/watchlist/{id}/movies/{movieId}',
  operationId: 'removeWatchlistMovie',
  summary: 'Remove a movie from one of your watchlists',
  tag: TAG,
  access: 'user',
  request: { params: z.object({ id: Id('Watchlist id'), movieId: Id('Movie id') }) },
  responses: { 200: ok('Removed', Changed), 404: 'No such watchlist, or the movie is not in it' },
});

export const batchAddMovie = route({
  method: 'post',
  path: '/api/watchlist/batch/add-movie',
  operationId: 'addMovieToWatchlists',
  summary: 'Add one movie to each of several of your watchlists',
  tag: TAG,
  access: 'user',
  request: { body: BatchAddMovieInput },
  responses: {
    200: ok(
      'Each watchlist succeeds or fails alone',
      commandAnswer({ success: z.boolean(), added: z.array(z.string()), errors: z.array(BatchAddError) }),
    ),
    404: 'No such movie, or the account is gone',
  },
});

export const followWatchlist = route({
  method: 'post',
  path: '/api/watchlist/{id}/follow',
  operationId: 'followWatchlist',
  summary: "Follow another user's public watchlist",
  tag: TAG,
  access: 'user',
  request: { params: ById },
  responses: {
    200: ok('Followed', Followed),
    404: MISSING,
    409: 'Already following',
    422: 'It is your own watchlist, or the Idempotency-Key was used for another request',
  },
});

export const unfollowWatchlist = route({
  method: 'delete',
  path: '/api/watchlist/{id}/follow',
  operationId: 'unfollowWatchlist',
  summary: 'Stop following a watchlist',
  tag: TAG,
  access: 'user',
  request: { params: ById },
  responses: { 200: ok('Unfollowed', Followed), 404: 'No such watchlist, or not following it' },
});

export const watchlistContracts = [
  listWatchlists,
  canCreateWatchlist,
  getWatchlist,
  listWatchlistMovies,
  listWatchlistFollowers,
  createWatchlist,
  updateWatchlist,
  deleteWatchlist,
  addWatchlistMovie,
  removeWatchlistMovie,
  batchAddMovie,
  followWatchlist,
  unfollowWatchlist,
];
