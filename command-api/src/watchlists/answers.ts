import type Koa from 'koa';
import type { Knex } from 'knex';
import { validate as isUuid } from 'uuid';
import type { MovieView } from '@more-ai/contracts/movies';
import type { WatchlistView } from '@more-ai/contracts/watchlists';
import { NotFound } from '@more-ai/platform';
import { accountDecider } from '../accounts/decide';
import type { AccountState } from '../accounts/evolve';
import type { CommandHandler } from '../pipeline/handle-command';
import type { RecommendedMovies } from '../recommendations/recommended-movies';
import { visibleMovieIds, type WatchlistState } from './evolve';
import { signedInUser } from '@more-ai/platform/auth/middleware';

export interface WatchlistRouteDependencies {
  commands: CommandHandler;
  /** Read models the answers are shaped from: accounts deleted since they followed a list. */
  db: Knex;
  /** Movies as cards show them; nothing for a movie the catalog does not know. */
  movies: RecommendedMovies;
}

export function signedIn(ctx: Koa.Context): string {
  return signedInUser(ctx).userId;
}

/** The asker's account, for its plan and username; a session outliving its account finds nothing. */
export async function accountOf(commands: CommandHandler, userId: string): Promise<AccountState> {
  const { state } = await commands.load(accountDecider, userId);
  if (state.status !== 'registered') throw new NotFound('Account not found', 'ACCOUNT_NOT_FOUND');
  return state;
}

/** The catalog's view of a movie, or 404 'Movie not found' for one it does not know. */
export async function movieOf(movies: RecommendedMovies, movieId: string): Promise<MovieView> {
  const [movie] = isUuid(movieId) ? await movies.viewsOf([{ movieId, reason: '' }]) : [];
  if (!movie) throw new NotFound('Movie not found', 'MOVIE_NOT_FOUND');
  return withoutReason(movie);
}

/**
 * Shapes command answers from the stream's state, which already holds the change, in the form the
 * read-api answers with; the owner is the one asking, so the followers' ids are included.
 */
export class WatchlistAnswers {
  constructor(private readonly deps: WatchlistRouteDependencies) {}

  async ownersView(state: WatchlistState, owner: AccountState, { withMovies }: { withMovies: boolean }): Promise<WatchlistView> {
    const followers = await this.liveFollowers(state);
    // Newest first, as the watchlist page lists them.
    const movieIds = visibleMovieIds(state).reverse();
    const movies = withMovies
      ? (await this.deps.movies.viewsOf(movieIds.map((movieId) => ({ movieId, reason: '' })))).map(withoutReason)
      : [];
    return {
      _id: state.watchlistId,
      name: state.name,
      description: state.description,
      isPrivate: state.isPrivate,
      movies,
      movieCount: movieIds.length,
      followers,
      followersCount: followers.length,
      // The owner is the one asking, and no one follows their own list.
      isFollowing: false,
      user: { _id: state.ownerId, username: owner.username },
      owner: state.ownerId,
      createdAt: new Date(state.createdAt).toISOString(),
      updatedAt: new Date(state.updatedAt).toISOString(),
    };
  }

  /** The list's followers whose accounts still exist: the stream cannot know of deletions. */
  async liveFollowers(state: WatchlistState): Promise<string[]> {
    if (state.followerIds.length === 0) return [];
    const gone = new Set<string>(await this.deps.db('rm_users.users').whereIn('id', state.followerIds).where('deleted', true).pluck('id'));
    return state.followerIds.filter((id) => !gone.has(id));
  }
}

function withoutReason({ reason: _, ...movie }: MovieView): MovieView {
  return movie;
}
