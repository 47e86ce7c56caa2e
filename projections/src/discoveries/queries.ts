import type { Knex } from 'knex';
import type { MovieView } from '@more-ai/contracts/movies';
import { movieColumns, toMovieView, type MovieRow } from '../movies/queries';

/**
 * One page of the community's Recently Discovered feed: newest recommendation first, its picks in
 * their rank; `hasMore` when another page exists. A finder who deleted the account is not named.
 */
export async function recentDiscoveries(db: Knex, page: number, limit: number): Promise<{ movies: MovieView[]; hasMore: boolean }> {
  // One more than asked for tells whether another page exists.
  const rows: (MovieRow & { found_by: string; found_by_username: string | null; discovered_at: Date })[] = await db(
    'rm_discoveries.discoveries as d',
  )
    .join('rm_movies.movies as m', 'm.id', 'd.movie_id')
    .select(...movieColumns('m'), 'd.found_by', 'd.found_by_username', 'd.discovered_at')
    .orderBy([
      { column: 'd.position_commit', order: 'desc' },
      { column: 'd.position_prepare', order: 'desc' },
      { column: 'd.pick_rank', order: 'asc' },
    ])
    .offset((page - 1) * limit)
    .limit(limit + 1);
  const movies = rows.slice(0, limit).map((row) =>
    toMovieView(row, {
      ...(row.found_by_username === null ? {} : { foundBy: { _id: row.found_by, username: row.found_by_username } }),
      createdAt: row.discovered_at.toISOString(),
    }),
  );
  return { movies, hasMore: rows.length > limit };
}
