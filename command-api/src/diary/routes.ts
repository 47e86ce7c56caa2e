import Router from '@koa/router';
import { v4 as uuidv4, v5 as uuidv5 } from 'uuid';
import type Koa from 'koa';
import { LogDiaryEntryInput, ReviseDiaryEntryInput, reviseDiaryEntry } from '@more-ai/contracts/api/diary';
import type { MovieView } from '@more-ai/contracts/movies';
import { NotFound, parseInput, validatePathIds } from '@more-ai/platform';
import { requireUser, signedInUser } from '@more-ai/platform/auth/middleware';
import { accountDecider } from '../accounts/decide';
import type { CommandHandler } from '../pipeline/handle-command';
import { commandMetadata, respond } from '../pipeline/respond';
import type { RecommendedMovies } from '../recommendations/recommended-movies';
import { DIARY_ENTRY_NOT_FOUND, diaryDecider } from './decide';
import type { DiaryState } from './evolve';

export const DIARY_ENTRY_LOGGED = 'Added to your diary';
export const DIARY_ENTRY_REVISED = 'Diary entry updated';
export const DIARY_ENTRY_REMOVED = 'Removed from your diary';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const DIARY_ENTRY_IDS = '0b7f4e52-93a1-4c6d-8e2f-5a1d9c3b7e64';

export interface DiaryRouteDependencies {
  commands: CommandHandler;
  /** Answers with the movie as cards show it; nothing for a movie the catalog does not know. */
  movies: RecommendedMovies;
}

/** POST /api/diary, PATCH and DELETE /api/diary/{entryId}: the signed-in member's own diary. */
export function diaryRoutes({ commands, movies }: DiaryRouteDependencies): Router {
  const router = validatePathIds(new Router(), reviseDiaryEntry.request.params.shape);

  const movieOf = async (movieId: string): Promise<MovieView> => {
    const [movie] = UUID.test(movieId) ? await movies.viewsOf([{ movieId, reason: '' }]) : [];
    if (!movie) throw new NotFound('Movie not found', 'MOVIE_NOT_FOUND');
    return movie;
  };

  router.post('/api/diary', requireUser(), async (ctx) => {
    const { movieId, ...fields } = parseInput(LogDiaryEntryInput, ctx.request.body);
    const userId = await liveMember(ctx, commands);
    const movie = await movieOf(movieId);
    const entryId = newEntryId(ctx, userId);
    const entry = { movieId, ...fields };
    const command = { type: 'LogDiaryEntry', userId, entryId, movieYear: movie.year, entry } as const;
    const result = await commands.handle(diaryDecider, userId, command, commandMetadata(ctx));
    respond(ctx, 201, { message: DIARY_ENTRY_LOGGED, entry: entryView(result.state, entryId) }, result.position);
  });

  router.patch('/api/diary/:entryId', requireUser(), async (ctx) => {
    const changes = parseInput(ReviseDiaryEntryInput, ctx.request.body);
    const userId = await liveMember(ctx, commands);
    const entryId = ctx.params.entryId!;
    const current = (await commands.load(diaryDecider, userId)).state.entries[entryId];
    if (!current) throw new NotFound(DIARY_ENTRY_NOT_FOUND, 'DIARY_ENTRY_NOT_FOUND');
    // The film's year bounds the watch date; a film gone from the catalog keeps its entries editable.
    const [movie] = await movies.viewsOf([{ movieId: current.movieId, reason: '' }]);
    const command = { type: 'ReviseDiaryEntry', userId, entryId, movieYear: movie?.year ?? 0, changes } as const;
    const result = await commands.handle(diaryDecider, userId, command, commandMetadata(ctx));
    respond(ctx, 200, { message: DIARY_ENTRY_REVISED, entry: entryView(result.state, entryId) }, result.position);
  });

  router.delete('/api/diary/:entryId', requireUser(), async (ctx) => {
    const { userId } = signedInUser(ctx);
    const command = { type: 'RemoveDiaryEntry', userId, entryId: ctx.params.entryId! } as const;
    const result = await commands.handle(diaryDecider, userId, command, commandMetadata(ctx));
    respond(ctx, 200, { message: DIARY_ENTRY_REMOVED }, result.position);
  });

  return router;
}

/** The signed-in member, whose account must still exist: a deleted account keeps no diary. */
async function liveMember(ctx: Koa.Context, commands: CommandHandler): Promise<string> {
  const { userId } = signedInUser(ctx);
  const account = (await commands.load(accountDecider, userId)).state;
  if (account.status !== 'registered') throw new NotFound('Account not found', 'ACCOUNT_NOT_FOUND');
  return userId;
}

/**
 * With an Idempotency-Key a retry is the same request: the same entry, logged once. The key is the
 * caller's own, so the id derives from it and the member together: two members' keys never collide.
 */
function newEntryId(ctx: Koa.Context, userId: string): string {
  const key: string | undefined = ctx.state.idempotencyKey;
  return key ? uuidv5(`${userId} ${key}`, DIARY_ENTRY_IDS) : uuidv4();
}

function entryView(state: DiaryState, entryId: string) {
  const entry = state.entries[entryId]!;
  return { _id: entryId, ...entry };
}
