import type { Knex } from 'knex';
import type { ProfileView } from '@more-ai/contracts/profiles';
import type { WatchlistView } from '@more-ai/contracts/watchlists';
import { displayUsername, followersOf, followingOf } from '@more-ai/projections/follows/queries';
import { favoriteMoviesOf } from '@more-ai/projections/favorites/queries';
import { publicAccountOf } from '@more-ai/projections/users/queries';
import { toWatchlistView, visibleWatchlists } from '@more-ai/projections/watchlists/queries';

/** `userId`'s profile as `viewerId` may see it; undefined when there is no such live account. */
export async function profileOf(db: Knex, userId: string, viewerId: string): Promise<ProfileView | undefined> {
  const row = await publicAccountOf(db, userId);
  if (!row) return undefined;
  const own = userId === viewerId;
  const [watchlists, favoriteMovies, following, followers] = await Promise.all([
    watchlistsOf(db, userId, viewerId),
    // Favourites are public on a profile (SPEC §2 Profiles, Favorites tab).
    favoriteMoviesOf(db, userId),
    followingOf(db, userId),
    followersOf(db, userId),
  ]);
  return {
    user: {
      _id: row.id,
      username: displayUsername(row),
      ...(row.name ? { name: row.name } : {}),
      ...(row.first_name ? { firstName: row.first_name } : {}),
      ...(own && row.email ? { email: row.email } : {}),
      createdAt: row.created_at.toISOString(),
    },
    watchlists,
    favoriteMovies,
    following,
    followers,
    stats: { watchlistsCount: watchlists.length, favoritesCount: favoriteMovies.length },
    isFollowing: !own && followers.some((follower) => follower._id === viewerId),
  };
}

/** Newest first; `visibleWatchlists` keeps another user's private lists out (SPEC §6). */
async function watchlistsOf(db: Knex, ownerId: string, viewerId: string): Promise<WatchlistView[]> {
  const summaries = await visibleWatchlists(db, viewerId)
    .where('w.owner_id', ownerId)
    .orderBy([{ column: 'w.created_at', order: 'desc' }, { column: 'w.id' }]);
  return summaries.map((summary) => toWatchlistView(summary, viewerId));
}
