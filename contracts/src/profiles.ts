import { z } from 'zod';
import { MovieView } from './movies';
import { WatchlistView } from './watchlists';

/** A person as profile lists show them (SPEC §3 Profile response: following, followers). */
export const PersonView = z.object({ _id: z.string(), username: z.string() });
export type PersonView = z.infer<typeof PersonView>;

/** The person a profile is about (SPEC §3 Profile response `user`). */
export const ProfileUser = z.object({
  _id: z.string(),
  username: z.string(),
  name: z.string().optional(),
  firstName: z.string().optional(),
  /** Only on one's own profile. */
  email: z.string().optional(),
  createdAt: z.string(),
});
export type ProfileUser = z.infer<typeof ProfileUser>;

/** GET /api/profile/{userId} (SPEC §3 Profile response). */
export const ProfileView = z.object({
  user: ProfileUser,
  /** Their public lists; all of them on one's own profile. */
  watchlists: z.array(WatchlistView),
  favoriteMovies: z.array(MovieView),
  following: z.array(PersonView),
  followers: z.array(PersonView),
  /** Counts of what the viewer may see, nothing more. */
  stats: z.object({ watchlistsCount: z.number().int(), favoritesCount: z.number().int() }),
  /** Whether the viewer follows this person; false on one's own profile. */
  isFollowing: z.boolean(),
});
export type ProfileView = z.infer<typeof ProfileView>;
