import type { Knex } from 'knex';

/** A title an import asks for: as its file spells it, with the original title where the file has one. */
export interface WantedTitle {
  title: string;
  originalTitle: string;
  year: number | null;
}

/** A catalog title close to a wanted one. */
export interface TitleNearby {
  movieId: string;
  title: string;
  year: number;
  /** The folded title or original title equals the wanted title or original title, folded. */
  sameTitle: boolean;
  /** The best trigram similarity between the folded titles, 0 to 1. */
  similarity: number;
}

/** The most titles looked up for one wanted title. */
const NEARBY_MAX = 5;

/**
 * For each wanted title (in order), the catalog titles within a year of it (any year when it has
 * none) whose title or original title, folded (accents, case, punctuation), equals its own or is
 * close by trigrams: the closest first. One statement for the whole list.
 */
export async function titlesNearby(db: Knex, wanted: readonly WantedTitle[]): Promise<TitleNearby[][]> {
  if (wanted.length === 0) return [];
  const { rows } = await db.raw<{
    rows: { n: string; id: string; title: string; year: number; same_title: boolean; similarity: number }[];
  }>(
    `WITH wanted AS (
       SELECT n, rm_movies.fold(title) AS title, nullif(rm_movies.fold(original_title), '') AS original, year
       FROM unnest(:titles::text[], :originals::text[], :years::int[]) WITH ORDINALITY AS w(title, original_title, year, n))
     SELECT w.n, m.id, m.title, m.year, m.same_title, m.similarity
     FROM wanted w CROSS JOIN LATERAL (
       SELECT c.id, c.title, c.year,
              rm_movies.fold(c.title) IN (w.title, w.original) OR rm_movies.fold(c.original_title) IN (w.title, w.original) AS same_title,
              greatest(public.similarity(rm_movies.fold(c.title), w.title), public.similarity(rm_movies.fold(c.original_title), w.title),
                       coalesce(public.similarity(rm_movies.fold(c.original_title), w.original), 0)) AS similarity
       FROM rm_movies.movies c
       WHERE (w.year IS NULL OR c.year BETWEEN w.year - 1 AND w.year + 1)
         AND (rm_movies.fold(c.title) OPERATOR(public.%) w.title OR rm_movies.fold(c.original_title) OPERATOR(public.%) w.title
              OR rm_movies.fold(c.original_title) OPERATOR(public.%) w.original)
       ORDER BY 4 DESC, 5 DESC, c.id
       LIMIT ${NEARBY_MAX}) m
     WHERE w.title <> ''`,
    {
      titles: wanted.map((title) => title.title),
      originals: wanted.map((title) => title.originalTitle),
      years: wanted.map((title) => title.year),
    },
  );
  const nearby: TitleNearby[][] = wanted.map(() => []);
  for (const row of rows) {
    nearby[Number(row.n) - 1]!.push({
      movieId: row.id,
      title: row.title,
      year: row.year,
      sameTitle: row.same_title,
      similarity: Number(row.similarity),
    });
  }
  return nearby;
}
