export type FavoritesCommand =
  /** `limit` is the plan's `limited_favorites`; -1 is unlimited. */
  | { type: 'AddFavorite'; userId: string; movieId: string; limit: number }
  | { type: 'RemoveFavorite'; userId: string; movieId: string }
  /** A downgrade's archive (command-api/src/payments/archive.ts): each repeated appends nothing. */
  | { type: 'ArchiveFavorites'; userId: string; movieIds: readonly string[] }
  | { type: 'RestoreFavorites'; userId: string; movieIds: readonly string[] };
