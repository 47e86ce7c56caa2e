import type { Knex } from 'knex';
import type { MemberTaste } from './engine/port';

/**
 * A member's taste as recommendations use it, read from the read models the way the engine reads
 * the catalog: every title in their favourites or one of their watchlists (archived ones too: the
 * member still has them), every film their diary says they watched, and each rated film's current
 * rating (its latest rated viewing), newest first.
 */
export async function memberTasteOf(db: Knex, userId: string): Promise<MemberTaste> {
  const { rows: owned } = await db.raw<{ rows: { movie_id: string }[] }>(
    `SELECT movie_id FROM rm_favorites.favorites WHERE user_id = :userId
     UNION
     SELECT wm.movie_id FROM rm_watchlists.watchlist_movies wm JOIN rm_watchlists.watchlists w ON w.id = wm.watchlist_id
     WHERE w.owner_id = :userId AND NOT w.deleted
     UNION
     SELECT movie_id FROM rm_diary.entries WHERE user_id = :userId`,
    { userId },
  );
  const { rows: rated } = await db.raw<{ rows: { movie_id: string; rating: string; title: string }[] }>(
    `SELECT latest.movie_id, latest.rating, m.title FROM (
       SELECT DISTINCT ON (movie_id) movie_id, rating, watched_on, position_commit, position_prepare
       FROM rm_diary.entries WHERE user_id = :userId AND rating IS NOT NULL
       ORDER BY movie_id, watched_on DESC, position_commit DESC, position_prepare DESC
     ) AS latest JOIN rm_movies.movies m ON m.id = latest.movie_id
     ORDER BY latest.watched_on DESC, latest.position_commit DESC, latest.position_prepare DESC`,
    { userId },
  );
  return {
    owned: owned.map((row) => row.movie_id),
    ratings: rated.map((row) => ({ movieId: row.movie_id, rating: Number(row.rating), title: row.title })),
  };
}
