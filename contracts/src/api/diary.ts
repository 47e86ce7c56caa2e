import { z } from 'zod';
import { MovieView } from '../movies';
import { Id, textField } from '../text';
import { commandAnswer, ok, route, wholeNumber } from './contract';

/** The most characters a review may have, after trimming. */
export const REVIEW_MAX = 2_000;
/** The first year a film can have been watched in: the earliest surviving motion picture is of 1888. */
export const FIRST_WATCH_YEAR = 1888;
export const DIARY_PAGE_SIZE = 20;
export const DIARY_PAGE_MAX = 100;

export const WATCH_DATE_INVALID = 'Watch date must be a date as YYYY-MM-DD';
export const WATCH_DATE_TOO_EARLY = `Watch date cannot be before ${FIRST_WATCH_YEAR}`;
export const RATING_INVALID = 'Rating must be from 0.5 to 5 in half stars';

/** `YYYY-MM-DD` names a real calendar day (no 30 February). */
function isCalendarDay(text: string): boolean {
  const day = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().slice(0, 10) === text;
}

const watchedOn = z
  .string({ error: (issue) => (issue.input == null ? 'Watch date is required' : WATCH_DATE_INVALID) })
  .regex(/^\d{4}-\d{2}-\d{2}$/, WATCH_DATE_INVALID)
  .refine(isCalendarDay, { error: WATCH_DATE_INVALID })
  .refine((text) => text >= `${FIRST_WATCH_YEAR}-01-01`, { error: WATCH_DATE_TOO_EARLY });

// Null or left out: this viewing is not rated.
const rating = z.number({ error: RATING_INVALID }).min(0.5, RATING_INVALID).max(5, RATING_INVALID).multipleOf(0.5, RATING_INVALID);

const review = textField({ label: 'Review', max: REVIEW_MAX, multiline: true }).nullish();
const visibility = z.enum(['private', 'public'], { error: "Visibility must be 'private' or 'public'" });
const rewatch = z.boolean({ error: 'Rewatch must be true or false' });

/** POST /api/diary: a film watched. Whether the film exists is the catalog's answer (404), not the schema's. */
export const LogDiaryEntryInput = z.object({
  movieId: Id('Movie id'),
  watchedOn,
  rating: rating.nullish().transform((value) => value ?? null),
  review: review.transform((text) => text ?? ''),
  visibility: visibility.default('private'),
  rewatch: rewatch.default(false),
});
export type LogDiaryEntryInput = z.output<typeof LogDiaryEntryInput>;

/** PATCH /api/diary/{entryId}: what is left out stays as it is; a null rating or review clears it. */
export const ReviseDiaryEntryInput = z.object({
  watchedOn: watchedOn.optional(),
  rating: rating.nullable().optional(),
  review: review.transform((text) => (text === null ? '' : text)),
  visibility: visibility.optional(),
  rewatch: rewatch.optional(),
});
export type ReviseDiaryEntryInput = z.output<typeof ReviseDiaryEntryInput>;

/** An entry as its author wrote it, without the film's card (a command's answer, the movie page). */
export const DiaryEntryFieldsView = z.object({
  _id: z.string(),
  movieId: z.string(),
  watchedOn: z.string(),
  rating: z.number().nullable(),
  review: z.string(),
  visibility: z.enum(['private', 'public']),
  rewatch: z.boolean(),
});
export type DiaryEntryFieldsView = z.infer<typeof DiaryEntryFieldsView>;

/** A diary entry with its film as cards show it, and when it was logged (ISO time). */
export const DiaryEntryView = DiaryEntryFieldsView.extend({ movie: MovieView, loggedAt: z.string() });
export type DiaryEntryView = z.infer<typeof DiaryEntryView>;

/** One page of a diary, newest watch first. */
export const DiaryPageView = z.object({
  entries: z.array(DiaryEntryView),
  page: z.number().int(),
  limit: z.number().int(),
  total: z.number().int(),
  hasMore: z.boolean(),
});
export type DiaryPageView = z.infer<typeof DiaryPageView>;

