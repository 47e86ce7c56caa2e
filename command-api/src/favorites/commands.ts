import { z } from 'zod';
import { Id } from '@more-ai/contracts/text';

/** POST /api/favorites: the movie to keep. Whether it exists is the catalog's answer (404), not the schema's. */
export const AddFavoriteInput = z.object({
  movieId: Id('Movie id'),
});

export type AddFavoriteInput = z.output<typeof AddFavoriteInput>;

export type FavoritesCommand =
  /** `limit` is the plan's `limited_favorites`; -1 is unlimited. */
  | { type: 'AddFavorite'; userId: string; movieId: string; limit: number }
  | { type: 'RemoveFavorite'; userId: string; movieId: string };
