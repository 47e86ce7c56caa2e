import type { Knex } from 'knex';
import { toMovieView, type MovieRow, type MovieView } from '../movies/view';
import { toWatchlistView, visibleWatchlists, type WatchlistView } from '../watchlists/view';
import { displayUsername, followersOf, followingOf, type PersonView } from './people';

/** The person a profile is about (SPEC §3 Profile response `user`). */
export interface ProfileUser {
  _id: string;
  username: string;
  name?: string;
  firstName?: string;
  /** Only on one's own profile. */
  email?: string;
  createdAt: string;
}

/** GET /api/profile/{userId} (SPEC §3 Profile response). */
export interface ProfileView {
  user: ProfileUser;
  /** Their public lists; all of them on one's own profile. */
  watchlists: WatchlistView[];
  favoriteMovies: MovieView[];
  following: PersonView[];
  followers: PersonView[];
  /** Counts of what the viewer may see, nothing more. */
  stats: { watchlistsCount: number; favoritesCount: number };
  /** Whether the viewer follows this person; false on one's own profile. */
  isFollowing: boolean;
}

interface UserRow {
  id: string;
  username: string | null;
  email: string | null;
  name: string | null;
  first_name: string | null;
  created_at: Date;
}

/** `userId`'s profile as `viewerId` may see it; undefined when there is no such live account. */
export async function profileOf(db: Knex, userId: string, viewerId: string): Promise<ProfileView | undefined> {
  const row: UserRow | undefined = await db('rm_users.users').where({ id: userId, deleted: false }).first('id', 'username', 'email', 'name', 'first_name', 'created_at');
  if (!row) return undefined;
  const own = userId === viewerId;
  const [watchlists, favoriteMovies, following, followers] = await Promise.all([
    watchlistsOf(db, userId, viewerId),
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

/** Favourites are public on a profile (SPEC §2 Profiles, Favorites tab), newest first. */
async function favoriteMoviesOf(db: Knex, userId: string): Promise<MovieView[]> {
  const rows: MovieRow[] = await db('rm_favorites.favorites as f')
    .join('rm_movies.movies as m', 'm.id', 'f.movie_id')
    .where('f.user_id', userId)
    .select('m.*')
    .orderBy([
      { column: 'f.position_commit', order: 'desc' },
      { column: 'f.position_prepare', order: 'desc' },
    ]);
  return rows.map((movie) => toMovieView(movie));
}
