import type { Knex } from 'knex';
import type { MovieRow } from './queries';

/** A title as 'More like this' ranks it: its row and how much it shares with the film asked about. */
export interface SimilarRow extends MovieRow {
  tags: string[];
  content_types: string[];
  awards: string[];
  /** Higher is closer: a shared maker, tags, genres, cast, content types, language, era and kind, plus the quality prior. */
  closeness: number;
}

/**
 * The film `movieId` and the `limit` titles closest to it, closest first: sharing its director or
 * creator weighs most, then each shared tag, genre and cast member, its content types, its
 * language, a year within ten of it and its kind; the catalog's quality prior breaks ties. A
 * member's favourites, watchlists' titles and watched films are left out when `memberId` is given.
 */
export async function similarTitlesOf(
  db: Knex,
  movieId: string,
  limit: number,
  memberId?: string,
): Promise<{ movie: SimilarRow; similar: SimilarRow[] } | undefined> {
  const movie: SimilarRow | undefined = await db('rm_movies.movies').where({ id: movieId }).first('*', db.raw('0 AS closeness'));
  if (!movie) return undefined;
  const owned = memberId
    ? `AND m.id NOT IN (
         SELECT movie_id FROM rm_favorites.favorites WHERE user_id = :memberId
         UNION SELECT wm.movie_id FROM rm_watchlists.watchlist_movies wm JOIN rm_watchlists.watchlists w ON w.id = wm.watchlist_id
               WHERE w.owner_id = :memberId AND NOT w.deleted
         UNION SELECT movie_id FROM rm_diary.entries WHERE user_id = :memberId)`
    : '';
  const shared = (column: string, lower = false) =>
    `cardinality(ARRAY(SELECT ${lower ? 'lower(x)' : 'x'} FROM unnest(m.${column}) AS x INTERSECT SELECT ${lower ? 'lower(y)' : 'y'} FROM unnest(seed.${column}) AS y))`;
  const { rows } = await db.raw<{ rows: SimilarRow[] }>(
    `SELECT m.*, (
        3 * (coalesce(m.director, m.creator) IS NOT NULL AND coalesce(m.director, m.creator) = coalesce(seed.director, seed.creator))::int
        + 1.5 * ${shared('tags', true)} + 1.2 * ${shared('genres')} + 0.8 * ${shared('cast')} + 0.6 * ${shared('content_types')}
        + 0.6 * (m.language = seed.language)::int + 0.4 * (abs(m.year - seed.year) <= 10)::int + 0.3 * (m.kind = seed.kind)::int
        + m.quality
      )::float8 AS closeness
     FROM rm_movies.movies m CROSS JOIN (SELECT * FROM rm_movies.movies WHERE id = :movieId) AS seed
     WHERE m.id <> seed.id AND (m.genres && seed.genres OR m.tags && seed.tags OR coalesce(m.director, m.creator) = coalesce(seed.director, seed.creator))
     ${owned}
     ORDER BY closeness DESC, m.id
     LIMIT :limit`,
    { movieId, limit, ...(memberId ? { memberId } : {}) },
  );
  return { movie, similar: rows };
}
