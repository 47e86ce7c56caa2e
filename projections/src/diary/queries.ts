import type { Knex } from 'knex';
import type { MovieView } from '@more-ai/contracts/movies';
import { toMovieView, type MovieRow } from '../movies/queries';

/** Who may read a diary entry (events/src/catalog/diary.ts). */
export type DiaryVisibility = 'private' | 'public';

/** One diary entry with its film as cards show it. */
export interface DiaryEntryRecord {
  entryId: string;
  movie: MovieView;
  /** `YYYY-MM-DD`. */
  watchedOn: string;
  rating: number | null;
  review: string;
  visibility: DiaryVisibility;
  rewatch: boolean;
  loggedAt: string;
}

/** One page of a diary, newest watch first, and how many entries there are in all. */
export interface DiaryPage {
  entries: DiaryEntryRecord[];
  total: number;
}

/** A member's own view of one film: whether they watched it, its current rating, their entries of it. */
export interface MovieDiaryState {
  watched: boolean;
  rating: number | null;
  entries: Omit<DiaryEntryRecord, 'movie'>[];
}

interface EntryRow {
  entry_id: string;
  movie_id: string;
  watched_on: string;
  rating: string | null;
  review: string;
  visibility: DiaryVisibility;
  rewatch: boolean;
  logged_at: Date;
}

// Newest watch first; entries of one day in the order they were logged, the latest first.
const NEWEST_FIRST = [
  { column: 'e.watched_on', order: 'desc' },
  { column: 'e.position_commit', order: 'desc' },
  { column: 'e.position_prepare', order: 'desc' },
] as const;

const ENTRY_COLUMNS = ['e.entry_id', 'e.movie_id', 'e.rating', 'e.review', 'e.visibility', 'e.rewatch', 'e.logged_at'] as const;

function watchedOnColumn(db: Knex): Knex.Raw {
  // A date column read as text: node-pg would turn it into a Date at local midnight.
  return db.raw(`to_char(e.watched_on, 'YYYY-MM-DD') as watched_on`);
}

function toEntry(row: EntryRow): Omit<DiaryEntryRecord, 'movie'> {
  return {
    entryId: row.entry_id,
    watchedOn: row.watched_on,
    rating: row.rating === null ? null : Number(row.rating),
    review: row.review,
    visibility: row.visibility,
    rewatch: row.rewatch,
    loggedAt: row.logged_at.toISOString(),
  };
}

/**
 * One page of `userId`'s diary, newest watch first, with each film's card. `publicOnly` keeps
 * private entries out: what anyone but the author may see.
 */
export async function diaryPageOf(
  db: Knex,
  userId: string,
  { page, limit, publicOnly }: { page: number; limit: number; publicOnly: boolean },
): Promise<DiaryPage> {
  const scope = () => {
    const query = db('rm_diary.entries as e').join('rm_movies.movies as m', 'm.id', 'e.movie_id').where('e.user_id', userId);
    return publicOnly ? query.andWhere('e.visibility', 'public') : query;
  };
  const [rows, [count]] = await Promise.all([
    scope()
      .select('m.*', ...ENTRY_COLUMNS, watchedOnColumn(db))
      .orderBy([...NEWEST_FIRST])
      .offset((page - 1) * limit)
      .limit(limit) as Promise<(EntryRow & MovieRow)[]>,
    scope().count({ n: '*' }),
  ]);
  return {
    entries: rows.map((row) => ({ ...toEntry(row), movie: toMovieView({ ...row, id: row.movie_id }) })),
    total: Number(count?.n ?? 0),
  };
}

/** `userId`'s entries of one film, newest watch first, and the film's current rating (see tasteOf). */
export async function movieDiaryStateOf(db: Knex, userId: string, movieId: string): Promise<MovieDiaryState> {
  const rows: EntryRow[] = await db('rm_diary.entries as e')
    .where({ 'e.user_id': userId, 'e.movie_id': movieId })
    .select(...ENTRY_COLUMNS, watchedOnColumn(db))
    .orderBy([...NEWEST_FIRST]);
  const entries = rows.map(toEntry);
  return { watched: entries.length > 0, rating: entries.find((entry) => entry.rating !== null)?.rating ?? null, entries };
}

/**
 * What a member's diary says of their taste, for recommendations: every film they have watched,
 * and each rated film's current rating, the rating of its latest rated entry (the latest watch;
 * of two on one day, the one logged last). Ratings newest first.
 */
export async function tasteOf(
  db: Knex,
  userId: string,
): Promise<{ watched: string[]; ratings: { movieId: string; rating: number; title: string }[] }> {
  const [watched, rated] = await Promise.all([
    db('rm_diary.entries').where({ user_id: userId }).distinct('movie_id').orderBy('movie_id').pluck('movie_id') as Promise<string[]>,
    db
      .select('latest.movie_id', 'latest.rating', 'm.title')
      .from(
        db('rm_diary.entries as e')
          .distinctOn('e.movie_id')
          .select('e.movie_id', 'e.rating', 'e.watched_on', 'e.position_commit', 'e.position_prepare')
          .where('e.user_id', userId)
          .whereNotNull('e.rating')
          .orderBy([{ column: 'e.movie_id' }, ...NEWEST_FIRST])
          .as('latest'),
      )
      .join('rm_movies.movies as m', 'm.id', 'latest.movie_id')
      .orderBy([
        { column: 'latest.watched_on', order: 'desc' },
        { column: 'latest.position_commit', order: 'desc' },
        { column: 'latest.position_prepare', order: 'desc' },
      ]) as Promise<{ movie_id: string; rating: string; title: string }[]>,
  ]);
  return { watched, ratings: rated.map((row) => ({ movieId: row.movie_id, rating: Number(row.rating), title: row.title })) };
}
