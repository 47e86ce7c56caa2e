import type { Knex } from 'knex';
import type { MovieView } from '@more-ai/contracts/movies';
import { movieColumns, toMovieView, type MovieRow } from '../movies/queries';

/** The user's favourite movies not archived, newest first, as cards show them (their own list and their profile). */
export async function favoriteMoviesOf(db: Knex, userId: string): Promise<MovieView[]> {
  const rows: MovieRow[] = await db('rm_favorites.favorites as f')
    .join('rm_movies.movies as m', 'm.id', 'f.movie_id')
    .where({ 'f.user_id': userId, 'f.archived': false })
    .select(movieColumns('m'))
    .orderBy([
      { column: 'f.position_commit', order: 'desc' },
      { column: 'f.position_prepare', order: 'desc' },
    ]);
  return rows.map((row) => toMovieView(row));
}

/** How many favourites the user keeps, archived ones left out (the plan's favourites limit counts them). */
export async function favoritesCountOf(db: Knex, userId: string): Promise<number> {
  const [row] = await db('rm_favorites.favorites').where({ user_id: userId, archived: false }).count({ n: '*' });
  return Number(row?.n ?? 0);
}
