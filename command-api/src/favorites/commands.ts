export type FavoritesCommand =
  /** `limit` is the plan's `limited_favorites`; -1 is unlimited. */
  { type: 'AddFavorite'; userId: string; movieId: string; limit: number } | { type: 'RemoveFavorite'; userId: string; movieId: string };
