import type { FavoritesEvent } from '@more-ai/events/catalog/index';
import { Conflict, NotFound, PlanLimitReached } from '@more-ai/platform/domain/errors';
import type { Decider } from '../pipeline/decider';
import type { FavoritesCommand } from './commands';
import { evolveFavorites, initialFavoritesState, visibleFavorites, type FavoritesState } from './evolve';

export const ALREADY_A_FAVORITE = 'Movie is already in your favorites';
export const NOT_A_FAVORITE = 'Movie is not in your favorites';

/** A plan limit in the spec's words, so the UI can open the upgrade dialog with them (SPEC §4, §8). */
export class FavoritesLimitReached extends PlanLimitReached {
  constructor(limit: number) {
    super(
      `You have reached the limit of ${limit} favorites on the FREE plan. Upgrade to PRO for unlimited favorites.`,
      'FAVORITES_LIMIT_REACHED',
    );
  }
}

/**
 * Archived favourites are not favourites as the user sees them: adding one again is a new add
 * within the limit, removing one finds no favourite. Archiving and restoring are idempotent: only
 * visible favourites are archived and only archived ones restored, so a repeated run appends nothing.
 */
export function decideFavorites(command: FavoritesCommand, state: FavoritesState): FavoritesEvent[] {
  const { userId } = command;
  const visible = visibleFavorites(state);
  switch (command.type) {
    case 'AddFavorite': {
      const { movieId } = command;
      if (visible.includes(movieId)) throw new Conflict(ALREADY_A_FAVORITE, 'ALREADY_IN_FAVORITES');
      if (command.limit >= 0 && visible.length >= command.limit) throw new FavoritesLimitReached(command.limit);
      return [{ type: 'FavoriteAdded', data: { userId, movieId } }];
    }
    case 'RemoveFavorite': {
      const { movieId } = command;
      if (!visible.includes(movieId)) throw new NotFound(NOT_A_FAVORITE, 'NOT_IN_FAVORITES');
      return [{ type: 'FavoriteRemoved', data: { userId, movieId } }];
    }
    case 'ArchiveFavorites': {
      const movieIds = [...new Set(command.movieIds)].filter((id) => visible.includes(id));
      return movieIds.length > 0 ? [{ type: 'FavoritesArchived', data: { userId, movieIds } }] : [];
    }
    case 'RestoreFavorites': {
      const movieIds = [...new Set(command.movieIds)].filter((id) => state.archivedMovieIds.includes(id));
      return movieIds.length > 0 ? [{ type: 'FavoritesRestored', data: { userId, movieIds } }] : [];
    }
  }
}

/**
 * One stream per user: `Favorites-{userId}`. Every add is decided against the whole list at its
 * revision, so concurrent adds on the FREE plan stop at exactly the limit.
 */
export const favoritesDecider: Decider<FavoritesCommand, FavoritesState, FavoritesEvent> = {
  category: 'Favorites',
  initialState: initialFavoritesState,
  evolve: evolveFavorites,
  decide: decideFavorites,
};
