import Router from '@koa/router';
import type { Knex } from 'knex';
import { RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible';
import { ExportQuery, type ExportDocument } from '@more-ai/contracts/api/exports';
import { ApiError, NotFound, parseInput } from '@more-ai/platform';
import { requireUser, signedInUser } from '@more-ai/platform/auth/middleware';
import type { ProjectionWatcher } from '@more-ai/projections';
import { diaryPageOf } from '@more-ai/projections/diary/queries';
import { favoriteMoviesOf } from '@more-ai/projections/favorites/queries';
import { followersOf, followingOf } from '@more-ai/projections/follows/queries';
import { paymentHistoryOf } from '@more-ai/projections/payments/queries';
import { liveAccountOf } from '@more-ai/projections/users/queries';
import { visibleWatchlists, watchlistMovies } from '@more-ai/projections/watchlists/queries';
import { consistentWith } from '../consistency';
import { exportZip } from './export-files';

/** Exports one member may ask for within `EXPORT_WINDOW_MS`: an export reads everything they own. */
export const EXPORTS_PER_WINDOW = 5;
const EXPORT_WINDOW_SECONDS = 10 * 60;
export const EXPORTED_TOO_OFTEN = 'You exported your data several times just now: try again in a few minutes';
/** Every entry of a diary, however long. */
const ALL_ENTRIES = 1_000_000;

/**
 * GET /api/me/export: everything the signed-in member owns, from the read models, as one JSON
 * document or a zip of CSV files, as a dated attachment. Only ever the caller's own data.
 */
export function exportRoutes(db: Knex, watcher: ProjectionWatcher, clock: () => Date): Router {
  const router = new Router();
  const fresh = consistentWith(watcher, ['users', 'diary', 'movies', 'favorites', 'watchlists', 'follows', 'payments']);
  // Made on the first export (again after a failure), so a database briefly away at start-up costs nothing.
  let limit: Promise<RateLimiterPostgres> | undefined;
  const limiter = () =>
    (limit ??= exportLimit(db).catch((error: unknown) => {
      limit = undefined;
      throw error;
    }));

  router.get(
    '/api/me/export',
    requireUser(),
    async (ctx, next) => {
      const { format } = parseInput(ExportQuery, ctx.query);
      const { userId } = signedInUser(ctx);
      try {
        await (await limiter()).consume(userId);
      } catch (refused) {
        // rate-limiter-flexible rejects with a RateLimiterRes when the exports are used up, with an Error otherwise.
        if (!(refused instanceof RateLimiterRes)) throw refused;
        ctx.set('Retry-After', String(Math.max(1, Math.ceil(refused.msBeforeNext / 1000))));
        throw new ApiError(429, EXPORTED_TOO_OFTEN, 'EXPORT_RATE_LIMITED');
      }
      ctx.state.exportFormat = format;
      await next();
    },
    fresh,
    async (ctx) => {
      const { userId } = signedInUser(ctx);
      const now = clock();
      const data = await exportOf(db, userId, now);
      const day = now.toISOString().slice(0, 10);
      if (ctx.state.exportFormat === 'csv') {
        ctx.type = 'application/zip';
        ctx.attachment(`more-ai-export-${day}.zip`);
        ctx.body = Buffer.from(exportZip(data));
      } else {
        ctx.type = 'application/json';
        ctx.attachment(`more-ai-export-${day}.json`);
        ctx.body = JSON.stringify(data, null, 2);
      }
    },
  );
  return router;
}

/**
 * Exports counted per member in PostgreSQL, so every read API instance counts the same ones (and a
 * restart forgets none). The table is created once, by the first instance to need it.
 */
async function exportLimit(db: Knex): Promise<RateLimiterPostgres> {
  await db.raw('CREATE SCHEMA IF NOT EXISTS read_api').catch(async (error: unknown) => {
    // Two instances creating the schema at once: one of them loses the race, and the schema is there.
    if ((error as { code?: string }).code !== '23505') throw error;
  });
  return new Promise((resolve, reject) => {
    const limiter: RateLimiterPostgres = new RateLimiterPostgres(
      {
        storeClient: db,
        storeType: 'knex',
        schemaName: 'read_api',
        tableName: 'exports',
        keyPrefix: 'export',
        points: EXPORTS_PER_WINDOW,
        duration: EXPORT_WINDOW_SECONDS,
      },
      (error?: Error) => (error ? reject(error) : resolve(limiter)),
    );
  });
}

async function exportOf(db: Knex, userId: string, now: Date): Promise<ExportDocument> {
  const account = await liveAccountOf(db, userId);
  if (!account) throw new NotFound('Account not found', 'ACCOUNT_NOT_FOUND');
  const [favorites, lists, following, followers, diary, payments] = await Promise.all([
    favoriteMoviesOf(db, userId),
    visibleWatchlists(db, userId)
      .where('w.owner_id', userId)
      .orderBy([{ column: 'w.created_at' }, { column: 'w.id' }]),
    followingOf(db, userId),
    followersOf(db, userId),
    diaryPageOf(db, userId, { page: 1, limit: ALL_ENTRIES, publicOnly: false }),
    paymentHistoryOf(db, userId),
  ]);
  const watchlists = await Promise.all(
    lists.map(async (list) => ({
      _id: list.id,
      name: list.name,
      description: list.description,
      isPrivate: list.is_private,
      createdAt: list.created_at.toISOString(),
      movies: (await watchlistMovies(db, list.id)).map((movie) => ({ movieId: movie._id, title: movie.title, year: movie.year })),
    })),
  );
  return {
    exportedAt: now.toISOString(),
    profile: {
      _id: account.id,
      email: account.email,
      username: account.username,
      plan: account.subscription_type,
      createdAt: account.created_at.toISOString(),
    },
    favorites: favorites.map((movie) => ({ movieId: movie._id, title: movie.title, year: movie.year })),
    watchlists,
    following,
    followers,
    diary: diary.entries.map(({ entryId, movie, watchedOn, rating, review, visibility, rewatch }) => ({
      entryId,
      movieId: movie._id,
      title: movie.title,
      year: movie.year,
      watchedOn,
      rating,
      review,
      visibility,
      rewatch,
    })),
    payments,
  };
}
