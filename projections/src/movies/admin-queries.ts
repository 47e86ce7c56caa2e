import type { Knex } from 'knex';
import type { AdminMovieView } from '@more-ai/contracts/api/admin';

interface AdminMovieRow {
  id: string;
  title: string;
  year: number;
  genres: string[];
  language: string;
  certificate: string | null;
  created_at: Date;
  added_by: string | null;
  added_by_username: string | null;
}

/**
 * One page of the admins' Movies table, newest first (the movies_newest index's order), and how
 * many titles there are; each title with the user who added it, 'Deleted user' once that account is gone.
 */
export async function adminMoviesPage(db: Knex, page: number, limit: number): Promise<{ movies: AdminMovieView[]; total: number }> {
  const [rows, counted] = await Promise.all([
    db('rm_movies.movies as m')
      .leftJoin('rm_users.users as u', 'u.id', 'm.added_by')
      .select(
        'm.id',
        'm.title',
        'm.year',
        'm.genres',
        'm.language',
        'm.certificate',
        'm.created_at',
        'm.added_by',
        'u.username as added_by_username',
      )
      .orderBy([
        { column: 'm.created_at', order: 'desc' },
        { column: 'm.id', order: 'asc' },
      ])
      .offset((page - 1) * limit)
      .limit(limit) as Promise<AdminMovieRow[]>,
    db('rm_movies.movies').count<{ count: string }[]>({ count: '*' }),
  ]);
  const movies = rows.map((row) => ({
    _id: row.id,
    title: row.title,
    year: row.year,
    genre: row.genres,
    language: row.language,
    rating: row.certificate,
    posterUrl: null,
    addedBy: row.added_by && row.added_by_username !== null ? { _id: row.added_by, username: row.added_by_username } : null,
    createdAt: row.created_at.toISOString(),
  }));
  return { movies, total: Number(counted[0]?.count ?? 0) };
}
