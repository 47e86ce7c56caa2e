import { z } from 'zod';
import { MovieView } from './movies';

/** The owner as a watchlist names them. */
export const WatchlistOwner = z.object({ _id: z.string(), username: z.string() });

/** A watchlist as the UI shows it (SPEC §3 Watchlist): lists, detail pages, profiles and command answers. */
export const WatchlistView = z.object({
  _id: z.string(),
  name: z.string(),
  description: z.string(),
  isPrivate: z.boolean(),
  /** Newest first on detail answers; lists leave them out ([]) and give movieCount. */
  movies: z.array(MovieView),
  movieCount: z.number().int(),
  /** The followers' ids, for the owner only; [] for everyone else. */
  followers: z.array(z.string()),
  followersCount: z.number().int(),
  /** Whether the viewer follows it. */
  isFollowing: z.boolean(),
  user: WatchlistOwner,
  owner: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type WatchlistView = z.infer<typeof WatchlistView>;

/** The message the upgrade dialog shows when the FREE plan's watchlists are used up (SPEC §5, §8). */
export function watchlistsLimitMessage(limit: number): string {
  return `You have reached the limit of ${limit} watchlists on the FREE plan. Upgrade to PRO for unlimited watchlists.`;
}

/** GET /api/watchlist/can-create (SPEC §3, §5): `message` when refused, `warning` when one is left. */
export const WatchlistCapability = z.object({
  canCreate: z.boolean(),
  message: z.string().nullable(),
  warning: z.string().nullable(),
});
export type WatchlistCapability = z.infer<typeof WatchlistCapability>;