/** The signed-in member's watched state of one film, for its page and cards. */
export const MovieDiaryView = z.object({
  watched: z.boolean(),
  /** The rating of the latest rated entry; null when no entry is rated. */
  rating: z.number().nullable(),
  entries: z.array(DiaryEntryFieldsView.extend({ loggedAt: z.string() })),
});
export type MovieDiaryView = z.infer<typeof MovieDiaryView>;

/** Every film the signed-in member watched, with its current rating: the cards' 'Watched ✓ 4.5'. */
export const WatchedFilmsView = z.object({
  movies: z.array(z.object({ movieId: z.string(), rating: z.number().nullable() })),
});
export type WatchedFilmsView = z.infer<typeof WatchedFilmsView>;

export const DiaryPage = z.object({
  page: wholeNumber('page must be a whole number of at least 1', 1).default(1),
  limit: wholeNumber(`limit must be a whole number from 1 to ${DIARY_PAGE_MAX}`, 1, DIARY_PAGE_MAX).default(DIARY_PAGE_SIZE),
});

const ByEntry = z.object({ entryId: Id('Entry id') });
const TAG = 'Diary';

export const listDiary = route({
  method: 'get',
  path: '/api/diary',
  operationId: 'listDiary',
  summary: "The signed-in member's diary, newest watch first",
  tag: TAG,
  access: 'user',
  request: { query: DiaryPage },
  responses: { 200: ok('A page of the diary', DiaryPageView) },
});

export const publicDiary = route({
  method: 'get',
  path: '/api/users/{userId}/diary',
  operationId: 'listPublicDiary',
  summary: "A member's public diary entries, newest watch first",
  tag: TAG,
  access: 'public',
  request: { params: z.object({ userId: Id('User id') }), query: DiaryPage },
  responses: { 200: ok('A page of the public entries', DiaryPageView), 404: 'No such member' },
});

export const movieDiary = route({
  method: 'get',
  path: '/api/diary/movies/{movieId}',
  operationId: 'getMovieDiary',
  summary: 'Whether the signed-in member watched a film, its current rating and their entries of it',
  tag: TAG,
  access: 'user',
  request: { params: z.object({ movieId: Id('Movie id') }) },
  responses: { 200: ok("The member's entries of the film", MovieDiaryView) },
});

export const watchedFilms = route({
  method: 'get',
  path: '/api/diary/watched',
  operationId: 'listWatchedFilms',
  summary: 'Every film the signed-in member watched, with its current rating',
  tag: TAG,
  access: 'user',
  responses: { 200: ok('The films watched', WatchedFilmsView) },
});

export const logDiaryEntry = route({
  method: 'post',
  path: '/api/diary',
  operationId: 'logDiaryEntry',
  summary: 'Mark a film watched, with an optional rating and review',
  tag: TAG,
  access: 'user',
  request: { body: LogDiaryEntryInput },
  responses: {
    201: ok('Logged', commandAnswer({ message: z.string(), entry: DiaryEntryFieldsView })),
    404: 'No such movie, or the account is gone',
  },
});

export const reviseDiaryEntry = route({
  method: 'patch',
  path: '/api/diary/{entryId}',
  operationId: 'reviseDiaryEntry',
  summary: 'Edit a diary entry',
  tag: TAG,
  access: 'user',
  request: { params: ByEntry, body: ReviseDiaryEntryInput },
  responses: {
    200: ok('Edited', commandAnswer({ message: z.string(), entry: DiaryEntryFieldsView })),
    404: 'No such entry in your diary',
  },
});

export const removeDiaryEntry = route({
  method: 'delete',
  path: '/api/diary/{entryId}',
  operationId: 'removeDiaryEntry',
  summary: 'Remove a diary entry',
  tag: TAG,
  access: 'user',
  request: { params: ByEntry },
  responses: { 200: ok('Removed', commandAnswer({ message: z.string() })), 404: 'No such entry in your diary' },
});

export const diaryContracts = [listDiary, publicDiary, movieDiary, watchedFilms, logDiaryEntry, reviseDiaryEntry, removeDiaryEntry];
