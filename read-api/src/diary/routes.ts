import Router from '@koa/router';
import type { Knex } from 'knex';
import { validate as isUuid } from 'uuid';
import { DiaryPage, movieDiary, publicDiary, type DiaryPageView } from '@more-ai/contracts/api/diary';
import { NotFound, parseInput, validatePathIds } from '@more-ai/platform';
import { requireUser, signedInUser } from '@more-ai/platform/auth/middleware';
import type { ProjectionWatcher } from '@more-ai/projections';
import { diaryPageOf, movieDiaryStateOf, tasteOf, type DiaryEntryRecord } from '@more-ai/projections/diary/queries';
import { publicAccountOf } from '@more-ai/projections/users/queries';
import { consistentWith } from '../consistency';

export const MEMBER_NOT_FOUND = 'User not found';

/**
 * GET /api/diary (one's own entries), GET /api/users/{userId}/diary (a member's public entries,
 * for anyone), GET /api/diary/movies/{movieId} (one's own entries of a film) and GET
 * /api/diary/watched (every film one watched, with its rating). A private entry
 * is read only by its author.
 */
export function diaryRoutes(db: Knex, watcher: ProjectionWatcher): Router {
  const router = validatePathIds(new Router(), { ...publicDiary.request.params.shape, ...movieDiary.request.params.shape });
  const fresh = consistentWith(watcher, ['diary', 'movies', 'users']);

  const page = async (userId: string, query: unknown, publicOnly: boolean): Promise<DiaryPageView> => {
    const { page, limit } = parseInput(DiaryPage, query);
    const { entries, total } = await diaryPageOf(db, userId, { page, limit, publicOnly });
    return { entries: entries.map(toEntryView), page, limit, total, hasMore: page * limit < total };
  };

  router.get('/api/diary', requireUser(), fresh, async (ctx) => {
    ctx.body = await page(signedInUser(ctx).userId, ctx.query, false);
  });

  router.get('/api/diary/watched', requireUser(), fresh, async (ctx) => {
    const { watched, ratings } = await tasteOf(db, signedInUser(ctx).userId);
    const rated = new Map(ratings.map(({ movieId, rating }) => [movieId, rating]));
    ctx.body = { movies: watched.map((movieId) => ({ movieId, rating: rated.get(movieId) ?? null })) };
  });

  router.get('/api/diary/movies/:movieId', requireUser(), fresh, async (ctx) => {
    const { watched, rating, entries } = await movieDiaryStateOf(db, signedInUser(ctx).userId, ctx.params.movieId!);
    ctx.body = {
      watched,
      rating,
      entries: entries.map(({ entryId, ...entry }) => ({ _id: entryId, movieId: ctx.params.movieId!, ...entry })),
    };
  });

  router.get('/api/users/:userId/diary', fresh, async (ctx) => {
    const userId = ctx.params.userId!;
    if (!isUuid(userId) || !(await publicAccountOf(db, userId))) throw new NotFound(MEMBER_NOT_FOUND, 'USER_NOT_FOUND');
    ctx.body = await page(userId, ctx.query, true);
  });

  return router;
}

function toEntryView({ entryId, movie, ...entry }: DiaryEntryRecord) {
  return { _id: entryId, movieId: movie._id, movie, ...entry };
}
