import { z } from 'zod';
import { Id, requiredText, textField } from '@more-ai/contracts/text';
import type { PlanType } from '@more-ai/events/catalog/index';

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
const description = textField({ label: 'Description', max: DESCRIPTION_MAX, multiline: true, messages: { tooLong: DESCRIPTION_TOO_LONG } }).nullish();

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

export interface WatchlistDetails {
  name: string;
  description: string;
  isPrivate: boolean;
}

/**
 * Commands on one watchlist's stream. `userId` is who asks; `plan` is the asker's plan. What a
 * decider cannot see in its own stream is passed in by the route: the plan's limit of movies per
 * watchlist (-1 unlimited) and whether the owner's account still exists.
 */
export type WatchlistCommand =
  | ({ type: 'CreateWatchlist'; watchlistId: string; userId: string; plan: PlanType } & WatchlistDetails)
  | { type: 'UpdateWatchlist'; userId: string; plan: PlanType; changes: Partial<WatchlistDetails> }
  | { type: 'DeleteWatchlist'; userId: string }
  | { type: 'AddMovie'; userId: string; movieId: string; moviesPerWatchlist: number }
  | { type: 'RemoveMovie'; userId: string; movieId: string }
  | { type: 'FollowWatchlist'; userId: string; ownerExists: boolean }
  | { type: 'UnfollowWatchlist'; userId: string };
